import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { messages, messageUsage, sessions } from "../../src/server/db/schema";
import {
  buildTestApp,
  cookieFrom,
  getUser,
  origin,
  sessionSetCookie,
  signIn,
  signUp,
  uniqueEmail,
} from "../support/app";
import { GUIDE_DIR, newConversation, send } from "../support/chat";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const DAY = 24 * 60 * 60 * 1000;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** The stored session behind a Cookie header (the token is the part of the value before the signature). */
async function sessionRow(cookie: string) {
  const value = /dating-coach\.session_token=([^;]+)/.exec(cookie)?.[1];
  const token = decodeURIComponent(value ?? "").split(".")[0]!;
  const [row] = await db.db.select().from(sessions).where(eq(sessions.token, token));
  return row;
}

async function updateSession(cookie: string, values: Partial<typeof sessions.$inferInsert>) {
  const row = await sessionRow(cookie);
  if (!row) throw new Error("no session row for cookie");
  await db.db.update(sessions).set(values).where(eq(sessions.id, row.id));
}

test("GET /api/logout ends the session, clears the cookie and redirects to /", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });

  const response = await app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });

  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe("/");
  expect(sessionSetCookie(response)).toMatch(/^dating-coach\.session_token=; Max-Age=0/);
  expect(await sessionRow(cookie)).toBeUndefined();
});

test("a cookie replayed after logout is refused", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  expect((await getUser(app, cookie)).statusCode).toBe(200);

  await app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });

  const replayed = await getUser(app, cookie);
  expect(replayed.statusCode).toBe(401);
  expect(replayed.json()).toMatchObject({ message: "Unauthorized" });
});

test("logout ends only that session, not the user's other sessions", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const laptop = await signUp(app, { email });
  const phone = cookieFrom(await signIn(app, email));

  await app.inject({ method: "GET", url: "/api/logout", headers: { cookie: laptop } });

  expect((await getUser(app, laptop)).statusCode).toBe(401);
  expect((await getUser(app, phone)).statusCode).toBe(200);
});

test("GET /api/logout from another site does not end the session", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });

  for (const site of ["cross-site", "same-site"]) {
    const response = await app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": site },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(response.headers["set-cookie"]).toBeUndefined();
  }
  expect((await getUser(app, cookie)).statusCode).toBe(200);
});

test("GET /api/logout from our own pages (sec-fetch-site: same-origin) ends the session", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  await app.inject({
    method: "GET",
    url: "/api/logout",
    headers: { cookie, "sec-fetch-site": "same-origin" },
  });
  expect((await getUser(app, cookie)).statusCode).toBe(401);
});

test("sign-in sets the session cookie alone: no copy of the session (with its email and name) in a second cookie", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  await signUp(app, { email });
  const response = await signIn(app, email);
  const names = (response.headers["set-cookie"] as string[]).map((line) => line.split("=")[0]);
  expect(names).toEqual(["dating-coach.session_token"]);
});

test("a chat send on a session ended elsewhere is refused and stores nothing", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const conversationId = await newConversation(app, cookie);
  const row = await sessionRow(cookie);
  // "Sign out everywhere" or a password reset elsewhere: the row goes, this browser's cookies stay.
  await db.db.delete(sessions).where(eq(sessions.id, row!.id));

  const response = await send(app, cookie, conversationId, "How do I start a conversation at a coffee shop?");

  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ message: "Unauthorized" });
  expect(await db.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
  expect(await db.db.select().from(messageUsage).where(eq(messageUsage.userId, row!.userId))).toEqual([]);
  // Every other route reads the session from the database as well.
  expect((await getUser(app, cookie)).statusCode).toBe(401);
});

test("the coach greets by the name saved a moment ago", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail(), firstName: "Sam" });
  const renamed = await app.inject({
    method: "PATCH",
    url: "/api/auth/user",
    headers: { ...origin, cookie },
    payload: { firstName: "Samuel", lastName: "Reed" },
  });
  expect(renamed.statusCode).toBe(200);

  const response = await send(
    app,
    cookie,
    await newConversation(app, cookie),
    "How do I start a conversation at a coffee shop?",
  );

  expect(response.statusCode).toBe(200);
  expect(response.json().message.content).toMatch(/^Samuel, /);
});

