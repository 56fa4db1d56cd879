import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import type { PracticeSessionSummary } from "../../../../shared/api/practice";
import { findScenario } from "../../../../shared/practice/scenarios";
import { SKILL_LABELS, SKILLS } from "../../../../shared/practice/skills";
import { conversationDate } from "../../../lib/dates";

function ScoreChips({ scores }: { scores: NonNullable<PracticeSessionSummary["scores"]> }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Scores">
      {SKILLS.map((skill) => (
        <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {SKILL_LABELS[skill]} <span className="font-semibold text-slate-900">{scores[skill]}</span>/5
        </li>
      ))}
    </ul>
  );
}

/** Past scenes, newest first: scenario, day, the four scores, and a link back to the scene. */
export function SessionList({ sessions }: { sessions: PracticeSessionSummary[] }) {
  return (
    <ul
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      aria-label="Past scenes"
    >
      {sessions.map((session) => {
        const title = findScenario(session.scenarioId)?.title ?? "Practice scene";
        return (
          <li key={session.id} data-testid="practice-session">
            <Link
              href={`/practice/${session.id}`}
              className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <div className="min-w-0 flex-1 space-y-1.5">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-slate-900">{title}</span>
                  <span className="text-slate-500">{conversationDate(session.startedAt)}</span>
                </p>
                {session.scores ? (
                  <ScoreChips scores={session.scores} />
                ) : (
                  <p className="text-xs font-medium text-amber-700">In progress: continue the scene</p>
                )}
              </div>
              <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
