-- An open house record's lead source is named by its property and day (issue 39), as
-- server/open-houses.ts names a new one: '2026 - 27 Walnut Park, Newton, Sun Nov 29 (K7M3P)'.
-- The day is Boston's, as domain/dates.ts formats it ('EEE MMM d').
UPDATE "lead_sources" AS "source"
SET "name" = to_char("house"."starts_at" AT TIME ZONE 'America/New_York', 'YYYY') || ' - '
  || "house"."street"
  || CASE
       WHEN "house"."unit" IS NULL THEN ''
       WHEN "house"."unit" ~ '^[0-9]' THEN ', Unit ' || "house"."unit"
       ELSE ', ' || "house"."unit"
     END
  || ', ' || "house"."town" || ', '
  || to_char("house"."starts_at" AT TIME ZONE 'America/New_York', 'Dy Mon FMDD')
  || ' (' || "house"."code" || ')'
FROM "open_houses" AS "house"
WHERE "house"."lead_source_id" = "source"."id";
