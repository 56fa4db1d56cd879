import type { Page } from "@playwright/test";
import { anySize, expect, plain, test } from "./fixtures";

const SUPPORT = "support@example.com";

/** Errors a page logs while it loads and hydrates; the signed-out user call's 401 is expected. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (/status of 401/.test(message.text())) return;
    errors.push(message.text());
  });
  return errors;
}

const pages = [
  {
    path: "/",
    heading: "Dating advice that is practical, honest and respectful",
    text: "Smart Conversations",
  },
  { path: "/about", heading: "About Dating Coach AI", text: "What we believe" },
  {
    path: "/pricing",
    heading: "One plan. Everything included.",
    text: "Why not just use a general-purpose AI?",
  },
  {
    path: "/strategies",
    heading: "Dating strategies that respect both of you",
    text: "Date Planning & Execution",
  },
  { path: "/contact", heading: "We're here to help", text: "Send Us a Message" },
  { path: "/terms", heading: "Terms of Service", text: "17. Changes, Governing Law and Contact" },
  { path: "/privacy", heading: "Privacy Policy", text: "13. Contact Us" },
];

plain.describe("without JavaScript", () => {
  plain.use({ javaScriptEnabled: false });
  for (const { path, heading, text } of pages) {
    plain(`${path} is readable: its text is in the HTML`, anySize, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("© 2024 Dating Coach AI");
    });
  }
});

for (const { path, heading } of pages) {
  plain(`${path} hydrates without errors and then navigates in place`, anySize, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // A marker on window survives client-side navigation and is lost on a full page load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
}

plain("the tab title follows client-side navigation", anySize, async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Dating Coach AI: practical, respectful dating coaching");
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveTitle("About | Dating Coach AI");
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveTitle("Pricing: $29.99/month | Dating Coach AI");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Premium is \$29\.99\/month/,
  );
});

plain(
  "the statistics row shows the live figures the server gives, and only those",
  anySize,
  async ({ page }) => {
    await page.route("/api/stats", (route) =>
      route.fulfill({
        json: {
          messagesSent: { value: 50000, label: "50K+" },
          conversations: null,
          members: { value: 1000, label: "1K+" },
        },
      }),
    );
    await page.goto("/");
    const row = page.getByTestId("stats-row");
    await expect(row.getByRole("definition")).toHaveText(["50K+", "1K+", "24/7", "5"]);
    await expect(row.getByRole("term")).toHaveText([
      "Messages sent",
      "Members",
      "Always available",
      "Free messages every day",
    ]);
  },
);

plain("below every floor, the statistics row keeps to what is always true", anySize, async ({ page }) => {
  await page.route("/api/stats", (route) =>
    route.fulfill({ json: { messagesSent: null, conversations: null, members: null } }),
  );
  await page.goto("/");
  await expect(page.getByTestId("stats-row").getByRole("definition")).toHaveText(["24/7", "5"]);
});

plain.describe("contact form", anySize, () => {
  const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });

  plain("the browser requires every field and a valid email", async ({ page }) => {
    await page.goto("/contact");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const name = form(page).getByLabel("Name");
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await name.fill("Sam");
    await form(page).getByLabel("Email").fill("sam-at-example");
    expect(
      await form(page)
        .getByLabel("Email")
        .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    for (const label of ["Subject", "Message"]) {
      const missing = await form(page)
        .getByLabel(label)
        .evaluate((el: HTMLSelectElement | HTMLTextAreaElement) => el.validity.valueMissing);
      expect(missing, label).toBe(true);
    }
    await expect(form(page).getByLabel("Message")).toHaveAttribute("rows", "6");
    await expect(form(page).getByLabel("Subject").locator("option").first()).toHaveText("Choose a topic...");
  });

  plain("a sent message shows the toast and clears every field", async ({ page }) => {
    await page.goto("/contact");
    await form(page).getByLabel("Name").fill("Sam Lee");
    await form(page).getByLabel("Email").fill("sam@example.com");
    await form(page).getByLabel("Subject").selectOption({ label: "Billing & Subscription" });
    await form(page).getByLabel("Message").fill("How do I change my card?");
    const sent = page.waitForResponse(
      (r) => r.url().endsWith("/api/contact") && r.request().method() === "POST",
    );
    await form(page).getByRole("button", { name: "Send Message" }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText("Message sent!")).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(form(page).getByLabel("Name")).toHaveValue("");
    await expect(form(page).getByLabel("Email")).toHaveValue("");
    await expect(form(page).getByLabel("Subject")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");
  });

  plain("a refused message says why and keeps what was typed", async ({ page }) => {
    await page.route("/api/contact", (route) =>
      route.fulfill({
        status: 429,
        json: {
          message: "You have sent several messages in a short time. Please try again in 42 minutes.",
          code: "TOO_MANY_REQUESTS",
        },
      }),
    );
    await page.goto("/contact");
    await form(page).getByLabel("Name").fill("Sam Lee");
    await form(page).getByLabel("Email").fill("sam@example.com");
    await form(page).getByLabel("Subject").selectOption("support");
    await form(page).getByLabel("Message").fill("The app will not load.");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByRole("alert")).toHaveText(
      "You have sent several messages in a short time. Please try again in 42 minutes.",
    );
    await expect(form(page).getByLabel("Message")).toHaveValue("The app will not load.");
    await expect(page.getByText("Message sent!")).toBeHidden();
  });
});

plain(
  "live chat and the help items answer in place, each ending with the support address",
  anySize,
  async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Start Live Chat" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Live chat" })).toHaveText(
      `Live chat coming soon! For now, please email ${SUPPORT}.`,
    );
    const answers: [string, string][] = [
      ["App won't load", `Make sure JavaScript is enabled. For further help, email ${SUPPORT}.`],
      ["Connection problems", `Check your internet connection. If problems continue, email ${SUPPORT}.`],
      ["Voice not working", `If issues persist, email ${SUPPORT}.`],
      ["Cancel subscription", `Email ${SUPPORT} for billing questions.`],
      ["Update payment method", `Email ${SUPPORT} for account changes.`],
      ["Account settings", `Email ${SUPPORT} for account questions.`],
    ];
    for (const [question, answer] of answers) {
      await expect(page.getByText(answer)).toBeHidden();
      await page.getByText(question, { exact: true }).click();
      await expect(page.getByText(answer)).toBeVisible();
    }
  },
);

plain("the pricing page answers seven questions in place", anySize, async ({ page }) => {
  await page.goto("/pricing");
  const questions = page.locator("details summary");
  await expect(questions).toHaveCount(7);
  await expect(questions.last()).toHaveText("Why not just use a general-purpose AI?");
  await page.getByText("What is your refund policy?").click();
  await expect(page.getByText(/^Your first payment comes with a 30-day money-back guarantee/)).toBeVisible();
  await expect(page.getByTestId("button-subscribe")).toHaveText("Start Coaching Now");
});

plain(
  "the legal pages have 17 and 13 numbered sections and a linked table of contents",
  anySize,
  async ({ page }) => {
    for (const [path, sections] of [
      ["/terms", 17],
      ["/privacy", 13],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("article").getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveCount(
        sections,
      );
      await expect(page.getByText("Last updated: December 2024")).toBeVisible();
      const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
      await expect(contents).toHaveCount(sections);
      await contents.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${path}#`));
    }
  },
);

plain.describe(() => {
  plain.skip(({ isMobile }) => !isMobile, "the menu button shows on small screens only");
  plain("on a phone the header links sit behind a menu button", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Strategies" })).toBeHidden();
    const button = banner.getByRole("button", { name: "Open menu" });
    await button.click();
    await expect(banner.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(banner.getByRole("link", { name: "Strategies" })).toBeHidden();
    await button.click();
    await banner.getByRole("link", { name: "Strategies" }).click();
    await expect(page).toHaveURL(/\/strategies$/);
    await expect(banner.getByRole("link", { name: "Strategies" })).toBeHidden();
  });
});

test("a signed-in member can read the public pages too", async ({ page, user }) => {
  expect(user.email).toContain("@");
  await page.goto("/pricing");
  await expect(page.getByTestId("button-subscribe")).toBeVisible();
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
});
