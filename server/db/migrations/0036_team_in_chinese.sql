ALTER TABLE "team_members" ADD COLUMN "role_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "bio_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "photo_alt_zh" text DEFAULT '' NOT NULL;