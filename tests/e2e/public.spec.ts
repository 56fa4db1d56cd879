import { anySize, expect, plain as test } from "./fixtures";

test("the landing page sends visitors to the paywall", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/paywall");
  const hero = page.getByRole("link", { name: "Start Coaching Now - $29.99/month" });
  await expect(hero).toBeVisible();
  await hero.click();
  await expect(page).toHaveURL(/\/paywall$/);
});

for (const path of ["/library", "/history", "/profile", "/no-such-page"]) {
  test(`signed out, ${path} shows the not-found page`, anySize, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });
}

test("/api/login without a provider opens the app's own sign-in page", anySize, async ({ page }) => {
  await page.goto("/api/login");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("tab", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Create account" })).toBeVisible();
});

test("the terms checkbox is required to create an account", anySize, async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("First name").fill("Sam");
  await form.getByLabel("Email").fill(`terms-${Date.now()}@example.com`);
  await form.getByLabel("Password").fill("a long enough phrase");
  await form.getByRole("button", { name: "Create account" }).click();
  const box = form.getByLabel("I am 18 or older and accept the Terms of Service");
  expect(await box.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
});
