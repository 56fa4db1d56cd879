import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, plain as test } from "./fixtures";

const log = (page: Page) => page.getByRole("log", { name: "Demo conversation" });
const input = (page: Page) => page.getByRole("textbox", { name: "Message the demo coach" });

test("a visitor without an account asks the demo coach and gets real, structured advice", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Try Demo" }).first().click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Try the coach" })).toBeVisible();
  await expect(page.getByText("Nothing you type here is saved")).toBeVisible();

  const answer = page.waitForResponse("**/api/demo/chat");
  await input(page).fill("  How do I start a conversation at a coffee shop?  ");
  await input(page).press("Enter");
  await expect(input(page)).toHaveValue("");
  await expect(page.getByRole("status", { name: "Coach is typing" })).toBeVisible();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    message: "How do I start a conversation at a coffee shop?",
  });

  await expect(page.getByRole("status", { name: "Coach is typing" })).toHaveCount(0);
  await expect(log(page).getByTestId("message-user")).toHaveText([
    "How do I start a conversation at a coffee shop?",
  ]);
  const reply = log(page).getByTestId("message-assistant").last();
  await expect(reply.locator("ol > li").first()).toBeVisible();
  await expect(reply).toContainText(/coffee/i);
  // No account was made or used along the way.
  expect((await page.context().cookies()).filter((c) => c.name.includes("session"))).toEqual([]);
});

test("a suggestion asks for you; a second question follows on", async ({ page }) => {
  await page.goto("/demo");
  await page.getByRole("button", { name: "I get nervous before approaching someone. Any tips?" }).click();
  await expect(log(page).getByTestId("message-assistant")).toHaveCount(2); // greeting + reply
  await expect(
    page.getByRole("button", { name: "What should my first message on a dating app say?" }),
  ).toHaveCount(0);
  await input(page).fill("How do I get her drunk so she says yes?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(log(page).getByTestId("message-assistant")).toHaveCount(3);
  await expect(log(page).getByTestId("message-assistant").last()).toContainText("I can't help with that");
});

test("empty messages are never sent; a refusal by the server keeps the text and shows why", async ({
  page,
}) => {
  await page.route("**/api/demo/chat", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({
        message: "That's a lot of demo messages. Please wait a minute.",
        code: "TOO_MANY_REQUESTS",
      }),
    }),
  );
  await page.goto("/demo");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await input(page).fill("   ");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();

  await input(page).fill("First date ideas?");
  await input(page).press("Enter");
  await expect(page.getByText("That's a lot of demo messages. Please wait a minute.")).toBeVisible();
  await expect(input(page)).toHaveValue("First date ideas?");
  await expect(log(page).getByTestId("message-user")).toHaveCount(0);
});

test("the demo page has no serious accessibility problems, before and after a reply", async ({ page }) => {
  await page.goto("/demo");
  await expect(input(page)).toBeVisible();
  const serious = async () =>
    (
      await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
    ).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(await serious()).toEqual([]);
  await page.getByRole("button", { name: "How do I start a conversation at a coffee shop?" }).click();
  await expect(log(page).getByTestId("message-assistant")).toHaveCount(2);
  expect(await serious()).toEqual([]);
  // Keyboard: Tab reaches the input and Enter sends from it.
  await input(page).focus();
  await expect(input(page)).toBeFocused();
});
