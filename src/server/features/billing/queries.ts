import { and, desc, eq, inArray, lt, lte, notInArray } from "drizzle-orm";
import type { Plan } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { billingCustomers, billingEvents, billingSubscriptions, users } from "../../db/schema";
import { PREMIUM_STATES, type ProviderSubscription } from "./provider";

export async function findCustomerId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.customerId ?? null;
}

export async function findUserIdByCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return row?.userId ?? null;
}

/** Keeps the first customer stored for a user; answers the one that is stored. */
export async function saveCustomer(db: Db, input: { userId: string; customerId: string }): Promise<string> {
  await db.insert(billingCustomers).values(input).onConflictDoNothing({ target: billingCustomers.userId });
  return (await findCustomerId(db, input.userId)) ?? input.customerId;
}

/**
 * Replaces the user's mirrored subscriptions with what the provider reported and sets the plan,
 * in one transaction so readers never see one without the other.
 */
export async function writeSync(
  db: Db,
  input: { userId: string; customerId: string; subscriptions: ProviderSubscription[]; plan: Plan; now: Date },
) {
  await db.transaction(async (tx) => {
    const ids = input.subscriptions.map((s) => s.id);
    await tx
      .delete(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.customerId, input.customerId),
          ids.length > 0 ? notInArray(billingSubscriptions.id, ids) : undefined,
        ),
      );
    for (const sub of input.subscriptions) {
      const values = {
        status: sub.status,
        priceId: sub.priceId,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        currentPeriodEnd: sub.currentPeriodEnd,
        syncedAt: input.now,
      };
      await tx
        .insert(billingSubscriptions)
        .values({
          id: sub.id,
          userId: input.userId,
          customerId: input.customerId,
          createdAt: sub.createdAt,
          ...values,
        })
        .onConflictDoUpdate({ target: billingSubscriptions.id, set: values });
    }
    await tx
      .update(users)
      .set({ subscriptionStatus: input.plan, updatedAt: input.now })
      .where(eq(users.id, input.userId));
  });
}

export async function listUserSubscriptions(db: Db, userId: string) {
  return db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(desc(billingSubscriptions.createdAt));
}

/** Customers whose paying subscription has reached its period end: due a re-read. */
export async function customersWithEndedPeriods(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customerId: billingSubscriptions.customerId })
    .from(billingSubscriptions)
    .where(
      and(
        inArray(billingSubscriptions.status, [...PREMIUM_STATES]),
        lte(billingSubscriptions.currentPeriodEnd, now),
      ),
    );
  return rows.map((row) => row.customerId);
}

/** Records a webhook event id; false when it was already recorded (a repeat delivery). */
export async function recordEvent(db: Db, input: { id: string; type: string; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values({ id: input.id, type: input.type, receivedAt: input.now })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

/** Forgets an event whose handling failed, so the provider's retry is handled again. */
export async function forgetEvent(db: Db, id: string) {
  await db.delete(billingEvents).where(eq(billingEvents.id, id));
}

/** Event ids are kept long past the provider's retry window (3 days), then dropped. */
export async function pruneEvents(db: Db, before: Date) {
  await db.delete(billingEvents).where(lt(billingEvents.receivedAt, before));
}
