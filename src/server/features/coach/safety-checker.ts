import { Piscina } from "piscina";
import { checkSafety, type SafetyVerdict } from "./safety";

export type SafetyChecker = {
  check: (message: string) => Promise<SafetyVerdict | null>;
  close: () => Promise<void>;
};

const WORKER = new URL("./safety-worker.mjs", import.meta.url);

/**
 * Runs the safety check (a few hundred regular expressions) on threads of its own, started on the
 * first check, so it does not hold up the server's thread: a chat send's statements (on PGlite, on
 * that very thread) and its check run side by side, and no request waits behind another's check.
 * If the threads fail (one cannot load, or one dies), checks run on the calling thread from then on:
 * no message goes unchecked, and none waits for a thread that will not answer. Idle threads do not
 * keep the process running.
 */
export function createSafetyChecker(
  options: { workerFile?: URL; onError?: (err: unknown) => void } = {},
): SafetyChecker {
  const pool = new Piscina<string, SafetyVerdict | null>({
    filename: (options.workerFile ?? WORKER).href,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: Number.POSITIVE_INFINITY,
    execArgv: [], // not the parent's --import tsx: the worker loads tsx's API itself
  });
  const onError =
    options.onError ??
    ((err) => console.error(`safety check thread failed, checking on the server's thread: ${err}`));
  // A worker's failure is reported on the pool, while the check it was given may never settle. Every
  // failure is listened for (an unheard "error" would end the process); the first one counts.
  let failed = false;
  const failure = new Promise<never>((_, reject) =>
    pool.on("error", (err) => {
      failed = true;
      reject(err);
    }),
  );
  failure.catch(onError);
  return {
    async check(message) {
      if (!failed) {
        try {
          return await Promise.race([pool.run(message), failure]);
        } catch (err) {
          if (!failed) onError(err); // (the pool's failure is reported once, above)
        }
      }
      return checkSafety(message);
    },
    close: () => pool.destroy(),
  };
}

/** The process's checker, shared by every app in it (as the PDF workers are). */
export const safetyChecker = createSafetyChecker();

/** Starts a thread before the first message, which would otherwise wait ~0.3 s for it. */
export const prewarmSafetyCheck = () => void safetyChecker.check("");
