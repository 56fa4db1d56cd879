import { Check } from "lucide-react";

/** A list of short points, each with a check mark; `small` for cards with small print. */
export function CheckList({
  items,
  small = false,
  className = "",
}: {
  items: readonly string[];
  small?: boolean;
  className?: string;
}) {
  return (
    <ul className={`space-y-2 ${small ? "text-left text-sm text-slate-700" : ""} ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check
            className={`mt-0.5 shrink-0 text-brand-600 ${small ? "h-4 w-4" : "h-5 w-5"}`}
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
