/**
 * Throughput and latency of the chat endpoint, against a raw node:http anchor. Run: npm run bench.
 * Everything listens on 127.0.0.1 in this process; the database is a fresh in-memory PGlite, or
 * PostgreSQL when DATABASE_URL is set. Every phase is bounded in time and count.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { type Database, fromPglite, fromPool } from "../src/server/db/client";
import type { CoachEngine } from "../src/server/features/coach/engine";
import { createOpenAIEngine } from "../src/server/features/coach/engines/openai-engine";
import { ENTITLEMENTS, type Entitlements, type Plan } from "../src/shared/plans";
import { startOpenAICompatibleServer } from "../tests/support/openai-compatible-server";
import { cookieFrom, load, ms, newAgent, percentile, perSecond, send } from "./lib";

const APP_URL = "http://localhost:5000";
const GUIDE_DIR = fileURLToPath(new URL("../content/guide", import.meta.url));
const PASSWORD = "Violet-Harbour-Lantern-42";
const MESSAGE = "How do I start a conversation at a coffee shop?"; // a guide hit; no safety or memory match
const CONCURRENCY = 20;
const SAMPLES = 200;
const TARGET = { p50: 5, p99: 25 }; // added first-byte latency, ms (printed in the table as is)

// Free users without a daily cap and a fair-use cap nobody reaches: the same code path as premium
// (the per-minute count still runs in the send transaction), and nothing throttles the bench.
const entitlements: Record<Plan, Entitlements> = {
  free: { ...ENTITLEMENTS.free, messagesPerDay: null, messagesPerMinute: 1_000_000 },
  premium: { ...ENTITLEMENTS.premium, messagesPerMinute: 1_000_000 },
};

// Whatever happens, the process ends.
setTimeout(() => {
  console.error("bench: gave up after 180 s");
  process.exit(1);
}, 180_000).unref();

async function openBenchDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const database = url ? fromPool(new pg.Pool({ connectionString: url, max: 10 })) : fromPglite(new PGlite());
  await database.migrate();
  return database;
}

async function startApp(database: Database, engine?: CoachEngine) {
  const app = await buildApp({
    database,
    appUrl: APP_URL,
    guideDir: GUIDE_DIR,
    logger: false,
    entitlements,
    authRateLimit: 10_000, // the bench signs up more users than a person would
    engine,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** Signs a new user up over HTTP and opens a conversation: what a browser would do. */
