CREATE TABLE "message_usage" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "message_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "message_usage" ADD CONSTRAINT "message_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Today's messages sent before this table existed still count.
INSERT INTO "message_usage" ("user_id", "day", "count")
SELECT "user_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::integer
FROM "messages" WHERE "role" = 'user' AND "created_at" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
GROUP BY 1, 2;
