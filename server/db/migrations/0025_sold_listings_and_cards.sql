ALTER TABLE "photo_variants" ADD COLUMN "crop" text DEFAULT 'slot' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_variants" DROP CONSTRAINT "photo_variants_photo_id_width_format_pk";--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_crop_width_format_pk" PRIMARY KEY("photo_id","crop","width","format");--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "days_on_market" integer;
