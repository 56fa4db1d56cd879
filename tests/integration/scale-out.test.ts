import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Database, fromPool } from "../../src/server/db/client";
import { buildTestApp, cookieFrom, getUser, signIn, signUp, uniqueEmail } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// Two app instances behind a load balancer share only the database and the auth secret.
const postgres = Boolean(process.env.DATABASE_URL);

let first: TestDatabase;
let second: Database;
beforeAll(async () => {
  if (!postgres) return;
  first = await createTestDatabase();
  second = fromPool(new pg.Pool({ connectionString: first.url, max: 5 }));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function twoInstances() {
  return [await buildTestApp(first), await buildTestApp(second)] as const;
}

test.skipIf(!postgres)("a session started on instance A is accepted by instance B", async () => {
  const [a, b] = await twoInstances();
  const email = uniqueEmail();
  await signUp(a, { email });
  const cookie = cookieFrom(await signIn(a, email));

  const response = await getUser(b, cookie);

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ email });
});

test.skipIf(!postgres)("logging out on instance B ends the session on instance A", async () => {
  const [a, b] = await twoInstances();
  const cookie = await signUp(a, { email: uniqueEmail() });
  expect((await getUser(a, cookie)).statusCode).toBe(200);

  const logout = await b.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
  expect(logout.statusCode).toBe(302);

  expect((await getUser(a, cookie)).statusCode).toBe(401);
  expect((await getUser(b, cookie)).statusCode).toBe(401);
});

test.skipIf(!postgres)("an instance with a different auth secret refuses the cookie", async () => {
  const [a] = await twoInstances();
  const other = await buildTestApp(second, { authSecret: "another-secret-another-secret-another-secret" });
  const cookie = await signUp(a, { email: uniqueEmail() });

  expect((await getUser(other, cookie)).statusCode).toBe(401);
});
