import { FlaskConical } from "lucide-react";

/** The spec's 'Demo Mode' notice: shown wherever a payment would otherwise happen. */
export function DemoNotice({ className = "" }: { className?: string }) {
  return (
    <aside
      aria-label="Demo Mode"
      data-testid="demo-notice"
      className={`flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900 ${className}`}
    >
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Demo Mode</p>
        <p>
          Payments are simulated on this server: no card is asked for, nothing is charged and no money moves.
        </p>
      </div>
    </aside>
  );
}
