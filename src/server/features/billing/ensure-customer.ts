import { displayName } from "../../../shared/user";
import type { Db } from "../../db/client";
import type { BillingProvider } from "./provider";
import { findCustomerId, saveCustomer } from "./queries";
import { serialized } from "./serialized";

type UserRef = { id: string; email: string; firstName?: string | null; lastName?: string | null };

/** The user's one provider customer: created on first need, then always the same. */
export function ensureCustomer(input: { db: Db; provider: BillingProvider; user: UserRef }): Promise<string> {
  const { db, provider, user } = input;
  return serialized(`customer:${user.id}`, async () => {
    const existing = await findCustomerId(db, user.id);
    if (existing) return existing;
    const customerId = await provider.createCustomer({
      userId: user.id,
      email: user.email,
      name: displayName(user),
    });
    return saveCustomer(db, { userId: user.id, customerId });
  });
}
