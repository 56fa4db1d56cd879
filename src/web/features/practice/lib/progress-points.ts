import type { PracticeSessionSummary } from "../../../../shared/api/practice";
import { findScenario } from "../../../../shared/practice/scenarios";
import type { Skill } from "../../../../shared/practice/skills";

export type ProgressPoint = Record<Skill, number> & {
  /** 1 for the first scored scene. */
  n: number;
  /** Short date of the scene, e.g. "Apr 10". */
  date: string;
  title: string;
};

/** Scored scenes, oldest first: one point per scene for the progress chart. */
export function progressPoints(sessions: PracticeSessionSummary[]): ProgressPoint[] {
  return sessions
    .filter((s): s is PracticeSessionSummary & { scores: NonNullable<PracticeSessionSummary["scores"]> } =>
      Boolean(s.scores),
    )
    .sort((a, b) => (a.endedAt ?? a.startedAt).localeCompare(b.endedAt ?? b.startedAt))
    .map((s, i) => ({
      ...s.scores,
      n: i + 1,
      date: new Date(s.endedAt ?? s.startedAt).toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
      }),
      title: findScenario(s.scenarioId)?.title ?? "Practice scene",
    }));
}

/** The change from the first to the latest scene, per skill (0 with fewer than two scenes). */
export function progressDelta(points: ProgressPoint[], skill: Skill): number {
  const first = points[0];
  const last = points.at(-1);
  return first && last ? last[skill] - first[skill] : 0;
}
