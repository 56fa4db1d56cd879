import { TrendingDown, TrendingUp } from "lucide-react";
import { lazy, Suspense } from "react";
import type { PracticeSessionSummary } from "../../../../shared/api/practice";
import { SKILL_LABELS, SKILLS } from "../../../../shared/practice/skills";
import { type ProgressPoint, progressDelta, progressPoints } from "../lib/progress-points";
import { SessionList } from "./session-list";

const ProgressChart = lazy(() => import("./progress-chart"));

function Trend({ points }: { points: ProgressPoint[] }) {
  if (points.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-2 text-xs" aria-label="Change since your first scene">
      {SKILLS.map((skill) => {
        const delta = progressDelta(points, skill);
        const Icon = delta < 0 ? TrendingDown : TrendingUp;
        return (
          <li
            key={skill}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-700"
          >
            {delta !== 0 && <Icon className="h-3.5 w-3.5" aria-hidden="true" />}
            {SKILL_LABELS[skill]} {delta > 0 ? `+${delta}` : delta === 0 ? "±0" : delta}
          </li>
        );
      })}
    </ul>
  );
}

/** The same numbers as the chart, for screen readers. */
function ScoresTable({ points }: { points: ProgressPoint[] }) {
  return (
    // sr-only sits on a wrapper: a table ignores width: 1px and would widen the page on phones.
    <div className="sr-only">
      <table>
        <caption>Scores per scene, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Scene</th>
            {SKILLS.map((skill) => (
              <th key={skill} scope="col">
                {SKILL_LABELS[skill]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.n}>
              <th scope="row">
                {p.title}, {p.date}
              </th>
              {SKILLS.map((skill) => (
                <td key={skill}>{p[skill]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Past scenes with their scores and a chart of each score over time. */
export function ProgressSection({ sessions }: { sessions: PracticeSessionSummary[] }) {
  const points = progressPoints(sessions);
  return (
    <section aria-labelledby="progress-heading" className="space-y-4">
      <h2 id="progress-heading" className="text-lg font-semibold">
        Your progress
      </h2>
      {points.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          Finish a scene to see your scores here, and how they change over time.
        </p>
      ) : (
        <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 md:p-6">
          <Trend points={points} />
          <Suspense
            fallback={<div className="h-64 animate-pulse rounded-xl bg-slate-100" aria-busy="true" />}
          >
            <ProgressChart points={points} />
          </Suspense>
          <ScoresTable points={points} />
        </div>
      )}
      {sessions.length > 0 && <SessionList sessions={sessions} />}
    </section>
  );
}
