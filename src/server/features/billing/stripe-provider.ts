import Stripe from "stripe";
import { type SubscriptionState, subscriptionStateSchema } from "../../../shared/api/billing";
import { type BillingProvider, ProviderError, type ProviderSubscription } from "./provider";
import { eventCustomerId } from "./stripe-events";

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  priceId: string;
  webhookSecret: string;
  /** Where the API lives; Stripe's own unless a test points the SDK at a local server. */
  api?: { host: string; port: number; protocol: "http" | "https" };
  now?: () => Date;
};

/** Webhooks older than this (seconds) are refused as replays; Stripe's own default. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function toSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const items = sub.items?.data ?? [];
  // Since API 2025-03-31 the billing period lives on the items; the latest end is the period's.
  const periodEnd = Math.max(0, ...items.map((item) => item.current_period_end ?? 0));
  const status = subscriptionStateSchema.safeParse(sub.status);
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? "",
    status: status.success ? status.data : ("incomplete" satisfies SubscriptionState),
    priceId: items[0]?.price?.id ?? null,
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    currentPeriodEnd: seconds(periodEnd),
    createdAt: seconds(sub.created) ?? new Date(0),
  };
}

function clientSecretOf(sub: Stripe.Subscription): string | null {
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === "string") return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === "resource_missing";

/** Runs one API call; a Stripe failure becomes a ProviderError naming the call. */
async function call<T>(label: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new ProviderError(`stripe ${label}`, { cause: error });
    throw error;
  }
}

export function createStripeProvider(settings: StripeSettings): BillingProvider {
  const now = settings.now ?? (() => new Date());
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Dating Coach AI" },
    ...(settings.api ?? {}),
  });
  const { priceId } = settings;

  return {
    mode: "stripe",
    publishableKey: settings.publishableKey,

    createCustomer: ({ userId, email, name }) =>
      call("customers.create", async () => {
        // The same key twice returns the same customer, so a double click cannot make two.
        const customer = await stripe.customers.create(
          { email, name, metadata: { userId } },
          { idempotencyKey: `customer-${userId}` },
        );
        return customer.id;
      }),

    listSubscriptions: (customerId) =>
      call("subscriptions.list", async () => {
        const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
        return list.data.map(toSubscription);
      }),

    createCheckoutSession: ({ customerId, userId, successUrl, cancelUrl }) =>
      call("checkout.sessions.create", async () => {
        const separator = successUrl.includes("?") ? "&" : "?";
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: priceId, quantity: 1 }],
          // Stripe fills in the placeholder; it must stay unencoded.
          success_url: `${successUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: cancelUrl,
          subscription_data: { metadata: { userId } },
        });
        if (!session.url) throw new ProviderError("stripe checkout session without a url");
        return { id: session.id, url: session.url };
      }),

    retrieveCheckoutSession: (id) =>
      call("checkout.sessions.retrieve", async () => {
        try {
          const session = await stripe.checkout.sessions.retrieve(id);
          const known = ["open", "complete", "expired"] as const;
          const status = known.find((value) => value === session.status) ?? "open";
          return { id: session.id, customerId: idOf(session.customer), status };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),

    subscriptionClientSecret: (customerId) =>
      call("subscriptions", async () => {
        const expand = ["data.latest_invoice.confirmation_secret"];
        const open = await stripe.subscriptions.list({
          customer: customerId,
          status: "incomplete",
          price: priceId,
          expand,
          limit: 10,
        });
        for (const sub of open.data) {
          const secret = clientSecretOf(sub);
          if (secret) return secret;
        }
        const created = await stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          expand: ["latest_invoice.confirmation_secret"],
        });
        const secret = clientSecretOf(created);
        if (!secret) throw new ProviderError("stripe subscription without a confirmation secret");
        return secret;
      }),

    createPortalSession: ({ customerId, returnUrl }) =>
      call("billingPortal.sessions.create", async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return { url: session.url };
      }),

    deleteCustomer: (customerId) =>
      call("customers.del", async () => {
        try {
          await stripe.customers.del(customerId);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }),

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new ProviderError("missing Stripe-Signature header");
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now().getTime(),
      );
      return { id: event.id, type: event.type, customerId: eventCustomerId(event) };
    },
  };
}
