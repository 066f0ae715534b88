CREATE TABLE "lead_attribution" (
	"contact_submission_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"landing_path" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"paid_click" text,
	"form_page" text,
	"form" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_attribution" ADD CONSTRAINT "lead_attribution_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_attribution_source_idx" ON "lead_attribution" USING btree ("source");