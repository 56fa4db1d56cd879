import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export type Faq = { question: string; answer: ReactNode };

/** Questions that open in place: native disclosure, so it works by keyboard and before scripts load. */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="mt-3 text-slate-600">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
