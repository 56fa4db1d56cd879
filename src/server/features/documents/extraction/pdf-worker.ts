// Runs in a worker thread (started by worker-pool.ts): loads pdf.js once, then for each input message
// opens the PDF and extracts the text of its own slice of the pages, posting each page as it is read.
// Every PDF problem is posted back as a message; a crash (out of memory) or a hang is dealt with by the
// main thread, which terminates the worker.
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { parentPort } from "node:worker_threads";
import { boundedDecompressionStream } from "./bounded-inflate";
import { pageText } from "./page-text";
import { pageSlice, type WorkerInput, type WorkerOutput } from "./protocol";

const post = (message: WorkerOutput) => parentPort?.postMessage(message);

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
// The minified builds of the same code load ~0.2 s faster; the worker build is loaded up front so that
// pdf.js finds it (globalThis.pdfjsWorker) instead of importing the unminified one.
const PDFJS = "pdfjs-dist/legacy/build/pdf.min.mjs";
const PDFJS_WORKER = "pdfjs-dist/legacy/build/pdf.worker.min.mjs";
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

// Text extraction needs no rendering: no font faces, no system fonts, no eval'd font programs,
// no canvas, image decoders or wasm. CMaps are read from disk (CID fonts need them for Unicode).
const PDF_OPTIONS = {
  disableFontFace: true,
  useSystemFonts: false,
  isEvalSupported: false,
  useWorkerFetch: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  useWasm: false,
  enableXfa: false,
  stopAtErrors: false,
  verbosity: 0,
  cMapPacked: true,
};

function cMapUrl(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("pdfjs-dist/package.json")), "cmaps") + sep;
}

async function open(pdfjs: PdfJs, input: WorkerInput): Promise<PdfDocument | undefined> {
  // pdf.js transfers (detaches) the buffer it is given, so each worker opens its own copy.
  const data = new Uint8Array(input.data.byteLength);
  data.set(new Uint8Array(input.data));
  try {
    return await pdfjs.getDocument({ data, ...PDF_OPTIONS, cMapUrl: cMapUrl() }).promise;
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
    post({ type: "failed", reason: name === "PasswordException" ? "password" : "damaged", detail: message });
    return undefined;
  }
}

async function extract(doc: PdfDocument, input: WorkerInput): Promise<WorkerOutput> {
  const pageCount = doc.numPages;
  if (pageCount > input.maxPages) return { type: "failed", reason: "too_long_pages", detail: `${pageCount}` };
  let chars = 0;
  let failedPages = 0;
  for (const number of pageSlice(pageCount, input.index, input.count)) {
    let text = "";
    try {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      text = pageText(content.items.filter((item) => "str" in item));
      page.cleanup();
    } catch {
      failedPages++; // a broken page loses its text; the rest of the book is still worth having
    }
    chars += text.length;
    if (chars > input.maxChars) return { type: "failed", reason: "too_long_chars", detail: `${chars}` };
    post({ type: "page", page: { page: number, text } });
  }
  return { type: "done", pageCount, failedPages };
}

async function loadPdfJs(): Promise<PdfJs> {
  // A decompression bomb ends the extraction: the main thread terminates this worker on the message.
  const onBomb = () =>
    post({ type: "failed", reason: "too_large_memory", detail: "a stream inflates past the limit" });
  Reflect.set(globalThis, "DecompressionStream", boundedDecompressionStream(onBomb));
  const nativePush = Array.prototype.push;
  const [pdfjs] = await Promise.all([import(PDFJS) as Promise<PdfJs>, import(PDFJS_WORKER)]);
  // The legacy build swaps in a core-js Array.prototype.push (for a spec corner case pdf.js never
  // meets) that makes text extraction ~15% slower. This thread runs nothing else, so restore it.
  Array.prototype.push = nativePush;
  return pdfjs;
}

const pdfjsLoaded = loadPdfJs();
// A failed load is reported when the first document arrives.
pdfjsLoaded.catch(() => {});

async function run(input: WorkerInput) {
  let pdfjs: PdfJs;
  try {
    pdfjs = await pdfjsLoaded;
  } catch (error) {
    return post({ type: "internal", detail: `could not load pdf.js: ${error}` });
  }
  const doc = await open(pdfjs, input);
  if (!doc) return;
  try {
    post(await extract(doc, input));
  } catch (error) {
    post({ type: "failed", reason: "damaged", detail: String(error) });
  } finally {
    await doc.destroy().catch(() => {});
  }
}

parentPort?.on("message", (input: WorkerInput) => void run(input));
