import type { Locator, Page } from "@playwright/test";
import { anySize, expect, plain, test } from "./fixtures";

/**
 * Walks the links and buttons of the spec's route table and checks where each one leads: open the
 * page, activate the control, compare the address and what the new page shows.
 */
type Step = { name: string; control: (page: Page) => Locator; to: RegExp; shows: (page: Page) => Locator };

const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name });
const paywall = heading("Unlock unlimited coaching");
const landing = heading("Dating advice that is practical, honest and respectful");
const signIn = (page: Page) => page.getByRole("tab", { name: "Sign in" });

async function walk(page: Page, from: string, step: Step) {
  await page.goto(from);
  await page.waitForLoadState("networkidle");
  const control = step.control(page).locator("visible=true").first();
  await expect(control, `${step.name} on ${from}`).toBeVisible();
  await control.click();
  await expect(page, `${step.name} on ${from}`).toHaveURL(step.to);
  await expect(step.shows(page)).toBeVisible();
}

const link = (name: string, scope?: (page: Page) => Locator) => (page: Page) =>
  (scope ? scope(page) : page).getByRole("link", { name, exact: true });
const banner = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");
const main = (page: Page) => page.getByRole("main");

const chrome: Step[] = [
  { name: "footer Home", control: link("Home", footer), to: /\/$/, shows: landing },
  {
    name: "footer About",
    control: link("About", footer),
    to: /\/about$/,
    shows: heading("About Dating Coach AI"),
  },
  {
    name: "footer Strategies",
    control: link("Strategies", footer),
    to: /\/strategies$/,
    shows: heading(/Dating strategies/),
  },
  { name: "footer Pricing", control: link("Pricing", footer), to: /\/pricing$/, shows: heading(/One plan/) },
  {
    name: "footer Contact",
    control: link("Contact", footer),
    to: /\/contact$/,
    shows: heading("We're here to help"),
  },
  {
    name: "footer Privacy",
    control: link("Privacy", footer),
    to: /\/privacy$/,
    shows: heading("Privacy Policy"),
  },
  {
    name: "footer Terms",
    control: link("Terms", footer),
    to: /\/terms$/,
    shows: heading("Terms of Service"),
  },
];
const headerNav: Step[] = ["Home", "About", "Strategies", "Pricing", "Contact"].map((name) => {
  const target = chrome.find((s) => s.name === `footer ${name}`)!;
  return { ...target, name: `header ${name}`, control: link(name, banner) };
});

const pageSteps: Record<string, Step[]> = {
  "/": [
    { name: "Get Started", control: link("Get Started", banner), to: /\/paywall$/, shows: paywall },
    { name: "hero", control: link("Start Coaching Now - $29.99/month"), to: /\/paywall$/, shows: paywall },
    { name: "Try Demo", control: link("Try Demo", main), to: /\/demo$/, shows: heading("Try the coach") },
    { name: "Full Setup", control: link("Full Setup"), to: /\/api-key-setup$/, shows: heading(/./) },
    { name: "closing", control: link("Start Your Journey Today"), to: /\/login$/, shows: signIn },
    {
      name: "Support",
      control: link("Support", footer),
      to: /\/contact$/,
      shows: heading("We're here to help"),
    },
  ],
  "/about": [
    { name: "Start Coaching", control: link("Start Coaching", main), to: /\/paywall$/, shows: paywall },
  ],
  "/pricing": [
    {
      name: "subscribe",
      control: (page) => page.getByTestId("button-subscribe"),
      to: /\/paywall$/,
      shows: paywall,
    },
    { name: "closing", control: link("Get Premium"), to: /\/paywall$/, shows: paywall },
    { name: "free account", control: link("Create a free account"), to: /\/login$/, shows: signIn },
  ],
  "/strategies": [
    { name: "closing", control: link("Start Coaching", main), to: /\/paywall$/, shows: paywall },
  ],
  "/contact": [
    {
      name: "quick help About",
      control: link("About the coach"),
      to: /\/about$/,
      shows: heading("About Dating Coach AI"),
    },
    {
      name: "quick help Pricing",
      control: link("Pricing and plans"),
      to: /\/pricing$/,
      shows: heading(/One plan/),
    },
    {
      name: "quick help Strategies",
      control: link("Dating strategies"),
      to: /\/strategies$/,
      shows: heading(/Dating strategies/),
    },
    { name: "closing", control: link("Start Coaching", main), to: /\/paywall$/, shows: paywall },
  ],
  "/terms": [
    {
      name: "Privacy Policy",
      control: link("Privacy Policy", main),
      to: /\/privacy$/,
      shows: heading("Privacy Policy"),
    },
  ],
  "/privacy": [
    {
      name: "Terms",
      control: link("Terms of Service", main),
      to: /\/terms$/,
      shows: heading("Terms of Service"),
    },
  ],
  "/paywall": [{ name: "Back to Home", control: link("Back to Home"), to: /\/$/, shows: landing }],
  "/success": [
    { name: "journey", control: link("Start Your AI Coaching Journey"), to: /\/$/, shows: landing },
  ],
  "/no-such-page": [{ name: "home", control: link("Go to the home page"), to: /\/$/, shows: landing }],
};

for (const [from, steps] of Object.entries(pageSteps)) {
  for (const step of steps) {
    plain(`${from}: ${step.name} leads to ${step.to.source}`, anySize, async ({ page }) =>
      walk(page, from, step),
    );
  }
}

