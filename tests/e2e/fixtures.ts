import { test as base, expect, type Page } from "@playwright/test";

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

let counter = 0;
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  const id = `${Date.now()}-${process.pid}-${counter}`;
  return {
    email: `user-${id}@example.com`,
    password: "a long enough phrase",
    firstName: "Sam",
    lastName: "Lee",
    ...overrides,
  };
}

/** The sign-in page as a person uses it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/api/login");
    await expect(this.page).toHaveURL(/\/login$/);
  }

  async createAccount(user: TestUser) {
    await this.page.getByRole("tab", { name: "Create account" }).click();
    const form = this.page.getByRole("form", { name: "Create account" });
    await form.getByLabel("First name").fill(user.firstName);
    await form.getByLabel("Last name").fill(user.lastName);
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill(user.password);
    await form.getByLabel("I am 18 or older and accept the Terms of Service").check();
    await form.getByRole("button", { name: "Create account" }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.getByRole("tab", { name: "Sign in" }).click();
    const form = this.page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Sign in" }).click();
  }
}

/** Marks a test whose outcome does not depend on the screen size: the phone project leaves it out. */
export const anySize = { tag: "@any-size" };

/**
 * Marks a test whose flow stores nothing beyond its user's sign-up: it only reads, its server's
 * answers are stand-ins, or the server refuses before storing. The pass on PostgreSQL in .ci/run,
 * there for the flows that write data, leaves it out.
 */
export const storesNothing = { tag: "@stores-nothing" };

/** Both of the above. */
export const anySizeStoresNothing = { tag: [anySize.tag, storesNothing.tag] };

/**
 * Playwright's test, with `page.goto` returning once the app runs in the page (the mark root.tsx
 * sets). A prerendered page shows before its code runs, and a click before then would be lost.
 */
export const plain = base.extend({
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()["content-type"]?.startsWith("text/html");
      if (javaScriptEnabled && html && page.url().startsWith(baseURL!))
        await page.locator("html[data-ready]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

/** A fixture that gives each test a signed-in user, created through the real API. */
export const test = plain.extend<{ user: TestUser }>({
  user: async ({ page, baseURL }, use) => {
    const user = newUser();
    const response = await page.request.post("/api/account/sign-up", {
      headers: { origin: baseURL! },
      data: { ...user, acceptTerms: true },
    });
    expect(response.status()).toBe(200);
    await use(user);
  },
});

export { expect };
