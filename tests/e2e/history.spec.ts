import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { ChatPage, openConversation, sendViaApi } from "./chat-page";
import { anySize, expect, test } from "./fixtures";

const conversations = (page: Page) => page.getByRole("list", { name: "Conversations" }).getByRole("listitem");

async function chatAbout(page: Page, baseURL: string, text: string) {
  const id = await openConversation(page, baseURL);
  await sendViaApi(page, baseURL, id, text);
  return id;
}

test("with no conversations, History offers to start the first one", async ({ page, user: _ }) => {
  await page.goto("/history");
  await expect(page.getByRole("heading", { name: "Chat History" })).toBeVisible();
  await expect(page.getByText("No conversations yet")).toBeVisible();
  await page.getByRole("link", { name: "Start Your First Chat" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(new ChatPage(page).log).toBeVisible();
});

test("a conversation is listed with its title and date, and View Chat opens it", async ({
  page,
  baseURL,
  user: _,
}) => {
  const id = await chatAbout(page, baseURL!, "How do I start a conversation at a coffee shop?");
  await page.goto("/history");
  const row = conversations(page);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("heading")).toHaveText("How do I start a conversation at a coffee shop?");
  await expect(row).toContainText("Today");
  await row.getByRole("button", { name: "View Chat" }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?c=${id}$`));
  const chat = new ChatPage(page);
  await expect(chat.userMessages).toHaveText(["How do I start a conversation at a coffee shop?"]);
  await expect(chat.coachMessages.locator("ol > li").first()).toBeVisible();
  await expect(page.getByTestId("welcome-message")).toHaveCount(0);
});

// On a phone a conversation's row stacks its title and buttons: the two tests above walk it there.
// The rest is the same at any size.
test("a message sent in the chat shows up in History", anySize, async ({ page, user: _ }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("What should I wear on a first date?");
  await expect(chat.coachMessages).toHaveCount(1);
  await page.goto("/history");
  await expect(conversations(page).getByRole("heading")).toHaveText(["What should I wear on a first date?"]);
});

test("a conversation can be renamed", anySize, async ({ page, baseURL, user: _ }) => {
  await chatAbout(page, baseURL!, "Tips for a first message on a dating app");
  await page.goto("/history");
  await page.getByRole("button", { name: "Rename Tips for a first message on a dating app" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename conversation" });
  await dialog.getByRole("textbox").fill("Opening lines");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(conversations(page).getByRole("heading")).toHaveText(["Opening lines"]);
  await page.reload();
  await expect(conversations(page).getByRole("heading")).toHaveText(["Opening lines"]);
});

test("a conversation can be deleted after confirming", anySize, async ({ page, baseURL, user: _ }) => {
  await chatAbout(page, baseURL!, "How do I ask her out?");
  await page.goto("/history");
  await page.getByRole("button", { name: "Delete How do I ask her out?" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this conversation?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(conversations(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Delete How do I ask her out?" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No conversations yet")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No conversations yet")).toBeVisible();
});

test(
  "export is a Premium feature: free users see it disabled",
  anySize,
  async ({ page, baseURL, isMobile, user: _ }) => {
    await chatAbout(page, baseURL!, "How do I plan a first date?");
    await page.goto("/history");
    const exportButton = conversations(page).getByRole("button", { name: "Export" });
    await expect(exportButton).toHaveAttribute("aria-disabled", "true");
    await expect(exportButton).toHaveAccessibleDescription("Premium feature");
    if (!isMobile) {
      await exportButton.hover();
      await expect(page.getByRole("tooltip")).toBeVisible();
    }
    await exportButton.click({ force: true });
    await expect(page.getByRole("button", { name: "Markdown (.md)" })).toHaveCount(0);
  },
);

test("New Chat goes to the chat screen", anySize, async ({ page, user: _ }) => {
  await page.goto("/history");
  await page.getByRole("link", { name: "New Chat" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("welcome-message")).toBeVisible();
});

test("premium: a conversation downloads as Markdown or JSON", anySize, async ({ page, baseURL, user: _ }) => {
  await chatAbout(page, baseURL!, "How do I plan a first date?");
  // No premium account can be bought in tests yet, so the page is told this user is premium.
  await page.route("**/api/auth/user", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), subscriptionStatus: "premium" } });
  });
  await page.goto("/history");
  const row = conversations(page);
  await row.getByRole("button", { name: "Export" }).click();
  const markdown = page.waitForEvent("download");
  await page.getByRole("button", { name: "Markdown (.md)" }).click();
  const md = await markdown;
  expect(md.suggestedFilename()).toBe("how-do-i-plan-a-first-date.md");
  const text = await readFile((await md.path())!, "utf8");
  expect(text).toContain("# How do I plan a first date?");
  expect(text).toMatch(/## You \(.*\)\n\nHow do I plan a first date\?/);
  expect(text).toContain("## Coach");

  await row.getByRole("button", { name: "Export" }).click();
  const json = page.waitForEvent("download");
  await page.getByRole("button", { name: "JSON (.json)" }).click();
  const parsed = JSON.parse(await readFile((await (await json).path())!, "utf8"));
  expect(parsed.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
});
