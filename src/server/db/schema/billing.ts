import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** The payment provider's customer for a user: created once, on the first checkout. */
export const billingCustomers = pgTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A mirror of the provider's subscriptions, written only by syncSubscription from what the
 * provider says. users.subscription_status is derived from these rows.
 */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    status: text("status").notNull(),
    priceId: text("price_id"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("billing_subscriptions_user_idx").on(table.userId),
    index("billing_subscriptions_period_end_idx").on(table.currentPeriodEnd),
  ],
);

/** Webhook event ids already handled: a repeated delivery does nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// Demo mode's stand-in for the provider's own records: no card, no money, same lifecycle.

export const demoCustomers = pgTable("demo_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const demoSubscriptions = pgTable(
  "demo_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => demoCustomers.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("demo_subscriptions_customer_idx").on(table.customerId)],
);

export const demoCheckoutSessions = pgTable(
  "demo_checkout_sessions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => demoCustomers.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    subscriptionId: text("subscription_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("demo_checkout_sessions_customer_idx").on(table.customerId)],
);
