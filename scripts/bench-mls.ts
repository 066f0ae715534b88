// The MLS feed at the scale (issue 42 §3): 100,000 homes and about 2,000,000 photos
// served by the local RESO stub (tests/support/reso-stub.ts, in this process), replicated by
// the feed worker in a process of its own (tests/support/mls-feed-process.ts) so its peak memory
// is measured apart from the stub's. Times the first full replication, then an incremental sync
// of 500 changed prices, and reads the worker's peak RSS. With BENCH_DATABASE_URL it replicates
// into that PostgreSQL database (its MLS tables are emptied first: a throwaway database);
// otherwise into an embedded database in a temporary folder. Writes reports/mls-bench-pglite.md
// or reports/mls-bench-postgresql.md.
//
//   npm run bench:mls                              # 100,000 homes: run it alone on the machine
//   npm run bench:mls -- --listings 10000          # a smaller feed
//   npm run bench:mls -- --smoke                   # what CI runs: 500 homes, 50 changes, no report
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client.ts";
import { keysToShow } from "../tests/support/mls-feed.ts";
import { bundleFeedProcess, startFeedProcess } from "../tests/support/mls-feed-runner.ts";
import { startResoStub } from "../tests/support/reso-stub.ts";

const SMOKE = process.argv.includes("--smoke");
const listingsArgument = process.argv.indexOf("--listings");
const LISTINGS = SMOKE
  ? 500
  : listingsArgument > 0
    ? Number(process.argv[listingsArgument + 1])
    : 100_000;
const CHANGES = SMOKE ? 50 : 500;
/** The targets. */
const FULL_AIM_MS = 10 * 60_000;
const INCREMENTAL_BUDGET_MS = 10_000;
const RSS_BUDGET_MB = 512;
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;

if (DATABASE_URL) {
  const database = await openDatabase({
    databaseUrl: DATABASE_URL,
    dataDir: "unused",
    migrationsFolder: "server/db/migrations",
  });
  // Cascade: leads point at the MLS homes they asked about (contact_submissions.mls_listing_key),
  // and alerts at their changes; the bench database holds nothing else worth keeping.
  await database.db.execute(
    sql`truncate table mls_media, mls_open_houses, mls_properties, mls_sync_state cascade`,
  );
  await database.close();
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-mls-"));
// A new embedded database peaks near 0.9 GB while PGlite creates it (initdb), once in its life:
// made here, so the worker's process opens an existing one, as a server does after its first start.
if (!DATABASE_URL)
  await (await openDatabase({ dataDir, migrationsFolder: "server/db/migrations" })).close();
const stub = await startResoStub({ listings: LISTINGS, maxPageSize: 1000 });
const bundle = await bundleFeedProcess();
const load = loadavg()[0]?.toFixed(1);
try {
  const feed = await startFeedProcess(bundle.file, {
    ...stub.env,
    DATA_DIR: dataDir,
    DATABASE_URL,
  });
  const full = await feed.sync();
  if (!full.synced.ran || !full.synced.finished)
    throw new Error(`the full replication did not finish: ${JSON.stringify(full.synced)}`);
  const shown = keysToShow(stub);
  if (full.synced.stored !== shown.length)
    throw new Error(`stored ${full.synced.stored} homes, the feed shows ${shown.length}`);
  // 500 homes spread over the feed get a new price, as a busy quarter hour brings.
  const step = Math.floor(shown.length / CHANGES);
  for (let index = 0; index < CHANGES; index += 1) {
    const key = shown[index * step] ?? "";
    stub.change(key, { ListPrice: Number(stub.listing(key)?.ListPrice) + 5_000 });
  }
  const incremental = await feed.sync(16);
  await feed.kill();
  if (incremental.synced.ran && incremental.synced.stored !== CHANGES)
    throw new Error(`the incremental sync stored ${JSON.stringify(incremental.synced)}`);
  const media = full.synced.ran ? full.synced.media : 0;
  const figures = {
    homes: shown.length,
    media,
    fullMs: full.ms,
    incrementalMs: incremental.ms,
    maxRssMb: incremental.maxRssMb,
  };
  const within = {
    full: figures.fullMs <= FULL_AIM_MS,
    incremental: figures.incrementalMs <= INCREMENTAL_BUDGET_MS,
    memory: figures.maxRssMb <= RSS_BUDGET_MB,
  };
  console.log(
    JSON.stringify({
      listings: LISTINGS,
      database: DATABASE_URL ? "postgres" : "pglite",
      ...figures,
      within,
    }),
  );
  if (!SMOKE) {
    const mark = (ok: boolean) => (ok ? "within" : "**over**");
    writeFileSync(
      `reports/mls-bench-${DATABASE_URL ? "postgresql" : "pglite"}.md`,
      `# MLS feed benchmark (issue 42 §3)

\`npm run bench:mls -- --listings ${LISTINGS}\` on ${new Date().toISOString().slice(0, 16)} UTC, ${cpus().length} cores, load average ${load} at the start (the machine was shared with other work unless said otherwise), ${DATABASE_URL ? "PostgreSQL" : "embedded PGlite in a folder"}.

| what | figure | target |
|---|---|---|
| homes the feed shows (of ${LISTINGS} in the stub) | ${figures.homes.toLocaleString("en-US")} | |
| photos stored | ${figures.media.toLocaleString("en-US")} | |
| first full replication | ${(figures.fullMs / 1000).toFixed(1)} s | under 10 minutes at 100,000 homes (${mark(within.full)}) |
| incremental sync of ${CHANGES} changed prices | ${(figures.incrementalMs / 1000).toFixed(2)} s | under 10 s (${mark(within.incremental)}) |
| the worker process's peak RSS | ${figures.maxRssMb} MB | under 512 MB (${mark(within.memory)}) |

Pages of 1,000 homes; photos asked for 50 homes per request, 4 requests at a time; each page
stored with its photos, open houses and position in one transaction. The stub runs in the
benchmark's process, the worker in its own (its RSS is the figure above); an embedded database
is created beforehand by the benchmark (PGlite's initdb alone peaks near 0.9 GB, once per
database), so the worker opens an existing one as a server does after its first start.
`,
    );
  }
  if (!within.incremental || !within.memory) process.exitCode = 1;
} finally {
  await stub.close();
  bundle.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
