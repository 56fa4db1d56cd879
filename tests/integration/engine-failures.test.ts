import { expect, test } from "vitest";
import { createOpenAIEngine } from "../../src/server/features/coach/engines/openai-engine";
import { buildTestApp, signUp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, messagesOf, newConversation, send, sseEvents } from "../support/chat";
import { localServices } from "../support/local-services";
import { startOpenAICompatibleServer } from "../support/openai-compatible-server";

const local = localServices({ provider: startOpenAICompatibleServer });
/** The last reply the app asked for (streamed; a first reply is followed by a title request). */
const lastReply = () => local.provider.requests.filter((request) => request.body.stream === true).at(-1)!;

async function setup() {
  const engine = createOpenAIEngine({
    apiKey: "sk-test-key",
    baseURL: local.provider.url,
    model: "coach-test",
    timeoutMs: 400,
  });
  const app = await buildTestApp(local.db, { guideDir: GUIDE_DIR, engine });
  const cookie = await signUp(app, { email: uniqueEmail(), firstName: "Ravi" });
  return { app, cookie, id: await newConversation(app, cookie) };
}

test("the openai engine streams the provider's answer and stores it", async () => {
  const { app, cookie, id } = await setup();
  local.provider.setBehaviour({ kind: "ok", text: "1. Say hello.\n2. Ask about her book.", chunks: 4 });
  const response = await send(app, cookie, id, "How do I open at a coffee shop?", true);
  const events = sseEvents(response.body);
  expect(events.filter((e) => e.type === "delta")).toHaveLength(4);
  expect(events.at(-1)).toMatchObject({
    type: "done",
    message: { content: "1. Say hello.\n2. Ask about her book." },
  });
  const sent = lastReply().body.messages!;
  expect(JSON.stringify(sent)).toContain("coffee");
  expect(sent.at(-1)).toEqual({ role: "user", content: "How do I open at a coffee shop?" });
});

test.each([
  ["HTTP 500", { kind: "status", status: 500 } as const, 503],
  ["HTTP 429", { kind: "status", status: 429 } as const, 429],
  ["a hang past the timeout", { kind: "hang" } as const, 503],
  ["a malformed stream", { kind: "malformed", text: "Hello there" } as const, 503],
  [
    "a connection cut mid-stream",
    { kind: "cut", text: "Hello there friend", chunks: 3, after: 1 } as const,
    503,
  ],
])("%s: a clear error, the user's message kept, and sending again works", async (_, behaviour, status) => {
  const { app, cookie, id } = await setup();
  local.provider.setBehaviour(behaviour);
  const failed = await send(app, cookie, id, "What should I text her?");
  expect(failed.statusCode).toBe(status);
  expect(failed.json().message).toMatch(/Your message was saved/);
  expect(failed.body).not.toContain("sk-test-key");
  const kept = (await messagesOf(app, cookie, id)).json();
  expect(kept.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
    ["user", "What should I text her?"],
  ]);

  local.provider.setBehaviour({ kind: "ok", text: "Ask her a specific question.", chunks: 2 });
  const retried = await send(app, cookie, id, "What should I text her?");
  expect(retried.statusCode).toBe(200);
  expect(retried.json().message.content).toBe("Ask her a specific question.");
});

test("a failure while streaming arrives as an error event; the user message stays", async () => {
  const { app, cookie, id } = await setup();
  local.provider.setBehaviour({ kind: "status", status: 500 });
  const response = await send(app, cookie, id, "Help me plan a date", true);
  const events = sseEvents(response.body);
  expect(events.at(-1)).toMatchObject({ type: "error" });
  expect(String(events.at(-1)!.message)).toMatch(/Your message was saved/);
  expect((await messagesOf(app, cookie, id)).json()).toHaveLength(1);
});

test("closing the stream stops generation and stores what arrived", async () => {
  const { app, cookie, id } = await setup();
  local.provider.setBehaviour({
    kind: "hangAfter",
    text: "First part. Second part never comes.",
    chunks: 4,
    after: 2,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const controller = new AbortController();
  const response = await fetch(`${address}/api/chat`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      origin: "http://localhost:5000",
      cookie,
    },
    body: JSON.stringify({ message: "Tell me something", conversationId: id }),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  let received = "";
  while ((received.match(/"delta"/g) ?? []).length < 2) {
    const { value } = await reader.read();
    received += new TextDecoder().decode(value);
  }
  controller.abort();
  const arrived = sseEvents(received)
    .filter((e) => e.type === "delta")
    .map((e) => e.content)
    .join("");
  await expect
    .poll(async () => (await messagesOf(app, cookie, id)).json().map((m: { content: string }) => m.content), {
      timeout: 3000,
    })
    .toEqual(["Tell me something", arrived]);
});

test("remembered facts reach the model, and a deleted fact no longer does", async () => {
  const { app, cookie, id } = await setup();
  local.provider.setBehaviour({ kind: "ok", text: "Noted.", chunks: 1 });
  await send(app, cookie, id, "I live in Leeds and want advice on first dates.");
  await send(app, cookie, id, "What should we do?");
  expect(JSON.stringify(lastReply().body.messages)).toContain("Lives in Leeds");
  const [memory] = (await app.inject({ method: "GET", url: "/api/memories", headers: { cookie } })).json();
  await app.inject({
    method: "DELETE",
    url: `/api/memories/${memory.id}`,
    headers: { cookie, origin: "http://localhost:5000" },
  });
  await send(app, cookie, id, "Any other ideas?");
  const system = lastReply().body.messages!.filter((m) => m.role === "system");
  expect(JSON.stringify(system)).not.toContain("Lives in Leeds");
});
