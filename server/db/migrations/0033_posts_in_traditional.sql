ALTER TABLE "posts" DROP CONSTRAINT "posts_language";--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_translation_is_chinese";--> statement-breakpoint
DROP INDEX "posts_translation_of_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "posts_translation_of_unique" ON "posts" USING btree ("translation_of","language");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_language" CHECK (language in ('en', 'zh-Hans', 'zh-Hant'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_translation_is_chinese" CHECK ("posts"."translation_of" is null or "posts"."language" <> 'en');