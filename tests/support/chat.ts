import { fileURLToPath } from "node:url";
import { post, type TestApp } from "./app";

export const GUIDE_DIR = fileURLToPath(new URL("../../content/guide", import.meta.url));

export async function newConversation(app: TestApp, cookie: string): Promise<string> {
  const response = await post(app, cookie, "/api/conversations");
  if (response.statusCode !== 200) throw new Error(`conversation: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

export function send(app: TestApp, cookie: string, conversationId: string, message: string, stream = false) {
  return post(
    app,
    cookie,
    "/api/chat",
    { message, conversationId },
    stream ? { accept: "text/event-stream" } : {},
  );
}

/** The `data:` events of a server-sent event stream body. */
export function sseEvents(body: string): { type: string; [key: string]: unknown }[] {
  return body
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice("data: ".length)));
}

export function messagesOf(app: TestApp, cookie: string, conversationId: string) {
  return app.inject({
    method: "GET",
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie },
  });
}

/** The user's own messages stored in the conversation. */
export async function userMessagesOf(app: TestApp, cookie: string, conversationId: string) {
  const all: { role: string }[] = (await messagesOf(app, cookie, conversationId)).json();
  return all.filter((m) => m.role === "user");
}
