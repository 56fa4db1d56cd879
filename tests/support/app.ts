import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { onTestFinished } from "vitest";
import { type AppOptions, buildApp } from "../../src/server/app";
import type { Database } from "../../src/server/db/client";

export const APP_URL = "http://localhost:5000";
export const AUTH_SECRET = "test-secret-test-secret-test-secret-0123456789";
/** What a browser sends with a same-origin POST. */
export const origin = { origin: APP_URL } as const;
/** Not in any common-password list, within the length limits. */
export const PASSWORD = "Violet-Harbour-Lantern-42";

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** buildApp with the test settings; the app is closed when the current test finishes. */
export async function buildTestApp(
  database: Database,
  overrides: Partial<AppOptions> = {},
): Promise<TestApp> {
  const app = await buildApp({ database, appUrl: APP_URL, authSecret: AUTH_SECRET, ...overrides });
  onTestFinished(() => app.close());
  return app;
}

/** A fresh address per call, so tests sharing a database never collide. */
export function uniqueEmail(label = "user"): string {
  return `${label}-${randomBytes(5).toString("hex")}@example.com`;
}

function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers["set-cookie"];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/** The Set-Cookie line for the session token (any prefix), if the response set one. */
export function sessionSetCookie(response: LightMyRequestResponse): string | undefined {
  return setCookieHeaders(response).find((line) => /^(__Secure-)?dating-coach\.session_token=/.test(line));
}

/** The `Cookie` request header a browser would send after this response (cookies with a value). */
export function cookieFrom(response: LightMyRequestResponse): string {
  const pairs = setCookieHeaders(response)
    .map((line) => line.split(";")[0]!.trim())
    .filter((pair) => !pair.endsWith("="));
  if (pairs.length === 0) throw new Error(`no cookie set (status ${response.statusCode}): ${response.body}`);
  return pairs.join("; ");
}

export type SignUpInput = { email: string; password?: string; firstName?: string; lastName?: string };

export function signUpRequest(app: TestApp, input: SignUpInput) {
  return app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    headers: origin,
    payload: {
      email: input.email,
      password: input.password ?? PASSWORD,
      firstName: input.firstName ?? "Test",
      lastName: input.lastName ?? "User",
      acceptTerms: true,
    },
  });
}

/** Signs up and returns the Cookie header for the new session; throws if sign-up fails. */
export async function signUp(app: TestApp, input: SignUpInput): Promise<string> {
  const response = await signUpRequest(app, input);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return cookieFrom(response);
}

export function signIn(app: TestApp, email: string, password = PASSWORD) {
  return app.inject({
    method: "POST",
    url: "/api/account/sign-in",
    headers: origin,
    payload: { email, password },
  });
}

export function getUser(app: TestApp, cookie?: string) {
  return app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });
}

/** A same-origin POST as the signed-in user, as the browser sends it. */
export function post(app: TestApp, cookie: string, url: string, payload?: object, headers: object = {}) {
  return app.inject({ method: "POST", url, headers: { ...origin, cookie, ...headers }, payload });
}

export function get(app: TestApp, cookie: string, url: string) {
  return app.inject({ method: "GET", url, headers: { cookie } });
}
