import { AppError } from "../../../shared/errors";
import { planOf } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { ensureCustomer } from "./ensure-customer";
import type { BillingProvider } from "./provider";
import { serialized } from "./serialized";

type User = {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  subscriptionStatus?: string | null;
};

export const ALREADY_PREMIUM = "You already have Premium. Manage your subscription from your profile.";

/** Refuses a return address outside the app, so checkout cannot send anyone elsewhere. */
function assertOwnOrigin(url: string, origins: readonly string[], field: string) {
  if (!origins.includes(new URL(url).origin)) {
    throw new AppError("BAD_REQUEST", `${field} must be on this site's own origin`);
  }
}

/** Hosted checkout (Stripe) or the local demo checkout, for the signed-in user's customer. */
export async function startCheckout(input: {
  db: Db;
  provider: BillingProvider;
  user: User;
  successUrl: string;
  cancelUrl: string;
  origins: readonly string[];
}) {
  assertOwnOrigin(input.successUrl, input.origins, "successUrl");
  assertOwnOrigin(input.cancelUrl, input.origins, "cancelUrl");
  if (planOf(input.user.subscriptionStatus) === "premium") throw new AppError("CONFLICT", ALREADY_PREMIUM);
  const customerId = await ensureCustomer(input);
  const session = await input.provider.createCheckoutSession({
    customerId,
    userId: input.user.id,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
  });
  return { sessionId: session.id, url: session.url };
}

/** The Payment Element's client secret: one incomplete subscription per customer, reused. */
export async function createSubscriptionIntent(input: { db: Db; provider: BillingProvider; user: User }) {
  if (planOf(input.user.subscriptionStatus) === "premium") throw new AppError("CONFLICT", ALREADY_PREMIUM);
  if (input.provider.mode !== "stripe") {
    throw new AppError("CONFLICT", "Card payments are in demo mode: use the demo checkout instead.");
  }
  const customerId = await ensureCustomer(input);
  // One at a time per customer, so a double click reuses the first incomplete subscription.
  const clientSecret = await serialized(`intent:${customerId}`, () =>
    input.provider.subscriptionClientSecret(customerId),
  );
  if (!clientSecret)
    throw new AppError("UNAVAILABLE", "The payment form is not available. Please try again.");
  return { clientSecret };
}
