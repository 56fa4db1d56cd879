import type { StripeConfigResponse } from "../../../../shared/api/billing";

export const INVALID_CONFIGURATION = "Invalid payment configuration received from server";
export const SYSTEM_ERROR = {
  title: "Payment System Error",
  text: "Unable to load payment system. Please refresh the page.",
};
export const INIT_FAILED = "Unable to initialize payment system. Please refresh and try again.";
export const CHECKOUT_FAILED = "Failed to create checkout session";

/** A Stripe publishable key, as the spec checks it: present and starting with pk_. */
export function isPublishableKey(key: unknown): key is string {
  return typeof key === "string" && key.startsWith("pk_");
}

export type StripeLoad = "loading" | "loaded" | "failed";

export type PaymentView =
  | { kind: "loading" }
  | { kind: "demo" }
  | { kind: "invalid-config" }
  | { kind: "setup-error"; message: string }
  | { kind: "system-error" }
  | { kind: "ready"; publishableKey: string; clientSecret: string };

/**
 * What the embedded payment form shows, from the three things it waits for: the server's
 * configuration, the subscription's client secret, and Stripe.js itself. A setup error comes
 * before a load failure because its Retry can fix it; a reload is the only cure for the other.
 */
export function paymentView(input: {
  config: StripeConfigResponse | undefined;
  configFailed: boolean;
  clientSecret: string | undefined;
  setupError: string | null;
  stripe: StripeLoad;
}): PaymentView {
  if (input.configFailed) return { kind: "system-error" };
  if (!input.config) return { kind: "loading" };
  if (input.config.mode === "demo") return { kind: "demo" };
  const key = input.config.publishableKey;
  if (!isPublishableKey(key)) return { kind: "invalid-config" };
  if (input.setupError !== null) return { kind: "setup-error", message: input.setupError };
  if (input.stripe === "failed") return { kind: "system-error" };
  if (input.stripe === "loaded" && input.clientSecret) {
    return { kind: "ready", publishableKey: key, clientSecret: input.clientSecret };
  }
  return { kind: "loading" };
}
