import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { INVALID_API_KEY, PROVIDER_TESTS_PER_MINUTE } from "../../src/shared/api/provider-test";
import { buildTestApp, origin, type TestApp } from "../support/app";
import { localServices } from "../support/local-services";

const KEY = "sk-test-4f9a0c2b7e1d4a8c9b3e6f1a2d5c8b7e";

type Mode = "ok" | 401 | 404 | 429 | 500 | "hang";
type ModelsServer = { url: string; seen: { path: string; headers: IncomingHttpHeaders }[]; mode: Mode };

/** A provider's GET /v1/models on 127.0.0.1. Its errors echo the key, as real ones partly do. */
async function startModelsServer(): Promise<ModelsServer & { close(): Promise<void> }> {
  const state: ModelsServer = { url: "", seen: [], mode: "ok" };
  const server = createServer((req, res) => {
    state.seen.push({ path: req.url ?? "", headers: req.headers });
    const key = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (state.mode === "hang") return;
    const status = state.mode === "ok" ? (key === KEY ? 200 : 401) : state.mode;
    res.writeHead(status, { "content-type": "application/json" });
    if (status !== 200) {
      res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${key}.`, type: "error" } }));
      return;
    }
    const data = ["gpt-4o-mini", "text-embedding-3-small", "gpt-4o"].map((id) => ({
      id,
      object: "model",
      created: 1_700_000_000,
      owned_by: "system",
    }));
    res.end(JSON.stringify({ object: "list", data }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return Object.assign(state, {
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

const local = localServices({ provider: startModelsServer });

async function setup(mode: Mode = "ok", baseURL = local.provider.url) {
  local.provider.mode = mode;
  local.provider.seen.length = 0;
  const logs: string[] = [];
  const app = await buildTestApp(local.db, {
    providerTest: { baseURL, model: "gpt-4o-mini", timeoutMs: 1000 },
    logger: { level: "trace", stream: { write: (line: string) => logs.push(line) } },
  });
  return { app, logs };
}

function check(app: TestApp, key: string | null, body: object = {}, remoteAddress?: string) {
  return app.inject({
    method: "POST",
    url: "/api/test-api-key",
    headers: { ...origin, ...(key === null ? {} : { "x-provider-key": key }) },
    payload: body,
    remoteAddress,
  });
}

test("a working key lists the provider's models, and says whether the coach's model is there", async () => {
  const { app } = await setup();
  const response = await check(app, KEY);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({
    ok: true,
    message: "Your key works: 3 models available. The coach's model, gpt-4o-mini, is one of them.",
    models: ["gpt-4o", "gpt-4o-mini", "text-embedding-3-small"],
    modelCount: 3,
  });
  expect(local.provider.seen).toHaveLength(1);
  expect(local.provider.seen[0]).toMatchObject({ path: "/v1/models" });
  expect(local.provider.seen[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
});

test("the spec's body shape { apiKey } works too", async () => {
  const { app } = await setup();
  const response = await check(app, null, { apiKey: `  ${KEY} ` });
  expect(response.statusCode).toBe(200);
  expect(local.provider.seen[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
});

test.each([
  ["no key", null, INVALID_API_KEY.description],
  ["a key without 'sk-'", "pk-1234567890", INVALID_API_KEY.description],
  ["a key with a space inside", "sk-abc def", "API keys contain no spaces or special characters"],
  ["a key over 300 characters", `sk-${"a".repeat(300)}`, "API keys are at most 300 characters"],
])("%s is refused with 400 before the provider is asked", async (_, key, message) => {
  const { app } = await setup();
  const response = await check(app, key);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ code: "BAD_REQUEST", message });
  expect(local.provider.seen).toEqual([]);
});

test.each([
  [401 as const, 400, "The AI provider rejected this API key (401). Check it and try again."],
  [
    404 as const,
    400,
    'The AI provider answered 404: it may not offer model "gpt-4o-mini" or the models list.',
  ],
  [429 as const, 429, "The AI provider is limiting this key (429): too many requests, or no credit left."],
  [500 as const, 503, "The AI provider answered with an error (500). Please try again later."],
  ["hang" as const, 503, "The AI provider took too long to answer. Please try again."],
])("a provider answering %s gives %i with a message of our own", async (mode, status, message) => {
  const { app } = await setup(mode);
  const response = await check(app, KEY.replace("4f9a", "0000"));
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
  expect(response.body).not.toContain("0000");
});

test("an unreachable provider gives 503", async () => {
  const { app } = await setup("ok", "http://127.0.0.1:9/v1");
  const response = await check(app, KEY);
  expect(response.statusCode).toBe(503);
  expect(response.json().message).toBe("Could not reach the AI provider. Please try again later.");
});

test("the key never appears in the log, whether the check works or fails", async () => {
  const { app, logs } = await setup();
  expect((await check(app, KEY)).statusCode).toBe(200);
  const wrong = "sk-wrong-7d1e5b9c3a";
  expect((await check(app, wrong)).statusCode).toBe(400);
  local.provider.mode = 500;
  expect((await check(app, null, { apiKey: KEY })).statusCode).toBe(503);

  const all = logs.join("\n");
  expect(logs.length).toBeGreaterThan(6); // requests and failures are logged...
  expect(all).toContain("API key check failed");
  expect(all).not.toContain(KEY); // ...without the key
  expect(all).not.toContain("7d1e5b9c3a");
});

test("another site cannot use the check", async () => {
  const { app } = await setup();
  const response = await app.inject({
    method: "POST",
    url: "/api/test-api-key",
    headers: { origin: "https://elsewhere.example", "x-provider-key": KEY },
    payload: {},
  });
  expect(response.statusCode).toBe(403);
  expect(local.provider.seen).toEqual([]);
});

test("each IP address gets 10 checks a minute", async () => {
  const { app } = await setup();
  const burst = await Promise.all(
    Array.from({ length: PROVIDER_TESTS_PER_MINUTE + 1 }, () => check(app, KEY, {}, "10.8.0.1")),
  );
  expect(burst.map((r) => r.statusCode).sort()).toEqual([...Array(PROVIDER_TESTS_PER_MINUTE).fill(200), 429]);
  expect(burst.find((r) => r.statusCode === 429)!.json().message).toBe(
    "Too many tests from your address. Please wait a minute.",
  );
  expect((await check(app, KEY, {}, "10.8.0.2")).statusCode).toBe(200);
});
