import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

// Node 20 cannot run a .ts worker and tsx only hooks the main thread there, so each worker starts from
// this tiny CommonJS bootstrap that registers tsx's require hook and loads pdf-worker.ts. pdf.js itself
// is then imported natively: through tsx's ESM hook it would take ~1 s longer to load.
const BOOTSTRAP = `const { parentPort, workerData } = require("node:worker_threads");
try {
  require(workerData.tsx).register();
  require(workerData.entry);
} catch (error) {
  parentPort.postMessage({ type: "internal", detail: String(error?.stack ?? error) });
}`;
const WORKER_ENTRY = fileURLToPath(new URL("./pdf-worker.ts", import.meta.url));
const TSX_CJS_API = createRequire(import.meta.url).resolve("tsx/cjs/api");

/** A worker serves at most this many documents, so nothing one book leaves behind lives for long. */
const MAX_USES = 20;

type Pooled = { worker: Worker; maxMemoryMb: number; uses: number };

/** Drops the listeners of one extraction (not Node's own, which keep the message port running). */
function detach(worker: Worker) {
  for (const event of ["message", "error", "exit"]) worker.removeAllListeners(event);
}

/**
 * Warm workers wait between extractions (as many as the last one used, or as `prewarmWorkers` asked
 * for): pdf.js loaded and its code already optimised, which saves its start-up (~0.3 s) and much of a
 * cold run's slowness on every book after the first. Only a worker whose extraction ended cleanly comes
 * back; a timeout, a memory breach or a crash terminates it.
 */
const idle: Pooled[] = [];
let maxIdle = 1;

function start(maxMemoryMb: number): Worker {
  return new Worker(BOOTSTRAP, {
    eval: true,
    execArgv: [], // not the parent's: an inherited --import tsx would load pdf.js through tsx
    workerData: { tsx: TSX_CJS_API, entry: WORKER_ENTRY },
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
  });
}

/** An idle worker if it has the same memory limit, else a new one. Throws if a worker cannot start. */
export function acquireWorker(maxMemoryMb: number): Pooled {
  const pooled = idle.pop();
  if (pooled && pooled.maxMemoryMb === maxMemoryMb) {
    detach(pooled.worker);
    pooled.worker.ref();
    return pooled;
  }
  if (pooled) void pooled.worker.terminate();
  return { worker: start(maxMemoryMb), maxMemoryMb, uses: 0 };
}

/**
 * Hands a worker back after a clean extraction; it waits (without keeping the process up) for the next.
 * As many wait as the extraction used (`keep`) or as were prewarmed, whichever is more.
 */
export function releaseWorker(pooled: Pooled, keep = 1) {
  pooled.uses++;
  detach(pooled.worker);
  if (idle.length >= Math.max(maxIdle, keep) || pooled.uses >= MAX_USES) void pooled.worker.terminate();
  else park(pooled);
}

/** Starts `count` warm workers ahead of the first book (at server start), and keeps that many after. */
export function prewarmWorkers(maxMemoryMb: number, count: number) {
  maxIdle = Math.max(maxIdle, count);
  while (idle.length < count) park({ worker: start(maxMemoryMb), maxMemoryMb, uses: 0 });
}

function park(pooled: Pooled) {
  idle.push(pooled);
  pooled.worker.unref();
  const forget = () => {
    const at = idle.indexOf(pooled);
    if (at >= 0) idle.splice(at, 1);
  };
  pooled.worker.once("exit", forget);
  pooled.worker.once("error", forget);
}

export function discardWorker(pooled: Pooled) {
  detach(pooled.worker);
  pooled.worker.terminate().catch(() => {});
}
