-- Each retrieval tests and ranks every guide entry's search vector. Kept in the row (compressed if
-- need be) rather than in the TOAST table, a vector is read without a second lookup and a copy.
ALTER TABLE "guide_entries" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
-- Rows keep their old storage until rewritten, so the guide loads again at the next start.
DELETE FROM "app_meta" WHERE "key" = 'guide_hash';
