ALTER TABLE "mls_sync_state" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mls_sync_state" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "mls_sync_state" ADD COLUMN "lease_until" timestamp with time zone;