const staticPages = ["/", "/about", "/pricing", "/strategies", "/contact", "/terms", "/privacy"];
const startCoaching: Step = {
  name: "Start Coaching",
  control: link("Start Coaching", banner),
  to: /\/paywall$/,
  shows: paywall,
};
/** The path a step's URL pattern names: /\/about$/ -> "/about". */
const pathOf = (step: Step) => step.to.source.replaceAll("\\/", "/").replace(/\$$/, "");

// One layout serves every static page: it is clicked through from one page, and on the others its
// links are checked in place. On a phone the header links sit in the menu, walked by the test below.
plain("the shared header and footer lead to every static page", anySize, async ({ page }) => {
  plain.slow(); // a dozen page loads, one after another
  for (const step of [...chrome, ...headerNav]) await walk(page, "/", step);
  await walk(page, "/about", startCoaching);
});

plain("every static page has the shared header and footer", anySize, async ({ page }) => {
  for (const from of staticPages) {
    await page.goto(from);
    const steps = from === "/" ? [...chrome, ...headerNav] : [...chrome, ...headerNav, startCoaching];
    for (const step of steps)
      await expect(step.control(page), `${step.name} on ${from}`).toHaveAttribute("href", pathOf(step));
  }
});

plain.describe(() => {
  plain.skip(({ isMobile }) => !isMobile, "the menu button shows on small screens only");
  plain("on a phone the menu leads to every static page and to sign in", async ({ page }) => {
    for (const step of [
      ...headerNav,
      { name: "Sign in", control: link("Sign in", banner), to: /\/login$/, shows: signIn },
    ]) {
      await page.goto("/about");
      await page.getByRole("button", { name: "Open menu" }).click();
      await step.control(page).click();
      await expect(page).toHaveURL(step.to);
      await expect(step.shows(page)).toBeVisible();
    }
  });
});

plain("mail links of the contact page address support and business", anySize, async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "support@example.com" })).toHaveAttribute(
    "href",
    "mailto:support@example.com",
  );
  await expect(page.getByRole("link", { name: "business@example.com" })).toHaveAttribute(
    "href",
    "mailto:business@example.com",
  );
});

plain("every internal link on the public pages reaches a real page", anySize, async ({ page }) => {
  const hrefs = new Set<string>();
  for (const from of staticPages) {
    await page.goto(from);
    for (const href of await page
      .locator("a[href^='/']")
      .evaluateAll((els) => els.map((a) => a.getAttribute("href")!))) {
      hrefs.add(href.split("#")[0]!);
    }
  }
  expect(hrefs.size).toBeGreaterThan(10);
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBeLessThan(400);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" }), href).toBeHidden();
  }
});

test.describe("signed in", () => {
  const shows = {
    chat: (page: Page) => page.getByRole("log", { name: "Conversation" }),
    library: heading(/Library/),
    history: heading(/History/),
    profile: heading(/Profile/),
    subscribe: heading(/./),
  };

  test.describe(() => {
    test.skip(({ isMobile }) => isMobile, "the sidebar is a desktop element");
    test("the sidebar leads to the five screens", async ({ page, user }) => {
      expect(user.email).toContain("@");
      const sidebar = (p: Page) => p.getByRole("navigation", { name: "Sidebar" });
      for (const [name, to, show] of [
        ["Library", /\/library$/, shows.library],
        ["Chat History", /\/history$/, shows.history],
        ["Profile", /\/profile$/, shows.profile],
        ["Subscription", /\/subscribe$/, shows.subscribe],
        ["Chat Coach", /\/$/, shows.chat],
      ] as const) {
        await walk(page, "/profile", { name, control: link(name, sidebar), to, shows: show });
      }
    });
  });

  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile, "the bottom bar is a mobile element");
    test("the bottom bar leads to four screens", async ({ page, user }) => {
      expect(user.email).toContain("@");
      const bar = (p: Page) => p.getByRole("navigation", { name: "Bottom navigation" });
      for (const [name, to, show] of [
        ["Library", /\/library$/, shows.library],
        ["History", /\/history$/, shows.history],
        ["Premium", /\/subscribe$/, shows.subscribe],
        ["Chat", /\/$/, shows.chat],
      ] as const) {
        await walk(page, "/profile", { name, control: link(name, bar), to, shows: show });
      }
    });
  });

  test("profile, history and library controls lead where the spec says", async ({ page, user }) => {
    expect(user.email).toContain("@");
    await walk(page, "/profile", {
      name: "Upgrade to Premium",
      control: link("Upgrade to Premium", main),
      to: /\/subscribe$/,
      shows: shows.subscribe,
    });
    await walk(page, "/history", {
      name: "Start Your First Chat",
      control: (p) =>
        p
          .getByRole("link", { name: "Start Your First Chat" })
          .or(p.getByRole("button", { name: "Start Your First Chat" })),
      to: /\/$/,
      shows: shows.chat,
    });
    await walk(page, "/history", {
      name: "New Chat",
      control: (p) =>
        p.getByRole("link", { name: "New Chat" }).or(p.getByRole("button", { name: "New Chat" })),
      to: /\/$/,
      shows: shows.chat,
    });
    await page.goto("/library");
    await page.getByRole("button", { name: "Upload Your First Book" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("Sign Out ends the session and returns to the landing page", async ({ page, user }) => {
    expect(user.email).toContain("@");
    await walk(page, "/profile", {
      name: "Sign Out",
      control: (p) =>
        p.getByRole("link", { name: "Sign Out" }).or(p.getByRole("button", { name: "Sign Out" })),
      to: /\/$/,
      shows: landing,
    });
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });
});
