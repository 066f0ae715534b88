CREATE TABLE "content_imports" (
	"name" text PRIMARY KEY NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "photo_variants" (
	"photo_id" integer NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_variants_photo_id_width_format_pk" PRIMARY KEY("photo_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text,
	"built_image_id" text,
	"slot" text NOT NULL,
	"original_name" text,
	"original_format" text,
	"original_bytes" integer,
	"width" integer,
	"height" integer,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_hash_unique" UNIQUE("hash"),
	CONSTRAINT "photos_built_image_id_unique" UNIQUE("built_image_id"),
	CONSTRAINT "photos_one_source" CHECK (("photos"."hash" is null) <> ("photos"."built_image_id" is null))
);
--> statement-breakpoint
CREATE TABLE "post_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover_photo_id" integer,
	"cover_alt" text NOT NULL,
	"body" text NOT NULL,
	"topic" text,
	"town" text,
	"author" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_photo_id" integer,
	"cover_alt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"topic" text,
	"town" text,
	"author" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote" text NOT NULL,
	"first_name" text NOT NULL,
	"role" text NOT NULL,
	"source_name" text,
	"source_url" text,
	"given_on" date,
	"rating" smallint,
	"home_position" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_home_position_range" CHECK ("reviews"."home_position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "sold_homes" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"town" text NOT NULL,
	"price" integer NOT NULL,
	"beds" smallint NOT NULL,
	"baths" numeric(3, 1) NOT NULL,
	"square_feet" integer NOT NULL,
	"sold_on" date,
	"photo_id" integer NOT NULL,
	"photo_alt" text NOT NULL,
	"list_price" integer,
	"days_on_market" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sold_homes_price_positive" CHECK ("sold_homes"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_old_slugs" ADD CONSTRAINT "post_old_slugs_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_cover_photo_id_photos_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_photo_id_photos_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_homes" ADD CONSTRAINT "sold_homes_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_old_slugs_post_idx" ON "post_old_slugs" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "post_revisions_post_idx" ON "post_revisions" USING btree ("post_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("publish_at" DESC NULLS LAST,"slug") WHERE "posts"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_home_position_idx" ON "reviews" USING btree ("home_position");--> statement-breakpoint
CREATE INDEX "sold_homes_price_idx" ON "sold_homes" USING btree ("price" DESC NULLS LAST,"sort_order","id");