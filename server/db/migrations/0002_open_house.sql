CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"form" text NOT NULL,
	"wording_version" text NOT NULL,
	"wording" text NOT NULL,
	"ip_address" text NOT NULL,
	"contact_submission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_answers" (
	"contact_submission_id" integer PRIMARY KEY NOT NULL,
	"working_with_agent" text,
	"pre_approved" text,
	"move_timeline" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unsubscribe_tokens_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "follow_up_consents" ADD CONSTRAINT "follow_up_consents_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_answers" ADD CONSTRAINT "sign_in_answers_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_consents_email_idx" ON "follow_up_consents" USING btree ("email");