import { expect, test } from "vitest";
import { buildTestApp, cookieFrom, origin, PASSWORD, post, signUp, uniqueEmail } from "../support/app";
import { startCheckout, subscriptionStatusOf } from "../support/billing";
import { localServices } from "../support/local-services";
import { startStripeServer, stripeProviderFor } from "../support/stripe-server";

const local = localServices({ stripe: startStripeServer });

const stripeApp = () => buildTestApp(local.db, { billing: stripeProviderFor(local.stripe) });

test("no request of the user's own makes them premium without Stripe saying they paid", async () => {
  const app = await stripeApp();
  const signUpPremium = await app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    headers: origin,
    payload: {
      email: uniqueEmail(),
      password: PASSWORD,
      firstName: "Eve",
      lastName: "",
      acceptTerms: true,
      subscriptionStatus: "premium",
    },
  });
  expect(signUpPremium.json().subscriptionStatus).toBe("free");
  const cookie = cookieFrom(signUpPremium);

  const patch = await app.inject({
    method: "PATCH",
    url: "/api/auth/user",
    headers: { ...origin, cookie },
    payload: { firstName: "Eve", lastName: "", subscriptionStatus: "premium" },
  });
  expect(patch.json().subscriptionStatus).toBe("free");

  // An opened but unpaid checkout, and an unpaid Payment Element subscription, sync to free.
  const { sessionId } = (await startCheckout(app, cookie)).json();
  expect((await post(app, cookie, "/api/get-or-create-subscription")).statusCode).toBe(200);
  const synced = await post(app, cookie, "/api/billing/sync", { sessionId, plan: "premium" });
  expect(synced.json()).toMatchObject({ plan: "free", subscription: { status: "incomplete" } });

  // Demo mode's pages do not exist when Stripe takes the payments.
  for (const url of [`/api/billing/demo/checkout/${sessionId}/complete`, "/api/billing/demo/cancel"]) {
    expect((await post(app, cookie, url, { cancelAtPeriodEnd: false })).statusCode).toBe(404);
  }
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
  const status = await app.inject({ method: "GET", url: "/api/subscription-status", headers: { cookie } });
  expect(status.json()).toMatchObject({ subscribed: false, plan: "free", messagesLeftToday: 5 });
});

test("one user's billing is never reachable by another", async () => {
  const app = await stripeApp();
  const alice = await signUp(app, { email: uniqueEmail("alice") });
  const bob = await signUp(app, { email: uniqueEmail("bob") });
  local.stripe.completeCheckout((await startCheckout(app, alice)).json().sessionId);
  expect((await post(app, alice, "/api/billing/sync", {})).json().plan).toBe("premium");

  const bobView = await app.inject({
    method: "GET",
    url: "/api/billing/subscription",
    headers: { cookie: bob },
  });
  expect(bobView.json()).toEqual({ mode: "stripe", plan: "free", subscription: null, canManage: false });
  expect((await post(app, bob, "/api/billing/portal")).statusCode).toBe(404);
  expect((await post(app, bob, "/api/billing/sync", {})).json().plan).toBe("free");
  expect(await subscriptionStatusOf(app, bob)).toBe("free");

  // Bob's own checkout gets Bob's own customer, never Alice's.
  await startCheckout(app, bob);
  const customers = local.stripe.calls
    .filter((c) => c.path === "/v1/checkout/sessions")
    .slice(-2)
    .map((c) => c.params.customer);
  expect(new Set(customers).size).toBe(2);
});

test("billing calls need a session", async () => {
  const app = await stripeApp();
  for (const url of ["/api/get-or-create-subscription", "/api/billing/portal", "/api/billing/sync"]) {
    const response = await app.inject({ method: "POST", url, headers: origin, payload: {} });
    expect(response.statusCode, url).toBe(401);
  }
  const summary = await app.inject({ method: "GET", url: "/api/billing/subscription" });
  expect(summary.statusCode).toBe(401);
});
