CREATE TABLE "saved_search_sent" (
	"saved_search_id" integer NOT NULL,
	"listing_key" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_sent_saved_search_id_listing_key_kind_pk" PRIMARY KEY("saved_search_id","listing_key","kind")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"query" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"language" text NOT NULL,
	"frequency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmation_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"contact_submission_id" integer,
	CONSTRAINT "saved_searches_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash")
);
--> statement-breakpoint
ALTER TABLE "saved_search_sent" ADD CONSTRAINT "saved_search_sent_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_confirmed_idx" ON "saved_searches" USING btree ("frequency") WHERE "saved_searches"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree (lower("email"));