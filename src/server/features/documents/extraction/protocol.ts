// Types shared by extract-pdf.ts (main thread) and pdf-worker.ts (worker thread).

export type PageText = { page: number; text: string };

export type FailureReason = "password" | "damaged" | "no_text" | "too_long" | "timeout" | "too_large_memory";

export type ExtractionResult =
  | { ok: true; pages: PageText[]; pageCount: number; chars: number; ms: number }
  | { ok: false; reason: FailureReason; message: string };

export type ExtractionFailure = Extract<ExtractionResult, { ok: false }>;

/** What each worker gets: the whole file (shared, read-only) and which slice of the pages is its own. */
export type WorkerInput = {
  data: SharedArrayBuffer;
  index: number;
  count: number;
  maxPages: number;
  maxChars: number;
};

export type WorkerOutput =
  /** One page of the worker's slice, posted as soon as it is read. */
  | { type: "page"; page: PageText }
  /** The worker's slice is finished. */
  | { type: "done"; pageCount: number; failedPages: number }
  | {
      type: "failed";
      reason: "password" | "damaged" | "too_long_pages" | "too_long_chars" | "too_large_memory";
      detail: string;
    }
  /** The worker could not load its code (pdf.js or tsx missing): a deployment problem, not the PDF's fault. */
  | { type: "internal"; detail: string };

/**
 * The pages (1-based) worker `index` of `count` extracts: every count-th page. Interleaving balances the
 * work better than contiguous ranges (front matter, index and figures are cheaper than body text).
 */
export function pageSlice(pageCount: number, index: number, count: number): number[] {
  const pages: number[] = [];
  for (let page = index + 1; page <= pageCount; page += count) pages.push(page);
  return pages;
}
