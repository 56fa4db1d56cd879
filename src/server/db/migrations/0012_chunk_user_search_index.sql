CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "document_chunks_search_idx";--> statement-breakpoint
CREATE INDEX "document_chunks_user_search_idx" ON "document_chunks" USING gin ("user_id","search");
