import type { Plan } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { type BillingProvider, planFromSubscriptions } from "./provider";
import { findUserIdByCustomer, writeSync } from "./queries";
import { serialized } from "./serialized";

export type SyncResult = { userId: string; plan: Plan } | null;

/**
 * The one place a user's plan changes: re-reads every subscription of the customer from the
 * provider and derives the plan from them. Whatever event or page asked, the result is the
 * provider's current truth, so repeated or out-of-order events do no harm.
 * Answers null for a customer this app does not know (another app's, or a deleted account).
 */
export function syncSubscription(input: {
  db: Db;
  provider: BillingProvider;
  customerId: string;
  now: () => Date;
}): Promise<SyncResult> {
  const { db, provider, customerId } = input;
  // One sync of a customer at a time, so a later sync reads the provider after an earlier one
  // has written (two instances converge on the next event).
  return serialized(customerId, async () => {
    const userId = await findUserIdByCustomer(db, customerId);
    if (!userId) return null;
    const subscriptions = await provider.listSubscriptions(customerId);
    const plan = planFromSubscriptions(subscriptions);
    await writeSync(db, { userId, customerId, subscriptions, plan, now: input.now() });
    return { userId, plan };
  });
}
