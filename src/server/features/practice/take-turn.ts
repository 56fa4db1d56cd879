import { AppError } from "../../../shared/errors";
import { type Entitlements, type Plan, planOf } from "../../../shared/plans";
import { findScenario, type ScenarioCard } from "../../../shared/practice/scenarios";
import { MAX_USER_TURNS } from "../../../shared/practice/skills";
import type { Db } from "../../db/client";
import { CoachEngineError } from "../coach/engine";
import { safetyChecker } from "../coach/safety-checker";
import type { PracticeEngine, SceneLine } from "./engine";
import {
  appendTurns,
  countUserLinesSince,
  findSession,
  listTurns,
  type NewTurn,
  type SessionRow,
  serializeSession,
  type TurnRow,
} from "./queries";

export const sessionNotFound = () => new AppError("NOT_FOUND", "Practice session not found");

/** The scene as the engines see it: the user's lines (flagged when the coach stepped in) and hers. */
export function sceneLines(turns: Pick<TurnRow, "role" | "content" | "safetyCategory">[]): SceneLine[] {
  return turns.flatMap((t): SceneLine[] => {
    if (t.role === "coach") return [];
    if (t.role === "partner") return [{ role: "partner", content: t.content }];
    return [{ role: "user", content: t.content, flagged: t.safetyCategory !== null }];
  });
}

export function scenarioOf(session: SessionRow): ScenarioCard {
  const scenario = findScenario(session.scenarioId);
  if (!scenario) throw new AppError("NOT_FOUND", "This scenario is no longer available.");
  return scenario;
}

function engineFailure(error: unknown): never {
  if (error instanceof CoachEngineError) {
    const code = error.reason === "rate_limited" ? "TOO_MANY_REQUESTS" : "UNAVAILABLE";
    throw new AppError(code, `${error.message} Your line was not sent; say it again to retry.`);
  }
  throw error;
}

/**
 * One line from the user and her answer. The safety layer runs first, as in chat: a stopped line
 * gets the coach's note instead of her reply. When the scene comes to a close (her goodbye, or the
 * line limit) it is scored and completed in the same write. Nothing is stored if she cannot answer.
 */
export async function takeTurn(
  db: Db,
  input: {
    engine: PracticeEngine;
    userId: string;
    subscriptionStatus: string | null | undefined;
    sessionId: string;
    text: string;
    now: Date;
    entitlements: Record<Plan, Entitlements>;
    signal: AbortSignal;
  },
) {
  const session = await findSession(db, { userId: input.userId, id: input.sessionId });
  if (!session) throw sessionNotFound();
  if (session.status !== "active") {
    throw new AppError("CONFLICT", "This scene has ended. Start a new one to practise again.");
  }
  const perMinute = input.entitlements[planOf(input.subscriptionStatus)].messagesPerMinute;
  const minuteAgo = new Date(input.now.getTime() - 60_000);
  if ((await countUserLinesSince(db, input.userId, minuteAgo)) >= perMinute) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      "You are practising very fast. Please wait a minute and try again.",
    );
  }

  const scenario = scenarioOf(session);
  const turns = await listTurns(db, session.id);
  const userLines = turns.filter((t) => t.role === "user").length + 1;
  const lastTurn = userLines >= MAX_USER_TURNS;
  const verdict = await safetyChecker.check(input.text);
  let added: NewTurn[];
  let ended = lastTurn;
  if (verdict) {
    added = [
      { role: "user", content: input.text, safetyCategory: verdict.category },
      { role: "coach", content: verdict.reply, safetyCategory: verdict.category },
    ];
  } else {
    const transcript = [...sceneLines(turns), { role: "user" as const, content: input.text }];
    const reply = await input.engine
      .respond({ scenario, transcript, lastTurn, signal: input.signal })
      .catch(engineFailure);
    added = [
      { role: "user", content: input.text, safetyCategory: null },
      { role: "partner", content: reply.text, safetyCategory: null },
    ];
    ended = ended || reply.ended;
  }

  const all = [...turns, ...added];
  const feedback = ended
    ? await input.engine.score({ scenario, transcript: sceneLines(all), signal: input.signal })
    : null;
  const stored = await appendTurns(db, {
    sessionId: session.id,
    seen: turns.length,
    turns: added,
    now: input.now,
    complete: feedback,
  });
  return serializeSession(stored.completed ?? session, [...turns, ...stored.added]);
}
