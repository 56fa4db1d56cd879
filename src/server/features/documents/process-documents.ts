import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { documentChunks, documentJobs, documents } from "../../db/schema";
import { type Chunk, ChunkStream } from "./extraction/chunk-pages";
import type { ExtractionResult, PageText } from "./extraction/extract-pdf";
import { extractionSlots } from "./extraction-slots";
import { beginHeadStart, type HeadStart, type HeadStartTicket } from "./head-start";
import { readDocumentFile } from "./queries";

type OnPage = (page: PageText) => void;

/** Extracts a PDF's pages; `onPage` (if the extractor supports it) gets each page as soon as it is read. */
export type Extract = (bytes: Uint8Array, onPage?: OnPage) => Promise<ExtractionResult>;

type Options = {
  db: Db;
  extract: Extract;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** How often to look for work left by other instances or by a crash. */
  pollMs?: number;
  /** A claimed job not finished within this time is taken up again (its worker died). */
  lockMs?: number;
  maxAttempts?: number;
  /** Books this process reads at once, head starts included. Default 1. */
  concurrency?: number;
};

const CHUNK_BATCH = 50;
const GAVE_UP = "This PDF could not be processed. Try uploading it again, or another copy of the book.";

/** Claims the oldest job nobody holds; SKIP LOCKED lets several instances share the queue. */
async function claimJob(db: Db, lockMs: number) {
  const result = await db.execute<{ document_id: string; attempts: number }>(sql`
    update ${documentJobs}
    set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${lockMs / 1000})
    where document_id = (
      select document_id from ${documentJobs}
      where locked_until is null or locked_until < now()
      order by created_at
      limit 1
      for update skip locked
    )
    returning document_id, attempts`);
  return (result as unknown as { rows: { document_id: string; attempts: number }[] }).rows[0];
}

/**
 * Stores chunks as they come, in batches of `CHUNK_BATCH`, one statement at a time: on PGlite the
 * database shares the server's thread, and one huge insert would stall every request.
 */
function chunkWriter(db: Db, row: { documentId: string; userId: string }) {
  let pending: Chunk[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  let failure: unknown;
  const write = (batch: Chunk[]) => {
    writing = writing
      .then(async () => {
        if (failure) return;
        await db.insert(documentChunks).values(batch.map((chunk) => ({ ...chunk, ...row })));
      })
      .catch((error) => {
        failure ??= error;
      });
  };
  return {
    add(chunks: Chunk[]) {
      pending.push(...chunks);
      if (pending.length < CHUNK_BATCH) return;
      write(pending);
      pending = [];
    },
    /** Writes what is left; throws the first failed write. */
    async flush() {
      if (pending.length) write(pending);
      pending = [];
      await writing;
      if (failure) throw failure;
    },
  };
}

async function finish(db: Db, documentId: string, outcome: Partial<typeof documents.$inferInsert>) {
  await db
    .update(documents)
    .set({ ...outcome, processedAt: new Date() })
    .where(eq(documents.id, documentId));
  await db.delete(documentJobs).where(eq(documentJobs.documentId, documentId));
}

export async function processJob(
  options: Options & { documentId: string; attempts: number; headStart?: HeadStart },
) {
  const { db, documentId, headStart } = options;
  if (options.attempts > (options.maxAttempts ?? 3))
    return finish(db, documentId, { status: "error", error: GAVE_UP });
  const file = headStart ? undefined : await readDocumentFile(db, documentId);
  const read = headStart ? headStart.follow : file && ((onPage: OnPage) => options.extract(file, onPage));
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!read || !doc) return db.delete(documentJobs).where(eq(documentJobs.documentId, documentId));
  // A retry after a crash starts from a clean slate. The chunks are stored while the later pages are
  // still being read; searches skip them until the document is completed.
  const clear = () => db.delete(documentChunks).where(eq(documentChunks.documentId, documentId));
  await clear();
  const stream = new ChunkStream();
  const writer = chunkWriter(db, { documentId, userId: doc.userId });
  let streamed = 0;
  const result = await read((page) => {
    streamed++;
    writer.add(stream.push(page));
  });
  if (!result.ok) {
    await writer.flush().catch(() => {});
    await clear();
    return finish(db, documentId, { status: "error", error: result.message });
  }
  for (const page of result.pages.slice(streamed)) writer.add(stream.push(page));
  writer.add(stream.finish());
  await writer.flush();
  await db.transaction((tx) =>
    finish(tx, documentId, {
      status: "completed",
      pageCount: result.pageCount,
      extractedChars: result.chars,
    }),
  );
  options.log.info({ documentId, pages: result.pageCount, ms: Math.round(result.ms) }, "document processed");
}

/**
 * Loops (one per slot of `concurrency`, default 1) that extract queued documents; `wake()` starts
 * them at once after an upload. `headStart(bytes)` lets an upload begin its book's extraction while
 * it stores it (see head-start.ts); it answers undefined, and the upload goes the usual way, unless
 * a slot is free. A head start holds its slot until its extraction ends; the loop that claims its
 * job follows it without a slot of its own, and any other job waits for a slot.
 */
export function startDocumentWorker(options: Options) {
  const pollMs = options.pollMs ?? 2000;
  const lockMs = options.lockMs ?? 120_000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const slots = extractionSlots(concurrency);
  let running = true;
  // Claims this process has in flight: an empty claim says another instance has a job only when
  // no loop of this process is still claiming.
  let claiming = 0;
  // At most one head start, for the document named once its upload is stored.
  let early: { start: HeadStart; documentId?: string } | undefined;
  const sleepers = new Set<() => void>();
  const wake = () => {
    for (const resolve of sleepers) resolve();
    sleepers.clear();
  };

  async function handle(job: { document_id: string; attempts: number }) {
    const documentId = job.document_id;
    const taken = early?.documentId === documentId ? early.start : undefined;
    if (taken) early = undefined;
    else await slots.take();
    await processJob({ ...options, documentId, attempts: job.attempts, headStart: taken })
      .catch((err) => options.log.error({ err, documentId }, "document processing failed; will retry"))
      .finally(() => taken || slots.give());
  }

  async function loop() {
    while (running) {
      const expected = early?.documentId;
      claiming++;
      const job = await claimJob(options.db, lockMs)
        .catch((err) => {
          options.log.error({ err }, "could not claim a document job");
          return undefined;
        })
        .finally(() => claiming--);
      if (job) {
        await handle(job);
        continue;
      }
      // Its job was stored before this claim and no loop here has it: another instance has it.
      if (expected && early?.documentId === expected && claiming === 0) early = undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        sleepers.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  const loops = Promise.all(Array.from({ length: concurrency }, loop));
  return {
    wake,
    headStart(bytes: Uint8Array): HeadStartTicket | undefined {
      if (early || !running || !slots.tryTake()) return undefined;
      const entry: { start: HeadStart; documentId?: string } = {
        start: beginHeadStart(options.extract, bytes),
      };
      void entry.start.ended.then(slots.give);
      early = entry;
      return {
        stored(documentId) {
          entry.documentId = documentId;
          wake();
        },
        drop() {
          if (early === entry) early = undefined;
        },
      };
    },
    async stop() {
      running = false;
      wake();
      await loops;
      await early?.start.ended;
    },
  };
}
