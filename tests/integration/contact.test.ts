import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { contactMessages } from "../../src/server/db/schema";
import { CONTACT_LIMITS, CONTACT_MESSAGES_PER_HOUR } from "../../src/shared/api/contact";
import { buildTestApp, origin, type TestApp, uniqueEmail } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

let address = 0;
/** Each test writes from its own address, so the hourly limit of one never touches another. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

function contact(app: TestApp, payload: unknown, remoteAddress: string, headers: object = origin) {
  return app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress,
    headers: { ...headers },
    payload: payload as object,
  });
}

const valid = (overrides: object = {}) => ({
  name: "Sam Lee",
  email: uniqueEmail("contact"),
  subject: "billing",
  message: "How do I change the card I pay with?",
  ...overrides,
});

const storedFor = (email: string) =>
  db.db.select().from(contactMessages).where(eq(contactMessages.email, email));

test("a valid message is stored, trimmed, and answered 201 with a thank-you", async () => {
  const app = await buildTestApp(db);
  const body = valid({ name: "  Sam Lee ", message: "  Hello there \n" });
  const response = await contact(app, body, nextAddress());
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ id: expect.any(String), message: expect.stringContaining("24 hours") });
  const rows = await storedFor(body.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    id: response.json().id,
    name: "Sam Lee",
    subject: "billing",
    message: "Hello there",
  });
});

test("every subject of the form is accepted", async () => {
  const app = await buildTestApp(db);
  for (const subject of ["support", "billing", "feedback", "business", "press", "other"]) {
    const response = await contact(app, valid({ subject }), nextAddress());
    expect(response.statusCode, subject).toBe(201);
  }
});

test.each([
  ["a missing name", { name: undefined }, /^name: /],
  ["a blank name", { name: "   " }, /Please enter your name/],
  ["an overlong name", { name: "n".repeat(CONTACT_LIMITS.name + 1) }, /at most 100 characters/],
  ["a malformed email", { email: "sam-at-example.com" }, /valid email address/],
  ["an overlong email", { email: `${"a".repeat(250)}@example.com` }, /at most 254 characters/],
  ["an unknown subject", { subject: "refund-now" }, /Please choose a topic/],
  ["an empty message", { message: " \n " }, /Please write a message/],
  ["an overlong message", { message: "m".repeat(CONTACT_LIMITS.message + 1) }, /at most 5000 characters/],
])("%s is refused with 400 and a clear message, and nothing is stored", async (_label, change, message) => {
  const app = await buildTestApp(db);
  const body = valid(change);
  const response = await contact(app, body, nextAddress());
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(message) });
  if (typeof body.email === "string") expect(await storedFor(body.email)).toHaveLength(0);
});

test("a body that is not JSON is refused with 400", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: nextAddress(),
    headers: { ...origin, "content-type": "application/json" },
    payload: "{not json",
  });
  expect(response.statusCode).toBe(400);
});

test("a message posted from another site is refused with 403 and not stored", async () => {
  const app = await buildTestApp(db);
  const body = valid();
  const response = await contact(app, body, nextAddress(), { origin: "http://evil.example" });
  expect(response.statusCode).toBe(403);
  expect(await storedFor(body.email)).toHaveLength(0);
});

test(`one address may send ${CONTACT_MESSAGES_PER_HOUR} messages an hour; the next is 429 and not stored`, async () => {
  const app = await buildTestApp(db);
  const from = nextAddress();
  for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
    expect((await contact(app, valid(), from)).statusCode).toBe(201);
  }
  const body = valid();
  const limited = await contact(app, body, from);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({
    code: "TOO_MANY_REQUESTS",
    message: expect.stringMatching(/try again in \d+ minutes/),
  });
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  expect(await storedFor(body.email)).toHaveLength(0);
  // Someone else is still heard.
  expect((await contact(app, valid(), nextAddress())).statusCode).toBe(201);
});

test("refused bodies do not use up the hourly allowance", async () => {
  const app = await buildTestApp(db);
  const from = nextAddress();
  for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR + 2; i++) {
    expect((await contact(app, valid({ email: "nope" }), from)).statusCode).toBe(400);
  }
  expect((await contact(app, valid(), from)).statusCode).toBe(201);
});

test("nobody can read contact messages back through the API", async () => {
  const app = await buildTestApp(db);
  await contact(app, valid(), nextAddress());
  for (const method of ["GET", "DELETE", "PATCH"] as const) {
    const response = await app.inject({ method, url: "/api/contact", headers: origin });
    expect(response.statusCode, method).toBe(404);
  }
});
