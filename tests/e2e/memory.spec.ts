import { ChatPage } from "./chat-page";
import { expect, test } from "./fixtures";

test("the profile shows what the coach remembers, to edit or forget", async ({ page, user: _ }) => {
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "What your coach remembers" });
  await expect(card).toContainText("Nothing yet. Tell the coach about yourself and it will remember.");

  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("I work as a nurse and I want to meet someone who loves hiking. Where do I start?");
  await expect(chat.coachMessages).toHaveCount(1);

  await page.goto("/profile");
  const memories = card.getByRole("list", { name: "Memories" });
  // The wording of a remembered fact is the server's; what matters is that it is there.
  const work = memories.getByRole("listitem").filter({ hasText: "nurse" });
  await expect(work).toHaveCount(1);
  await work.getByRole("button", { name: /^Edit / }).click();
  await card.getByRole("textbox", { name: "Memory" }).fill("Works as a nurse in Boston");
  await card.getByRole("button", { name: "Save memory" }).click();
  await expect(memories).toContainText("Works as a nurse in Boston");
  await card.getByRole("button", { name: 'Forget "Works as a nurse in Boston"' }).click();
  await expect(memories).not.toContainText("nurse");
  await page.reload();
  await expect(card).not.toContainText("nurse");
  await expect(card).toContainText("hiking");
});