test("a chat send on an expired session row is refused", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const conversationId = await newConversation(app, cookie);
  await updateSession(cookie, { expiresAt: new Date(Date.now() - 60_000) });

  const response = await send(app, cookie, conversationId, "How do I start a conversation at a coffee shop?");

  expect(response.statusCode).toBe(401);
  expect(await db.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
});

const QUESTION = "How do I start a conversation at a coffee shop?";

test("a chat send reads the session in its own statements and sets no cookie", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });

  const response = await send(app, cookie, await newConversation(app, cookie), QUESTION);

  expect(response.statusCode).toBe(200);
  expect(response.headers["set-cookie"]).toBeUndefined();
});

test("a chat send whose session cookie holds a token no session has is refused and stores nothing", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const conversationId = await newConversation(app, cookie);
  const token = (await sessionRow(cookie))!.token;
  const forged = cookie.replace(token, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);

  for (const header of [forged, "", "dating-coach.session_token=", "dating-coach.session_token=%E0%A4%A.x"]) {
    const response = await send(app, header, conversationId, QUESTION);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Unauthorized" });
  }
  expect(await db.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
});

test("a chat send acts as the session's user: another user's conversation is not found", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const alice = await signUp(app, { email: uniqueEmail() });
  const bob = await signUp(app, { email: uniqueEmail() });
  const alicesConversation = await newConversation(app, alice);

  const response = await send(app, bob, alicesConversation, QUESTION);

  expect(response.statusCode).toBe(404);
  expect(await db.db.select().from(messages).where(eq(messages.conversationId, alicesConversation))).toEqual(
    [],
  );
});

test("in production a chat send finds its session by the __Secure- cookie", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR, production: true });
  const cookie = await signUp(app, { email: uniqueEmail() });
  expect(cookie).toMatch(/^__Secure-dating-coach\.session_token=/);

  const response = await send(app, cookie, await newConversation(app, cookie), QUESTION);

  expect(response.statusCode).toBe(200);
  // Without the prefix, the same value is not the production session cookie.
  const unprefixed = cookie.replace("__Secure-", "");
  expect((await send(app, unprefixed, await newConversation(app, cookie), QUESTION)).statusCode).toBe(401);
});

test("a chat send on a session signed in more than 30 days ago is refused", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const conversationId = await newConversation(app, cookie);
  await updateSession(cookie, { createdAt: new Date(Date.now() - 31 * DAY) });

  const response = await send(app, cookie, conversationId, QUESTION);

  expect(response.statusCode).toBe(401);
  expect(await db.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
});

test("GET /api/logout without a session still redirects to /", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({ method: "GET", url: "/api/logout" });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe("/");
});

test("a session past its expiry time is refused (and better-auth deletes it)", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  await updateSession(cookie, { expiresAt: new Date(Date.now() - 60_000) });

  const response = await getUser(app, cookie);

  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ message: "Unauthorized" });
  expect(await sessionRow(cookie)).toBeUndefined();
});

test("an idle session in use is extended (sliding expiry) and the cookie re-set", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  // Last extended six days ago: one day left of the seven-day idle window.
  await updateSession(cookie, { expiresAt: new Date(Date.now() + DAY) });

  const response = await getUser(app, cookie);

  expect(response.statusCode).toBe(200);
  expect(sessionSetCookie(response)).toMatch(/Max-Age=604800/);
  const row = await sessionRow(cookie);
  expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
});

test("a session signed in more than 30 days ago is refused and deleted, however recently used", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  await updateSession(cookie, { createdAt: new Date(Date.now() - 31 * DAY) });

  const response = await getUser(app, cookie);

  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ message: "Unauthorized" });
  expect(await sessionRow(cookie)).toBeUndefined();
});

test("a session signed in 29 days ago is still accepted", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  await updateSession(cookie, { createdAt: new Date(Date.now() - 29 * DAY) });

  expect((await getUser(app, cookie)).statusCode).toBe(200);
});
