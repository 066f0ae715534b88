CREATE TABLE "lead_properties" (
	"contact_submission_id" integer PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"town" text NOT NULL,
	"zip" text NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" smallint,
	"bathrooms" numeric(3, 1),
	"square_feet" integer,
	"condition" text,
	"timeline" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"best_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_properties" ADD CONSTRAINT "lead_properties_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;