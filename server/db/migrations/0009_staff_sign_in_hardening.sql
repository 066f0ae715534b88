CREATE TABLE "staff_webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_outbox_guest_mail_idx" ON "notification_outbox" USING btree ("created_at") WHERE "notification_outbox"."payload"->>'kind' = 'guest-follow-up';