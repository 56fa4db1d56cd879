/**
 * The first-byte bench's other side, in a process of its own: the OpenAI-compatible stand-in that
 * answers at once, and the client. The app's process runs only the app, as in production, so a
 * byte's arrival is not held up by the app's next piece of work on its thread, nor the provider's
 * answer by the app's. The parent sends { viaApp }, after this process has sent { providerUrl }.
 */
import { startOpenAICompatibleServer } from "../tests/support/openai-compatible-server";
import { newAgent, send } from "./lib";

export type FirstByteRequest = { port: number; path: string; headers: Record<string, string>; body: string };
export type FirstByteJob = { viaApp: FirstByteRequest; warmup: number; samples: number };
export type FirstByteSamples = { direct: number[]; viaApp: number[] };

const provider = await startOpenAICompatibleServer();
provider.setBehaviour({ kind: "ok", text: "Hi there.", chunks: 1 });
const job = new Promise<FirstByteJob>((resolve) =>
  process.once("message", (m) => resolve(m as FirstByteJob)),
);
process.send!({ providerUrl: provider.url });
const { viaApp, warmup, samples: count } = await job;
const agent = newAgent(1);

async function firstByteMs(request: FirstByteRequest, finished: (body: string) => boolean) {
  const sent = await send(agent, request.port, request.path, {
    method: "POST",
    headers: request.headers,
    body: request.body,
  });
  if (sent.status !== 200 || !finished(sent.body)) {
    throw new Error(`${request.path}: ${sent.status} ${sent.body.slice(0, 300)}`);
  }
  return sent.firstByteMs;
}
const throughApp = () =>
  firstByteMs(viaApp, (body) => body.includes('"type":"done"') && !body.includes('"type":"error"'));

for (let i = 0; i < warmup; i++) await throughApp();
// The very request the app sent last (system prompt, guide passages, history), sent straight.
const direct: FirstByteRequest = {
  port: Number(new URL(provider.url).port),
  path: "/v1/chat/completions",
  headers: { authorization: "Bearer bench-key", accept: "application/json" },
  body: JSON.stringify(provider.requests.at(-1)!.body),
};
const straight = () => firstByteMs(direct, (body) => body.includes("[DONE]"));
for (let i = 0; i < warmup; i++) await straight();
// Alternating, so drift (GC, JIT, the growing conversation) weighs on both series alike.
const samples: FirstByteSamples = { direct: [], viaApp: [] };
for (let i = 0; i < count; i++) {
  samples.direct.push(await straight());
  samples.viaApp.push(await throughApp());
}
agent.destroy();
await provider.close();
process.send!(samples);
