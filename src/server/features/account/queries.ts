import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  billingSubscriptions,
  conversations,
  documents,
  memories,
  messages,
  practiceSessions,
  practiceTurns,
  users,
} from "../../db/schema";

/** Every row the account owns, each query filtered by the owner. */
export async function readAccountData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [subscriptions, conversationRows, messageRows, documentRows, memoryRows, sessionRows] =
    await Promise.all([
      db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.userId, userId))
        .orderBy(asc(billingSubscriptions.createdAt)),
      db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(asc(conversations.createdAt)),
      db.select().from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.createdAt)),
      db
        .select({
          id: documents.id,
          originalName: documents.originalName,
          fileSize: documents.fileSize,
          status: documents.status,
          pageCount: documents.pageCount,
          extractedChars: documents.extractedChars,
          uploadedAt: documents.uploadedAt,
        })
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(asc(documents.uploadedAt)),
      db.select().from(memories).where(eq(memories.userId, userId)).orderBy(asc(memories.createdAt)),
      db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, userId))
        .orderBy(asc(practiceSessions.startedAt)),
    ]);
  const sessionIds = sessionRows.map((row) => row.id);
  const turnRows =
    sessionIds.length === 0
      ? []
      : await db
          .select()
          .from(practiceTurns)
          .where(inArray(practiceTurns.sessionId, sessionIds))
          .orderBy(asc(practiceTurns.position));
  return {
    user,
    subscriptions,
    conversationRows,
    messageRows,
    documentRows,
    memoryRows,
    sessionRows,
    turnRows,
  };
}

/** Deletes the user; every table that holds their data cascades from users. */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
