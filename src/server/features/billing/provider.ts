import type { BillingMode, SubscriptionState } from "../../../shared/api/billing";
import type { Plan } from "../../../shared/plans";

/** A subscription as the provider reports it: the truth that syncSubscription copies. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionState;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  createdAt: Date;
};

export type ProviderCheckoutSession = {
  id: string;
  customerId: string | null;
  status: "open" | "complete" | "expired";
};

/** What a verified webhook tells us: which event, and whose subscription to re-read. */
export type ProviderEvent = { id: string; type: string; customerId: string | null };

/**
 * The payment provider behind Premium: Stripe, or the local demo. Routes and services speak
 * only to this, so both modes share every rule about plans.
 */
export type BillingProvider = {
  mode: BillingMode;
  /** Stripe's publishable key; null in demo mode. */
  publishableKey: string | null;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** Every subscription of the customer, whatever its status. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  createCheckoutSession(input: {
    customerId: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** null when no such session exists. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  /**
   * The client secret for the embedded Payment Element: an incomplete subscription of the
   * customer is reused, otherwise one is created. null when this provider has no embedded form.
   */
  subscriptionClientSecret(customerId: string): Promise<string | null>;
  /** Where 'Manage Subscription' sends the user. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Deletes the customer at the provider, which ends its subscriptions at once. */
  deleteCustomer(customerId: string): Promise<void>;
  /** Verifies a webhook's signature on its raw body; throws when it does not hold. */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
};

/** active and trialing pay for Premium; past_due, unpaid, canceled and incomplete do not. */
export const PREMIUM_STATES: readonly SubscriptionState[] = ["active", "trialing"];

export const isPremiumState = (status: string) => (PREMIUM_STATES as readonly string[]).includes(status);

export function planFromSubscriptions(subscriptions: { status: string }[]): Plan {
  return subscriptions.some((s) => isPremiumState(s.status)) ? "premium" : "free";
}

/** A provider failure the user can retry; the details go to the log, never to the browser. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderError";
  }
}

/** What Stripe.js and its Payment Element need beyond 'self' in the Content-Security-Policy. */
export const STRIPE_CSP_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};
