import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../src/server/db/schema";
import { buildTestApp, getUser, origin, signUp, type TestApp, uniqueEmail } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

function patchUser(app: TestApp, cookie: string | undefined, payload: object, headers: object = origin) {
  return app.inject({
    method: "PATCH",
    url: "/api/auth/user",
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

test("PATCH /api/auth/user updates the names, and GET shows the new values", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const cookie = await signUp(app, { email, firstName: "Old", lastName: "Name" });

  const response = await patchUser(app, cookie, { firstName: "  Marie ", lastName: "Curie" });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ email, firstName: "Marie", lastName: "Curie" });
  expect((await getUser(app, cookie)).json()).toMatchObject({ firstName: "Marie", lastName: "Curie" });
  const [row] = await db.db.select().from(users).where(eq(users.email, email));
  expect(row!.name).toBe("Marie Curie");
});

test("PATCH /api/auth/user accepts an empty last name", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail(), lastName: "Gone" });
  const response = await patchUser(app, cookie, { firstName: "Cher", lastName: "" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ firstName: "Cher", lastName: "" });
});

test("PATCH /api/auth/user refuses names over 80 characters", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail(), firstName: "Kept" });
  const response = await patchUser(app, cookie, { firstName: "x".repeat(81), lastName: "" });
  expect(response.statusCode).toBe(400);
  expect((await getUser(app, cookie)).json()).toMatchObject({ firstName: "Kept" });
});

test("PATCH /api/auth/user without a session is 401", async () => {
  const app = await buildTestApp(db);
  const response = await patchUser(app, undefined, { firstName: "A", lastName: "B" });
  expect(response.statusCode).toBe(401);
});

test("PATCH /api/auth/user from another origin is 403 and changes nothing", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail(), firstName: "Kept" });
  const response = await patchUser(
    app,
    cookie,
    { firstName: "Hijacked", lastName: "" },
    {
      origin: "http://evil.example",
    },
  );
  expect(response.statusCode).toBe(403);
  expect((await getUser(app, cookie)).json()).toMatchObject({ firstName: "Kept" });
});

test("each user sees only their own data, and one user's update leaves the other alone", async () => {
  const app = await buildTestApp(db);
  const aliceEmail = uniqueEmail("alice");
  const bobEmail = uniqueEmail("bob");
  const alice = await signUp(app, { email: aliceEmail, firstName: "Alice", lastName: "A" });
  const bob = await signUp(app, { email: bobEmail, firstName: "Bob", lastName: "B" });

  const aliceView = (await getUser(app, alice)).json();
  const bobView = (await getUser(app, bob)).json();
  expect(aliceView).toMatchObject({ email: aliceEmail, firstName: "Alice" });
  expect(bobView).toMatchObject({ email: bobEmail, firstName: "Bob" });
  expect(aliceView.id).not.toBe(bobView.id);

  expect((await patchUser(app, alice, { firstName: "Alicia", lastName: "A" })).statusCode).toBe(200);

  expect((await getUser(app, bob)).json()).toEqual(bobView);
  expect((await getUser(app, alice)).json()).toMatchObject({ firstName: "Alicia" });
});

test("GET /api/subscription-status is free with 5 messages left for a new user", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  const response = await app.inject({ method: "GET", url: "/api/subscription-status", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ subscribed: false, plan: "free", messagesLeftToday: 5 });
});

test("GET /api/subscription-status follows the stored status", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  await db.db.update(users).set({ subscriptionStatus: "premium" }).where(eq(users.email, email));

  const response = await app.inject({ method: "GET", url: "/api/subscription-status", headers: { cookie } });

  expect(response.json()).toEqual({ subscribed: true, plan: "premium", messagesLeftToday: null });
  expect((await getUser(app, cookie)).json()).toMatchObject({ subscriptionStatus: "premium" });
});

test("GET /api/subscription-status without a session is 401", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({ method: "GET", url: "/api/subscription-status" });
  expect(response.statusCode).toBe(401);
});
