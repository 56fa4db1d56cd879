import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  billingCustomers,
  conversations,
  demoCustomers,
  documents,
  memories,
  messages,
  sessions,
  users,
} from "../../src/server/db/schema";
import type { Extract } from "../../src/server/features/documents/process-documents";
import { buildTestApp, getUser, origin, signUp, type TestApp, uniqueEmail } from "../support/app";
import { startCheckout } from "../support/billing";
import { GUIDE_DIR, newConversation, send } from "../support/chat";
import { fixture, upload } from "../support/documents";
import { startStripeServer, stripeProviderFor } from "../support/stripe-server";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

// The book's text is not what these tests are about.
const extract: Extract = async () => ({
  ok: true,
  pages: [{ page: 1, text: "Chapter one: listening well." }],
  pageCount: 1,
  chars: 28,
  ms: 1,
});
const exportOf = (app: TestApp, cookie: string) =>
  app.inject({ method: "GET", url: "/api/account/export", headers: { cookie } });
const deleteRequest = (app: TestApp, cookie: string, confirmation: string, headers: object = origin) =>
  app.inject({
    method: "DELETE",
    url: "/api/account",
    headers: { ...headers, cookie },
    payload: { confirmation },
  });
const userId = async (email: string) =>
  (await db.db.select().from(users).where(eq(users.email, email)))[0]?.id;

/** A user with a conversation, a remembered fact and a book. */
async function userWithData(app: TestApp, label: string) {
  const email = uniqueEmail(label);
  const cookie = await signUp(app, { email, firstName: label });
  const id = await newConversation(app, cookie);
  expect((await send(app, cookie, id, `I live in ${label}ville. How do I ask her out?`)).statusCode).toBe(
    200,
  );
  expect((await upload(app, cookie, `${label}.pdf`, fixture("asciihexdecode.pdf"))).statusCode).toBe(200);
  return { email, cookie, conversationId: id };
}

test("the export holds the profile, conversations, messages, books and memory: the user's own only", async () => {
  const app = await buildTestApp(db, {
    guideDir: GUIDE_DIR,
    extract,
    now: () => new Date("2026-05-04T10:00:00Z"),
  });
  const alice = await userWithData(app, "alice");
  const bob = await userWithData(app, "bob");

  const response = await exportOf(app, alice.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-disposition"]).toBe(
    'attachment; filename="dating-coach-ai-data-2026-05-04.json"',
  );
  expect(response.headers["cache-control"]).toBe("no-store");
  const data = response.json();
  expect(data.profile).toMatchObject({ email: alice.email, firstName: "alice", subscriptionStatus: "free" });
  expect(data.conversations).toHaveLength(1);
  expect(data.conversations[0].id).toBe(alice.conversationId);
  expect(data.conversations[0].messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  expect(data.conversations[0].messages[0].content).toBe("I live in aliceville. How do I ask her out?");
  expect(data.documents).toEqual([expect.objectContaining({ originalName: "alice.pdf", fileSize: 743 })]);
  expect(data.documents[0]).not.toHaveProperty("bytes");
  expect(data.memories.map((m: { fact: string }) => m.fact)).toEqual(["Lives in aliceville"]);
  expect(data.subscriptions).toEqual([]);
  expect(data.practiceSessions).toEqual([]);
  const text = response.body;
  expect(text).not.toContain(bob.email);
  expect(text).not.toContain("bobville");
  expect(text).not.toContain(bob.conversationId);
});

test("the export needs a session", async () => {
  const app = await buildTestApp(db);
  expect((await app.inject({ method: "GET", url: "/api/account/export" })).statusCode).toBe(401);
});

test("deleting needs the typed confirmation and a same-origin request; nothing is deleted otherwise", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR, extract });
  const alice = await userWithData(app, "carol");
  const wrong = await deleteRequest(app, alice.cookie, "delete");
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe("confirmation: Type DELETE to confirm");
  expect(
    (await deleteRequest(app, alice.cookie, "DELETE", { origin: "https://evil.example" })).statusCode,
  ).toBe(403);
  expect(
    (
      await app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: origin,
        payload: { confirmation: "DELETE" },
      })
    ).statusCode,
  ).toBe(401);
  expect((await getUser(app, alice.cookie)).statusCode).toBe(200);
});

test("deleting removes the account and everything it owns, ends the session, and leaves others alone", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR, extract });
  const dan = await userWithData(app, "dan");
  const erin = await userWithData(app, "erin");
  const danId = (await userId(dan.email))!;
  // Dan subscribed in demo mode: his demo customer goes too.
  const { sessionId } = (await startCheckout(app, dan.cookie)).json();
  await app.inject({
    method: "POST",
    url: `/api/billing/demo/checkout/${sessionId}/complete`,
    headers: { ...origin, cookie: dan.cookie },
  });
  const [customer] = await db.db.select().from(billingCustomers).where(eq(billingCustomers.userId, danId));
  expect(customer).toBeDefined();

  const response = await deleteRequest(app, dan.cookie, "DELETE");
  expect(response.statusCode).toBe(204);
  const cleared = [response.headers["set-cookie"]].flat().join("\n");
  expect(cleared).toMatch(/dating-coach\.session_token=;.*Max-Age=0/);
  expect((await getUser(app, dan.cookie)).statusCode).toBe(401);

  for (const [table, column] of [
    [conversations, conversations.userId],
    [messages, messages.userId],
    [documents, documents.userId],
    [memories, memories.userId],
    [sessions, sessions.userId],
    [billingCustomers, billingCustomers.userId],
  ] as const) {
    expect(await db.db.select().from(table).where(eq(column, danId))).toEqual([]);
  }
  expect(await db.db.select().from(users).where(eq(users.id, danId))).toEqual([]);
  expect(await db.db.select().from(demoCustomers).where(eq(demoCustomers.id, customer!.customerId))).toEqual(
    [],
  );

  const erinData = (await exportOf(app, erin.cookie)).json();
  expect(erinData.conversations[0].messages).toHaveLength(2);
  expect(erinData.documents).toHaveLength(1);
});

test("with Stripe, deleting cancels the subscription there first; if Stripe is down nothing is deleted", async () => {
  const stripe = await startStripeServer();
  try {
    const app = await buildTestApp(db, { billing: stripeProviderFor(stripe) });
    const email = uniqueEmail();
    const cookie = await signUp(app, { email });
    const sub = stripe.completeCheckout((await startCheckout(app, cookie)).json().sessionId);

    stripe.failFrom("/v1/customers");
    const refused = await deleteRequest(app, cookie, "DELETE");
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/^We could not cancel your subscription/);
    expect((await getUser(app, cookie)).statusCode).toBe(200);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe("active");

    stripe.failFrom(null);
    expect((await deleteRequest(app, cookie, "DELETE")).statusCode).toBe(204);
    expect(stripe.calls.findLast((c) => c.method === "DELETE")!.path).toBe(`/v1/customers/${sub.customer}`);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe("canceled");
    expect(await userId(email)).toBeUndefined();
  } finally {
    await stripe.close();
  }
});
