import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { tsvector } from "./chat";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** An uploaded PDF book. The bytes live in document_files so lists never load them. */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    originalName: text("original_name").notNull(),
    fileSize: integer("file_size").notNull(),
    status: text("status", { enum: ["processing", "completed", "error"] })
      .notNull()
      .default("processing"),
    error: text("error"),
    pageCount: integer("page_count"),
    extractedChars: integer("extracted_chars"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [index("documents_user_uploaded_idx").on(table.userId, table.uploadedAt)],
);

export const documentFiles = pgTable("document_files", {
  documentId: uuid("document_id")
    .primaryKey()
    .references(() => documents.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
});

/** Work queue: one row per document to extract; claimed with FOR UPDATE SKIP LOCKED. */
export const documentJobs = pgTable("document_jobs", {
  documentId: uuid("document_id")
    .primaryKey()
    .references(() => documents.id, { onDelete: "cascade" }),
  attempts: integer("attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const documentChunks = pgTable(
  "document_chunks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    ordinal: integer("ordinal").notNull(),
    content: text("content").notNull(),
    search: tsvector("search").notNull().generatedAlwaysAs(sql`to_tsvector('english', content)`),
  },
  (table) => [
    // A user's chunks sharing a word, found in one index whatever plan reads it (btree_gin): a plan
    // kept for any values does not know how many chunks share the words, nor how many are the user's.
    index("document_chunks_user_search_idx").using("gin", table.userId, table.search),
    index("document_chunks_user_idx").on(table.userId),
    // A book's chunks are deleted with it, and cleared when its extraction starts over.
    index("document_chunks_document_idx").on(table.documentId),
  ],
);
