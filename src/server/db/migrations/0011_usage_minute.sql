ALTER TABLE "message_usage" ADD COLUMN "minute" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_usage" ADD COLUMN "minute_count" integer DEFAULT 0 NOT NULL;