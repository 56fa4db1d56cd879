/**
 * The first-byte bench's client, in a process of its own, with the provider stand-in in another
 * (first-byte-provider.ts): client, app and provider each on their own thread, as on three machines,
 * so a request straight to the provider crosses between processes as the app's own call to it does.
 * The app's process runs only the app, as in production. The parent sends { viaApp }, after this
 * process has sent { providerUrl }.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { newAgent, send } from "./lib";

export type FirstByteRequest = { port: number; path: string; headers: Record<string, string>; body: string };
/**
 * `primer` requests through the app fill the conversation's history (the provider then gets the
 * request it will get for every sample) and are not timed; then `pairs` pairs are timed, each a
 * request straight to the provider and one through the app, the app's warm-up included (the bench
 * leaves it out of the result and shows how it went).
 */
export type FirstByteJob = { viaApp: FirstByteRequest; primer: number; pairs: number };
export type FirstByteSamples = { direct: number[]; viaApp: number[] };

const provider = fork(fileURLToPath(new URL("./first-byte-provider.ts", import.meta.url)), {
  execArgv: ["--import", "tsx"],
});
const fromProvider = <T>() => new Promise<T>((resolve) => provider.once("message", (m) => resolve(m as T)));
const { providerUrl } = await fromProvider<{ providerUrl: string }>();
const job = new Promise<FirstByteJob>((resolve) =>
  process.once("message", (m) => resolve(m as FirstByteJob)),
);
process.send!({ providerUrl });
const { viaApp, primer, pairs } = await job;
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

for (let i = 0; i < primer; i++) await throughApp();
// The very request the app sent last (system prompt, guide passages, history), sent straight.
const last = fromProvider<{ lastBody: unknown }>();
provider.send({ last: true });
const direct: FirstByteRequest = {
  port: Number(new URL(providerUrl).port),
  path: "/v1/chat/completions",
  headers: { authorization: "Bearer bench-key", accept: "application/json" },
  body: JSON.stringify((await last).lastBody),
};
const straight = () => firstByteMs(direct, (body) => body.includes("[DONE]"));
for (let i = 0; i < primer; i++) await straight();
// Alternating, so drift (GC, JIT, the growing conversation) weighs on both series alike.
const samples: FirstByteSamples = { direct: [], viaApp: [] };
for (let i = 0; i < pairs; i++) {
  samples.direct.push(await straight());
  samples.viaApp.push(await throughApp());
}
agent.destroy();
provider.disconnect();
process.send!(samples);
