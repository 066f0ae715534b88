/**
 * /staff/insights (issue 44 §2): what people read and what turns into leads, for a period of
 * Boston days, from the counts added up in blocks of days and the leads' attribution.
 */

import type { Readable } from "node:stream";
import { and, desc, eq, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { TEAM_TIME_ZONE } from "#domain/dates.ts";
import type { Database } from "../db/client.ts";
import {
  contactSubmissions,
  leadAttribution,
  pageViewRollups,
  type RollupDimension,
} from "../db/schema.ts";
import { csvStream } from "../staff/csv.ts";
import { keptSince, periodBlocks } from "./rollups.ts";

/** Rows in each "top" table: enough for a phone's screen and a decision. */
const TOP = 20;

/** The tables of pages of one kind beside the top pages, each its own top twenty. */
const SECTIONS = { posts: "/blog/", listings: "/listings/", towns: "/massachusetts/" } as const;
type Section = keyof typeof SECTIONS;

export type InsightsPeriod = { from: string; to: string };

const rolled = pageViewRollups;
const views = sql<number>`sum(${rolled.views})::int`;
const visitors = sql<number>`sum(${rolled.visitors})::int`;

/** Each lead's Boston day, for the period's bounds. */
const leadDay = sql`(${contactSubmissions.createdAt} at time zone ${TEAM_TIME_ZONE})::date`;

/** '' is no value: a path always has one; a direct visit has no referrer, most none a campaign. */
const NOT_EMPTY: Record<RollupDimension, SQL | undefined> = {
  path: ne(rolled.key, ""),
  referrer: ne(rolled.key, ""),
  campaign: sql`(${rolled.key} <> '' or ${rolled.campaign} <> '')`,
  device: undefined,
};

/**
 * How every figure of a period is read (the report, its CSV, a post's or a listing's row): from
 * its blocks (server/insights/rollups.ts), from the first day still kept on `today`, since blocks
 * that start earlier are swept with the days they hold.
 */
function readPeriod(period: InsightsPeriod, today: string) {
  const from = [period.from, keptSince(today)].sort()[1]!;
  const blocks = periodBlocks(from, period.to);
  const inBlocks: SQL =
    blocks.length === 0
      ? sql`false`
      : sql`(${rolled.span}, ${rolled.start}) in (${sql.join(
          blocks.map((block) => sql`(${block.span}::smallint, ${block.start}::date)`),
          sql`, `,
        )})`;
  return {
    period: { from, to: period.to },
    /** The period's blocks of one dimension, with the values it shows (none of them ''). */
    of: (dimension: RollupDimension, ...more: (SQL | undefined)[]) =>
      and(eq(rolled.dimension, dimension), inBlocks, NOT_EMPTY[dimension], ...more),
  };
}
type PeriodReader = ReturnType<typeof readPeriod>;

/** Each day's totals: its one-day blocks of one dimension (every view has a device). */
function dayTotals(db: Database, { period }: PeriodReader) {
  return db
    .select({ day: rolled.start, views, visitors })
    .from(rolled)
    .where(
      and(
        eq(rolled.dimension, "device"),
        eq(rolled.span, 0),
        gte(rolled.start, period.from),
        lte(rolled.start, period.to),
      ),
    )
    .groupBy(rolled.start)
    .orderBy(rolled.start);
}

/** The period's views and visitors per value of one dimension, most read first. */
function totals(db: Database, read: PeriodReader, dimension: RollupDimension) {
  return db
    .select({ key: rolled.key, campaign: rolled.campaign, views, visitors })
    .from(rolled)
    .where(read.of(dimension))
    .groupBy(rolled.key, rolled.campaign)
    .orderBy(desc(views), rolled.key, rolled.campaign);
}

export async function insightsReport(db: Database, period: InsightsPeriod, today: string) {
  const read = readPeriod(period, today);
  const [days, paths, referrers, campaigns, devices, leadsBySource, leadsByLanding] =
    await Promise.all([
      dayTotals(db, read),
      rankedPaths(db, read.of("path")),
      totals(db, read, "referrer").limit(TOP),
      totals(db, read, "campaign").limit(TOP),
      totals(db, read, "device"),
      leadsBy(db, leadAttribution.source, period),
      leadsBy(db, leadAttribution.landingPath, period),
    ]);
  // Conversion per landing page: its leads over the visitors who read it in the period.
  const landingPaths = leadsByLanding.map((row) => row.key);
  const landingVisitors =
    landingPaths.length === 0
      ? []
      : await db
          .select({ path: rolled.key, visitors })
          .from(rolled)
          .where(read.of("path", inArray(rolled.key, landingPaths)))
          .groupBy(rolled.key);
  const visitorsOf = new Map(landingVisitors.map((row) => [row.path, row.visitors]));
  return {
    days,
    ...paths,
    referrers: referrers.map(({ key, views, visitors }) => ({ key, views, visitors })),
    campaigns: campaigns.map(({ key, ...counts }) => ({ source: key, ...counts })),
    devices: devices.map(({ key, views }) => ({ device: key, views })),
    leadsBySource,
    leadsByLanding: leadsByLanding.map((row) => ({
      ...row,
      visitors: visitorsOf.get(row.key) ?? 0,
    })),
  };
}

/**
 * The top of each section's paths (posts, listings, towns, and the rest), in one pass over the
 * path blocks, most read first: the top pages are the first twenty of these, since each of them is
 * in its own section's top. Sections are numbered (0 for the rest) and ties go by the path's bytes,
 * so PostgreSQL sorts numbers and bytes rather than text by its collation.
 */
async function rankedPaths(db: Database, where: SQL | undefined) {
  const section = sql<number>`case ${sql.join(
    Object.values(SECTIONS).map(
      (prefix, i) => sql`when ${rolled.key} like ${`${prefix}%`} then ${sql.raw(String(i + 1))}`,
    ),
    sql` `,
  )} else 0 end`;
  const byBytes = sql`${rolled.key} collate "C"`;
  const ranked = db
    .select({
      key: rolled.key,
      views: views.as("views"),
      visitors: visitors.as("visitors"),
      section: section.as("section"),
      within: sql<number>`(row_number() over (
        partition by ${section} order by ${views} desc, ${byBytes}))::int`.as("within"),
    })
    .from(rolled)
    .where(where)
    .groupBy(rolled.key)
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.within, TOP))
    .orderBy(desc(ranked.views), sql`${ranked.key} collate "C"`);
  const counts = rows.map(({ key, views, visitors }) => ({ key, views, visitors }));
  const inSection = (name: Section) => {
    const number = Object.keys(SECTIONS).indexOf(name) + 1;
    return counts.filter((_, i) => rows[i]!.section === number);
  };
  return {
    pages: counts.slice(0, TOP),
    posts: inSection("posts"),
    listings: inSection("listings"),
    towns: inSection("towns"),
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
  { key: "table", header: "Table" },
  { key: "key", header: "Day or value" },
  { key: "campaign", header: "UTM campaign" },
  { key: "views", header: "Page views" },
  { key: "visitors", header: "Visitors" },
] as const;

