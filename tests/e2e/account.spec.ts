import { expect, LoginPage, newUser, test } from "./fixtures";

test("a new user creates an account and lands in the app shell", async ({ page }) => {
  const login = new LoginPage(page);
  const user = newUser({ firstName: "Ravi", lastName: "Kumar" });
  await login.open();
  await login.createAccount(user);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Chat Coach" })).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.endsWith("session_token"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
});

test("a wrong password gets a message that does not say whether the email exists", async ({ page, user }) => {
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(user.email, "not the password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await login.signIn(`nobody-${Date.now()}@example.com`, "not the password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
});

test("signing in with the right password opens the shell", async ({ page, user }) => {
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Chat Coach" })).toBeVisible();
});

test("signing out ends the session on the server and lands on the landing page", async ({ page, user }) => {
  await page.goto("/profile");
  const before = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
  expect(before).toBeDefined();
  await page.getByRole("link", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Start Coaching Now - $29.99/month" })).toBeVisible();
  // Replay the old cookie: the server must refuse it.
  const replay = await page.request.get("/api/auth/user", {
    headers: { cookie: `${before!.name}=${before!.value}` },
  });
  expect(replay.status()).toBe(401);
  expect(user.email).toContain("@");
});

test("an expired session on a protected call shows the toast, then goes to sign-in", async ({
  page,
  user,
}) => {
  await page.goto("/profile");
  await expect(page.getByText(user.email)).toBeVisible();
  await page.context().clearCookies();
  // Hold the navigation to /api/login so the toast can be read however slow the machine is.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/login", async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole("button", { name: "Edit name" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  const toast = page.locator("[data-sonner-toast]", { hasText: "You are logged out. Logging in again..." });
  await expect(toast.locator("[data-title]")).toHaveText("Unauthorized");
  release();
  await expect(page).toHaveURL(/\/login$/);
});
