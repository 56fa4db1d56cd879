import { and, eq, gte, sql } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import { type Entitlements, type Plan, planOf } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { conversations, messages, users } from "../../db/schema";
import { countUserMessagesSince, startOfUtcDay } from "./queries";

export async function messagesLeftToday(
  db: Db,
  input: {
    userId: string;
    subscriptionStatus: string | null | undefined;
    now: Date;
    entitlements: Record<Plan, Entitlements>;
  },
): Promise<number | null> {
  const limit = input.entitlements[planOf(input.subscriptionStatus)].messagesPerDay;
  if (limit === null) return null;
  const used = await countUserMessagesSince(db, input.userId, startOfUtcDay(input.now));
  return Math.max(0, limit - used);
}

/**
 * Checks ownership, counts today's and this minute's messages against the plan, and stores the
 * user's message, in one transaction holding the user's row lock: concurrent sends queue, so the
 * count cannot race. The conversation's first message also becomes its title.
 */
export async function storeUserMessage(
  db: Db,
  input: {
    userId: string;
    conversationId: string;
    content: string;
    title: string;
    now: Date;
    entitlements: Record<Plan, Entitlements>;
  },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.subscriptionStatus })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    const [conversation] = await tx
      .update(conversations)
      .set({ updatedAt: input.now, title: sql`coalesce(${conversations.title}, ${input.title})` })
      .where(and(eq(conversations.id, input.conversationId), eq(conversations.userId, input.userId)))
      .returning({ id: conversations.id });
    if (!conversation) throw new AppError("NOT_FOUND", "Conversation not found");

    const limits = input.entitlements[planOf(user?.status)];
    const dayStart = startOfUtcDay(input.now);
    const minuteAgo = new Date(input.now.getTime() - 60_000);
    const [counts] = await tx
      .select({
        today: sql<number>`count(*) filter (where ${messages.createdAt} >= ${dayStart})`.mapWith(Number),
        lastMinute: sql<number>`count(*) filter (where ${messages.createdAt} >= ${minuteAgo})`.mapWith(
          Number,
        ),
      })
      .from(messages)
      .where(
        and(
          eq(messages.userId, input.userId),
          eq(messages.role, "user"),
          gte(messages.createdAt, dayStart < minuteAgo ? dayStart : minuteAgo),
        ),
      );
    if (limits.messagesPerDay !== null && (counts?.today ?? 0) >= limits.messagesPerDay) {
      throw new AppError(
        "PAYMENT_REQUIRED",
        `Subscription required: the free plan includes ${limits.messagesPerDay} messages a day. Upgrade to Premium for unlimited coaching.`,
      );
    }
    if ((counts?.lastMinute ?? 0) >= limits.messagesPerMinute) {
      throw new AppError(
        "TOO_MANY_REQUESTS",
        "You are sending messages very fast. Please wait a minute and try again.",
      );
    }
    const [row] = await tx
      .insert(messages)
      .values({
        userId: input.userId,
        conversationId: input.conversationId,
        role: "user",
        content: input.content,
        createdAt: input.now,
      })
      .returning();
    return row!;
  });
}
