import { MapPin, Target } from "lucide-react";
import type { ScenarioCard as Card } from "../../../../shared/practice/scenarios";
import { Button } from "../../../components/ui/button";

const DIFFICULTY_STYLES: Record<Card["difficulty"], string> = {
  Easy: "bg-emerald-50 text-emerald-800",
  Medium: "bg-amber-50 text-amber-800",
  Hard: "bg-rose-50 text-rose-800",
};

/** One scenario in the picker: what it is, who she is, the goal, and a Start button. */
export function ScenarioCard({
  scenario,
  onStart,
  starting,
  disabled,
}: {
  scenario: Card;
  onStart: () => void;
  starting: boolean;
  disabled: boolean;
}) {
  const headingId = `scenario-${scenario.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="scenario-card"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {scenario.title}
        </h3>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${DIFFICULTY_STYLES[scenario.difficulty]}`}
        >
          {scenario.difficulty}
        </span>
      </div>
      <p className="text-sm text-slate-600">{scenario.summary}</p>
      <dl className="space-y-1.5 text-sm">
        <div>
          <dt className="sr-only">With</dt>
          <dd className="flex gap-2 text-slate-700">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {scenario.partner.name}, {scenario.partner.role}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Your goal</dt>
          <dd className="flex gap-2 text-slate-700">
            <Target className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {scenario.goal}
          </dd>
        </div>
      </dl>
      <Button
        className="mt-auto self-start"
        onClick={onStart}
        disabled={disabled || starting}
        aria-describedby={headingId}
      >
        {starting ? "Starting…" : "Start scene"}
      </Button>
    </article>
  );
}
