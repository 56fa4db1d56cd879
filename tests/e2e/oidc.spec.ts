import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  type AppProcess,
  freePort,
  type OidcAccount,
  startAppProcess,
  startOidcProvider,
  type TestOidcProvider,
} from "../support/oidc-provider";
import { expect, plain as test } from "./fixtures";

// Sign-in through a real OpenID Connect provider (oidc-provider on 127.0.0.1) and a second app
// process configured for it.
test.describe.configure({ mode: "serial" });

const SIGN_IN_FAILED = "Signing in with your provider did not work. Please try again.";

const runId = randomBytes(4).toString("hex");
// Unique per run: with DATABASE_URL the app shares its database with other runs.
const olivia: OidcAccount = {
  sub: `olivia-${runId}`,
  email: `olivia-${runId}@example.com`,
  givenName: "Olivia",
  familyName: "Provider",
};

let provider: TestOidcProvider | undefined;
let app: AppProcess | undefined;

test.beforeAll(async () => {
  // Modifier callbacks only see fixtures, not the project, so the skip happens here.
  test.skip(test.info().project.name !== "desktop", "OIDC sign-in is not viewport-specific");
  test.setTimeout(90_000);
  const appPort = await freePort();
  provider = await startOidcProvider({
    redirectUri: `http://localhost:${appPort}/api/auth/callback/oidc`,
    accounts: [olivia],
  });
  app = await startAppProcess(appPort, {
    AUTH_SECRET: randomBytes(24).toString("hex"),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
});

test.afterAll(async () => {
  await app?.close();
  await provider?.close();
});

test.beforeEach(async ({ context }) => {
  // The provider's dev pages @import a web font; there is no network, so fail that at once.
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
});

/** The provider's own pages (login, consent), served on its origin. */
const atProviderInteraction = (url: URL) =>
  url.origin === provider!.issuer && url.pathname.startsWith("/interaction/");

/** From the app's /api/login through the provider's login and consent pages. */
async function signInAtProvider(page: Page, account: OidcAccount) {
  await page.goto(`${app!.url}/api/login`);
  await expect(page).toHaveURL(atProviderInteraction);
  await page.locator('input[name="login"]').fill(account.sub);
  await page.locator('input[name="password"]').fill("any password will do");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Authorize" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function currentUser(page: Page) {
  const response = await page.request.get(`${app!.url}/api/auth/user`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; email: string; firstName: string; lastName: string };
}

test("signs in through the OpenID Connect provider", async ({ page, context }) => {
  await signInAtProvider(page, olivia);

  await expect(page).toHaveURL(`${app!.url}/`);
  const userBlock = page.getByTestId("user-block");
  await expect(userBlock).toContainText("Olivia Provider");
  await expect(userBlock).toContainText("Free Plan");

  const user = await currentUser(page);
  expect(user).toMatchObject({ email: olivia.email, firstName: "Olivia", lastName: "Provider" });

  const cookies = await context.cookies(app!.url);
  const session = cookies.find((cookie) => cookie.name.endsWith(".session_token"));
  expect(session, `session cookie among ${cookies.map((c) => c.name).join(", ")}`).toBeDefined();
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
});

test("signing in again with the same provider account gives the same user", async ({ page, context }) => {
  await signInAtProvider(page, olivia);
  await expect(page).toHaveURL(`${app!.url}/`);
  const first = await currentUser(page);

  // Forget both the app session and the provider session, then go through the whole flow again.
  await context.clearCookies();
  await signInAtProvider(page, olivia);
  await expect(page).toHaveURL(`${app!.url}/`);
  await expect(page.getByTestId("user-block")).toContainText("Olivia Provider");
  const second = await currentUser(page);

  expect(second.id).toBe(first.id);
  expect(second.email).toBe(olivia.email);
});

test("cancelling at the provider lands on the login page with an error", async ({ page }) => {
  await page.goto(`${app!.url}/api/login`);
  await expect(page).toHaveURL(atProviderInteraction);
  await page.getByRole("link", { name: "[ Cancel ]" }).click();

  await expect(page).toHaveURL(
    (url) => url.origin === app!.url && url.pathname === "/login" && url.searchParams.has("error"),
  );
  await expect(page.getByRole("alert")).toContainText(SIGN_IN_FAILED);
  const response = await page.request.get(`${app!.url}/api/auth/user`);
  expect(response.status()).toBe(401);
});