async function newUser(port: number, label: string) {
  const agent = newAgent(1);
  const email = `${label}-${randomBytes(5).toString("hex")}@example.com`;
  const payload = { email, password: PASSWORD, firstName: "Bench", lastName: "User", acceptTerms: true };
  const signUp = await send(agent, port, "/api/account/sign-up", {
    method: "POST",
    headers: { origin: APP_URL },
    body: JSON.stringify(payload),
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${signUp.body}`);
  const cookie = cookieFrom(signUp);
  const opened = await send(agent, port, "/api/conversations", {
    method: "POST",
    headers: { origin: APP_URL, cookie },
  });
  if (opened.status !== 200) throw new Error(`conversation: ${opened.status} ${opened.body}`);
  agent.destroy();
  const body = JSON.stringify({ message: MESSAGE, conversationId: JSON.parse(opened.body).id });
  return { headers: { origin: APP_URL, cookie }, body };
}

async function helloWorld() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("hello world");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = newAgent(CONCURRENCY);
  const task = async () => (await send(agent, port, "/")).status === 200;
  await load({ concurrency: CONCURRENCY, durationMs: 500 }, task);
  const result = await load({ concurrency: CONCURRENCY, durationMs: 3_000 }, task);
  agent.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return result;
}

async function chatOffline(database: Database) {
  const { app, port } = await startApp(database);
  const users = await Promise.all(
    Array.from({ length: CONCURRENCY }, (_, i) => newUser(port, `offline${i}`)),
  );
  const agent = newAgent(CONCURRENCY);
  // Worker i is user i: one request in flight per user, as from one browser tab.
  const task = async (worker: number) => {
    const sent = await send(agent, port, "/api/chat", { method: "POST", ...users[worker]! });
    return sent.status === 200;
  };
  await load({ concurrency: CONCURRENCY, durationMs: 1_000 }, task);
  const result = await load({ concurrency: CONCURRENCY, durationMs: 5_000 }, task);
  agent.destroy();
  await app.close();
  return result;
}

async function firstByte(database: Database) {
  const provider = await startOpenAICompatibleServer();
  provider.setBehaviour({ kind: "ok", text: "Hi there.", chunks: 1 });
  const engine = createOpenAIEngine({ apiKey: "bench-key", baseURL: provider.url, model: "bench-model" });
  const { app, port } = await startApp(database, engine);
  const user = await newUser(port, "stream");
  const agent = newAgent(1);
  const sse = { ...user.headers, accept: "text/event-stream" };
  const viaApp = async () => {
    const sent = await send(agent, port, "/api/chat", { method: "POST", headers: sse, body: user.body });
    const ok =
      sent.status === 200 && sent.body.includes('"type":"done"') && !sent.body.includes('"type":"error"');
    if (!ok) throw new Error(`via app: ${sent.status} ${sent.body.slice(0, 300)}`);
    return sent.firstByteMs;
  };
  for (let i = 0; i < 30; i++) await viaApp();
  // The very request the app sent last (system prompt, guide passages, 20 turns), sent straight.
  const providerPort = Number(new URL(provider.url).port);
  const request = {
    method: "POST",
    headers: { authorization: "Bearer bench-key", accept: "application/json" },
    body: JSON.stringify(provider.requests.at(-1)!.body),
  };
  const direct = async () => {
    const sent = await send(agent, providerPort, "/v1/chat/completions", request);
    if (sent.status !== 200 || !sent.body.includes("[DONE]")) throw new Error(`direct: ${sent.status}`);
    return sent.firstByteMs;
  };
  for (let i = 0; i < 30; i++) await direct();
  // Alternating, so drift (GC, JIT, the growing conversation) weighs on both series alike.
  const samples = { direct: [] as number[], viaApp: [] as number[] };
  for (let i = 0; i < SAMPLES; i++) {
    samples.direct.push(await direct());
    samples.viaApp.push(await viaApp());
  }
  agent.destroy();
  await app.close();
  await provider.close();
  return samples;
}

const database = await openBenchDatabase();
try {
  const machine = `${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)}`;
  console.log(`database: ${database.kind}; node ${process.version}; ${machine}`);
  const hello = await helloWorld();
  console.log(`hello-world done (${hello.ok} requests, ${hello.errors} errors)`);
  const chat = await chatOffline(database);
  const firstError = chat.firstError ? `; first error: ${chat.firstError}` : "";
  console.log(`chat offline done (${chat.ok} requests, ${chat.errors} errors${firstError})`);
  const fb = await firstByte(database);
  console.log(`first byte done (${fb.direct.length} + ${fb.viaApp.length} samples)`);

  const p = (samples: number[]) => ({ p50: percentile(samples, 50), p99: percentile(samples, 99) });
  const direct = p(fb.direct);
  const viaApp = p(fb.viaApp);
  const added = { p50: viaApp.p50 - direct.p50, p99: viaApp.p99 - direct.p99 };
  const verdict = added.p50 <= TARGET.p50 && added.p99 <= TARGET.p99 ? "PASS" : "FAIL";
  const chatLatency = p(chat.latencies);
  const rows = [
    ["raw http hello-world req/s (20 clients, 3 s)", String(perSecond(hello)), ""],
    ["chat offline req/s (20 users, 5 s)", String(perSecond(chat)), ""],
    ["chat offline p50 / p99 ms", `${ms(chatLatency.p50)} / ${ms(chatLatency.p99)}`, ""],
    ["chat offline errors", String(chat.errors), `0: ${chat.errors === 0 ? "PASS" : "FAIL"}`],
    ["first byte direct p50 / p99 ms", `${ms(direct.p50)} / ${ms(direct.p99)}`, ""],
    ["first byte via app p50 / p99 ms", `${ms(viaApp.p50)} / ${ms(viaApp.p99)}`, ""],
    ["added first byte p50 / p99 ms", `${ms(added.p50)} / ${ms(added.p99)}`, `<= 5 / <= 25: ${verdict}`],
  ];
  console.log("\n| metric | value | target |\n| --- | ---: | --- |");
  for (const [metric, value, target] of rows) console.log(`| ${metric} | ${value} | ${target} |`);
  console.log(`\nchat offline / hello-world req/s: ${(perSecond(chat) / perSecond(hello)).toFixed(4)}`);
} finally {
  await database.close();
}
