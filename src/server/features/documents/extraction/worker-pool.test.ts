import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractPdf } from "./extract-pdf";
import { acquireWorker, discardWorker, releaseWorker } from "./worker-pool";

const FIXTURES = new URL("../../../../../../shared/fixtures/pdf/", import.meta.url);
const load = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));

describe("the warm extraction worker", () => {
  it("comes back after a clean extraction, never after a discarded one", async () => {
    const first = acquireWorker(256);
    releaseWorker(first);
    const again = acquireWorker(256);
    expect(again.worker.threadId).toBe(first.worker.threadId);
    discardWorker(again);
    const fresh = acquireWorker(256);
    expect(fresh.worker.threadId).not.toBe(first.worker.threadId);
    // Another memory limit never gets a worker started with a different one.
    releaseWorker(fresh);
    const other = acquireWorker(64);
    expect(other.worker.threadId).not.toBe(fresh.worker.threadId);
    discardWorker(other);
  });

  it("serves book after book, and a book that times out does not spoil the next", async () => {
    const bytes = load("tracemonkey.pdf");
    const texts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await extractPdf(bytes, { threads: 1 });
      if (!result.ok) throw new Error(result.reason);
      texts.push(result.pages.map((p) => p.text).join("\n"));
    }
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain("Trace-based Just-in-Time");

    expect(await extractPdf(load("freeculture.pdf"), { threads: 1, timeoutMs: 1 })).toMatchObject({
      reason: "timeout",
    });
    const after = await extractPdf(bytes, { threads: 1 });
    expect(after.ok && after.pageCount).toBe(14);
  });
});
