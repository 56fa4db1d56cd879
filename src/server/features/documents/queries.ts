import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentChunks, documentFiles, documentJobs, documents } from "../../db/schema";
import type { Passage } from "../coach/engine";
import { readSources, type TextSearch, textSearch, toPassage, type UserId } from "../coach/queries";

type DocumentRow = typeof documents.$inferSelect;
const CANDIDATES = 400;

export const serializeDocument = (row: DocumentRow) => ({
  id: row.id,
  originalName: row.originalName,
  fileSize: row.fileSize,
  status: row.status,
  error: row.error,
  pageCount: row.pageCount,
  extractedLength: row.extractedChars,
  uploadedAt: row.uploadedAt.toISOString(),
});

export async function countDocuments(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.userId, userId));
  return row?.n ?? 0;
}

/** Stores the document, its bytes and its extraction job together. */
export async function insertDocument(
  db: Db,
  input: { userId: string; originalName: string; bytes: Uint8Array; now: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({
        userId: input.userId,
        originalName: input.originalName,
        fileSize: input.bytes.length,
        uploadedAt: input.now,
      })
      .returning();
    await tx.execute(
      sql`insert into ${documentFiles} (document_id, bytes) values (${row!.id}, decode(${toBase64(input.bytes)}, 'base64'))`,
    );
    await tx.insert(documentJobs).values({ documentId: row!.id, createdAt: input.now });
    return row!;
  });
}

// Bytes travel as base64 text: PGlite's JavaScript encoding of binary parameters takes about a
// second for a 2.6 MB book (on the server's own thread), text takes a tenth of that.
const toBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("base64");

export async function readDocumentFile(db: Db, documentId: string): Promise<Uint8Array | undefined> {
  const result = await db.execute<{ data: string }>(
    sql`select encode(bytes, 'base64') as data from ${documentFiles} where document_id = ${documentId}`,
  );
  const row = (result as unknown as { rows: { data: string }[] }).rows[0];
  return row ? new Uint8Array(Buffer.from(row.data, "base64")) : undefined;
}

export async function listDocuments(db: Db, userId: string) {
  return db.select().from(documents).where(eq(documents.userId, userId)).orderBy(desc(documents.uploadedAt));
}

export async function deleteDocument(db: Db, input: { userId: string; id: string }) {
  const rows = await db
    .delete(documents)
    .where(and(eq(documents.id, input.id), eq(documents.userId, input.userId)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

/**
 * The best chunks of this user's completed books. Common words match most of a book, so ranking is
 * bounded to the first CANDIDATES matches: a broad question costs the same as a narrow one. They are
 * ranked by one ts_rank_cd over all the words, not per word as the guide is (rankBy): over that many
 * chunks it cost twice the time, and it lifted the book's index pages, which have most words of any
 * question.
 */
export const booksSource = (input: { userId: UserId; q: TextSearch; limit?: number }) => sql`(
  select 'book' as kind, null::text as key, ${documents.originalName} as title, null::text as category,
    candidate.page, candidate.content,
    row_number() over (order by ts_rank_cd(candidate.search, ${input.q.query}) desc) as ord
  from (
    select ${documentChunks.documentId} as document_id, ${documentChunks.page} as page,
      ${documentChunks.content} as content, ${documentChunks.search} as search
    from ${documentChunks}
    where ${documentChunks.userId} = ${input.userId} and ${documentChunks.search} @@ ${input.q.query}
    limit ${CANDIDATES}
  ) candidate join ${documents} on ${documents.id} = candidate.document_id
  where ${documents.status} = 'completed'
  order by ord limit ${input.limit ?? 2})`;

/** The best passages of this user's completed books, labelled with book and page. */
export async function searchBooks(
  db: Db,
  input: { userId: string; text: string; limit?: number },
): Promise<Passage[]> {
  const q = textSearch(input.text);
  if (!q) return [];
  return (
    await readSources(db, [booksSource({ userId: input.userId, q, limit: input.limit })], [q.terms])
  ).map(toPassage);
}
