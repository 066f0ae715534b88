ALTER TABLE "email_suppressions" DROP CONSTRAINT "email_suppressions_pkey";--> statement-breakpoint
ALTER TABLE "email_suppressions" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_email_hash_unique" UNIQUE("email_hash");--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_email_hash_unique" UNIQUE("email_hash");