import { expect, type Page } from "@playwright/test";

/** The Chat Coach screen as a person uses it. */
export class ChatPage {
  constructor(readonly page: Page) {}

  get input() {
    return this.page.getByRole("textbox", { name: "Message your coach" });
  }
  get log() {
    return this.page.getByRole("log", { name: "Conversation" });
  }
  get userMessages() {
    return this.page.getByTestId("message-user");
  }
  get coachMessages() {
    return this.page.getByTestId("message-assistant");
  }
  get quota() {
    return this.page.getByTestId("quota-notice");
  }

  /** Opens the chat and waits until its conversation has loaded. */
  async open(path = "/") {
    await this.page.goto(path);
    await expect(this.log).toBeVisible();
  }

  async send(text: string) {
    await this.input.fill(text);
    await this.input.press("Enter");
  }
}

/** Quick set-up through the API, with the same session as the page. */
export async function openConversation(page: Page, baseURL: string): Promise<string> {
  const response = await page.request.post("/api/conversations", { headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

export async function sendViaApi(page: Page, baseURL: string, conversationId: string, message: string) {
  const response = await page.request.post("/api/chat", {
    headers: { origin: baseURL },
    data: { message, conversationId },
  });
  expect(response.status(), await response.text()).toBe(200);
}
