import { expect, test } from "vitest";
import {
  APP_URL,
  buildTestApp,
  getUser,
  origin,
  post,
  signUp,
  type TestApp,
  uniqueEmail,
} from "../support/app";
import { customerIdOf, startCheckout } from "../support/billing";
import { localServices } from "../support/local-services";
import { PRICE_ID, PUBLISHABLE_KEY, startStripeServer, stripeProviderFor } from "../support/stripe-server";

const local = localServices({ stripe: startStripeServer });

const stripeApp = () => buildTestApp(local.db, { billing: stripeProviderFor(local.stripe) });

const summary = async (app: TestApp, cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie } })).json();

test("the publishable key is served, and the page policy lets Stripe.js load", async () => {
  const app = await stripeApp();
  const response = await app.inject({ method: "GET", url: "/api/config/stripe-pk" });
  expect(response.json()).toEqual({ mode: "stripe", publishableKey: PUBLISHABLE_KEY });
  const csp = String(response.headers["content-security-policy"]);
  expect(csp).toContain("script-src 'self' https://js.stripe.com");
  expect(csp).toContain("frame-src 'self' https://js.stripe.com");
  expect(csp).toContain("connect-src 'self' https://api.stripe.com");
});

test("hosted checkout: one customer per user, the price, and return URLs carrying the session id", async () => {
  const app = await stripeApp();
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  const first = await startCheckout(app, cookie);
  expect(first.statusCode).toBe(200);
  expect(first.json().sessionId).toMatch(/^cs_test_/);
  expect(first.json().url).toBe(`https://checkout.stripe.test/c/pay/${first.json().sessionId}`);
  expect((await startCheckout(app, cookie)).statusCode).toBe(200);

  const customerId = await customerIdOf(local.db.db, email);
  const created = local.stripe.calls.filter((c) => c.path === "/v1/customers" && c.params.email === email);
  expect(created).toHaveLength(1);
  expect(created[0]!.params.metadata).toEqual({ userId: expect.any(String) });
  const sessionCall = local.stripe.calls.findLast((c) => c.path === "/v1/checkout/sessions");
  expect(sessionCall!.params).toMatchObject({
    mode: "subscription",
    customer: customerId,
    line_items: [{ price: PRICE_ID, quantity: "1" }],
    success_url: `${APP_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${APP_URL}/paywall`,
  });
});

test("checkout refuses return URLs on another origin, a wrong mode, no session, and other sites", async () => {
  const app = await stripeApp();
  const cookie = await signUp(app, { email: uniqueEmail() });
  const elsewhere = await startCheckout(app, cookie, { successUrl: "https://evil.example/success" });
  expect(elsewhere.statusCode).toBe(400);
  expect(elsewhere.json().message).toBe("successUrl must be on this site's own origin");
  expect((await startCheckout(app, cookie, { cancelUrl: "javascript:alert(1)" })).statusCode).toBe(400);
  expect((await startCheckout(app, cookie, { mode: "payment" })).json().message).toMatch(/^mode: /);
  const anonymous = await app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    headers: origin,
    payload: { mode: "subscription", successUrl: `${APP_URL}/s`, cancelUrl: `${APP_URL}/c` },
  });
  expect(anonymous.statusCode).toBe(401);
  const crossSite = await app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    headers: { origin: "https://evil.example", cookie },
    payload: { mode: "subscription", successUrl: `${APP_URL}/s`, cancelUrl: `${APP_URL}/c` },
  });
  expect(crossSite.statusCode).toBe(403);
});

test("/success syncs the completed session: premium before any webhook arrives", async () => {
  const app = await stripeApp();
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  const { sessionId } = (await startCheckout(app, cookie)).json();
  const early = await post(app, cookie, "/api/billing/sync", { sessionId });
  expect(early.json()).toMatchObject({ plan: "free" });

  local.stripe.completeCheckout(sessionId);
  const synced = await post(app, cookie, "/api/billing/sync", { sessionId });
  expect(synced.statusCode).toBe(200);
  expect(synced.json()).toMatchObject({
    mode: "stripe",
    plan: "premium",
    subscription: { status: "active", cancelAtPeriodEnd: false, currentPeriodEnd: expect.any(String) },
    canManage: true,
  });
  expect((await getUser(app, cookie)).json().subscriptionStatus).toBe("premium");
  const status = await app.inject({ method: "GET", url: "/api/subscription-status", headers: { cookie } });
  expect(status.json()).toMatchObject({ subscribed: true, plan: "premium" });
  expect((await startCheckout(app, cookie)).statusCode).toBe(409);
});

