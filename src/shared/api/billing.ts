import { z } from "zod";

export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  plan: z.enum(["free", "premium"]),
  /** null when the plan has no daily cap. */
  messagesLeftToday: z.number().int().nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusSchema>;

/** "stripe" takes cards through Stripe; "demo" runs the same flow locally and no money moves. */
export const billingModeSchema = z.enum(["stripe", "demo"]);
export type BillingMode = z.infer<typeof billingModeSchema>;

/** GET /api/config/stripe-pk: the publishable key, or why there is none (demo mode). */
export const stripeConfigResponseSchema = z.object({
  mode: billingModeSchema,
  publishableKey: z.string().optional(),
  error: z.string().optional(),
});
export type StripeConfigResponse = z.infer<typeof stripeConfigResponseSchema>;

/** POST /api/get-or-create-subscription: the secret the embedded Payment Element confirms. */
export const clientSecretResponseSchema = z.object({ clientSecret: z.string() });
export type ClientSecretResponse = z.infer<typeof clientSecretResponseSchema>;

const appUrl = z.url({ protocol: /^https?$/, message: "must be a full http(s) URL" }).max(2000);

export const createCheckoutSessionRequestSchema = z.object({
  mode: z.literal("subscription", "mode must be 'subscription'"),
  successUrl: appUrl,
  cancelUrl: appUrl,
});
export type CreateCheckoutSessionRequest = z.infer<typeof createCheckoutSessionRequestSchema>;

/** `url` is where the browser goes next: Stripe's hosted Checkout, or the local demo checkout. */
export const checkoutSessionResponseSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const portalResponseSchema = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

/** POST /api/billing/sync: re-reads the user's subscription from the provider (after checkout). */
export const syncRequestSchema = z.object({
  sessionId: z
    .string()
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, "sessionId must be a checkout session id")
    .optional(),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

export const subscriptionStateSchema = z.enum([
  "active",
  "trialing",
  "past_due",
  "unpaid",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "paused",
]);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** GET /api/billing/subscription: what the profile and the demo portal show. */
export const billingSummarySchema = z.object({
  mode: billingModeSchema,
  plan: z.enum(["free", "premium"]),
  /** The subscription that decides the plan; null when the user never subscribed. */
  subscription: z
    .object({
      status: subscriptionStateSchema,
      cancelAtPeriodEnd: z.boolean(),
      /** ISO time the paid period ends (renewal, or the end of access when cancelling). */
      currentPeriodEnd: z.string().nullable(),
    })
    .nullable(),
  /** True when there is a customer whose subscription can be managed. */
  canManage: z.boolean(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

// Demo mode: the local checkout and manage pages.

export const demoCheckoutParamsSchema = z.object({
  id: z.string().regex(/^cs_demo_[A-Za-z0-9]{1,64}$/, "not a demo checkout session id"),
});

export const demoCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  cancelUrl: z.string(),
});
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;

export const demoCheckoutCompleteResponseSchema = z.object({ redirectUrl: z.string() });

export const demoCancelRequestSchema = z.object({ cancelAtPeriodEnd: z.boolean() });
export type DemoCancelRequest = z.infer<typeof demoCancelRequestSchema>;
