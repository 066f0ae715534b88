CREATE TABLE "page_view_rollups" (
	"dimension" text NOT NULL,
	"span" smallint NOT NULL,
	"start" date NOT NULL,
	"key" text NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_rollups_dimension_span_start_key_campaign_pk" PRIMARY KEY("dimension","span","start","key","campaign")
);
--> statement-breakpoint
-- The counts before this migration, added up into their blocks (server/insights/rollups.ts: rebuildRollups).
INSERT INTO "page_view_rollups" ("dimension", "span", "start", "key", "campaign", "views", "visitors")
SELECT v.dimension, s.span, date '1970-01-01' + ((d.day - date '1970-01-01') / (1 << s.span)) * (1 << s.span) AS start,
  v.key, v.campaign, sum(d.views)::int AS views, sum(d.visitors)::int AS visitors
FROM "page_view_days" d
CROSS JOIN generate_series(0, 9) s(span)
CROSS JOIN LATERAL (VALUES
  ('path', d.path, ''), ('referrer', d.referrer_host, ''),
  ('campaign', d.utm_source, d.utm_campaign), ('device', d.device, '')
) v(dimension, key, campaign)
GROUP BY 1, 2, 3, 4, 5;
