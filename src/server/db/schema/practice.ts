import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Feedback } from "../../../shared/api/practice";
import { users } from "./auth";

/** One rehearsal of a scenario. Rows started today count against the plan's daily practice cap. */
export const practiceSessions = pgTable(
  "practice_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scenarioId: text("scenario_id").notNull(),
    status: text("status", { enum: ["active", "completed"] })
      .notNull()
      .default("active"),
    /** The engine that played the partner ("offline" or "openai"). */
    engine: text("engine").notNull(),
    /** The feedback card, once the scene ended. */
    feedback: jsonb("feedback").$type<Feedback>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [index("practice_sessions_user_started_idx").on(table.userId, table.startedAt)],
);

/** The lines of a scene, in order: the user's, the partner's, and the coach's safety notes. */
export const practiceTurns = pgTable(
  "practice_turns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => practiceSessions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    role: text("role", { enum: ["user", "partner", "coach"] }).notNull(),
    content: text("content").notNull(),
    /** Set on a user line the safety layer stopped, and on the coach's note answering it. */
    safetyCategory: text("safety_category"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("practice_turns_session_position_idx").on(table.sessionId, table.position)],
);
