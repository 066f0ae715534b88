-- Staff workspace: what drizzle-kit cannot express from server/db/schema.ts.
-- A custom migration (drizzle-kit generate --custom), after 0004 which creates lead_people.
-- 'America/New_York' below is the team's time zone (domain/time-zone.ts, where the TypeScript reads
-- it); it served the lead_weeks counter, which 0007_chart_from_index removed. Migrations are history
-- and are not edited beyond comments.

-- Indexes the workspace's lookups need on the original lead tables.
-- One person's submissions (detail page, page rows, erase):
CREATE INDEX IF NOT EXISTS "contact_submissions_email_key_idx" ON "contact_submissions" (lower("email"), "created_at");--> statement-breakpoint
-- Date ranges, the weekly chart and the CSV's keyset scan:
CREATE INDEX IF NOT EXISTS "contact_submissions_created_idx" ON "contact_submissions" ("created_at", "id");--> statement-breakpoint
-- An event's attendees and the per-source filter:
CREATE INDEX IF NOT EXISTS "contact_submissions_source_idx" ON "contact_submissions" ("lead_source_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_submission_idx" ON "contact_messages" ("contact_submission_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_outbox_submission_idx" ON "notification_outbox" ("contact_submission_id");--> statement-breakpoint

-- Every stored submission rolls up into its person's row and its week's count, however it was stored.
-- The latest submission's spelling of name, e-mail and phone wins; a person who
-- writes again after being archived is reopened as new (and the history says so).
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
  INSERT INTO lead_weeks AS w (week, type, leads)
  SELECT date_trunc('week', NEW.created_at AT TIME ZONE 'America/New_York')::date, ls.type, 1
  FROM lead_sources ls WHERE ls.id = NEW.lead_source_id
  ON CONFLICT (week, type) DO UPDATE SET leads = w.leads + 1;
  RETURN NEW;
END $$;--> statement-breakpoint

CREATE TRIGGER contact_submissions_lead_people AFTER INSERT ON contact_submissions
  FOR EACH ROW EXECUTE FUNCTION lead_people_touch();--> statement-breakpoint

-- An erased submission leaves its week's count.
CREATE OR REPLACE FUNCTION lead_weeks_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lead_weeks SET leads = leads - 1
  WHERE week = date_trunc('week', OLD.created_at AT TIME ZONE 'America/New_York')::date
    AND type = (SELECT type FROM lead_sources WHERE id = OLD.lead_source_id);
  RETURN OLD;
END $$;--> statement-breakpoint

CREATE TRIGGER contact_submissions_lead_weeks AFTER DELETE ON contact_submissions
  FOR EACH ROW EXECUTE FUNCTION lead_weeks_forget();--> statement-breakpoint

-- Weekly counts for the leads stored before this migration.
INSERT INTO lead_weeks (week, type, leads)
SELECT date_trunc('week', s.created_at AT TIME ZONE 'America/New_York')::date, ls.type, count(*)
FROM contact_submissions s JOIN lead_sources ls ON ls.id = s.lead_source_id
GROUP BY 1, 2
ON CONFLICT (week, type) DO NOTHING;--> statement-breakpoint

-- People for the leads stored before this migration.
INSERT INTO lead_people (email_key, email, first_name, last_name, phone, first_contact_at, last_contact_at, contacts)
SELECT DISTINCT ON (lower(email)) lower(email), email, first_name, last_name, phone,
  min(created_at) OVER w, max(created_at) OVER w, count(*) OVER w
FROM contact_submissions
WINDOW w AS (PARTITION BY lower(email))
ORDER BY lower(email), created_at DESC, id DESC
ON CONFLICT (email_key) DO NOTHING;
