import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { documentChunks, documentJobs, documents } from "../../db/schema";
import { chunkPages } from "./extraction/chunk-pages";
import type { ExtractionResult } from "./extraction/extract-pdf";
import { readDocumentFile } from "./queries";

export type Extract = (bytes: Uint8Array) => Promise<ExtractionResult>;

type Options = {
  db: Db;
  extract: Extract;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** How often to look for work left by other instances or by a crash. */
  pollMs?: number;
  /** A claimed job not finished within this time is taken up again (its worker died). */
  lockMs?: number;
  maxAttempts?: number;
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

async function finish(db: Db, documentId: string, outcome: Partial<typeof documents.$inferInsert>) {
  await db
    .update(documents)
    .set({ ...outcome, processedAt: new Date() })
    .where(eq(documents.id, documentId));
  await db.delete(documentJobs).where(eq(documentJobs.documentId, documentId));
}

export async function processJob(options: Options & { documentId: string; attempts: number }) {
  const { db, documentId } = options;
  if (options.attempts > (options.maxAttempts ?? 3))
    return finish(db, documentId, { status: "error", error: GAVE_UP });
  const file = await readDocumentFile(db, documentId);
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!file || !doc) return db.delete(documentJobs).where(eq(documentJobs.documentId, documentId));
  const result = await options.extract(file);
  if (!result.ok) return finish(db, documentId, { status: "error", error: result.message });
  // Small batches, each its own statement, with a turn of the event loop between them: on PGlite
  // the database shares the server's thread, and one huge insert would stall every request.
  // A retry after a crash starts from a clean slate.
  await db.delete(documentChunks).where(eq(documentChunks.documentId, documentId));
  const chunks = chunkPages(result.pages);
  for (let i = 0; i < chunks.length; i += CHUNK_BATCH) {
    const batch = chunks.slice(i, i + CHUNK_BATCH).map((c) => ({ ...c, documentId, userId: doc.userId }));
    await db.insert(documentChunks).values(batch);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await db.transaction((tx) =>
    finish(tx, documentId, {
      status: "completed",
      pageCount: result.pageCount,
      extractedChars: result.chars,
    }),
  );
  options.log.info({ documentId, pages: result.pageCount, ms: Math.round(result.ms) }, "document processed");
}

/** A loop that extracts queued documents one at a time; `wake()` starts it at once after an upload. */
export function startDocumentWorker(options: Options) {
  const pollMs = options.pollMs ?? 2000;
  const lockMs = options.lockMs ?? 120_000;
  let running = true;
  let wake: () => void = () => {};
  const loop = (async () => {
    while (running) {
      const job = await claimJob(options.db, lockMs).catch((err) => {
        options.log.error({ err }, "could not claim a document job");
        return undefined;
      });
      if (job) {
        await processJob({ ...options, documentId: job.document_id, attempts: job.attempts }).catch((err) =>
          options.log.error({ err, documentId: job.document_id }, "document processing failed; will retry"),
        );
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    wake: () => wake(),
    async stop() {
      running = false;
      wake();
      await loop;
    },
  };
}
