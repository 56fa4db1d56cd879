import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import type { Entitlements, Plan } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { prepareStatement } from "../../db/prepared";
import { conversations, messages, messageUsage, sessions, users } from "../../db/schema";
import { sessionIsLive } from "../auth/live-session";
import { type AllowanceInput, leftToday } from "../plan-limits/daily-allowance";
import { messagesSentOn, usageDay } from "./queries";

export const messagesLeftToday = (db: Db, input: AllowanceInput) =>
  leftToday(db, { ...input, limit: "messagesPerDay", countSince: messagesSentOn });

type StoreInput = {
  /** The session the request came with; the send goes ahead only while it is live, as its user. */
  sessionToken: string;
  conversationId: string;
  content: string;
  title: string;
  now: Date;
  entitlements: Record<Plan, Entitlements>;
};

const p = sql.placeholder;
const usage = messageUsage;

/** The plan's limit as an SQL value, chosen by the user's stored subscription status. */
const planLimit = (limit: "PerDay" | "PerMinute") =>
  sql`case when ${users.subscriptionStatus} = 'premium'
    then ${p(`premium${limit}`)}::int else ${p(`free${limit}`)}::int end`;

type StoreValues = {
  id: string;
  sessionToken: string;
  conversationId: string;
  content: string;
  title: string;
  now: Date;
  day: string;
  minute: Date;
  premiumPerDay: number | null;
  freePerDay: number | null;
  premiumPerMinute: number;
  freePerMinute: number;
};

/** storeUserMessage's statement, built once. */
const store = prepareStatement<Verdict, StoreValues>(
  sql`
    with me as (
      select ${users.id} as user_id, ${planLimit("PerDay")} as per_day,
        ${planLimit("PerMinute")} as per_minute, ${users.firstName} as first_name
      from ${users} join ${sessions} on ${sessions.userId} = ${users.id}
      where ${sessionIsLive({ sessionToken: p("sessionToken"), now: p("now") })}
    ), owned as (
      select ${conversations.title} as title from ${conversations}
      where ${conversations.id} = ${p("conversationId")} and ${conversations.userId} = (select user_id from me)
    ), counted as (
      insert into ${usage} (user_id, day, count, minute, minute_count)
      select me.user_id, ${p("day")}, 1, ${p("minute")}, 1 from me, owned
      where coalesce(me.per_day > 0, true) and me.per_minute > 0
      on conflict (user_id, day) do update set count = ${usage}.count + 1, minute = excluded.minute,
        minute_count = case when ${usage}.minute = excluded.minute then ${usage}.minute_count + 1 else 1 end
      where coalesce(${usage}.count < (select per_day from me), true)
        and (${usage}.minute is distinct from excluded.minute
          or ${usage}.minute_count < (select per_minute from me))
      returning count
    ), stored as (
      insert into ${messages} (id, conversation_id, user_id, role, content, created_at)
      select ${p("id")}, ${p("conversationId")}, (select user_id from me), 'user', ${p("content")}, ${p("now")}
      from counted returning conversation_id
    ), touched as (
      update ${conversations} set updated_at = ${p("now")},
        title = coalesce(${conversations.title}, ${p("title")})
      where ${conversations.id} = (select conversation_id from stored)
    ), before as (
      select count, minute, minute_count from ${usage} where user_id = (select user_id from me) and day = ${p("day")}
    )
    select exists (select 1 from stored) as stored, (select user_id from me) as user_id,
      (select first_name from me) as first_name, exists (select 1 from owned) as owned,
      coalesce((select title is null from owned), false) as first_message,
      (select per_day from me) as per_day,
      coalesce((select count from before) >= (select per_day from me), false) as day_used_up,
      coalesce((select minute = ${p("minute")} and minute_count >= (select per_minute from me) from before),
        false) as minute_used_up`,
);

/**
 * Finds the session by its token (it must exist and be within its idle and absolute lifetimes, so a
 * session ended elsewhere is refused at once), checks ownership and the plan's limits for its user,
 * stores the user's message, counts it and touches the conversation (its first message also
 * becomes its title, and `firstMessage` says so), in one statement.
 *
 * The usage row of the user's day is the gate. Its upsert counts the message only while the day's
 * count is under the plan's daily cap and the minute's count (a fixed UTC minute) under the
 * fair-use cap, and an upsert always sees the row's latest committed counts, waiting for a
 * concurrent send's statement to finish first. So concurrent sends cannot both take the last
 * message of the day or of the minute, and a refused send stores and counts nothing. The counts
 * live in the usage table, which deleting a conversation leaves alone.
 */
export async function storeUserMessage(db: Db, input: StoreInput) {
  const id = randomUUID();
  const { free, premium } = input.entitlements;
  const [row] = await store(db, {
    id,
    sessionToken: input.sessionToken,
    conversationId: input.conversationId,
    content: input.content,
    title: input.title,
    now: input.now,
    day: usageDay(input.now),
    minute: new Date(Math.floor(input.now.getTime() / 60_000) * 60_000),
    premiumPerDay: premium.messagesPerDay,
    freePerDay: free.messagesPerDay,
    premiumPerMinute: premium.messagesPerMinute,
    freePerMinute: free.messagesPerMinute,
  });
  if (row?.stored) {
    const { user_id: userId, first_name: firstName, first_message: firstMessage } = row;
    return { id, userId: userId!, content: input.content, firstName, firstMessage };
  }
  throw refusal(row);
}

type Verdict = {
  stored: boolean;
  user_id: string | null;
  first_name: string | null;
  owned: boolean;
  /** The conversation had no title yet: this message is its first, and names it. */
  first_message: boolean;
  per_day: number | null;
  day_used_up: boolean;
  minute_used_up: boolean;
};

function refusal(row: Verdict | undefined) {
  if (!row?.user_id) return new AppError("UNAUTHORIZED", "Unauthorized");
  if (!row?.owned) return new AppError("NOT_FOUND", "Conversation not found");
  // Without a daily cap only the minute's can refuse. (A send that lost a race for the last message
  // may see neither count used up in this statement's snapshot; with a daily cap that is the day's.)
  if (row.per_day === null || (row.minute_used_up && !row.day_used_up)) {
    return new AppError(
      "TOO_MANY_REQUESTS",
      "You are sending messages very fast. Please wait a minute and try again.",
    );
  }
  return new AppError(
    "PAYMENT_REQUIRED",
    `Subscription required: the free plan includes ${row.per_day} messages a day. Upgrade to Premium for unlimited coaching.`,
  );
}
