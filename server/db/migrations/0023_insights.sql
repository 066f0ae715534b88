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
CREATE TABLE "page_view_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_days_day_path_language_referrer_host_utm_source_utm_campaign_device_pk" PRIMARY KEY("day","path","language","referrer_host","utm_source","utm_campaign","device")
);
--> statement-breakpoint
CREATE TABLE "page_view_visitors" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "page_view_visitors_day_path_visitor_pk" PRIMARY KEY("day","path","visitor")
);
--> statement-breakpoint
ALTER TABLE "lead_attribution" ADD CONSTRAINT "lead_attribution_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_attribution_source_idx" ON "lead_attribution" USING btree ("source");--> statement-breakpoint
CREATE INDEX "page_view_days_path_idx" ON "page_view_days" USING btree ("path","day");