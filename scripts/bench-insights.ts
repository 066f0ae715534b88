// `npm run bench:insights` (issue 44 §3: /staff/insights over 2 years of aggregates for 5,000
// paths answers in under 100 ms): fills page_view_days with one row a path a day for 730 days
// (generate_series in SQL) and their blocks of days as the migration does (rebuildRollups), then
// times the page's queries (server/insights/report.ts) for the last 7, 30 and 90 days and a 2-year
// custom range. On PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL is set (its page-view tables are emptied first: a throwaway database).
// `--smoke`: 20 paths and few runs, to prove the script runs; `--paths N` to choose;
// `--postgres-only` to leave PGlite out.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../server/db/client.ts";
import { insightsReport } from "../server/insights/report.ts";
import { addToRollups, rebuildRollups } from "../server/insights/rollups.ts";

const smoke = process.argv.includes("--smoke");
const pathsArg = process.argv.indexOf("--paths");
const PATHS = pathsArg > 0 ? Number(process.argv[pathsArg + 1]) : smoke ? 20 : 5_000;
const DAYS = 730;
const RUNS = smoke ? 3 : 15;
/** Issue 44 §3's budget for the page's queries. */
const BUDGET_MS = 100;
const LAST_DAY = "2026-11-27";

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (ms: number) => Math.round(ms * 10) / 10;
const daysBefore = (days: number) => {
  const day = new Date(`${LAST_DAY}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - (days - 1));
  return day.toISOString().slice(0, 10);
};

async function benchOn(label: string, databaseUrl: string | undefined) {
  // PGlite on disk, as a site runs it: two years of 5,000 paths (about 1.8 GB with the blocks) do
  // not fit its in-memory file system.
  const dataDir = mkdtempSync(join(tmpdir(), "bench-insights-"));
  const { db, close } = await openDatabase({
    databaseUrl,
    dataDir,
    migrationsFolder: "server/db/migrations",
  });
  try {
    await db.execute(sql`truncate page_view_days, page_view_visitors, page_view_rollups`);
    const fillStart = performance.now();
    // One row a path a day, the dimensions varied by path and day as a site's mix would be: a
    // quarter each posts, listings, towns and other pages; a fifth in Chinese; some referred,
    // some from a campaign; phones, tablets and desktops.
    await db.execute(sql`
      insert into page_view_days
        (day, path, language, referrer_host, utm_source, utm_campaign, device, views, visitors)
      select ${LAST_DAY}::date - d,
        (array['/blog/post-', '/listings/', '/massachusetts/town-', '/homes/'])[1 + p % 4] || p,
        case when p % 5 = 0 then 'zh-Hans' else 'en' end,
        (array['', 'www.google.com', 'www.facebook.com', 'www.bing.com', 'www.zillow.com'])[1 + (p + d) % 5],
        case when (p + d) % 7 = 0 then 'newsletter' else '' end,
        case when (p + d) % 7 = 0 then 'month-' || (d / 30) else '' end,
        (array['phone', 'tablet', 'desktop'])[1 + (p * 3 + d) % 3],
        2 + (p * 7 + d) % 11,
        1 + (p * 7 + d) % 5
      from generate_series(0, ${DAYS - 1}) d, generate_series(1, ${PATHS}) p`);
    const daysMs = performance.now() - fillStart;
    await rebuildRollups(db);
    await db.execute(sql`vacuum analyze page_view_days`);
    await db.execute(sql`vacuum analyze page_view_rollups`);
    const fillMs = performance.now() - fillStart;
    const periods = {
      "last 7 days": { from: daysBefore(7), to: LAST_DAY },
      "last 30 days": { from: daysBefore(30), to: LAST_DAY },
      "last 90 days": { from: daysBefore(90), to: LAST_DAY },
      "2 years (custom range)": { from: daysBefore(DAYS), to: LAST_DAY },
    };
    const figures: Record<string, { "p50 ms": number; "p95 ms": number; "max ms": number }> = {};
    for (const [name, period] of Object.entries(periods)) {
      await insightsReport(db, period, LAST_DAY); // the first warms the plan and the cache
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        await insightsReport(db, period, LAST_DAY);
        times.push(performance.now() - start);
      }
      figures[name] = {
        "p50 ms": round(percentile(times, 50)),
        "p95 ms": round(percentile(times, 95)),
        "max ms": round(Math.max(...times)),
      };
    }
    console.log(
      `\n== ${label}: ${PATHS} paths × ${DAYS} days = ${PATHS * DAYS} rows, filled in ${round(daysMs / 1000)} s, their blocks in ${round((fillMs - daysMs) / 1000)} s`,
    );
    console.table(figures);
    console.log(`adding a batch to its blocks: ${JSON.stringify(await timeBatches(db))}`);
    return Object.entries(figures).filter(([, f]) => f["p95 ms"] >= BUDGET_MS);
  } finally {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What the counter's batch adds to its transaction: 500 pages' counts of one day (about 2,000 views
 * at four a page) added to their blocks, each run on a day of its own, half of them on days the
 * fill already holds (updates) and half after it (new rows).
 */
async function timeBatches(db: Database) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const day = daysBefore(RUNS - 2 * run);
    const counts = Array.from({ length: 500 }, (_, i) => ({
      day,
      path: `/blog/post-${i * 4}`,
      referrerHost: "www.google.com",
      utmSource: "",
      utmCampaign: "",
      device: "phone",
      views: 4,
      visitors: 3,
    }));
    const start = performance.now();
    await db.transaction((tx) => addToRollups(tx, counts));
    times.push(performance.now() - start);
  }
  return { "p50 ms": round(percentile(times, 50)), "p95 ms": round(percentile(times, 95)) };
}

const over = process.argv.includes("--postgres-only") ? [] : await benchOn("PGlite", undefined);
if (process.env.BENCH_DATABASE_URL)
  over.push(...(await benchOn("PostgreSQL", process.env.BENCH_DATABASE_URL)));
if (!smoke && over.length > 0) {
  console.error(`over the ${BUDGET_MS} ms budget at p95: ${over.map(([name]) => name).join(", ")}`);
  process.exit(1);
}
