import { ChevronDown } from "lucide-react";
import type { ScenarioCard } from "../../../../shared/practice/scenarios";

/** The scenario card above the scene: setting, goal, what good looks like, and one tip. */
export function SceneBrief({ scenario, open }: { scenario: ScenarioCard; open: boolean }) {
  return (
    <details open={open} className="group rounded-2xl border border-slate-200 bg-white p-4 text-sm md:p-5">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-semibold text-slate-900">
        The scene
        <ChevronDown
          className="h-4 w-4 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <dl className="mt-3 grid gap-3 md:grid-cols-2">
        <div className="md:col-span-2">
          <dt className="font-medium text-slate-500">Setting</dt>
          <dd className="text-slate-800">{scenario.setting}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">Your goal</dt>
          <dd className="text-slate-800">{scenario.goal}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">A good outcome</dt>
          <dd className="text-slate-800">{scenario.goodOutcome}</dd>
        </div>
        <div className="rounded-lg bg-brand-50 px-3 py-2 md:col-span-2">
          <dt className="font-medium text-brand-700">Tip</dt>
          <dd className="text-slate-800">{scenario.tip}</dd>
        </div>
      </dl>
    </details>
  );
}
