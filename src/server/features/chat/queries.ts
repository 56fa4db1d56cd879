import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, exists, notExists, type Placeholder, sql } from "drizzle-orm";
import { TITLE_MAX } from "../../../shared/api/chat";
import type { Db } from "../../db/client";
import { prepareStatement } from "../../db/prepared";
import { conversations, messages, messageUsage } from "../../db/schema";
import type { UserId } from "../coach/queries";

type MessageRow = typeof messages.$inferSelect;
type StoredMessage = Pick<MessageRow, "id" | "role" | "content" | "safetyCategory" | "createdAt">;
type ConversationRow = typeof conversations.$inferSelect;

export const serializeConversation = (row: ConversationRow) => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const serializeMessage = (row: StoredMessage) => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  safety: row.safetyCategory ? { category: row.safetyCategory } : null,
});

const hasMessages = (db: Db) =>
  db.select({ one: sql`1` }).from(messages).where(eq(messages.conversationId, conversations.id));

/** The user's newest conversation without messages, or a new one: empty chats never pile up. */
export async function openEmptyConversation(db: Db, userId: string): Promise<ConversationRow> {
  const [empty] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), notExists(hasMessages(db))))
    .orderBy(desc(conversations.createdAt))
    .limit(1);
  if (empty) return empty;
  const [created] = await db.insert(conversations).values({ userId }).returning();
  return created!;
}

export async function listConversations(db: Db, userId: string) {
  return db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), exists(hasMessages(db))))
    .orderBy(desc(conversations.updatedAt));
}

/** The conversation if this user owns it; otherwise undefined (the caller answers 404). */
export async function findConversation(db: Db, input: { userId: string; id: string }) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, input.id), eq(conversations.userId, input.userId)));
  return row;
}

export async function listMessages(db: Db, conversationId: string) {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.role));
}

/**
 * The conversation's last turns, newest first by `ord`; only the user's own rows. The turns are read
 * along the conversation's index, newest first, and the owner is checked on those: every message of
 * a conversation has its owner's id, and a condition on the user inside would have the planner read
 * the user's and the conversation's rows through two indexes and sort them all.
 */
export const recentMessagesSource = (input: {
  userId: UserId;
  conversationId: string | Placeholder;
  limit: number;
}) => sql`(
  select 'history' as kind, id::text as key, role as title, null::text as category, null::int as page,
    content, row_number() over (order by created_at desc, role desc) as ord
  from (
    select ${messages.id}, ${messages.role}, ${messages.content}, ${messages.createdAt}, ${messages.userId}
    from ${messages} where ${messages.conversationId} = ${input.conversationId}
    order by ${messages.createdAt} desc, ${messages.role} desc limit ${input.limit}
  ) recent where recent.user_id = ${input.userId})`;

export async function renameConversation(db: Db, input: { userId: string; id: string; title: string }) {
  const [row] = await db
    .update(conversations)
    .set({ title: input.title }) // not activity: the chat keeps its place and date in History
    .where(and(eq(conversations.id, input.id), eq(conversations.userId, input.userId)))
    .returning();
  return row;
}

export async function deleteConversation(db: Db, input: { userId: string; id: string }) {
  const rows = await db
    .delete(conversations)
    .where(and(eq(conversations.id, input.id), eq(conversations.userId, input.userId)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** The UTC day of `at`, as the usage table keys it. */
export const usageDay = (at: Date) => at.toISOString().slice(0, 10);

/** How many messages the user sent on the UTC day starting at `dayStart`, deleted ones included. */
export async function messagesSentOn(db: Db, userId: string, dayStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: messageUsage.count })
    .from(messageUsage)
    .where(and(eq(messageUsage.userId, userId), eq(messageUsage.day, usageDay(dayStart))));
  return row?.count ?? 0;
}

type ReplyInput = { userId: string; conversationId: string; content: string; safetyCategory: string | null };

const p = sql.placeholder;
const storeReply = prepareStatement<never, ReplyInput & { id: string; createdAt: Date }>(
  sql`with stored as (
    insert into ${messages} (id, conversation_id, user_id, role, content, safety_category, created_at)
    values (${p("id")}, ${p("conversationId")}, ${p("userId")}, 'assistant', ${p("content")},
      ${p("safetyCategory")}, ${p("createdAt")})
    returning conversation_id
  )
  update ${conversations} set updated_at = ${p("createdAt")}
  where ${conversations.id} = (select conversation_id from stored)`,
);

/** Stores a reply and touches its conversation, in one statement. */
export async function insertAssistantMessage(db: Db, input: ReplyInput): Promise<StoredMessage> {
  const reply = { id: randomUUID(), role: "assistant" as const, createdAt: new Date(), ...input };
  await storeReply(db, reply);
  return reply;
}

/** Title from the first message: trimmed, one line, at most TITLE_MAX characters. */
export function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= TITLE_MAX ? line : `${line.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}
