import { ShieldCheck } from "lucide-react";

/** How the key is handled, said plainly wherever it is asked for or used. */
export function KeyNote() {
  return (
    <p className="flex gap-2 text-sm text-slate-600">
      <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
      <span>
        Your key stays in this browser tab (session storage) and is sent only with your test requests, in a
        request header. Our server uses it for that one request and never stores or logs it. Closing the tab
        forgets it.
      </span>
    </p>
  );
}
