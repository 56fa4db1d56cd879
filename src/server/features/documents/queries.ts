import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentChunks, documentFiles, documentJobs, documents } from "../../db/schema";
import type { Passage } from "../coach/engine";
import { searchQuery } from "../coach/queries";

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

/** The best chunks of this user's completed books, labelled with book and page. */
export async function searchBooks(
  db: Db,
  input: { userId: string; text: string; limit?: number },
): Promise<Passage[]> {
  const query = searchQuery(input.text);
  if (!query) return [];
  const q = sql`websearch_to_tsquery('english', ${query})`;
  // Common words match most of a book; ranking is bounded to the first CANDIDATES matches so a
  // broad question costs the same as a narrow one.
  const candidates = db
    .select({ id: documentChunks.id })
    .from(documentChunks)
    .where(and(eq(documentChunks.userId, input.userId), sql`${documentChunks.search} @@ ${q}`))
    .limit(CANDIDATES);
  const rows = await db
    .select({ content: documentChunks.content, page: documentChunks.page, name: documents.originalName })
    .from(documentChunks)
    .innerJoin(documents, eq(documents.id, documentChunks.documentId))
    .where(and(inArray(documentChunks.id, candidates), eq(documents.status, "completed")))
    .orderBy(sql`ts_rank_cd(${documentChunks.search}, ${q}) desc`)
    .limit(input.limit ?? 2);
  return rows.map((row) => ({
    source: "book",
    title: `${row.name.replace(/\.pdf$/i, "")}, page ${row.page}`,
    content: row.content,
  }));
}
