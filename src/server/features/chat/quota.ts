import { and, count, eq, gte, sql } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import type { Entitlements, Plan } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { conversations, messages } from "../../db/schema";
import { type AllowanceInput, leftToday, lockPlanLimits } from "../plan-limits/daily-allowance";
import { messagesSentOn, recordUsage, usageOn } from "./queries";

export const messagesLeftToday = (db: Db, input: AllowanceInput) =>
  leftToday(db, { ...input, limit: "messagesPerDay", countSince: messagesSentOn });

/**
 * Checks ownership, counts today's and this minute's messages against the plan, and stores the
 * user's message and counts it for the day, in one transaction holding the user's row lock:
 * concurrent sends queue, so the count cannot race. The conversation's first message also becomes
 * its title. Today's count comes from the usage table, which deleting a conversation leaves alone.
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
    const limits = await lockPlanLimits(tx, input);
    const [conversation] = await tx
      .update(conversations)
      .set({ updatedAt: input.now, title: sql`coalesce(${conversations.title}, ${input.title})` })
      .where(and(eq(conversations.id, input.conversationId), eq(conversations.userId, input.userId)))
      .returning({ id: conversations.id });
    if (!conversation) throw new AppError("NOT_FOUND", "Conversation not found");

    const minuteAgo = new Date(input.now.getTime() - 60_000);
    const sentToday = usageOn(tx, input.userId, input.now);
    const [counts] = await tx
      .select({
        today: sql<number>`coalesce((${sentToday}), 0)`.mapWith(Number),
        lastMinute: count(),
      })
      .from(messages)
      .where(
        and(eq(messages.userId, input.userId), eq(messages.role, "user"), gte(messages.createdAt, minuteAgo)),
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
    await recordUsage(tx, input.userId, input.now);
    return row!;
  });
}
