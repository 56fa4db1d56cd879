import { afterAll, beforeAll, expect, test } from "vitest";
import { buildTestApp, origin, signIn, type TestApp, uniqueEmail } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const WRONG = "Wrong-Password-1";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

function signInFrom(app: TestApp, remoteAddress: string, email: string) {
  return app.inject({
    method: "POST",
    url: "/api/account/sign-in",
    remoteAddress,
    headers: origin,
    payload: { email, password: WRONG },
  });
}

test("the 11th sign-in attempt for one email within the window is 429", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await signIn(app, email, WRONG)).statusCode);

  expect(statuses).toEqual(Array(10).fill(401));
  const limited = await signIn(app, email, WRONG);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  // The limit is per email: another address from the same client is still heard.
  expect((await signIn(app, uniqueEmail(), WRONG)).statusCode).toBe(401);
});

test("the email limit holds when the attempts come from many addresses", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  for (let i = 0; i < 10; i++) expect((await signInFrom(app, `10.1.0.${i}`, email)).statusCode).toBe(401);

  expect((await signInFrom(app, "10.1.0.99", email)).statusCode).toBe(429);
});

test("the 21st attempt from one address is 429, whatever the emails; other addresses are still heard", async () => {
  const app = await buildTestApp(db);
  for (let i = 0; i < 20; i++) {
    expect((await signInFrom(app, "10.2.0.1", uniqueEmail())).statusCode).toBe(401);
  }

  expect((await signInFrom(app, "10.2.0.1", uniqueEmail())).statusCode).toBe(429);
  expect((await signInFrom(app, "10.2.0.2", uniqueEmail())).statusCode).toBe(401);
});
