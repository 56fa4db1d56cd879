import { AppError } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { closeBilling } from "../billing/close-billing";
import { type BillingProvider, ProviderError } from "../billing/provider";
import { deleteUser } from "./queries";

export const BILLING_NOT_CLOSED =
  "We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a moment.";

/**
 * Ends the subscription at the provider first (so nothing is charged again), then deletes the
 * user and, through the cascades, every row they own. When the provider cannot be reached the
 * account stays as it was.
 */
export async function deleteAccount(input: {
  db: Db;
  provider: BillingProvider;
  userId: string;
  /** Ends the session (clears the cookie); runs after billing is closed, before the rows go. */
  signOut: () => Promise<void>;
  log: { error: (details: object, message: string) => void };
}) {
  try {
    await closeBilling(input);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    input.log.error({ err: error }, "account deletion: could not close billing");
    throw new AppError("UNAVAILABLE", BILLING_NOT_CLOSED);
  }
  await input.signOut();
  if (!(await deleteUser(input.db, input.userId))) throw new AppError("NOT_FOUND", "Account not found");
}
