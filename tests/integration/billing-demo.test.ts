import { afterAll, beforeAll, expect, test } from "vitest";
import { createDemoProvider } from "../../src/server/features/billing/demo/demo-provider";
import { sweepEndedPeriods } from "../../src/server/features/billing/sweep-periods";
import { APP_URL, buildTestApp, get, origin, post, signUp, type TestApp, uniqueEmail } from "../support/app";
import { startCheckout, subscriptionStatusOf } from "../support/billing";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** A demo app on a clock the test moves. */
async function demoApp(start = new Date("2026-01-31T12:00:00Z")) {
  const clock = { now: start };
  const now = () => clock.now;
  const provider = createDemoProvider({ db: db.db, now });
  const app = await buildTestApp(db, { billing: provider, now });
  const sweep = () => sweepEndedPeriods({ db: db.db, provider, now });
  return { app, clock, sweep };
}

/** Sign up, open the demo checkout and press Subscribe; answers the cookie and the session id. */
async function demoSubscriber(app: TestApp) {
  const cookie = await signUp(app, { email: uniqueEmail() });
  const { sessionId } = (await startCheckout(app, cookie)).json();
  const done = await post(app, cookie, `/api/billing/demo/checkout/${sessionId}/complete`);
  expect(done.statusCode).toBe(200);
  return { cookie, sessionId: sessionId as string };
}

test("demo mode says so, and has no embedded card form", async () => {
  const { app } = await demoApp();
  expect((await app.inject({ method: "GET", url: "/api/config/stripe-pk" })).json()).toEqual({
    mode: "demo",
    error: "Demo mode: payments are simulated on this server and no money moves.",
  });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const embedded = await post(app, cookie, "/api/get-or-create-subscription");
  expect(embedded.statusCode).toBe(409);
  expect(embedded.json().message).toBe("Card payments are in demo mode: use the demo checkout instead.");
  const webhook = await app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: origin,
    payload: {},
  });
  expect(webhook.statusCode).toBe(404);
});

test("demo checkout: the local page, Subscribe, then /success with the session: premium", async () => {
  const { app } = await demoApp();
  const cookie = await signUp(app, { email: uniqueEmail() });
  const started = await startCheckout(app, cookie);
  expect(started.statusCode).toBe(200);
  const { sessionId, url } = started.json();
  expect(sessionId).toMatch(/^cs_demo_[a-f0-9]{24}$/);
  expect(url).toBe(`/demo-checkout?session=${sessionId}`);
  expect((await get(app, cookie, `/api/billing/demo/checkout/${sessionId}`)).json()).toEqual({
    id: sessionId,
    status: "open",
    cancelUrl: `${APP_URL}/paywall`,
  });
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");

  const done = await post(app, cookie, `/api/billing/demo/checkout/${sessionId}/complete`);
  expect(done.json()).toEqual({ redirectUrl: `${APP_URL}/success?session_id=${sessionId}` });
  expect(await subscriptionStatusOf(app, cookie)).toBe("premium");
  const synced = await post(app, cookie, "/api/billing/sync", { sessionId });
  expect(synced.json()).toMatchObject({
    mode: "demo",
    plan: "premium",
    subscription: {
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: "2026-02-28T12:00:00.000Z",
    },
    canManage: true,
  });
  // A second press completes nothing new; a new checkout while premium is refused.
  expect((await post(app, cookie, `/api/billing/demo/checkout/${sessionId}/complete`)).statusCode).toBe(200);
  expect((await get(app, cookie, "/api/billing/subscription")).json().subscription.status).toBe("active");
  expect((await startCheckout(app, cookie)).statusCode).toBe(409);
});

test("another user's demo checkout is not found: it cannot be read, completed or synced", async () => {
  const { app } = await demoApp();
  const alice = await signUp(app, { email: uniqueEmail("alice") });
  const bob = await signUp(app, { email: uniqueEmail("bob") });
  const { sessionId } = (await startCheckout(app, alice)).json();
  expect((await get(app, bob, `/api/billing/demo/checkout/${sessionId}`)).statusCode).toBe(404);
  expect((await post(app, bob, `/api/billing/demo/checkout/${sessionId}/complete`)).statusCode).toBe(404);
  expect((await post(app, bob, "/api/billing/sync", { sessionId })).statusCode).toBe(404);
  expect(await subscriptionStatusOf(app, bob)).toBe("free");
  expect(await subscriptionStatusOf(app, alice)).toBe("free");
  expect((await get(app, bob, "/api/billing/demo/checkout/not-an-id")).statusCode).toBe(400);
});

test("cancel at period end: premium until the period ends, then free", async () => {
  const { app, clock, sweep } = await demoApp();
  const { cookie } = await demoSubscriber(app);
  const cancelled = await post(app, cookie, "/api/billing/demo/cancel", { cancelAtPeriodEnd: true });
  expect(cancelled.json()).toMatchObject({
    plan: "premium",
    subscription: { status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: "2026-02-28T12:00:00.000Z" },
  });
  clock.now = new Date("2026-02-28T11:59:00Z");
  expect(await sweep()).toBe(0);
  expect(await subscriptionStatusOf(app, cookie)).toBe("premium");

  clock.now = new Date("2026-02-28T12:00:01Z");
  expect(await sweep()).toBeGreaterThanOrEqual(1);
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
  expect((await get(app, cookie, "/api/billing/subscription")).json()).toMatchObject({
    plan: "free",
    subscription: { status: "canceled" },
  });
  expect((await post(app, cookie, "/api/billing/demo/cancel", { cancelAtPeriodEnd: false })).statusCode).toBe(
    404,
  );
});

test("without a cancellation the demo subscription renews each month", async () => {
  const { app, clock, sweep } = await demoApp();
  const { cookie } = await demoSubscriber(app);
  await post(app, cookie, "/api/billing/demo/cancel", { cancelAtPeriodEnd: true });
  const kept = await post(app, cookie, "/api/billing/demo/cancel", { cancelAtPeriodEnd: false });
  expect(kept.json().subscription.cancelAtPeriodEnd).toBe(false);
  clock.now = new Date("2026-04-01T00:00:00Z");
  await sweep();
  expect(await subscriptionStatusOf(app, cookie)).toBe("premium");
  expect((await get(app, cookie, "/api/billing/subscription")).json().subscription).toEqual({
    status: "active",
    cancelAtPeriodEnd: false,
    currentPeriodEnd: "2026-04-30T12:00:00.000Z",
  });
});

test("an expired demo checkout cannot be completed", async () => {
  const { app, clock } = await demoApp();
  const cookie = await signUp(app, { email: uniqueEmail() });
  const { sessionId } = (await startCheckout(app, cookie)).json();
  clock.now = new Date(clock.now.getTime() + 25 * 60 * 60 * 1000);
  expect((await get(app, cookie, `/api/billing/demo/checkout/${sessionId}`)).json().status).toBe("expired");
  const late = await post(app, cookie, `/api/billing/demo/checkout/${sessionId}/complete`);
  expect(late.statusCode).toBe(409);
  expect(await subscriptionStatusOf(app, cookie)).toBe("free");
});

test("Manage Subscription in demo mode opens the local manage page", async () => {
  const { app } = await demoApp();
  const { cookie } = await demoSubscriber(app);
  expect((await post(app, cookie, "/api/billing/portal")).json()).toEqual({ url: "/demo-portal" });
});
