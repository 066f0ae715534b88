-- The inbox's weekly chart counts submissions from an index (contact_submissions_week_idx) instead
-- of the lead_weeks counter: every stored lead upserted the same (week, type) row in its
-- transaction, so concurrent sign-ins queued on that one row's lock (decision 024).
-- The person's row stays: it is one row per e-mail address, not shared between people.
CREATE OR REPLACE FUNCTION lead_people_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reopened integer;
BEGIN
  UPDATE lead_people SET status = 'new' WHERE email_key = lower(NEW.email) AND status = 'archived'
    RETURNING id INTO reopened;
  IF reopened IS NOT NULL THEN
    INSERT INTO lead_status_changes (person_id, status, actor) VALUES (reopened, 'new', 'system');
  END IF;
  INSERT INTO lead_people AS p (email_key, email, first_name, last_name, phone, first_contact_at, last_contact_at, contacts)
  VALUES (lower(NEW.email), NEW.email, NEW.first_name, NEW.last_name, NEW.phone, NEW.created_at, NEW.created_at, 1)
  ON CONFLICT (email_key) DO UPDATE SET
    contacts = p.contacts + 1,
    first_contact_at = least(p.first_contact_at, excluded.first_contact_at),
    last_contact_at = greatest(p.last_contact_at, excluded.last_contact_at),
    email = CASE WHEN excluded.last_contact_at >= p.last_contact_at THEN excluded.email ELSE p.email END,
    first_name = CASE WHEN excluded.last_contact_at >= p.last_contact_at THEN excluded.first_name ELSE p.first_name END,
    last_name = CASE WHEN excluded.last_contact_at >= p.last_contact_at THEN excluded.last_name ELSE p.last_name END,
    phone = CASE WHEN excluded.last_contact_at >= p.last_contact_at THEN coalesce(excluded.phone, p.phone) ELSE coalesce(p.phone, excluded.phone) END;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS contact_submissions_lead_weeks ON contact_submissions;--> statement-breakpoint
DROP FUNCTION IF EXISTS lead_weeks_forget();--> statement-breakpoint
DROP TABLE "lead_weeks" CASCADE;--> statement-breakpoint
CREATE INDEX "contact_submissions_week_idx" ON "contact_submissions" USING btree ("created_at","lead_source_id");
