CREATE TABLE "alert_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_key" text NOT NULL,
	"kind" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_sent" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_search_sent" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "continue_asked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "saved_search_sent_held_idx" ON "saved_search_sent" USING btree ("saved_search_id") WHERE "saved_search_sent"."queued_at" is null;