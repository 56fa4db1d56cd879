import { readFile } from "node:fs/promises";
import { toast } from "./billing-page";
import { openConversation, sendViaApi } from "./chat-page";
import { expect, LoginPage, test } from "./fixtures";

test("Download my data saves a JSON file with the profile and the conversations", async ({
  page,
  user,
  baseURL,
}) => {
  const id = await openConversation(page, baseURL!);
  await sendViaApi(page, baseURL!, id, "How do I suggest a museum date?");
  await page.goto("/profile");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dating-coach-ai-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(data.profile.email).toBe(user.email);
  expect(data.conversations[0].messages[0].content).toBe("How do I suggest a museum date?");
  expect(data.conversations[0].messages[1].role).toBe("assistant");
});

test("Delete my account needs the typed confirmation, then deletes it and signs out", async ({
  page,
  user,
}, info) => {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.screenshot({ path: `/tmp/shots-a/delete-dialog-${info.project.name}.png` });
  await confirm.click();
  await expect(toast(page, "Account deleted")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Coaching Now - $29.99/month" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(user.email, user.password);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
});

test("Cancel keeps the account", async ({ page, user }) => {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(user.email)).toBeVisible();
});
