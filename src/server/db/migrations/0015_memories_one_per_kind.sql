-- Facts stored twice by sends that raced: the newest of each kind stays.
DELETE FROM "memories" AS older USING "memories" AS newer
WHERE newer."user_id" = older."user_id" AND newer."kind" = older."kind"
  AND (newer."updated_at", newer."id") > (older."updated_at", older."id");--> statement-breakpoint
DROP INDEX "memories_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "memories_user_kind_idx" ON "memories" USING btree ("user_id","kind");
