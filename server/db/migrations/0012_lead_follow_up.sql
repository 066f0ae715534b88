CREATE TABLE "lead_routing" (
	"lead_type" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_touches" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"email" text PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone,
	"since_at" timestamp with time zone,
	"digest_off" boolean DEFAULT false NOT NULL,
	"digest_day" date
);
--> statement-breakpoint
ALTER TABLE "lead_people" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "lead_people" ADD COLUMN "lead_type" text;--> statement-breakpoint
ALTER TABLE "lead_people" ADD COLUMN "lead_type_by_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_people" ADD COLUMN "next_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_people" ADD COLUMN "next_step" text;--> statement-breakpoint
ALTER TABLE "lead_people" ADD COLUMN "first_touch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_touches" ADD CONSTRAINT "lead_touches_person_id_lead_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."lead_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_touches_person_idx" ON "lead_touches" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_people_next_step_idx" ON "lead_people" USING btree ("next_step_at") WHERE "lead_people"."next_step_at" is not null;--> statement-breakpoint
CREATE INDEX "lead_people_owner_idx" ON "lead_people" USING btree ("owner","last_contact_at" DESC NULLS LAST);