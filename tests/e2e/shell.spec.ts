import { expect, test } from "./fixtures";
import { PracticePage } from "./practice-page";

test("the header and the user block show who is signed in", async ({ page, user, isMobile }) => {
  await page.goto("/");
  // "/" is served as the prerendered landing page until the signed-in app has loaded.
  await expect(page.getByRole("heading", { level: 1, name: "Chat Coach" })).toBeVisible();
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  const block = page.getByTestId("user-block").locator("visible=true");
  await expect(block).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(block).toContainText("Free Plan");
  await expect(block).toContainText("SL");
  await expect(page.getByText("Dating Coach AI").locator("visible=true").first()).toBeVisible();
});

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, "the sidebar is a desktop element");
  test("desktop: the sidebar lists six screens and highlights the current one", async ({ page, user }) => {
    await page.goto("/");
    const sidebar = page.getByRole("navigation", { name: "Sidebar" });
    const items = ["Chat Coach", "Library", "Chat History", "Practice", "Profile", "Subscription"];
    await expect(sidebar.getByRole("link")).toHaveText(items);
    await expect(sidebar.getByRole("link", { name: "Chat Coach" })).toHaveAttribute("aria-current", "page");
    await sidebar.getByRole("link", { name: "Library" }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(sidebar.getByRole("link", { name: "Library" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByRole("link", { name: "Chat Coach" })).not.toHaveAttribute("aria-current");
    await sidebar.getByRole("link", { name: "Profile" }).click();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Bottom navigation" })).toBeHidden();
  });
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, "the bottom bar is a mobile element");
  test("mobile: a top bar menu slides out and a bottom bar has four items", async ({ page, user }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Sidebar" })).toBeHidden();
    const bottom = page.getByRole("navigation", { name: "Bottom navigation" });
    await expect(bottom.getByRole("link")).toHaveText(["Chat", "Library", "History", "Premium"]);
    await bottom.getByRole("link", { name: "History" }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(bottom.getByRole("link", { name: "History" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByTestId("user-block")).toContainText(`${user.firstName} ${user.lastName}`);
    await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
    await menu.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test("inside a practice scene, Practice stays marked as the current screen", async ({
  page,
  user: _,
  isMobile,
}) => {
  const practice = new PracticePage(page);
  await practice.open();
  await practice.start("Approaching someone at a coffee shop");
  if (isMobile) {
    await expect(
      page.getByRole("navigation", { name: "Bottom navigation" }).getByRole("link", { name: "Chat" }),
    ).not.toHaveAttribute("aria-current");
    await page.getByRole("button", { name: "Open menu" }).click();
  }
  const nav = isMobile ? page.getByRole("dialog") : page.getByRole("navigation", { name: "Sidebar" });
  await expect(nav.getByRole("link", { name: "Practice" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Chat Coach" })).not.toHaveAttribute("aria-current");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
});

test("the profile page edits the name shown everywhere", async ({ page, user, isMobile }) => {
  await page.goto("/profile");
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByRole("button", { name: "Edit name" }).click();
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Last name").fill("Reyes");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(page.getByRole("main").getByText("Jordan Reyes")).toBeVisible();
  if (isMobile) {
    // The toast settles below the top bar instead of covering its menu button.
    const toast = page.locator("[data-sonner-toast]");
    const menu = page.getByRole("button", { name: "Open menu" });
    await expect(async () => {
      const [t, m] = await Promise.all([toast.boundingBox(), menu.boundingBox()]);
      expect(t && m && t.y >= m.y + m.height).toBe(true);
    }).toPass();
    await menu.click();
  }
  await expect(page.getByTestId("user-block").locator("visible=true")).toContainText("Jordan Reyes");
});
