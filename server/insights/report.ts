/**
 * /staff/insights (issue 44 §2): what people read and what turns into leads, for a period of
 * Boston days, from the daily counts and the leads' attribution.
 */

import type { Readable } from "node:stream";
import { and, desc, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { TEAM_TIME_ZONE } from "#domain/dates.ts";
import type { Database } from "../db/client.ts";
import { contactSubmissions, leadAttribution, pageViewDays } from "../db/schema.ts";
import { csvStream } from "../staff/csv.ts";

/** Rows in each "top" table: enough for a phone's screen and a decision. */
const TOP = 20;

export type InsightsPeriod = { from: string; to: string };
const inPeriod = ({ from, to }: InsightsPeriod) =>
  and(gte(pageViewDays.day, from), lte(pageViewDays.day, to));

const views = sql<number>`sum(${pageViewDays.views})::int`;
const visitors = sql<number>`sum(${pageViewDays.visitors})::int`;

/** Each lead's Boston day, for the period's bounds. */
const leadDay = sql`(${contactSubmissions.createdAt} at time zone ${TEAM_TIME_ZONE})::date`;

export async function insightsReport(db: Database, period: InsightsPeriod) {
  const where = inPeriod(period);
  const top = (column: typeof pageViewDays.path | typeof pageViewDays.referrerHost) =>
    db
      .select({ key: column, views, visitors })
      .from(pageViewDays)
      .where(and(where, ne(column, "")))
      .groupBy(column)
      .orderBy(desc(views), column)
      .limit(TOP);
  const [days, pages, referrers, campaigns, devices, leadsBySource, leadsByLanding] =
    await Promise.all([
      db
        .select({ day: pageViewDays.day, views, visitors })
        .from(pageViewDays)
        .where(where)
        .groupBy(pageViewDays.day)
        .orderBy(pageViewDays.day),
      top(pageViewDays.path),
      top(pageViewDays.referrerHost),
      db
        .select({
          source: pageViewDays.utmSource,
          campaign: pageViewDays.utmCampaign,
          views,
          visitors,
        })
        .from(pageViewDays)
        .where(
          and(where, sql`(${pageViewDays.utmSource} <> '' or ${pageViewDays.utmCampaign} <> '')`),
        )
        .groupBy(pageViewDays.utmSource, pageViewDays.utmCampaign)
        .orderBy(desc(views))
        .limit(TOP),
      db
        .select({ device: pageViewDays.device, views })
        .from(pageViewDays)
        .where(where)
        .groupBy(pageViewDays.device)
        .orderBy(desc(views)),
      leadsBy(db, leadAttribution.source, period),
      leadsBy(db, leadAttribution.landingPath, period),
    ]);
  // Conversion per landing page: its leads over the visitors who read it in the period.
  const landingPaths = leadsByLanding.map((row) => row.key);
  const landingVisitors =
    landingPaths.length === 0
      ? []
      : await db
          .select({ path: pageViewDays.path, visitors })
          .from(pageViewDays)
          .where(and(where, inArray(pageViewDays.path, landingPaths)))
          .groupBy(pageViewDays.path);
  const visitorsOf = new Map(landingVisitors.map((row) => [row.path, row.visitors]));
  return {
    days,
    pages,
    referrers,
    campaigns,
    devices,
    leadsBySource,
    leadsByLanding: leadsByLanding.map((row) => ({
      ...row,
      visitors: visitorsOf.get(row.key) ?? 0,
    })),
  };
}

/** Leads in the period per value of one attribution column, most first. */
function leadsBy(
  db: Database,
  column: typeof leadAttribution.source | typeof leadAttribution.landingPath,
  { from, to }: InsightsPeriod,
) {
  const leads = sql<number>`count(*)::int`;
  return db
    .select({ key: column, leads })
    .from(leadAttribution)
    .innerJoin(
      contactSubmissions,
      sql`${contactSubmissions.id} = ${leadAttribution.contactSubmissionId}`,
    )
    .where(and(sql`${leadDay} >= ${from}::date`, sql`${leadDay} <= ${to}::date`))
    .groupBy(column)
    .orderBy(desc(leads), column)
    .limit(TOP);
}

export type InsightsReport = Awaited<ReturnType<typeof insightsReport>>;

const CSV_COLUMNS = [
  { key: "day", header: "Day (Boston)" },
  { key: "path", header: "Page" },
  { key: "language", header: "Language" },
  { key: "referrerHost", header: "Referring site" },
  { key: "utmSource", header: "UTM source" },
  { key: "utmCampaign", header: "UTM campaign" },
  { key: "device", header: "Device" },
  { key: "views", header: "Page views" },
  { key: "visitors", header: "Visitors" },
] as const;

/** The period's daily counts as CSV, one row per day and combination, as stored. */
export function insightsCsvStream(db: Database, period: InsightsPeriod): Readable {
  async function* rows() {
    yield* await db
      .select()
      .from(pageViewDays)
      .where(inPeriod(period))
      .orderBy(pageViewDays.day, desc(pageViewDays.views));
  }
  return csvStream(rows(), [...CSV_COLUMNS], { quoted_match: /[\r\n]/ });
}

/**
 * Each page's views (every day kept) and the leads whose visit landed on it or whose form was sent
 * from it: the figures /staff shows on a post's or a listing's row, keyed by path.
 */
export async function pathReach(db: Database, paths: readonly string[]) {
  const reach = new Map<string, { views: number; leads: number }>();
  if (paths.length === 0) return reach;
  const [viewRows, leadRows] = await Promise.all([
    db
      .select({ path: pageViewDays.path, views })
      .from(pageViewDays)
      .where(inArray(pageViewDays.path, [...paths]))
      .groupBy(pageViewDays.path),
    db
      .select({ landing: leadAttribution.landingPath, form: leadAttribution.formPage })
      .from(leadAttribution)
      .where(
        sql`${leadAttribution.landingPath} in ${paths} or ${leadAttribution.formPage} in ${paths}`,
      ),
  ]);
  for (const path of paths) reach.set(path, { views: 0, leads: 0 });
  for (const row of viewRows) reach.get(row.path)!.views = row.views;
  for (const { landing, form } of leadRows)
    for (const path of new Set([landing, form]))
      if (path !== null && reach.has(path)) reach.get(path)!.leads += 1;
  return reach;
}
