CREATE TABLE "listing_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"price" integer NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"listing_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "listing_photos_listing_id_photo_id_pk" PRIMARY KEY("listing_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "listing_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"street" text NOT NULL,
	"unit" text,
	"town" text NOT NULL,
	"zip" text NOT NULL,
	"property_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"list_price" integer NOT NULL,
	"sold_price" integer,
	"sold_on" date,
	"beds" smallint,
	"full_baths" smallint,
	"half_baths" smallint,
	"living_area" integer,
	"lot_size" integer,
	"year_built" smallint,
	"parking" text DEFAULT '' NOT NULL,
	"heating_cooling" text DEFAULT '' NOT NULL,
	"hoa_fee" integer,
	"annual_tax" integer,
	"tax_year" smallint,
	"mls_number" text,
	"headline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"headline_zh" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"features_zh" text[] DEFAULT '{}'::text[] NOT NULL,
	"tour_url" text,
	"floor_plan_photo_id" integer,
	"member_id" integer,
	"showing_instructions" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "listings_list_price_positive" CHECK ("listings"."list_price" > 0),
	CONSTRAINT "listings_sold_price_positive" CHECK ("listings"."sold_price" is null or "listings"."sold_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "open_houses" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_floor_plan_photo_id_photos_id_fk" FOREIGN KEY ("floor_plan_photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_changes_listing_idx" ON "listing_changes" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "listing_photos_order_idx" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_revisions_listing_idx" ON "listing_revisions" USING btree ("listing_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status","status_changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_town_idx" ON "listings" USING btree ("town","status");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;