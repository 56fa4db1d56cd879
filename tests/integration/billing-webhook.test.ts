import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { billingEvents } from "../../src/server/db/schema";
import { sweepEndedPeriods } from "../../src/server/features/billing/sweep-periods";
import { buildTestApp, signUp, type TestApp, uniqueEmail } from "../support/app";
import { customerIdOf, startCheckout, subscriptionStatusOf } from "../support/billing";
import { localServices } from "../support/local-services";
import { signedEvent, startStripeServer, stripeProviderFor } from "../support/stripe-server";

let clock = new Date();
const now = () => clock;
const local = localServices({ stripe: () => startStripeServer({ now }) });

const provider = () => stripeProviderFor(local.stripe, now);

/** A premium user whose subscription Stripe holds; the webhook tests then change it there. */
async function subscriber(app: TestApp) {
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  const sub = local.stripe.completeCheckout((await startCheckout(app, cookie)).json().sessionId);
  return { cookie, sub, customerId: (await customerIdOf(local.db.db, email))! };
}

/** Delivers an event the way Stripe does: no Origin header, the signature over the raw body. */
function deliver(app: TestApp, event: ReturnType<typeof signedEvent>) {
  return app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": event.signature },
    payload: event.payload,
  });
}
const seconds = () => Math.floor(clock.getTime() / 1000);
const event = (
  type: string,
  object: Record<string, unknown>,
  extra: { id?: string; timestamp?: number } = {},
) => signedEvent({ type, object, timestamp: seconds(), ...extra });
const listCalls = (customerId: string) =>
  local.stripe.calls.filter(
    (c) => c.path === "/v1/subscriptions" && c.method === "GET" && c.params.customer === customerId,
  ).length;

test("checkout.session.completed makes the user premium", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { cookie, customerId } = await subscriber(app);
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
  const response = await deliver(
    app,
    event("checkout.session.completed", { object: "checkout.session", customer: customerId }),
  );
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ received: true, outcome: "synced" });
  expect(await subscriptionStatusOf(app, cookie)).toBe("premium");
});

test("a bad signature, a missing one, or another secret's is refused with 400 and syncs nothing", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { cookie, customerId } = await subscriber(app);
  const good = event("customer.subscription.created", { customer: customerId });
  const before = listCalls(customerId);
  const tampered = { ...good, payload: good.payload.replace(customerId, `${customerId} `) };
  const forged = signedEvent({
    type: "invoice.paid",
    object: { customer: customerId },
    secret: "whsec_attacker",
  });
  for (const bad of [tampered, { ...good, signature: "t=1,v1=deadbeef" }, forged]) {
    const response = await deliver(app, bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Webhook signature verification failed");
  }
  const unsigned = await app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json" },
    payload: good.payload,
  });
  expect(unsigned.statusCode).toBe(400);
  expect(listCalls(customerId)).toBe(before);
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
});

test("a stale timestamp (a replay) is refused", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { cookie, customerId } = await subscriber(app);
  const old = event("invoice.paid", { customer: customerId }, { timestamp: seconds() - 10 * 60 });
  expect((await deliver(app, old)).statusCode).toBe(400);
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
});

test("the same event twice is handled once", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { customerId } = await subscriber(app);
  const once = event("invoice.paid", { customer: customerId }, { id: `evt_once_${customerId}` });
  expect((await deliver(app, once)).json().outcome).toBe("synced");
  const calls = listCalls(customerId);
  const twice = await deliver(app, once);
  expect(twice.statusCode).toBe(200);
  expect(twice.json().outcome).toBe("duplicate");
  expect(listCalls(customerId)).toBe(calls);
  const stored = await local.db.db
    .select()
    .from(billingEvents)
    .where(eq(billingEvents.id, `evt_once_${customerId}`));
  expect(stored).toHaveLength(1);
});

