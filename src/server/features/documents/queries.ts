import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentChunks, documentFiles, documentJobs, documents } from "../../db/schema";
import type { Passage } from "../coach/engine";
import { searchQuery } from "../coach/queries";

type DocumentRow = typeof documents.$inferSelect;

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
    await tx.insert(documentFiles).values({ documentId: row!.id, bytes: input.bytes });
    await tx.insert(documentJobs).values({ documentId: row!.id, createdAt: input.now });
    return row!;
  });
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
  const rows = await db
    .select({ content: documentChunks.content, page: documentChunks.page, name: documents.originalName })
    .from(documentChunks)
    .innerJoin(documents, eq(documents.id, documentChunks.documentId))
    .where(
      and(
        eq(documentChunks.userId, input.userId),
        eq(documents.status, "completed"),
        sql`${documentChunks.search} @@ ${q}`,
      ),
    )
    .orderBy(sql`ts_rank_cd(${documentChunks.search}, ${q}) desc`)
    .limit(input.limit ?? 2);
  return rows.map((row) => ({
    source: "book",
    title: `${row.name.replace(/\.pdf$/i, "")}, page ${row.page}`,
    content: row.content,
  }));
}