/**
 * The period's tables as CSV, read as the page reads them but whole: every day, every page, site,
 * campaign and device of the period, not only the first twenty.
 */
export function insightsCsvStream(db: Database, period: InsightsPeriod, today: string): Readable {
  const read = readPeriod(period, today);
  const tables = [
    ["Pages", "path"],
    ["Referring sites", "referrer"],
    ["Campaigns", "campaign"],
    ["Devices", "device"],
  ] as const;
  async function* rows() {
    for (const { day, ...counts } of await dayTotals(db, read))
      yield { table: "Days", key: day, campaign: "", ...counts };
    for (const [table, dimension] of tables)
      for (const row of await totals(db, read, dimension)) yield { table, ...row };
  }
  return csvStream(rows(), [...CSV_COLUMNS], { quoted_match: /[\r\n]/ });
}

/**
 * Each page's views over every day kept, read as the report reads a period, and the leads whose
 * visit landed on it or whose form was sent from it: the figures /staff shows on a post's or a
 * listing's row, keyed by path.
 */
export async function pathReach(db: Database, paths: readonly string[], today: string) {
  const reach = new Map<string, { views: number; leads: number }>();
  if (paths.length === 0) return reach;
  const read = readPeriod({ from: keptSince(today), to: today }, today);
  const [viewRows, leadRows] = await Promise.all([
    db
      .select({ path: rolled.key, views })
      .from(rolled)
      .where(read.of("path", inArray(rolled.key, [...paths])))
      .groupBy(rolled.key),
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
