import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { demoCheckoutSessions, demoCustomers, demoSubscriptions } from "../../../db/schema";
import { PREMIUM_STATES } from "../provider";

export type DemoSubscriptionRow = typeof demoSubscriptions.$inferSelect;

export async function insertDemoCustomer(db: Db, input: { id: string; email: string; now: Date }) {
  await db.insert(demoCustomers).values({ id: input.id, email: input.email, createdAt: input.now });
}

export async function deleteDemoCustomer(db: Db, id: string) {
  await db.delete(demoCustomers).where(eq(demoCustomers.id, id));
}

export async function listDemoSubscriptions(db: Db, customerId: string) {
  return db.select().from(demoSubscriptions).where(eq(demoSubscriptions.customerId, customerId));
}

export async function updateDemoSubscription(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      DemoSubscriptionRow,
      "status" | "cancelAtPeriodEnd" | "currentPeriodStart" | "currentPeriodEnd" | "endedAt"
    >
  >,
) {
  await db.update(demoSubscriptions).set(values).where(eq(demoSubscriptions.id, id));
}

export async function insertDemoCheckout(
  db: Db,
  input: {
    id: string;
    customerId: string;
    successUrl: string;
    cancelUrl: string;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.insert(demoCheckoutSessions).values({
    id: input.id,
    customerId: input.customerId,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function findDemoCheckout(db: Db, id: string) {
  const [row] = await db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.id, id));
  return row ?? null;
}

/**
 * Completes an open checkout: one active subscription per customer (a second checkout while one
 * is active completes without charging twice). The session row is locked so a double click
 * cannot create two subscriptions.
 */
export async function completeDemoCheckout(
  db: Db,
  input: { sessionId: string; subscriptionId: string; now: Date; periodEnd: Date },
) {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(demoCheckoutSessions)
      .where(eq(demoCheckoutSessions.id, input.sessionId))
      .for("update");
    if (!session) return null;
    if (session.status !== "open" || session.expiresAt <= input.now) return session;
    const [current] = await tx
      .select({ id: demoSubscriptions.id })
      .from(demoSubscriptions)
      .where(
        and(
          eq(demoSubscriptions.customerId, session.customerId),
          inArray(demoSubscriptions.status, [...PREMIUM_STATES]),
        ),
      );
    let subscriptionId = current?.id;
    if (!subscriptionId) {
      subscriptionId = input.subscriptionId;
      await tx.insert(demoSubscriptions).values({
        id: subscriptionId,
        customerId: session.customerId,
        status: "active",
        currentPeriodStart: input.now,
        currentPeriodEnd: input.periodEnd,
        createdAt: input.now,
      });
    }
    const [done] = await tx
      .update(demoCheckoutSessions)
      .set({ status: "complete", subscriptionId })
      .where(eq(demoCheckoutSessions.id, session.id))
      .returning();
    return done ?? null;
  });
}
