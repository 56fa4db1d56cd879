import { expect, test } from "vitest";
import type { PracticeSessionSummary } from "../../../../shared/api/practice";
import { progressDelta, progressPoints } from "./progress-points";

const session = (id: string, endedAt: string | null, score: number | null): PracticeSessionSummary => ({
  id,
  scenarioId: "coffee-shop",
  status: endedAt ? "completed" : "active",
  startedAt: endedAt ?? "2026-04-12T09:00:00Z",
  endedAt,
  scores: score === null ? null : { respect: score, curiosity: score - 1, clarity: score, confidence: score },
});

test("scored scenes only, oldest first, numbered from 1", () => {
  const points = progressPoints([
    session("c", "2026-04-12T10:00:00Z", 5),
    session("open", null, null),
    session("a", "2026-04-10T10:00:00Z", 2),
    session("b", "2026-04-11T10:00:00Z", 3),
  ]);
  expect(points.map((p) => [p.n, p.respect, p.curiosity])).toEqual([
    [1, 2, 1],
    [2, 3, 2],
    [3, 5, 4],
  ]);
  expect(points[0]?.date).toBe("Apr 10");
  expect(points[0]?.title).toBe("Approaching someone at a coffee shop");
});

test("the change per skill from the first scene to the latest", () => {
  const points = progressPoints([
    session("a", "2026-04-10T10:00:00Z", 2),
    session("b", "2026-04-11T10:00:00Z", 4),
  ]);
  expect(progressDelta(points, "respect")).toBe(2);
  expect(progressDelta(points.slice(0, 1), "respect")).toBe(0);
  expect(progressDelta([], "clarity")).toBe(0);
});