test("another user's checkout session is not found, and syncing it changes nothing", async () => {
  const app = await stripeApp();
  const alice = await signUp(app, { email: uniqueEmail("alice") });
  const bob = await signUp(app, { email: uniqueEmail("bob") });
  const { sessionId } = (await startCheckout(app, alice)).json();
  local.stripe.completeCheckout(sessionId);
  await startCheckout(app, bob);
  const stolen = await post(app, bob, "/api/billing/sync", { sessionId });
  expect(stolen.statusCode).toBe(404);
  expect(stolen.json().message).toBe("Checkout session not found");
  expect((await getUser(app, bob)).json().subscriptionStatus).toBe("free");
  expect(await summary(app, bob)).toMatchObject({ plan: "free", subscription: null });
  expect((await post(app, bob, "/api/billing/sync", { sessionId: "../v1/customers" })).statusCode).toBe(400);
});

test("the Payment Element secret: an incomplete subscription is reused, never duplicated", async () => {
  const app = await stripeApp();
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  const [a, b] = await Promise.all([
    post(app, cookie, "/api/get-or-create-subscription"),
    post(app, cookie, "/api/get-or-create-subscription"),
  ]);
  expect(a.statusCode).toBe(200);
  expect(a.json().clientSecret).toMatch(/^pi_[a-f0-9]+_secret_/);
  expect(b.json().clientSecret).toBe(a.json().clientSecret);
  const again = await post(app, cookie, "/api/get-or-create-subscription");
  expect(again.json().clientSecret).toBe(a.json().clientSecret);
  const customerId = await customerIdOf(local.db.db, email);
  const creates = local.stripe.calls.filter(
    (c) => c.path === "/v1/subscriptions" && c.method === "POST" && c.params.customer === customerId,
  );
  expect(creates).toHaveLength(1);
  expect(creates[0]!.params).toMatchObject({
    items: [{ price: PRICE_ID }],
    payment_behavior: "default_incomplete",
    payment_settings: { save_default_payment_method: "on_subscription" },
    expand: ["latest_invoice.confirmation_secret"],
  });

  local.stripe.payIncomplete(customerId!);
  expect((await post(app, cookie, "/api/billing/sync", {})).json().plan).toBe("premium");
  expect((await post(app, cookie, "/api/get-or-create-subscription")).statusCode).toBe(409);
});

test("Manage Subscription opens the customer portal for the user's own customer", async () => {
  const app = await stripeApp();
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  const none = await post(app, cookie, "/api/billing/portal");
  expect(none.statusCode).toBe(404);
  local.stripe.completeCheckout((await startCheckout(app, cookie)).json().sessionId);
  await post(app, cookie, "/api/billing/sync", {});
  const portal = await post(app, cookie, "/api/billing/portal");
  expect(portal.statusCode).toBe(200);
  expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
  expect(local.stripe.calls.findLast((c) => c.path === "/v1/billing_portal/sessions")!.params).toEqual({
    customer: await customerIdOf(local.db.db, email),
    return_url: `${APP_URL}/profile`,
  });
});

test("when Stripe fails, the user gets a 503 with a retry message and nothing changes", async () => {
  const app = await stripeApp();
  const cookie = await signUp(app, { email: uniqueEmail() });
  local.stripe.failFrom("/v1/customers");
  try {
    const response = await startCheckout(app, cookie);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      "The payment provider could not be reached. Please try again in a moment.",
    );
    expect((await post(app, cookie, "/api/get-or-create-subscription")).statusCode).toBe(503);
  } finally {
    local.stripe.failFrom(null);
  }
  expect((await startCheckout(app, cookie)).statusCode).toBe(200);
});
