import { expect, test } from "vitest";
import { isPublishableKey, paymentView } from "./payment-setup";

const stripeConfig = { mode: "stripe" as const, publishableKey: "pk_test_123" };
const base = {
  config: stripeConfig,
  configFailed: false,
  clientSecret: undefined,
  setupError: null,
  stripe: "loading" as const,
};

test("a publishable key must be present and start with pk_", () => {
  expect(isPublishableKey("pk_live_abc")).toBe(true);
  expect(isPublishableKey("sk_live_abc")).toBe(false);
  expect(isPublishableKey("")).toBe(false);
  expect(isPublishableKey(undefined)).toBe(false);
});

test("demo mode, a bad key and a failed configuration call each have their own view", () => {
  expect(paymentView({ ...base, config: { mode: "demo", error: "Demo" } })).toEqual({ kind: "demo" });
  expect(paymentView({ ...base, config: { mode: "stripe", publishableKey: "sk_oops" } })).toEqual({
    kind: "invalid-config",
  });
  expect(paymentView({ ...base, config: { mode: "stripe", error: "no key" } }).kind).toBe("invalid-config");
  expect(paymentView({ ...base, config: undefined, configFailed: true }).kind).toBe("system-error");
  expect(paymentView({ ...base, config: undefined }).kind).toBe("loading");
});

test("a setup error (retryable) shows before a Stripe.js load failure", () => {
  expect(paymentView({ ...base, setupError: "503: busy", stripe: "failed" })).toEqual({
    kind: "setup-error",
    message: "503: busy",
  });
  expect(paymentView({ ...base, stripe: "failed" }).kind).toBe("system-error");
});

test("the form is ready only with both Stripe.js and the client secret", () => {
  expect(paymentView({ ...base, stripe: "loaded" }).kind).toBe("loading");
  expect(paymentView({ ...base, clientSecret: "pi_1_secret_2" }).kind).toBe("loading");
  expect(paymentView({ ...base, clientSecret: "pi_1_secret_2", stripe: "loaded" })).toEqual({
    kind: "ready",
    publishableKey: "pk_test_123",
    clientSecret: "pi_1_secret_2",
  });
});
