import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../src/server/db/schema";
import { APP_URL, buildTestApp, PASSWORD, uniqueEmail } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

function signUpWith(app: Awaited<ReturnType<typeof buildTestApp>>, email: string, headers: object) {
  return app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    headers: { ...headers },
    payload: { email, password: PASSWORD, firstName: "Eve", lastName: "", acceptTerms: true },
  });
}

async function userExists(email: string): Promise<boolean> {
  return (await db.db.select().from(users).where(eq(users.email, email))).length > 0;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

test("a cross-origin POST is refused with 403 and creates no user", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const response = await signUpWith(app, email, { origin: "http://evil.example" });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
  expect(await userExists(email)).toBe(false);
});

test("a POST with neither Origin nor Referer is refused with 403", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const response = await signUpWith(app, email, {});
  expect(response.statusCode).toBe(403);
  expect(await userExists(email)).toBe(false);
});

test("a POST with Origin: null and a foreign Referer is refused", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const response = await signUpWith(app, email, { origin: "null", referer: "http://evil.example/page" });
  expect(response.statusCode).toBe(403);
  expect(await userExists(email)).toBe(false);
});

test("a POST whose Referer is on our own origin is accepted", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const response = await signUpWith(app, email, { referer: `${APP_URL}/signup?from=home` });
  expect(response.statusCode).toBe(200);
  expect(await userExists(email)).toBe(true);
});

test("an extra origin given to buildApp is trusted too", async () => {
  const app = await buildTestApp(db, { extraOrigins: ["http://127.0.0.1:5000"] });
  const email = uniqueEmail();
  const response = await signUpWith(app, email, { origin: "http://127.0.0.1:5000" });
  expect(response.statusCode).toBe(200);
});

test("security headers: strict CSP for scripts, no framing, nosniff, referrer policy, no HSTS in development", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({ method: "GET", url: "/healthz" });

  const csp = directives(String(response.headers["content-security-policy"]));
  expect(csp.get("script-src")).toEqual(["'self'"]);
  expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["strict-transport-security"]).toBeUndefined();
});

test("in production HSTS is sent", async () => {
  const app = await buildTestApp(db, { production: true });
  const response = await app.inject({ method: "GET", url: "/healthz" });
  expect(response.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
  expect(response.headers["strict-transport-security"]).toMatch(/includeSubDomains/);
});

test("an unknown /api path is a JSON 404", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({ method: "GET", url: "/api/whatever" });
  expect(response.statusCode).toBe(404);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ message: "Not Found" });
});

test("GET /healthz is 200", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({ method: "GET", url: "/healthz" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: "ok" });
});

test("GET /readyz is 200 when the database answers", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({ method: "GET", url: "/readyz" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: "ok" });
});

test("GET /readyz is 503 when the database does not answer, without the cause in the body", async () => {
  const unreachable = {
    ...db,
    ping: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.7:5432")),
  };
  const app = await buildTestApp(unreachable);
  const response = await app.inject({ method: "GET", url: "/readyz" });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ message: "Database unreachable", code: "UNAVAILABLE" });
  expect(response.body).not.toContain("ECONNREFUSED");
});

test("an unexpected error in a route is a bare 500 with no message or stack from the error", async () => {
  const app = await buildTestApp(db);
  app.get("/api/test-only/explode", async () => {
    throw new Error("secret detail from deep inside");
  });

  const response = await app.inject({ method: "GET", url: "/api/test-only/explode" });

  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: "Internal Server Error", code: "INTERNAL" });
  expect(response.body).not.toContain("secret detail");
  expect(response.body).not.toMatch(/\bat \S+:\d+/);
});

test("a malformed JSON body is a 400, not a 500", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({
    method: "POST",
    url: "/api/account/sign-in",
    headers: { origin: APP_URL, "content-type": "application/json" },
    payload: "{not json",
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toHaveProperty("message");
});

test("GET /api/login without OpenID Connect configured redirects to /login", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({ method: "GET", url: "/api/login" });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe("/login");
});
