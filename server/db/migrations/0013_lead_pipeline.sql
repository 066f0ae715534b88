-- The follow-up loop (issue 33): what drizzle-kit cannot express from server/db/schema.ts.
-- A custom migration, after the schema migration that adds lead_people's owner, type and next step.
-- 'America/New_York' is not needed here; the stages are plain values (domain/lead-status.ts).

-- The pipeline's stages replace the five statuses: new, contacted and closed keep their names;
-- "working" was a lead the team was working with (Active client); "archived" was set aside and
-- reopened when the person wrote again (Not now, which still reopens).
UPDATE lead_people SET status = CASE status WHEN 'working' THEN 'active-client' WHEN 'archived' THEN 'not-now' ELSE status END
  WHERE status IN ('working', 'archived');--> statement-breakpoint
UPDATE lead_status_changes SET status = CASE status WHEN 'working' THEN 'active-client' WHEN 'archived' THEN 'not-now' ELSE status END
  WHERE status IN ('working', 'archived');--> statement-breakpoint

-- An open-house sign-in is a buyer's (domain/lead-type.ts): the sign-ins stored before types.
UPDATE contact_submissions s SET lead_type = 'buyer'
  FROM lead_sources ls WHERE ls.id = s.lead_source_id AND ls.type = 'event' AND s.lead_type IS NULL;--> statement-breakpoint

-- Each person's type: their latest submission that says one.
UPDATE lead_people p SET lead_type = t.lead_type
  FROM (
    SELECT DISTINCT ON (lower(email)) lower(email) AS email_key, lead_type
    FROM contact_submissions WHERE lead_type IS NOT NULL
    ORDER BY lower(email), created_at DESC, id DESC
  ) t
  WHERE t.email_key = p.email_key;--> statement-breakpoint

-- Every stored submission rolls up into its person's row, as before, and now also:
-- the type follows the latest submission that says one (unless the team chose it);
-- a new person gets the owner the routing rule names for their type ("other" without one;
-- no rule: null, which the workspace reads as the team lead); a person set aside (Not now, Lost)
-- who writes again is reopened as New.
CREATE OR REPLACE FUNCTION lead_people_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reopened integer;
BEGIN
  UPDATE lead_people SET status = 'new' WHERE email_key = lower(NEW.email) AND status IN ('not-now', 'lost')
    RETURNING id INTO reopened;
  IF reopened IS NOT NULL THEN
    INSERT INTO lead_status_changes (person_id, status, actor) VALUES (reopened, 'new', 'system');
  END IF;
  INSERT INTO lead_people AS p (email_key, email, first_name, last_name, phone, first_contact_at, last_contact_at, contacts, lead_type, owner)
  VALUES (lower(NEW.email), NEW.email, NEW.first_name, NEW.last_name, NEW.phone, NEW.created_at, NEW.created_at, 1,
    NEW.lead_type,
    (SELECT r.owner FROM lead_routing r WHERE r.lead_type = coalesce(NEW.lead_type, 'other')))
  ON CONFLICT (email_key) DO UPDATE SET
    contacts = p.contacts + 1,
    first_contact_at = least(p.first_contact_at, excluded.first_contact_at),
    last_contact_at = greatest(p.last_contact_at, excluded.last_contact_at),
    email = CASE WHEN excluded.last_contact_at >= p.last_contact_at THEN excluded.email ELSE p.email END,
    first_name = CASE WHEN excluded.last_contact_at >= p.last_contact_at THEN excluded.first_name ELSE p.first_name END,
    last_name = CASE WHEN excluded.last_contact_at >= p.last_contact_at THEN excluded.last_name ELSE p.last_name END,
    phone = CASE WHEN excluded.last_contact_at >= p.last_contact_at THEN coalesce(excluded.phone, p.phone) ELSE coalesce(p.phone, excluded.phone) END,
    lead_type = CASE
      WHEN p.lead_type_by_team THEN p.lead_type
      WHEN excluded.last_contact_at >= p.last_contact_at THEN coalesce(excluded.lead_type, p.lead_type)
      ELSE coalesce(p.lead_type, excluded.lead_type) END;
  RETURN NEW;
END $$;
