import type { Page } from "@playwright/test";
import { ChatPage, openConversation, sendViaApi } from "./chat-page";
import { anySize, anySizeStoresNothing, expect, test } from "./fixtures";

test("a sent message shows, and the coach's reply streams in with numbered steps", async ({ page, user }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await expect(page.getByTestId("welcome-message")).toContainText(
    `Hi ${user.firstName}! I'm your AI dating coach`,
  );
  const answer = page.waitForResponse("**/api/chat");
  await chat.send("  How do I start a conversation at a coffee shop?  ");
  expect((await answer).headers()["content-type"]).toContain("text/event-stream");
  await expect(chat.input).toHaveValue("");
  await expect(chat.userMessages).toHaveText(["How do I start a conversation at a coffee shop?"]);
  await expect(chat.coachMessages.locator("ol > li").first()).toBeVisible();
  expect(await chat.coachMessages.locator("ol > li").count()).toBeGreaterThan(1);
  await expect(chat.coachMessages).toHaveCount(1);
  await expect(page.getByTestId("welcome-message")).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Coach is typing" })).toHaveCount(0);
  await page.getByRole("button", { name: "New chat" }).click();
  await expect(page.getByTestId("welcome-message")).toBeVisible();
  await expect(chat.userMessages).toHaveCount(0);
});

// The composer, the quota notice and the messages are the same at any size; the phone's frame around
// the chat is walked by the first test, which also runs on the mobile project.
test("Enter sends; Shift+Enter adds a line instead", anySize, async ({ page, user: _ }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.input.fill("First line");
  await chat.input.press("Shift+Enter");
  await chat.input.pressSequentially("Second line");
  await expect(chat.input).toHaveValue("First line\nSecond line");
  await expect(chat.userMessages).toHaveCount(0);
  await chat.input.press("Enter");
  await expect(chat.userMessages).toHaveCount(1);
  expect(await chat.userMessages.first().innerText()).toContain("First line\nSecond line");
  await expect(chat.coachMessages).toHaveCount(1);
});

test("an empty or blank message is never sent", anySize, async ({ page, user: _ }) => {
  const chat = new ChatPage(page);
  const sends: string[] = [];
  page.on(
    "request",
    (request) => request.url().endsWith("/api/chat") && sends.push(request.postData() ?? ""),
  );
  await chat.open();
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await chat.input.fill("   \n  ");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await chat.input.press("Enter");
  await expect(chat.userMessages).toHaveCount(0);
  // Rather than waiting a while for a send that must not come: the next real message is the first
  // request and the first message (a blank one, had it gone out, would have gone before it).
  const sent = page.waitForRequest("**/api/chat");
  await chat.send("Is this the first message?");
  expect((await sent).postDataJSON().message).toBe("Is this the first message?");
  expect(sends.map((body) => JSON.parse(body).message)).toEqual(["Is this the first message?"]);
  await expect(chat.userMessages).toHaveText(["Is this the first message?"]);
});

test(
  "the fair-use limit's refusal says to wait a minute, and the message stays in the box",
  anySizeStoresNothing,
  async ({ page, user: _ }) => {
    // Premium's per-minute limit, as the server words it (quota.ts); reaching it for real takes 20 sends.
    const wait = "You are sending messages very fast. Please wait a minute and try again.";
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ message: wait, code: "TOO_MANY_REQUESTS" }),
      }),
    );
    const chat = new ChatPage(page);
    await chat.open();
    await chat.send("Where should I take her on a second date?");
    await expect(page.getByText(wait)).toBeVisible();
    await expect(page.getByText("Failed to send message. Please try again.")).toHaveCount(0);
    await expect(chat.input).toHaveValue("Where should I take her on a second date?");
    await expect(chat.userMessages).toHaveCount(0);
  },
);

test(
  "Stop ends a reply that is still streaming and keeps what arrived",
  anySizeStoresNothing,
  async ({ page, user: _ }) => {
    // The offline coach answers too fast to catch mid-stream, so this reply sends one step and hangs.
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (String(input) !== "/api/chat") return realFetch(input, init);
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            const event = { type: "delta", content: "1. Pick a calm moment when she is not busy." };
            controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
            init?.signal?.addEventListener("abort", () =>
              controller.error(new DOMException("Stopped", "AbortError")),
            );
          },
        });
        return new Response(body, { headers: { "content-type": "text/event-stream" } });
      };
    });
    const chat = new ChatPage(page);
    await chat.open();
    await chat.send("How do I start a conversation at a coffee shop?");
    await expect(chat.coachMessages).toContainText("Pick a calm moment");
    await expect(page.getByRole("button", { name: "Send" })).toHaveCount(0);
    // No second send while the first is pending: Enter keeps the text in the input.
    await chat.send("Another question");
    await expect(chat.input).toHaveValue("Another question");
    await expect(chat.userMessages).toHaveCount(1);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(chat.userMessages).toHaveText(["How do I start a conversation at a coffee shop?"]);
    await expect(chat.coachMessages).toHaveText(["Pick a calm moment when she is not busy."]);
    await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
  },
);

