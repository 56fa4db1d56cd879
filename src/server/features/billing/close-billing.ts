import type { Db } from "../../db/client";
import type { BillingProvider } from "./provider";
import { findCustomerId } from "./queries";

/**
 * Before an account is deleted: deletes its customer at the provider, which ends any
 * subscription at once, so nothing is charged again. Throws (and the account stays) when the
 * provider cannot be reached.
 */
export async function closeBilling(input: { db: Db; provider: BillingProvider; userId: string }) {
  const customerId = await findCustomerId(input.db, input.userId);
  if (customerId) await input.provider.deleteCustomer(customerId);
  return { hadCustomer: customerId !== null };
}
