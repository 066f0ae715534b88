CREATE TABLE "open_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"lead_source_id" integer NOT NULL,
	"street" text NOT NULL,
	"unit" text,
	"town" text NOT NULL,
	"zip" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"host_email" text NOT NULL,
	"listing_url" text,
	"price" integer,
	"beds" smallint,
	"baths" numeric(3, 1),
	"square_feet" integer,
	"photo_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_houses_code_unique" UNIQUE("code"),
	CONSTRAINT "open_houses_lead_source_id_unique" UNIQUE("lead_source_id"),
	CONSTRAINT "open_houses_ends_after_start" CHECK ("open_houses"."ends_at" > "open_houses"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_houses_ends_idx" ON "open_houses" USING btree ("ends_at");