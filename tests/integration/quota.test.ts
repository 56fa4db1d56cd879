import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../src/server/db/schema";
import { buildTestApp, origin, signUp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, messagesOf, newConversation, send, userMessagesOf } from "../support/chat";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const status = async (app: Awaited<ReturnType<typeof buildTestApp>>, cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/subscription-status", headers: { cookie } })).json();

test("a free user has 5 messages a day; the 6th answers 402 and stores nothing", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const id = await newConversation(app, cookie);
  expect(await status(app, cookie)).toEqual({ subscribed: false, plan: "free", messagesLeftToday: 5 });
  for (let i = 0; i < 5; i++)
    expect((await send(app, cookie, id, `Question ${i} about texting`)).statusCode).toBe(200);
  expect((await status(app, cookie)).messagesLeftToday).toBe(0);
  const sixth = await send(app, cookie, id, "One more?");
  expect(sixth.statusCode).toBe(402);
  expect(sixth.json().message).toMatch(/^Subscription required: /);
  expect((await send(app, cookie, id, "One more?", true)).statusCode).toBe(402);
  expect((await messagesOf(app, cookie, id)).json()).toHaveLength(10);
});

test("deleting a conversation gives none of the day's messages back", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const first = await newConversation(app, cookie);
  for (let i = 0; i < 5; i++) expect((await send(app, cookie, first, `Question ${i}`)).statusCode).toBe(200);
  const deleted = await app.inject({
    method: "DELETE",
    url: `/api/conversations/${first}`,
    headers: { cookie, ...origin },
  });
  expect(deleted.statusCode).toBe(204);
  expect((await status(app, cookie)).messagesLeftToday).toBe(0);
  const second = await newConversation(app, cookie);
  expect((await send(app, cookie, second, "A fresh start?")).statusCode).toBe(402);
  expect((await messagesOf(app, cookie, second)).json()).toEqual([]);
});

test("the day is a UTC calendar day", async () => {
  let now = new Date("2026-03-01T23:59:00Z");
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR, now: () => now });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const id = await newConversation(app, cookie);
  for (let i = 0; i < 5; i++) {
    now = new Date(now.getTime() + 1000 * 61);
    await send(app, cookie, id, `Question ${i}`);
  }
  expect((await send(app, cookie, id, "Too many")).statusCode).toBe(402);
  now = new Date("2026-03-03T00:00:01Z");
  expect((await status(app, cookie)).messagesLeftToday).toBe(5);
  expect((await send(app, cookie, id, "A new day")).statusCode).toBe(200);
});

test("20 concurrent sends with 4 used: exactly 1 succeeds and 19 get 402", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const id = await newConversation(app, cookie);
  for (let i = 0; i < 4; i++) await send(app, cookie, id, `Warm-up ${i}`);
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(app, cookie, id, `Race ${i}`)));
  const codes = results.map((r) => r.statusCode).sort();
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 402)).toHaveLength(19);
  expect(await userMessagesOf(app, cookie, id)).toHaveLength(5);
});

/** A premium user's app, its clock stopped at `at` (move it with the returned setter). */
async function premiumApp(at: Date) {
  let now = at;
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR, now: () => now });
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  await db.db.update(users).set({ subscriptionStatus: "premium" }).where(eq(users.email, email));
  const id = await newConversation(app, cookie);
  const setNow = (next: Date) => {
    now = next;
  };
  return { app, cookie, id, setNow };
}

test("premium has no daily cap but a per-minute fair-use limit, counted per UTC minute", async () => {
  const { app, cookie, id, setNow } = await premiumApp(new Date("2026-11-22T10:15:05Z"));
  expect(await status(app, cookie)).toEqual({ subscribed: true, plan: "premium", messagesLeftToday: null });
  const codes: number[] = [];
  for (let i = 0; i < 21; i++) codes.push((await send(app, cookie, id, `Premium question ${i}`)).statusCode);
  expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
  expect(codes[20]).toBe(429);
  expect((await send(app, cookie, id, "Still too fast")).json().message).toBe(
    "You are sending messages very fast. Please wait a minute and try again.",
  );

  setNow(new Date("2026-11-22T10:16:00Z"));
  expect((await send(app, cookie, id, "A new minute")).statusCode).toBe(200);
  expect(await userMessagesOf(app, cookie, id)).toHaveLength(21);
});

test("30 concurrent premium sends in one minute: exactly 20 succeed and 10 get 429", async () => {
  const { app, cookie, id } = await premiumApp(new Date("2026-11-22T10:15:05Z"));
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) => send(app, cookie, id, `Burst ${i}`)),
  );
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(20);
  expect(codes.filter((c) => c === 429)).toHaveLength(10);
  expect(await userMessagesOf(app, cookie, id)).toHaveLength(20);
});
