import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, plain, test } from "./fixtures";

/** Every page of the spec's route table a visitor can open, plus the sign-in page and the 404. */
const publicPaths = [
  "/",
  "/about",
  "/pricing",
  "/strategies",
  "/contact",
  "/terms",
  "/privacy",
  "/login",
  "/paywall",
  "/subscribe",
  "/success",
  "/demo",
  "/chat-test",
  "/api-key-setup",
  "/upload-test",
  "/no-such-page",
];
const signedInPaths = ["/", "/library", "/history", "/profile", "/subscribe"];

/** Lets the page settle: the route's code loaded, the user call answered, the main heading shown. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/** axe-core against WCAG 2.1 A and AA and best practice: every finding, noted on the test. */
async function violations(page: Page, path: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map((v) => `${v.impact}: ${v.id} (${v.nodes.length})`).join(", ");
  test.info().annotations.push({ type: "axe", description: `${path}: ${summary || "no violations"}` });
  return results.violations.map((v) => ({
    impact: v.impact,
    id: v.id,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
}

/** The serious and critical findings; the rest are noted. */
async function seriousViolations(page: Page, path: string) {
  return (await violations(page, path))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(({ impact: _, ...v }) => v);
}

/** What the focused element looks like: whether it has a visible focus indicator, and what it is. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { onBody: true, visible: false, indicator: false, name: "body" };
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    return {
      onBody: false,
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== "hidden",
      indicator: outline || ring,
      name: `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`,
    };
  });
}

/** Tabs through the first `stops` focusable elements; each must be visible and show where focus is. */
async function checkTabStops(page: Page, stops: number) {
  const seen: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press("Tab");
    const state = await focusState(page);
    if (state.onBody) break;
    seen.push(state.name);
    expect(state.visible, `tab stop ${i + 1}: ${state.name} is visible`).toBe(true);
    expect(state.indicator, `tab stop ${i + 1}: ${state.name} shows focus`).toBe(true);
  }
  expect(seen.length).toBeGreaterThan(0);
}

// One page load per page: axe first (on the page as it loads, nothing focused), then the keyboard.
for (const path of publicPaths) {
  plain(
    `${path}: axe finds no serious or critical violations; every tab stop shows focus`,
    async ({ page, isMobile }) => {
      await open(page, path);
      await plain.step("axe: no serious or critical violations", async () => {
        if (path === "/no-such-page") {
          // The not-found page is whole: its content sits in a main landmark, at every level of impact.
          await expect(page.getByRole("main")).toContainText("404 Page Not Found");
          const all = await violations(page, path);
          expect(all.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
          expect(all).toEqual([]);
        } else {
          expect(await seriousViolations(page, path)).toEqual([]);
        }
      });
      // On a phone the pages differ only in their menu, which the keyboard journey below walks.
      if (!isMobile)
        await plain.step("keyboard: focus shows on every tab stop", () => checkTabStops(page, 25));
    },
  );
}

for (const path of signedInPaths) {
  test(`signed in, ${path}: axe finds no serious or critical violations; every tab stop shows focus`, async ({
    page,
    user,
  }) => {
    expect(user.email).toContain("@");
    await open(page, path);
    await test.step("axe: no serious or critical violations", async () => {
      expect(await seriousViolations(page, `${path} (signed in)`)).toEqual([]);
    });
    await test.step("keyboard: focus shows on every tab stop", () => checkTabStops(page, 25));
  });
}

test("axe, signed in: the not-found page has no violations at all", async ({ page, user }) => {
  expect(user.email).toContain("@");
  await open(page, "/no-such-page");
  await expect(page.getByRole("main")).toContainText("404 Page Not Found");
  expect(await violations(page, "/no-such-page (signed in)")).toEqual([]);
});

plain("the first tab stop skips to the main content", async ({ page }) => {
  await open(page, "/pricing");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next stop is inside the page content, past the header.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
});

// Decided from the project alone, before a page is opened.
plain.describe(() => {
  plain.skip(({ isMobile }) => isMobile, "header links sit behind the menu button on phones (covered below)");
  plain("keyboard only: from the landing page to a pricing answer", async ({ page }) => {
    await open(page, "/");
    const pricing = page.getByRole("banner").getByRole("link", { name: "Pricing" });
    for (let i = 0; i < 12 && !(await pricing.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(pricing).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pricing$/);
    const question = page.locator("summary", { hasText: "How do I cancel?" });
    await question.focus();
    await expect(question).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^Any time, from Profile, Manage Subscription/)).toBeVisible();
  });
});

plain.describe(() => {
  plain.skip(({ isMobile }) => !isMobile, "the menu button shows on small screens only");
  plain("keyboard only: the phone menu opens, moves focus through its links and closes", async ({ page }) => {
    await open(page, "/");
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // menu button
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "About" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
  });
});

plain("keyboard only: the contact form can be filled and sent", async ({ page }) => {
  await open(page, "/contact");
  await page.getByRole("form", { name: "Send Us a Message" }).getByLabel("Name").focus();
  await page.keyboard.type("Sam Lee");
  await page.keyboard.press("Tab");
  await page.keyboard.type("sam@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown"); // the first topic after the placeholder
  await expect(page.getByLabel("Subject")).not.toHaveValue("");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Just saying the strategies page helped.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Message sent!")).toBeVisible();
});