test("deleted arriving before updated: the plan follows Stripe, not the order of events", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { cookie, sub, customerId } = await subscriber(app);
  await deliver(
    app,
    event("customer.subscription.created", { id: sub.id, customer: customerId, status: "active" }),
  );
  expect(await subscriptionStatusOf(app, cookie)).toBe("premium");
  local.stripe.update(sub.id, { status: "canceled" });
  await deliver(
    app,
    event("customer.subscription.deleted", { id: sub.id, customer: customerId, status: "canceled" }),
  );
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
  // The older 'updated' (still saying active) comes last: it only makes us re-read Stripe.
  const late = await deliver(
    app,
    event("customer.subscription.updated", { id: sub.id, customer: customerId, status: "active" }),
  );
  expect(late.json().outcome).toBe("synced");
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
});

test("an unknown event type, or a customer this app does not know, gets 2xx and changes nothing", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { cookie, customerId } = await subscriber(app);
  const before = listCalls(customerId);
  const other = await deliver(app, event("customer.tax_id.created", { customer: customerId }));
  expect(other.statusCode).toBe(200);
  expect(other.json().outcome).toBe("ignored");
  expect(listCalls(customerId)).toBe(before);
  const stranger = await deliver(app, event("invoice.paid", { customer: "cus_not_ours" }));
  expect(stranger.statusCode).toBe(200);
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
});

test("a failed payment ends Premium; a paid invoice brings it back", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { cookie, sub, customerId } = await subscriber(app);
  await deliver(app, event("invoice.paid", { customer: customerId }));
  expect(await subscriptionStatusOf(app, cookie)).toBe("premium");
  local.stripe.update(sub.id, { status: "past_due" });
  await deliver(app, event("invoice.payment_failed", { customer: customerId }));
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
  const summary = await app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie } });
  expect(summary.json().subscription.status).toBe("past_due");
  local.stripe.update(sub.id, { status: "active" });
  await deliver(app, event("invoice.paid", { customer: customerId }));
  expect(await subscriptionStatusOf(app, cookie)).toBe("premium");
});

test("cancel at period end stays premium until the period ends, even with the webhook lost", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { cookie, sub, customerId } = await subscriber(app);
  const periodEnd = sub.items.data[0]!.current_period_end;
  local.stripe.update(sub.id, { cancel_at_period_end: true });
  await deliver(app, event("customer.subscription.updated", { customer: customerId }));
  expect(await subscriptionStatusOf(app, cookie)).toBe("premium");
  const summary = await app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie } });
  expect(summary.json().subscription).toEqual({
    status: "active",
    cancelAtPeriodEnd: true,
    currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
  });

  // The period ends; Stripe cancels, and its webhook never arrives: the sweep re-reads.
  const start = clock;
  try {
    clock = new Date(periodEnd * 1000 + 1000);
    local.stripe.update(sub.id, { status: "canceled" });
    expect(await sweepEndedPeriods({ db: local.db.db, provider: provider(), now })).toBeGreaterThanOrEqual(1);
    expect(await subscriptionStatusOf(app, cookie)).toBe("free");
  } finally {
    clock = start;
  }
});

test("when Stripe cannot be read, the webhook answers 503 and the retry is handled, not skipped", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { cookie, customerId } = await subscriber(app);
  const delivery = event("invoice.paid", { customer: customerId });
  local.stripe.failFrom("/v1/subscriptions");
  try {
    expect((await deliver(app, delivery)).statusCode).toBe(503);
  } finally {
    local.stripe.failFrom(null);
  }
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
  expect((await deliver(app, delivery)).json().outcome).toBe("synced");
  expect(await subscriptionStatusOf(app, cookie)).toBe("premium");
});

test("only the webhook skips the Origin check: other posts without one are still refused", async () => {
  const app = await buildTestApp(local.db, { billing: provider(), now });
  const { cookie } = await subscriber(app);
  const noOrigin = await app.inject({
    method: "POST",
    url: "/api/billing/sync",
    headers: { cookie },
    payload: {},
  });
  expect(noOrigin.statusCode).toBe(403);
});