test("the free counter counts down with each message", anySize, async ({ page, user: _ }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await expect(chat.quota).toHaveText("5 free messages left today");
  await chat.send("How do I keep a conversation going?");
  await expect(chat.coachMessages).toHaveCount(1);
  await expect(chat.quota).toHaveText("4 free messages left today");
});

/** Four of today's five free messages sent (in a conversation of their own), then the chat opened. */
async function withOneFreeMessageLeft(page: Page, baseURL: string) {
  const id = await openConversation(page, baseURL);
  for (let i = 1; i <= 4; i++) await sendViaApi(page, baseURL, id, `Question number ${i} about a first date`);
  const chat = new ChatPage(page);
  await chat.open();
  await expect(chat.quota).toHaveText("1 free message left today");
  return { id, chat };
}

test(
  "a 402 while chatting shows the premium toast, then the paywall after 1 s",
  anySize,
  async ({ page, user: _, baseURL }) => {
    const { id, chat } = await withOneFreeMessageLeft(page, baseURL!);
    // The last free message goes out from another tab; this page still thinks one is left.
    await sendViaApi(page, baseURL!, id, "Question from another tab");
    // When the refusal arrives and when the page moves, timed in the page itself.
    await page.evaluate(() => {
      const times = window as unknown as { refusedAt?: number; paywallAt?: number };
      const fetch = window.fetch.bind(window);
      window.fetch = async (...args) => {
        const response = await fetch(...args);
        if (response.status === 402) times.refusedAt ??= performance.now();
        return response;
      };
      const push = history.pushState.bind(history);
      history.pushState = (data, unused, url) => {
        if (String(url).endsWith("/paywall")) times.paywallAt ??= performance.now();
        push(data, unused, url);
      };
    });
    await chat.send("One more question, please");
    await expect(page.getByText("Premium Subscription Required")).toBeVisible();
    await expect(page.getByText("Upgrade to continue chatting with your AI dating coach.")).toBeVisible();
    await expect(page).toHaveURL(/\/paywall$/);
    // The notice is read first: the paywall follows a second after the refusal, not at once.
    const { refusedAt, paywallAt } = await page.evaluate(() => {
      const times = window as unknown as { refusedAt: number; paywallAt: number };
      return { refusedAt: times.refusedAt, paywallAt: times.paywallAt };
    });
    expect(paywallAt - refusedAt).toBeGreaterThanOrEqual(950);
  },
);

test(
  "the last free message's reply stays on screen, and the chat says none are left",
  anySize,
  async ({ page, user: _, baseURL }) => {
    await page.clock.install();
    const { chat } = await withOneFreeMessageLeft(page, baseURL!);
    await chat.send("My last free question: where should we go?");
    await expect(chat.quota).toContainText("No free messages left today.");
    await expect(chat.coachMessages).toHaveCount(1);
    // Longer than the paywall's delay after a refused send, passed at once on the page's clock:
    // nothing moves the user away. A keystroke then makes React run every effect still pending
    // (before it renders the key), so a move decided by the answer's render would have happened too.
    await page.clock.runFor(1_500);
    await chat.input.pressSequentially("x");
    await expect(chat.input).toHaveValue("x");
    await expect(page).not.toHaveURL(/\/paywall$/);
    await expect(chat.coachMessages).toHaveCount(1);
  },
);

test(
  "with no free messages left, opening the chat goes to the paywall; History still opens chats",
  anySize,
  async ({ page, user: _, baseURL }) => {
    const id = await openConversation(page, baseURL!);
    for (let i = 1; i <= 5; i++)
      await sendViaApi(page, baseURL!, id, `Question number ${i} about a first date`);
    await page.goto("/");
    await expect(page).toHaveURL(/\/paywall$/);
    const chat = new ChatPage(page);
    await chat.open(`/?c=${id}`);
    await expect(chat.userMessages).toHaveCount(5);
    await expect(chat.quota).toContainText("No free messages left today.");
    await expect(chat.quota.getByRole("link", { name: "Upgrade for unlimited coaching" })).toHaveAttribute(
      "href",
      "/paywall",
    );
  },
);

test("HTML in messages is shown as text and never becomes an element", anySize, async ({ page, user: _ }) => {
  const attack = '<img src=x onerror="window.__xss=1"> ![pixel](https://example.com/p.png)';
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send(attack);
  await expect(chat.userMessages).toHaveText([attack]);
  await expect(chat.coachMessages).toHaveCount(1);

  // A reply carrying the same markup (as a model might echo it) renders as text too.
  await page.route("**/api/conversations/*/messages", (route) =>
    route.fulfill({
      json: [
        { id: "1", role: "user", content: "hi", createdAt: new Date().toISOString(), safety: null },
        {
          id: "2",
          role: "assistant",
          content: `Echo: ${attack}`,
          createdAt: new Date().toISOString(),
          safety: null,
        },
      ],
    }),
  );
  await chat.open();
  await expect(chat.coachMessages).toContainText('Echo: <img src=x onerror="window.__xss=1">');
  await expect(chat.log.locator("img")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
