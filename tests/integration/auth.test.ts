import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sessions, users } from "../../src/server/db/schema";
import {
  buildTestApp,
  cookieFrom,
  getUser,
  origin,
  PASSWORD,
  sessionSetCookie,
  signIn,
  signUp,
  signUpRequest,
  uniqueEmail,
} from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function userCount(email: string): Promise<number> {
  return (await db.db.select().from(users).where(eq(users.email, email))).length;
}

async function sessionToken(cookie: string): Promise<string> {
  const value = /dating-coach\.session_token=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error(`no session token in ${cookie}`);
  return decodeURIComponent(value).split(".")[0]!;
}

test("sign-up returns the user and sets an HttpOnly, SameSite=Lax session cookie without Secure", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail("ada");
  const response = await signUpRequest(app, { email, firstName: "Ada", lastName: "Lovelace" });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    id: expect.any(String),
    email,
    firstName: "Ada",
    lastName: "Lovelace",
    profileImageUrl: null,
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    subscriptionStatus: "free",
  });
  const cookie = sessionSetCookie(response);
  expect(cookie).toMatch(/^dating-coach\.session_token=[^;]+;/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  expect(cookie).not.toMatch(/; Secure/);
});

test("in production the session cookie is Secure (and __Secure- prefixed) and still works", async () => {
  const app = await buildTestApp(db, { production: true });
  const response = await signUpRequest(app, { email: uniqueEmail() });

  expect(response.statusCode).toBe(200);
  const cookie = sessionSetCookie(response);
  expect(cookie).toMatch(/^__Secure-dating-coach\.session_token=/);
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect((await getUser(app, cookieFrom(response))).statusCode).toBe(200);
});

test("GET /api/auth/user with the cookie returns the spec's user shape", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const cookie = await signUp(app, { email, firstName: "Grace", lastName: "Hopper" });

  const response = await getUser(app, cookie);

  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(
    ["createdAt", "email", "firstName", "id", "lastName", "profileImageUrl", "subscriptionStatus"].sort(),
  );
  expect(body).toMatchObject({
    email,
    firstName: "Grace",
    lastName: "Hopper",
    profileImageUrl: null,
    subscriptionStatus: "free",
  });
});

test("GET /api/auth/user without a cookie is 401 Unauthorized", async () => {
  const app = await buildTestApp(db);
  const response = await getUser(app);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ message: "Unauthorized" });
});

test("GET /api/auth/user with a forged cookie is 401", async () => {
  const app = await buildTestApp(db);
  const response = await getUser(app, "dating-coach.session_token=forged.c2lnbmF0dXJl");
  expect(response.statusCode).toBe(401);
});

test("sign-in with the right password returns the user and a session cookie", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  await signUp(app, { email, firstName: "Alan" });

  const response = await signIn(app, email);

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ email, firstName: "Alan", subscriptionStatus: "free" });
  expect(sessionSetCookie(response)).toMatch(/HttpOnly/);
  expect((await getUser(app, cookieFrom(response))).json()).toMatchObject({ email });
});

test("email addresses are case-insensitive for sign-in", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  await signUp(app, { email });
  expect((await signIn(app, email.toUpperCase())).statusCode).toBe(200);
});

test("a wrong password and an unknown email get the same 401 answer", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  await signUp(app, { email });

  const wrongPassword = await signIn(app, email, "Not-The-Password-99");
  const unknownEmail = await signIn(app, uniqueEmail("nobody"), PASSWORD);

  expect(wrongPassword.statusCode).toBe(401);
  expect(unknownEmail.statusCode).toBe(401);
  expect(wrongPassword.json()).toEqual(unknownEmail.json());
  expect(wrongPassword.json()).toMatchObject({ message: "Invalid email or password." });
  expect(sessionSetCookie(wrongPassword)).toBeUndefined();
});

test("sign-in rotates the session: a new token, and the cookie it came with stops working", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const first = await signUp(app, { email });

  const response = await app.inject({
    method: "POST",
    url: "/api/account/sign-in",
    headers: { ...origin, cookie: first },
    payload: { email, password: PASSWORD },
  });
  const second = cookieFrom(response);

  expect(await sessionToken(second)).not.toBe(await sessionToken(first));
  expect((await getUser(app, second)).statusCode).toBe(200);
  expect((await getUser(app, first)).statusCode).toBe(401);
  const [user] = await db.db.select().from(users).where(eq(users.email, email));
  expect(await db.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
});

test("sign-in from another browser leaves the first browser's session alone", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const first = await signUp(app, { email });
  const second = cookieFrom(await signIn(app, email));
  expect((await getUser(app, first)).statusCode).toBe(200);
  expect((await getUser(app, second)).statusCode).toBe(200);
});

test.each([
  ["false", { acceptTerms: false }],
  ["missing", { acceptTerms: undefined }],
])("sign-up with acceptTerms %s is 400 and creates no user", async (_label, terms) => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const response = await app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    headers: origin,
    payload: { email, password: PASSWORD, firstName: "A", lastName: "B", ...terms },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/Terms of Service/);
  expect(await userCount(email)).toBe(0);
});

test.each([
  ["7", 7],
  ["129", 129],
])("a password of %s characters is refused with 400", async (_label, length) => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const response = await signUpRequest(app, { email, password: "x7Q-".repeat(40).slice(0, length) });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/^password: /);
  expect(await userCount(email)).toBe(0);
});

test.each([
  ["8", 8],
  ["128", 128],
])(
  "a password of %s characters is accepted (better-auth agrees with the form limits)",
  async (_l, length) => {
    const app = await buildTestApp(db);
    const email = uniqueEmail();
    const password = "x7Q-".repeat(40).slice(0, length);
    expect((await signUpRequest(app, { email, password })).statusCode).toBe(200);
    expect((await signIn(app, email, password)).statusCode).toBe(200);
  },
);

test("a common password is refused with 400 and a message saying so", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const response = await signUpRequest(app, { email, password: "password123" });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/common/);
  expect(await userCount(email)).toBe(0);
});

test("signing up twice with one email is 409, whatever the case", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  await signUp(app, { email });

  const again = await signUpRequest(app, { email });
  const upper = await signUpRequest(app, { email: email.toUpperCase() });

  expect(again.statusCode).toBe(409);
  expect(again.json().message).toMatch(/already exists/);
  expect(upper.statusCode).toBe(409);
  expect(sessionSetCookie(again)).toBeUndefined();
  expect(await userCount(email)).toBe(1);
});
