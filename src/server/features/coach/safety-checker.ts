import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";
import { checkSafety, type SafetyVerdict } from "./safety";

export type SafetyChecker = {
  check: (message: string) => Promise<SafetyVerdict | null>;
  /**
   * Takes the answers the thread has already sent, without waiting for the event loop to deliver
   * them: a caller that kept this thread busy meanwhile (a chat send's statements) calls it before
   * awaiting its check, which then settles at once when the answer is in.
   */
  drain: () => void;
  close: () => Promise<void>;
};

/** A check sent to the thread: its id, and the text, to check here should the thread fail. */
type Question = { id: number; text: string };
type Answer = { id: number; verdict: SafetyVerdict | null };
type Waiting = {
  text: string;
  resolve: (verdict: SafetyVerdict | null) => void;
  reject: (err: unknown) => void;
};

const WORKER = new URL("./safety-worker.mjs", import.meta.url);

/**
 * Runs the safety check (a few hundred regular expressions) on a thread of its own, started on the
 * first check, so it does not hold up the server's thread: a chat send's statements (on PGlite, on
 * that very thread) and its check run side by side, and no request waits behind another's check.
 * On the server's thread, with its caches full of other work, the same check takes up to ~0.9 ms.
 *
 * The thread answers over a message port the caller can read synchronously (`drain`). If the thread
 * fails (it cannot load, or it dies), the checks it had and every later one run on the calling
 * thread: no message goes unchecked, and none waits for a thread that will not answer. An idle
 * thread does not keep the process running.
 */
export function createSafetyChecker(
  options: { workerFile?: URL; onError?: (err: unknown) => void } = {},
): SafetyChecker {
  const onError =
    options.onError ??
    ((err) => console.error(`safety check thread failed, checking on the server's thread: ${err}`));
  const waiting = new Map<number, Waiting>();
  let thread: { worker: Worker; port: MessagePort } | null = null;
  let failed = false;
  let closing = false;
  let nextId = 0;

  const answer = ({ id, verdict }: Answer) => {
    const check = waiting.get(id);
    if (!check) return;
    waiting.delete(id);
    if (waiting.size === 0) thread?.port.unref();
    check.resolve(verdict);
  };

  const fail = (err: unknown) => {
    if (failed || closing) return;
    failed = true;
    onError(err);
    const orphaned = [...waiting.values()];
    waiting.clear();
    for (const check of orphaned) {
      try {
        check.resolve(checkSafety(check.text));
      } catch (error) {
        check.reject(error);
      }
    }
    void thread?.worker.terminate();
    thread?.port.close();
    thread = null;
  };

  const start = () => {
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(options.workerFile ?? WORKER, {
      workerData: { port: port2 },
      transferList: [port2],
      execArgv: [], // not the parent's --import tsx: the worker loads tsx's API itself
    });
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the safety check thread exited (code ${code})`)));
    worker.unref();
    port1.on("message", answer);
    port1.unref();
    return { worker, port: port1 };
  };

  return {
    check(text) {
      if (failed || closing) return Promise.resolve(checkSafety(text));
      thread ??= start();
      const { port } = thread;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { text, resolve, reject });
        port.ref(); // a check under way keeps the process running
        port.postMessage({ id, text } satisfies Question);
      });
    },
    drain() {
      if (!thread) return;
      for (let next = receiveMessageOnPort(thread.port); next; next = receiveMessageOnPort(thread.port)) {
        answer(next.message as Answer);
      }
    },
    async close() {
      closing = true;
      const open = thread;
      thread = null;
      open?.port.close();
      await open?.worker.terminate();
    },
  };
}

/** The process's checker, shared by every app in it (as the PDF workers are). */
export const safetyChecker = createSafetyChecker();

/**
 * Starts the thread and readies the rules before the first message, which would otherwise wait
 * ~1 s: the thread takes ~0.3 s to start, and V8 compiles each pattern on its first use and again,
 * optimised, on its second. A harmless question runs every rule, so it is checked twice.
 */
export async function prewarmSafetyCheck(): Promise<void> {
  for (let i = 0; i < 2; i++) await safetyChecker.check("How do I start a conversation at a coffee shop?");
}
