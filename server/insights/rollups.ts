/**
 * Counts already added up for /staff/insights (issue 44 §3, docs/decisions/051): every day's views
 * and visitors per path, referring host, UTM source and campaign, and device class, also added into
 * aligned blocks of 2, 4, … 512 days. Any period of Boston days is then at most two blocks of each
 * size, so the report reads about a dozen blocks instead of every day of the period.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { pageViewDays, pageViewRollups } from "../db/schema.ts";

/** Blocks of 2^0 … 2^9 days: the largest (512) is the one block of two years it pays to read. */
export const MAX_SPAN = 9;
/** Daily counts and their blocks are kept 25 months (issue 44 §2), then deleted. */
export const KEEP_MONTHS = 25;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export type Block = { span: number; start: string };

/**
 * The blocks that make up the days `from` to `to` (inclusive), largest first where they fit: a
 * block of 2^span days starts on a day number (days since 1970-01-01) that 2^span divides.
 */
export function periodBlocks(from: string, to: string): Block[] {
  const blocks: Block[] = [];
  const last = dayNumber(to);
  let day = dayNumber(from);
  while (day <= last) {
    let span = 0;
    while (span < MAX_SPAN && day % 2 ** (span + 1) === 0 && day + 2 ** (span + 1) - 1 <= last)
      span += 1;
    blocks.push({ span, start: dayOf(day) });
    day += 2 ** span;
  }
  return blocks;
}

/** The first day kept on `today`: 25 calendar months back, on the last day of a shorter month. */
export function keptSince(today: string) {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const months = year * 12 + month - 1 - KEEP_MONTHS;
  const last = new Date(Date.UTC(Math.floor(months / 12), (months % 12) + 1, 0));
  last.setUTCDate(Math.min(day, last.getUTCDate()));
  return last.toISOString().slice(0, 10);
}

/**
 * The rollup rows of some daily counts (`days`: a relation with page_view_days's columns), one per
 * dimension, block and value, in the primary key's order: two processes' batches then lock the
 * rows they share in the same order and cannot deadlock.
 */
function rollupRows(days: SQL, largestSpan = MAX_SPAN) {
  const start = sql`date '1970-01-01' + ((d.day - date '1970-01-01') / (1 << s.span)) * (1 << s.span)`;
  return sql`
    select v.dimension, s.span, ${start} as start, v.key, v.campaign,
      sum(d.views)::int as views, sum(d.visitors)::int as visitors
    from ${days} d
    cross join generate_series(0, ${largestSpan}) s(span)
    cross join lateral (values
      ('path', d.path, ''), ('referrer', d.referrer_host, ''),
      ('campaign', d.utm_source, d.utm_campaign), ('device', d.device, '')
    ) v(dimension, key, campaign)
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4, 5`;
}

const insertRollups = (rows: SQL) => sql`
  insert into ${pageViewRollups} (dimension, span, start, key, campaign, views, visitors)
  ${rows}
  on conflict (dimension, span, start, key, campaign) do update set
    views = ${pageViewRollups}.views + excluded.views,
    visitors = ${pageViewRollups}.visitors + excluded.visitors`;

export type DayCounts = {
  day: string;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmCampaign: string;
  device: string;
  views: number;
  visitors: number;
};

/** Adds a batch's daily counts to their blocks (inside the batch's transaction). */
export async function addToRollups(db: Pick<Database, "execute">, counts: DayCounts[]) {
  if (counts.length === 0) return;
  // One JSON parameter however big the batch: a row of values each would pass PostgreSQL's
  // 65,535 parameters at a few thousand pages.
  const batch = sql`json_to_recordset(${JSON.stringify(counts)}::json) as b(
    day date, path text, "referrerHost" text, "utmSource" text, "utmCampaign" text,
    device text, views int, visitors int)`;
  await db.execute(
    insertRollups(
      rollupRows(sql`(select day, path, "referrerHost" as referrer_host, "utmSource" as utm_source,
        "utmCampaign" as utm_campaign, device, views, visitors from ${batch})`),
    ),
  );
}

/**
 * Builds every block again from page_view_days: what the migration did for the counts before it
 * (its statement, for the one-day blocks), and what the benchmark does after filling the daily
 * counts in SQL. Each larger block is added up from the two halves below it rather than from the
 * days again: the same figures, from a tenth of the rows. Written in the key's order, as the
 * migration writes them, so the benchmark reads blocks laid out as a migrated site's are.
 */
export async function rebuildRollups(db: Database) {
  await db.transaction(async (tx) => {
    await tx.delete(pageViewRollups);
    await tx.execute(insertRollups(rollupRows(sql`${pageViewDays}`, 0)));
    for (let span = 1; span <= MAX_SPAN; span += 1)
      await tx.execute(sql`
        insert into ${pageViewRollups} (dimension, span, start, key, campaign, views, visitors)
        select dimension, ${span}::smallint,
          date '1970-01-01' + ((start - date '1970-01-01') / ${2 ** span}) * ${2 ** span},
          key, campaign, sum(views)::int, sum(visitors)::int
        from ${pageViewRollups}
        where span = ${span - 1}
        group by 1, 2, 3, 4, 5
        order by 1, 2, 3, 4, 5`);
  });
}
