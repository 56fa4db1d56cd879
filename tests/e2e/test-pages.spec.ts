import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { expect, plain as test } from "./fixtures";

const KEY = "sk-e2e-test-key-5d8c2a91";
const keyInput = (page: Page) => page.getByLabel("OpenAI API key");

/** The e2e server has no provider to reach, so the provider's part of these calls is answered here. */
function answerJson(route: Route, status: number, body: object) {
  return route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a key must start with 'sk-': otherwise the toast says so and nothing is sent", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => request.url().includes("/api/test-api-key") && calls.push(request.url()));
  await page.goto("/api-key-setup");
  await expect(page.getByRole("heading", { level: 1, name: "Set up your AI provider key" })).toBeVisible();
  await expect(keyInput(page)).toHaveAttribute("type", "password");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Test key" }).click();
  await expect(page.getByText("Invalid API Key")).toBeVisible();
  await expect(page.getByText("Please enter a valid OpenAI API key starting with 'sk-'")).toBeVisible();
  await keyInput(page).fill("pk-live-123456");
  await keyInput(page).press("Enter");
  await expect(page.getByText("Invalid API Key")).toBeVisible();
  expect(calls).toEqual([]);
});

test("a working key is sent in a header, kept for this tab only, and the test chat opens 1 s later", async ({
  page,
}) => {
  const seen: { header: string | undefined; body: string | null }[] = [];
  await page.route("**/api/test-api-key", (route) => {
    seen.push({ header: route.request().headers()["x-provider-key"], body: route.request().postData() });
    return answerJson(route, 200, {
      ok: true,
      message: "Your key works: 3 models available. The coach's model, gpt-4o-mini, is one of them.",
      models: ["gpt-4o", "gpt-4o-mini", "o3-mini"],
      modelCount: 3,
    });
  });
  await page.clock.install();
  await page.goto("/api-key-setup");
  await keyInput(page).fill(`  ${KEY}  `);
  await page.getByRole("button", { name: "Show key" }).click();
  await expect(keyInput(page)).toHaveAttribute("type", "text");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole("button", { name: "Test key" }).click();
  // Timers due now run (the answer's callbacks), but the clock does not move on.
  const opening = page.getByRole("status").filter({ hasText: "Opening the test chat" });
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return opening.isVisible();
    })
    .toBe(true);
  expect(seen).toEqual([{ header: KEY, body: "{}" }]);
  expect(await page.evaluate(() => Object.values(sessionStorage))).toEqual([KEY]);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(KEY);
  expect(JSON.stringify(await page.context().cookies())).not.toContain(KEY);
  await expect(keyInput(page)).toHaveValue("");

  await page.clock.runFor(999);
  await expect(page).toHaveURL(/\/api-key-setup$/);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/chat-test$/);
  await page.clock.resume();
  await expect(page.getByText("API Key Verified")).toBeVisible();
  await expect(page.getByText("Using your key sk-…2a91 with the configured provider.")).toBeVisible();
});

test("a key the provider rejects shows 'API Key Error' with the server's message and is not kept", async ({
  page,
}) => {
  await page.route("**/api/test-api-key", (route) =>
    answerJson(route, 400, {
      code: "BAD_REQUEST",
      message: "The AI provider rejected this API key (401). Check it and try again.",
    }),
  );
  await page.goto("/api-key-setup");
  await keyInput(page).fill(KEY);
  await page.getByRole("button", { name: "Test key" }).click();
  await expect(page.getByText("API Key Error")).toBeVisible();
  await expect(
    page.getByText("The AI provider rejected this API key (401). Check it and try again."),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expect(page).toHaveURL(/\/api-key-setup$/);
});

test("without a key, /chat-test answers with the offline coach and shows the reply", async ({ page }) => {
  await page.goto("/chat-test");
  await expect(page.getByRole("heading", { level: 1, name: "AI Dating Coach Test" })).toBeVisible();
  await expect(page.getByText("No key set: replies come from the built-in offline coach.")).toBeVisible();
  const send = page.getByRole("button", { name: "Send test message" });
  await expect(send).toBeDisabled();
  const answer = page.waitForResponse("**/api/chat-test");
  await page.getByLabel("Message").fill("How do I start a conversation at a coffee shop?");
  await send.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().headers()["x-provider-key"]).toBeUndefined();
  const reply = page.getByTestId("chat-test-reply");
  await expect(reply.getByRole("heading", { name: "Reply from the offline coach" })).toBeVisible();
  await expect(reply.locator("ol > li").first()).toBeVisible();
  await expect(reply).toContainText(/coffee/i);
  expect(await seriousViolations(page)).toEqual([]);
});

test("with a saved key, /chat-test sends it in the header; Forget key drops it", async ({ page }) => {
  await page.addInitScript((key) => sessionStorage.setItem("dating-coach.provider-key", key), KEY);
  const headers: (string | undefined)[] = [];
  await page.route("**/api/chat-test", (route) => {
    headers.push(route.request().headers()["x-provider-key"]);
    return answerJson(route, 200, { response: "1. Say hello.\n2. **Smile.**", engine: "provider" });
  });
  await page.goto("/chat-test");
  await expect(page.getByText("Using your key sk-…2a91 with the configured provider.")).toBeVisible();
  await page.getByLabel("Message").fill("Hi coach");
  await page.getByRole("button", { name: "Send test message" }).click();
  const reply = page.getByTestId("chat-test-reply");
  await expect(reply.getByRole("heading", { name: "Reply from your provider" })).toBeVisible();
  await expect(reply.locator("ol > li")).toHaveText(["Say hello.", "Smile."]);
  expect(headers).toEqual([KEY]);

  await page.getByRole("button", { name: "Forget key" }).click();
  await expect(page.getByText("No key set: replies come from the built-in offline coach.")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test("a failing test chat shows 'Chat Error' with the server's message", async ({ page }) => {
  await page.route("**/api/chat-test", (route) =>
    answerJson(route, 503, {
      code: "UNAVAILABLE",
      message: "Could not reach the AI provider. Please try again later.",
    }),
  );
  await page.goto("/chat-test");
  await page.getByLabel("Message").fill("Hi coach");
  await page.getByLabel("Message").press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Chat Error")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Could not reach the AI provider" })).toBeVisible();
  await expect(page.getByTestId("chat-test-reply")).toHaveCount(0);
});
