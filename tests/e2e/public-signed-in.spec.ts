import type { Page } from "@playwright/test";
import { anySize, expect, plain, test } from "./fixtures";

/** What a signed-in member sees on the public pages, which are prerendered signed out. */

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Every layout shift of the header, from its first paint on (the rest of the page is not at issue). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
    const inHeader = (node?: Node | null) =>
      Boolean(node && (node instanceof Element ? node : node.parentElement)?.closest("header"));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (entry.sources?.some((source) => inHeader(source.node))) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

/** The header's account link leads to the app once the session is known (desktop: in the bar). */
const signInLinks = (page: Page) => page.getByRole("banner").locator('a[href="/api/login"]');

async function openTheApp(page: Page, isMobile: boolean) {
  const banner = page.getByRole("banner");
  if (isMobile) await banner.getByRole("button", { name: "Open menu" }).click();
  const link = banner.getByRole("link", { name: "Open the app", exact: true });
  await expect(link).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("log", { name: "Conversation" })).toBeVisible();
}

plain("signed out, the public header offers Sign in", async ({ page, isMobile }) => {
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  const banner = page.getByRole("banner");
  if (isMobile) await banner.getByRole("button", { name: "Open menu" }).click();
  await expect(banner.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
    "href",
    "/api/login",
  );
  await expect(banner.getByRole("link", { name: "Open the app" })).toHaveCount(0);
});

for (const path of ["/pricing", "/paywall", "/success", "/about"]) {
  test(`signed in, ${path} offers Open the app instead of Sign in`, async ({ page, user, isMobile }) => {
    expect(user.email).toContain("@");
    const errors = collectErrors(page);
    await page.goto(path);
    await expect(signInLinks(page)).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    await openTheApp(page, isMobile);
    // No hydration mismatch (React reports one as an error) and nothing else went wrong.
    expect(errors).toEqual([]);
  });
}

test("signed in, the header switches to Open the app without moving anything", async ({ page, user }) => {
  expect(user.email).toContain("@");
  const shifts = await recordLayoutShifts(page);
  await page.goto("/pricing");
  await expect(signInLinks(page)).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "One plan. Everything included." })).toBeVisible();
  expect(await shifts()).toEqual([]);
});

plain("pricing, the paywall and /success list the same Premium features", anySize, async ({ page }) => {
  await page.goto("/pricing");
  const pricing = await page
    .getByRole("region", { name: "Premium plan" })
    .getByRole("listitem")
    .allTextContents();
  expect(pricing).toHaveLength(10);
  expect(pricing).toContain("Upload up to 5 PDF books to personalise the coach");
  await page.goto("/paywall");
  await expect(page.getByRole("region", { name: "Premium", exact: true }).getByRole("listitem")).toHaveText(
    pricing,
  );
  await page.goto("/success");
  await expect(page.getByRole("region", { name: "What you can do now" }).getByRole("listitem")).toHaveText(
    pricing,
  );
});
