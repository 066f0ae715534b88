CREATE TABLE "mls_media" (
	"listing_key" text NOT NULL,
	"media_key" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"caption" text,
	"modification_timestamp" timestamp with time zone,
	CONSTRAINT "mls_media_listing_key_media_key_pk" PRIMARY KEY("listing_key","media_key")
);
--> statement-breakpoint
CREATE TABLE "mls_open_houses" (
	"open_house_key" text PRIMARY KEY NOT NULL,
	"listing_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"remarks" text,
	"modification_timestamp" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mls_properties" (
	"listing_key" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"slug" text NOT NULL,
	"originating_system_name" text,
	"standard_status" text NOT NULL,
	"list_price" integer,
	"close_price" integer,
	"close_date" date,
	"bedrooms_total" smallint,
	"bathrooms_total_integer" smallint,
	"bathrooms_full" smallint,
	"bathrooms_half" smallint,
	"living_area" integer,
	"lot_size_acres" double precision,
	"year_built" smallint,
	"property_type" text,
	"property_sub_type" text,
	"unparsed_address" text,
	"street_number" text,
	"street_name" text,
	"unit_number" text,
	"city" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"public_remarks" text,
	"list_office_name" text,
	"list_agent_full_name" text,
	"photos_count" integer,
	"photos_change_timestamp" timestamp with time zone,
	"address_display" boolean DEFAULT true NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"modification_timestamp" timestamp with time zone NOT NULL,
	"raw" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mls_sync_state" (
	"resource" text PRIMARY KEY NOT NULL,
	"last_modification" timestamp with time zone,
	"last_key" text,
	"resume_url" text,
	"full_pull_done_at" timestamp with time zone,
	"last_reconciled_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"next_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mls_media" ADD CONSTRAINT "mls_media_listing_key_mls_properties_listing_key_fk" FOREIGN KEY ("listing_key") REFERENCES "public"."mls_properties"("listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mls_open_houses" ADD CONSTRAINT "mls_open_houses_listing_key_mls_properties_listing_key_fk" FOREIGN KEY ("listing_key") REFERENCES "public"."mls_properties"("listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mls_media_order_idx" ON "mls_media" USING btree ("listing_key","position");--> statement-breakpoint
CREATE INDEX "mls_open_houses_listing_idx" ON "mls_open_houses" USING btree ("listing_key","starts_at");--> statement-breakpoint
CREATE INDEX "mls_properties_listing_id_idx" ON "mls_properties" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "mls_properties_modified_idx" ON "mls_properties" USING btree ("modification_timestamp","listing_key");