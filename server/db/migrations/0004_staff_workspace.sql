CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"first_contact_at" timestamp with time zone NOT NULL,
	"last_contact_at" timestamp with time zone NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"search" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email_key) || ' ' || regexp_replace(coalesce(phone, ''), '\D', '', 'g')) STORED,
	CONSTRAINT "lead_people_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE TABLE "lead_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_weeks" (
	"week" date NOT NULL,
	"type" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_weeks_week_type_pk" PRIMARY KEY("week","type")
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_person_id_lead_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."lead_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_person_id_lead_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."lead_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_person_idx" ON "lead_notes" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_people_recent_idx" ON "lead_people" USING btree ("last_contact_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_people_status_recent_idx" ON "lead_people" USING btree ("status","last_contact_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_status_changes_person_idx" ON "lead_status_changes" USING btree ("person_id","created_at");