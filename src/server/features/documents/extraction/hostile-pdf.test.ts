import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type ExtractionResult, extractPdf } from "./extract-pdf";

const FIXTURES = new URL("../../../../../../shared/fixtures/pdf/", import.meta.url);
const load = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
const outcome = (result: ExtractionResult) => (result.ok ? "ok" : result.reason);

/** A one-page PDF whose page content is `stream` (with `filter` in its dictionary), Helvetica as /F1. */
function pdfWithContent(stream: Buffer, filter = ""): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} ${filter} >>\nstream\n`),
      stream,
      Buffer.from("\nendstream"),
    ]),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from("\nendobj\n"),
    ]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}${trailer}`));
  return new Uint8Array(Buffer.concat(parts));
}

describe("extractPdf limits and hostile input", () => {
  it("calls random bytes after a PDF header damaged", async () => {
    let seed = 1;
    const junk = Array.from({ length: 8192 }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed >>> 24;
    });
    const bytes = new Uint8Array([...new TextEncoder().encode("%PDF-1.4\n"), ...junk]);
    expect(outcome(await extractPdf(bytes))).toBe("damaged");
    expect(outcome(await extractPdf(new Uint8Array(0)))).toBe("damaged");
  });

  it("reads a minimal hand-made PDF", async () => {
    const result = await extractPdf(
      pdfWithContent(Buffer.from("BT /F1 12 Tf 72 712 Td (Hello, reader) Tj ET")),
    );
    expect(result).toMatchObject({ ok: true, pageCount: 1, pages: [{ page: 1, text: "Hello, reader" }] });
  });

  it("stops a zip bomb (a small stream that inflates to 256 MB) on memory, not heap", async () => {
    const bomb = deflateSync(Buffer.alloc(256 * 2 ** 20, " "), { level: 1 }); // ~1 MB
    const result = await extractPdf(pdfWithContent(bomb, "/Filter /FlateDecode"), { maxMemoryMb: 32 });
    expect(outcome(result)).toBe("too_large_memory");
  });

  it("stops at the time limit without waiting for the workers", async () => {
    const started = performance.now();
    const result = await extractPdf(load("freeculture.pdf"), { timeoutMs: 1 });
    expect(result).toMatchObject({
      ok: false,
      reason: "timeout",
      message: expect.stringMatching(/too long/),
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("turns a worker running out of memory into a failed result", async () => {
    const result = await extractPdf(load("tracemonkey.pdf"), { maxMemoryMb: 8 });
    expect(outcome(result)).toBe("too_large_memory");
  });

  it("refuses books over the page or character limit", async () => {
    const bytes = load("freeculture.pdf");
    expect(await extractPdf(bytes, { maxPages: 100 })).toMatchObject({
      reason: "too_long",
      message: "This book is too long (over 100 pages).",
    });
    expect(await extractPdf(bytes, { maxChars: 10_000 })).toMatchObject({ reason: "too_long" });
  });
});
