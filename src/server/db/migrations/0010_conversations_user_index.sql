DROP INDEX "conversations_user_updated_idx";--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "conversations" USING btree ("user_id");