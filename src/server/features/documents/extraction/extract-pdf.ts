import { availableParallelism } from "node:os";
import { AppError } from "../../../../shared/errors";
import { fail, tooLong } from "./failures";
import { countNonWhitespace } from "./page-text";
import type { ExtractionFailure, ExtractionResult, PageText, WorkerInput, WorkerOutput } from "./protocol";
import { acquireWorker, discardWorker, prewarmWorkers, releaseWorker } from "./worker-pool";

export type { ExtractionResult, FailureReason, PageText } from "./protocol";

export type ExtractOptions = {
  /** Wall-clock limit for the whole extraction; the workers are terminated after it. Default 60 s. */
  timeoutMs?: number;
  /**
   * Memory budget per worker, default 256 MB: its V8 heap limit, and (with a fixed allowance for the
   * worker itself) how much the process's resident memory may grow, which also catches buffers outside
   * the heap, e.g. a "zip bomb" content stream.
   */
  maxMemoryMb?: number;
  /** Longer books are refused right after opening. Default 2000. */
  maxPages?: number;
  /** Default 5,000,000. */
  maxChars?: number;
  /**
   * Workers sharing the pages. By default up to 4 (available CPUs less one, at least one), but only one
   * per started MB of file: each worker re-reads the fonts (~0.3 s of CPU), which only pays on long files.
   */
  threads?: number;
  /** Called with each page in page order, as soon as every page before it is read too. */
  onPage?: (page: PageText) => void;
};

/** Below this many non-whitespace characters per page (at most 20 in all) a PDF counts as a scan. */
const MIN_CHARS_PER_PAGE = 5;
const MIN_CHARS = 20;
const BYTES_PER_WORKER = 1024 * 1024;
const MAX_THREADS = 16;
/** Resident memory a worker needs beyond its budget: its isolate, pdf.js's code, its copy of the file. */
const WORKER_OVERHEAD_MB = 128;
const MEMORY_CHECK_MS = 100;
const DEFAULT_MEMORY_MB = 256;

type Done = Extract<WorkerOutput, { type: "done" }>;
type Limits = Required<Omit<ExtractOptions, "onPage">>;
type Read = { pages: PageText[]; slices: Done[] };

/** Loads pdf.js in waiting workers (as many as a long book uses) so books after start-up do not pay for it. */
export function prewarmPdfExtraction(maxMemoryMb = DEFAULT_MEMORY_MB) {
  prewarmWorkers(maxMemoryMb, maxThreads());
}

/**
 * Workers for one long book: up to 4, and one core left for the server's own thread, which answers
 * requests and stores the pages as they come. (On two cores, two workers read freeculture.pdf alone in
 * ~0.7 s against ~1.0 s, but inside the app, storing beside them, they measured no faster.)
 */
const maxThreads = () => Math.min(4, Math.max(1, availableParallelism() - 1));

/** Extracts the text of every page, in worker threads, within the time and memory limits. */
export async function extractPdf(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractionResult> {
  const started = performance.now();
  const limits: Limits = {
    timeoutMs: options.timeoutMs ?? 60_000,
    maxMemoryMb: options.maxMemoryMb ?? DEFAULT_MEMORY_MB,
    maxPages: options.maxPages ?? 2000,
    maxChars: options.maxChars ?? 5_000_000,
    threads: options.threads ?? Math.min(maxThreads(), Math.ceil(bytes.byteLength / BYTES_PER_WORKER)),
  };
  const data = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(data).set(bytes);
  const count = Math.min(MAX_THREADS, Math.max(1, Math.floor(limits.threads)));
  const read = await runWorkers(data, count, limits, options.onPage);
  if (!("slices" in read)) return read;

  const { pages, slices } = read;
  const pageCount = slices[0]?.pageCount ?? 0;
  if (pageCount > 0 && slices.reduce((n, slice) => n + slice.failedPages, 0) === pageCount)
    return fail("damaged");
  const chars = pages.reduce((n, page) => n + page.text.length, 0);
  if (chars > limits.maxChars) return tooLong(`${limits.maxChars} characters`);
  const visible = pages.reduce((n, page) => n + countNonWhitespace(page.text), 0);
  if (visible < Math.max(1, Math.min(MIN_CHARS, MIN_CHARS_PER_PAGE * pageCount))) return fail("no_text");
  return { ok: true, pages, pageCount, chars, ms: performance.now() - started };
}

/**
 * Starts `count` workers on the same bytes; resolves with every page in order and each worker's
 * summary, or with the first failure.
 */
function runWorkers(
  data: SharedArrayBuffer,
  count: number,
  limits: Limits,
  onPage: (page: PageText) => void = () => {},
): Promise<Read | ExtractionFailure> {
  return new Promise((resolve, reject) => {
    const workers: ReturnType<typeof acquireWorker>[] = [];
    const slices: Done[] = [];
    // Pages arrive from the workers in any order; `byNumber[n - 1]` is page n, passed on in order.
    const byNumber: PageText[] = [];
    let passedOn = 0;
    let finished = 0;
    let settled = false;
    const settle = (outcome: Read | ExtractionFailure | AppError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      // After a clean extraction a worker can serve the next book; any other outcome ends them all.
      const clean = !(outcome instanceof AppError) && "slices" in outcome;
      for (const pooled of workers) clean ? releaseWorker(pooled, count) : discardWorker(pooled);
      if (outcome instanceof AppError) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => settle(fail("timeout")), limits.timeoutMs);
    // resourceLimits cap only the V8 heap; ArrayBuffers (decoded streams) are watched here, process-wide.
    const rssLimit = process.memoryUsage.rss() + count * (limits.maxMemoryMb + WORKER_OVERHEAD_MB) * 2 ** 20;
    const watchdog = setInterval(() => {
      if (process.memoryUsage.rss() > rssLimit) settle(fail("too_large_memory"));
    }, MEMORY_CHECK_MS);

    const onMessage = (index: number, message: WorkerOutput) => {
      if (message.type === "internal")
        settle(new AppError("INTERNAL", `PDF extraction failed: ${message.detail}`));
      else if (message.type === "page") {
        byNumber[message.page.page - 1] = message.page;
        try {
          while (byNumber[passedOn]) onPage(byNumber[passedOn++]!);
        } catch (error) {
          settle(new AppError("INTERNAL", `Storing the PDF's pages failed: ${error}`));
        }
      } else if (message.type === "done") {
        slices[index] = message;
        if (++finished === count) settle({ pages: byNumber, slices });
      } else if (message.reason === "too_long_pages") settle(tooLong(`${limits.maxPages} pages`));
      else if (message.reason === "too_long_chars") settle(tooLong(`${limits.maxChars} characters`));
      else settle(fail(message.reason));
    };

    for (let index = 0; index < count && !settled; index++) {
      const input: WorkerInput = { data, index, count, maxPages: limits.maxPages, maxChars: limits.maxChars };
      let pooled: ReturnType<typeof acquireWorker>;
      try {
        pooled = acquireWorker(limits.maxMemoryMb);
      } catch (error) {
        return settle(new AppError("INTERNAL", `Could not start a PDF extraction worker: ${error}`));
      }
      const { worker } = pooled;
      workers.push(pooled);
      worker.postMessage(input);
      worker.on("message", (message: WorkerOutput) => onMessage(index, message));
      // A worker that dies without reporting crashed on this PDF: out of memory, or a pdf.js bug.
      worker.on("error", (error: Error & { code?: string }) =>
        settle(fail(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "too_large_memory" : "damaged")),
      );
      worker.on("exit", () => {
        if (!slices[index]) settle(fail("damaged"));
      });
    }
  });
}
