import { and, asc, count, desc, eq, gte } from "drizzle-orm";
import type { Feedback, PracticeSession, PracticeSessionSummary } from "../../../shared/api/practice";
import { AppError } from "../../../shared/errors";
import type { ScenarioId } from "../../../shared/practice/scenarios";
import type { Db } from "../../db/client";
import { practiceSessions, practiceTurns } from "../../db/schema";

export type SessionRow = typeof practiceSessions.$inferSelect;
export type TurnRow = typeof practiceTurns.$inferSelect;
export type NewTurn = Pick<TurnRow, "role" | "content" | "safetyCategory">;

export function serializeSummary(row: SessionRow): PracticeSessionSummary {
  const scores = row.feedback?.scores;
  return {
    id: row.id,
    scenarioId: row.scenarioId as ScenarioId,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    scores: scores
      ? {
          respect: scores.respect.score,
          curiosity: scores.curiosity.score,
          clarity: scores.clarity.score,
          confidence: scores.confidence.score,
        }
      : null,
  };
}

export function serializeSession(row: SessionRow, turns: TurnRow[]): PracticeSession {
  return {
    ...serializeSummary(row),
    feedback: row.feedback ?? null,
    turns: turns.map((t) => ({
      id: t.id,
      role: t.role,
      content: t.content,
      createdAt: t.createdAt.toISOString(),
    })),
  };
}

/** The session if this user owns it; otherwise undefined (the caller answers 404). */
export async function findSession(db: Db, input: { userId: string; id: string }) {
  const [row] = await db
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, input.id), eq(practiceSessions.userId, input.userId)));
  return row;
}

export async function listTurns(db: Db, sessionId: string) {
  return db
    .select()
    .from(practiceTurns)
    .where(eq(practiceTurns.sessionId, sessionId))
    .orderBy(asc(practiceTurns.position));
}

/** The user's sessions, newest first (the chart reads them oldest first). */
export async function listSessions(db: Db, userId: string, limit = 100) {
  return db
    .select()
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId))
    .orderBy(desc(practiceSessions.startedAt))
    .limit(limit);
}

export async function countSessionsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), gte(practiceSessions.startedAt, since)));
  return row?.n ?? 0;
}

/** Lines the user said in any scene since `since`: the per-minute fair-use count. */
export async function countUserLinesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(practiceTurns)
    .innerJoin(practiceSessions, eq(practiceSessions.id, practiceTurns.sessionId))
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceTurns.role, "user"),
        gte(practiceTurns.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Appends the new turns after the last one the caller saw, and completes the session when the
 * scene ended, in one transaction holding the session's row lock. A turn taken meanwhile (another
 * tab, a double submit) or a scene ended meanwhile answers 409 and stores nothing. Returns the
 * stored turns, and the session row when it was completed.
 */
export async function appendTurns(
  db: Db,
  input: {
    sessionId: string;
    seen: number;
    turns: NewTurn[];
    now: Date;
    complete: Feedback | null;
  },
) {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ status: practiceSessions.status })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, input.sessionId))
      .for("update");
    const [latest] = await tx
      .select({ n: count() })
      .from(practiceTurns)
      .where(eq(practiceTurns.sessionId, input.sessionId));
    if (session?.status !== "active" || (latest?.n ?? 0) !== input.seen) {
      throw new AppError("CONFLICT", "The scene changed in another window. Reload it to carry on.");
    }
    const added = await tx
      .insert(practiceTurns)
      .values(
        input.turns.map((turn, i) => ({
          ...turn,
          sessionId: input.sessionId,
          position: input.seen + i,
          // Strictly increasing, so the per-minute count and the order agree.
          createdAt: new Date(input.now.getTime() + i),
        })),
      )
      .returning();
    if (!input.complete) return { added, completed: undefined };
    const [completed] = await tx
      .update(practiceSessions)
      .set({ status: "completed", feedback: input.complete, endedAt: input.now })
      .where(eq(practiceSessions.id, input.sessionId))
      .returning();
    return { added, completed };
  });
}

/** Completes an active session with its feedback; undefined when it had already ended. */
export async function completeSession(db: Db, input: { sessionId: string; feedback: Feedback; now: Date }) {
  const [row] = await db
    .update(practiceSessions)
    .set({ status: "completed", feedback: input.feedback, endedAt: input.now })
    .where(and(eq(practiceSessions.id, input.sessionId), eq(practiceSessions.status, "active")))
    .returning();
  return row;
}
