import { sql } from "drizzle-orm";
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Not on updated_at: every chat send sets it, and an indexed column would make each of those
  // updates add an entry to every index of the table, the primary key too (no HOT update).
  (table) => [index("conversations_user_idx").on(table.userId)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    // Denormalised owner: quota counts and memory retrieval filter on it without a join.
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    safetyCategory: text("safety_category"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Only the user's own messages are searched (earlier conversations); a reply gets no vector.
    search: tsvector("search").generatedAlwaysAs(
      sql`case when role = 'user' then to_tsvector('english', content) end`,
    ),
  },
  // No index on search: the earlier-messages search reads a user's own messages through their
  // index, then matches them (coach/queries.ts), so a search index would only cost every insert.
  (table) => [
    // In the order the history is read (created_at, then role), so the last turns are read alone.
    index("messages_conversation_created_idx").on(table.conversationId, table.createdAt, table.role),
    index("messages_user_role_created_idx").on(table.userId, table.role, table.createdAt),
  ],
);

/**
 * Messages each user sent on each UTC day. The daily quota counts these, not the stored messages, so
 * deleting a conversation gives no messages back.
 */
export const messageUsage = pgTable(
  "message_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
    /** The minute (UTC, truncated) of the latest counted message, and how many that minute had. */
    minute: timestamp("minute", { withTimezone: true }),
    minuteCount: integer("minute_count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Facts the user shared, which the coach remembers across conversations. */
export const memories = pgTable(
  "memories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fact: text("fact").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One fact of each kind per user (a new one replaces it); also the index of a user's facts.
  (table) => [uniqueIndex("memories_user_kind_idx").on(table.userId, table.kind)],
);
