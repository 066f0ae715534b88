/**
 * Insights (issue 44): where each lead came from (§1), and the daily counts of what people read (§2).
 */
import { date, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import type { PaidClick } from "#domain/attribution.ts";
import type { Language } from "#domain/language.ts";
import type { LeadFormName } from "#domain/lead.ts";
import type { DeviceClass } from "#domain/page-view.ts";
import { contactSubmissions } from "./leads.ts";

/**
 * Where each lead came from (§1): the first touch of the visit that sent the form, as the visit
 * cookie carried it (server/insights/visit-cookie.ts), and the page the form was on.
 */
export const leadAttribution = pgTable(
  "lead_attribution",
  {
    contactSubmissionId: integer("contact_submission_id")
      .primaryKey()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    /** The source named for people when the lead came (domain/attribution.ts: sourceName). */
    source: text("source").notNull(),
    landingPath: text("landing_path").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** The ad platform whose click id (gclid, fbclid) the landing URL carried. */
    paidClick: text("paid_click").$type<PaidClick>(),
    formPage: text("form_page"),
    /** The form the lead came through: the last step of the lead page's line. */
    form: text("form").$type<LeadFormName>().notNull(),
  },
  // The inbox filters by source, and insights count leads per source and landing page.
  (table) => [index("lead_attribution_source_idx").on(table.source)],
);

/**
 * Page views of public pages per Boston day (issue 44 §2): counts only, per path, language,
 * referring host, UTM source and campaign, and device class ('' where a dimension is absent, so
 * each combination is one row). No address, no user agent, no cookie (docs/decisions/041).
 */
export const pageViewDays = pgTable(
  "page_view_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    language: text("language").$type<Language>().notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    device: text("device").$type<DeviceClass>().notNull(),
    views: integer("views").notNull().default(0),
    /** Visitors counted once a day per page (page_view_visitors). */
    visitors: integer("visitors").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.day,
        table.path,
        table.language,
        table.referrerHost,
        table.utmSource,
        table.utmCampaign,
        table.device,
      ],
    }),
    index("page_view_days_path_idx").on(table.path, table.day),
  ],
);

/** What a rollup row adds up: its `key` is the path, the referring host, the UTM source or the device. */
export type RollupDimension = "path" | "referrer" | "campaign" | "device";

/**
 * page_view_days added up per dimension over aligned blocks of 2^span days (server/insights/
 * rollups.ts, docs/decisions/051), which the counter's batch adds to in the same transaction:
 * /staff/insights reads a period as a dozen blocks rather than every day. Counts only.
 */
export const pageViewRollups = pgTable(
  "page_view_rollups",
  {
    dimension: text("dimension").$type<RollupDimension>().notNull(),
    span: smallint("span").notNull(),
    /** The block's first Boston day. */
    start: date("start", { mode: "string" }).notNull(),
    key: text("key").notNull(),
    /** The UTM campaign beside its source (the campaign dimension); '' for the others. */
    campaign: text("campaign").notNull().default(""),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.dimension, table.span, table.start, table.key, table.campaign],
    }),
  ],
);

/**
 * Today's visitors per page, by a hash of address, user agent and a salt of the day that is never
 * stored: only to count a visitor once a day per page across processes. Rows older than the
 * current day are deleted (the raw buffer is kept at most a day).
 */
export const pageViewVisitors = pgTable(
  "page_view_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.visitor] })],
);
