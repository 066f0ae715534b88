ALTER TABLE "posts" DROP CONSTRAINT "posts_slug_unique";--> statement-breakpoint
DROP INDEX "posts_published_idx";--> statement-breakpoint
-- drizzle-kit cannot name the old primary key: PostgreSQL named it <table>_pkey. The column
-- comes before the key that includes it.
ALTER TABLE "post_old_slugs" DROP CONSTRAINT "post_old_slugs_pkey";--> statement-breakpoint
ALTER TABLE "post_old_slugs" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_old_slugs" ADD CONSTRAINT "post_old_slugs_language_slug_pk" PRIMARY KEY("language","slug");--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "quote_zh" text;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_translation_of_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_language_slug_unique" ON "posts" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_translation_of_unique" ON "posts" USING btree ("translation_of");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("language","publish_at" DESC NULLS LAST,"slug") WHERE "posts"."status" = 'published';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_language" CHECK ("posts"."language" in ('en', 'zh-Hans'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_translation_is_chinese" CHECK ("posts"."translation_of" is null or "posts"."language" = 'zh-Hans');