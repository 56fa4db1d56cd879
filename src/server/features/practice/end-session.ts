import { AppError } from "../../../shared/errors";
import type { Db } from "../../db/client";
import type { PracticeEngine } from "./engine";
import { completeSession, findSession, listTurns, serializeSession } from "./queries";
import { scenarioOf, sceneLines, sessionNotFound } from "./take-turn";

/**
 * The user ends the scene: it is scored and completed. Ending a scene that has already ended
 * answers it as it is, so a double click or a second tab does no harm.
 */
export async function endSession(
  db: Db,
  input: { engine: PracticeEngine; userId: string; sessionId: string; now: Date; signal: AbortSignal },
) {
  const session = await findSession(db, { userId: input.userId, id: input.sessionId });
  if (!session) throw sessionNotFound();
  const turns = await listTurns(db, session.id);
  if (session.status !== "active") return serializeSession(session, turns);
  if (!turns.some((t) => t.role === "user")) {
    throw new AppError("BAD_REQUEST", "Say at least one line before ending the scene.");
  }
  const feedback = await input.engine.score({
    scenario: scenarioOf(session),
    transcript: sceneLines(turns),
    signal: input.signal,
  });
  // Ended meanwhile (a second tab): the stored ending stands.
  const completed =
    (await completeSession(db, { sessionId: session.id, feedback, now: input.now })) ??
    (await findSession(db, { userId: input.userId, id: session.id }));
  return serializeSession(completed!, turns);
}
