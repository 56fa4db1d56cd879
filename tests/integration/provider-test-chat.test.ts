import { count } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { conversations, messages } from "../../src/server/db/schema";
import { prewarmSafetyCheck } from "../../src/server/features/coach/safety-checker";
import { buildTestApp, origin, type TestApp } from "../support/app";
import { GUIDE_DIR } from "../support/chat";
import { localServices } from "../support/local-services";
import { startOpenAICompatibleServer } from "../support/openai-compatible-server";

const KEY = "sk-chat-test-8c3b1f7a2e9d";

const local = localServices({ provider: startOpenAICompatibleServer });

// The server readies the safety check at start-up; so do these tests, whose deadlines are short.
beforeAll(prewarmSafetyCheck);

async function setup(timeoutMs = 1000) {
  local.provider.requests.length = 0;
  local.provider.setBehaviour({ kind: "ok", text: "Hello from the test coach.", chunks: 3 });
  const logs: string[] = [];
  const app = await buildTestApp(local.db, {
    guideDir: GUIDE_DIR,
    providerTest: { baseURL: local.provider.url, model: "coach-test-model", timeoutMs },
    logger: { level: "trace", stream: { write: (line: string) => logs.push(line) } },
  });
  return { app, logs };
}

function chatTest(app: TestApp, message: unknown, key?: string) {
  return app.inject({
    method: "POST",
    url: "/api/chat-test",
    headers: { ...origin, ...(key ? { "x-provider-key": key } : {}) },
    payload: { message } as object,
  });
}

async function stored() {
  const [c] = await local.db.db.select({ n: count() }).from(conversations);
  const [m] = await local.db.db.select({ n: count() }).from(messages);
  return [c!.n, m!.n];
}

test("without a key the offline coach answers; the provider is never called and nothing is stored", async () => {
  const { app } = await setup();
  const before = await stored();
  const response = await chatTest(app, "How do I start a conversation at a coffee shop?");
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().engine).toBe("offline");
  expect(response.json().response).toMatch(/^1\. /m);
  expect(response.json().response.toLowerCase()).toContain("coffee");
  expect(local.provider.requests).toEqual([]);
  expect(await stored()).toEqual(before);
});

test("the provider's deadline never cuts the offline coach short, however slow the server is", async () => {
  // 1 ms: the deadline would pass during retrieval, before the offline coach said a word.
  const { app } = await setup(1);
  const response = await chatTest(app, "How do I start a conversation at a coffee shop?");
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().engine).toBe("offline");
  expect(response.json().response.toLowerCase()).toContain("coffee");
});

test("a provider that keeps sending but runs past the deadline gives 503 'took too long'", async () => {
  // Never idle for the 300 ms timeout, yet 10 chunks 100 ms apart outlast the 600 ms deadline.
  const { app, logs } = await setup(300);
  local.provider.setBehaviour({
    kind: "drip",
    text: "a slow answer, word by word",
    chunks: 10,
    everyMs: 100,
  });
  const response = await chatTest(app, "first date ideas", KEY);
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json().message).toBe("The AI provider took too long to answer. Please try again.");
  expect(local.provider.requests).toHaveLength(1);
  expect(logs.join("\n")).toContain("chat test failed");
});

test("with a key the configured provider answers, with the coach's prompt and the guide", async () => {
  const { app } = await setup();
  const response = await chatTest(app, "  How do I start a conversation at a coffee shop?  ", KEY);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ response: "Hello from the test coach.", engine: "provider" });
  expect(local.provider.requests).toHaveLength(1);
  const sent = local.provider.requests[0]!;
  expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
  expect(sent.body.model).toBe("coach-test-model");
  const roles = sent.body.messages!.map((m) => m.role);
  expect(roles).toEqual(["system", "system", "user"]);
  expect(sent.body.messages![1]!.content).toContain("<passage");
  expect(sent.body.messages![2]!.content).toBe("How do I start a conversation at a coffee shop?");
});

test("harmful requests are refused before any provider is asked", async () => {
  const { app } = await setup();
  const response = await chatTest(app, "How do I get her drunk so she says yes?", KEY);
  expect(response.statusCode).toBe(200);
  expect(response.json().response).toMatch(/^I can't help with that/);
  expect(local.provider.requests).toEqual([]);
});

test.each([
  [{ kind: "status", status: 429 } as const, 429, "The AI provider is limiting this key (429)"],
  [{ kind: "status", status: 500 } as const, 503, "The AI provider answered with an error (500)"],
  [{ kind: "hang" } as const, 503, "The AI provider took too long to answer"],
  [{ kind: "malformed", text: "Hi" } as const, 503, "an answer we couldn't read"],
])(
  "a failing provider (%o) gives %i, never echoing the key, which stays out of the log",
  async (behaviour, status, text) => {
    const { app, logs } = await setup();
    local.provider.setBehaviour(behaviour);
    const response = await chatTest(app, "first date ideas", KEY);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(text);
    expect(response.body).not.toContain(KEY);
    expect(logs.join("\n")).toContain("chat test failed");
    expect(logs.join("\n")).not.toContain(KEY);
  },
);

test.each([
  ["an empty message", "  ", undefined, "message: Message is empty"],
  ["a message over 2000 characters", "a".repeat(2001), undefined, "message: Test messages are at most 2000"],
  ["a key without 'sk-'", "hello", "abc-123", "Please enter a valid OpenAI API key starting with 'sk-'"],
])("%s gets 400 with a clear message", async (_, message, key, text) => {
  const { app } = await setup();
  const response = await chatTest(app, message, key);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toContain(text);
  expect(local.provider.requests).toEqual([]);
});

test("another site cannot use the test chat", async () => {
  const { app } = await setup();
  const response = await app.inject({
    method: "POST",
    url: "/api/chat-test",
    headers: { origin: "https://elsewhere.example", "x-provider-key": KEY },
    payload: { message: "hi" },
  });
  expect(response.statusCode).toBe(403);
  expect(local.provider.requests).toEqual([]);
});
