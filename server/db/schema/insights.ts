/**
 * Where each lead came from (issue 44 §1): the first touch of the visit that sent the form, as the
 * visit cookie carried it (server/insights/visit-cookie.ts), and the page the form was on.
 */
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { PaidClick } from "#domain/attribution.ts";
import type { LeadFormName } from "#domain/lead.ts";
import { contactSubmissions } from "./leads.ts";

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
