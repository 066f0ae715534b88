/**
 * The MLS feed worker as a process of its own, wired as server/main.ts wires it (the environment
 * read by `parseEnv`, the database of DATA_DIR or DATABASE_URL), for server/mls/feed-crash.test.ts
 * to kill with SIGKILL mid-pull and for the benchmark (scripts/bench-mls.ts) to measure apart from
 * the stub. Driven over IPC:
 *   { sync: minutes }  lets `minutes` pass on the worker's clock, then runs until a sync finishes
 *                      or fails (waiting while another process holds the feed); answers
 *                      { synced: run, ms, maxRssMb, onSite: what the database then holds }
 * MLS_LEASE_SECONDS and MLS_PAGE_SIZE shorten the claim and the pages for the tests; MLS_TEMPLATE
 * names a migrated database dump to start a new database from.
 */
import { readFileSync } from "node:fs";
import { openDatabase } from "#server/db/client.ts";
import { parseEnv } from "#server/env.ts";
import { createMlsWorker, type FeedRun } from "#server/mls/worker.ts";
import { feedOnSite } from "./mls-feed.ts";

export type FeedProcessRequest = { sync: number };
export type FeedProcessReply =
  | { ready: true }
  | {
      synced: FeedRun;
      ms: number;
      maxRssMb: number;
      /** What the database then holds (tests/support/mls-feed.ts). */
      onSite: Awaited<ReturnType<typeof feedOnSite>>;
    };

const env = parseEnv();
if (!env.mls) throw new Error("the feed process needs the RESO_* settings");
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  migrationsFolder: process.env.MLS_MIGRATIONS ?? "server/db/migrations",
  // A new database from the tests' migrated template (tests/global-setup.ts), not PGlite's initdb.
  startFrom: process.env.MLS_TEMPLATE
    ? new Blob([readFileSync(process.env.MLS_TEMPLATE)])
    : undefined,
});
let offsetMs = 0;
const worker = createMlsWorker({
  db: database.db,
  config: env.mls,
  log: () => {},
  leaseSeconds: Number(process.env.MLS_LEASE_SECONDS) || undefined,
  pageSize: Number(process.env.MLS_PAGE_SIZE) || undefined,
  retry: { attempts: 4, baseDelayMs: 50, maxDelayMs: 5_000 },
  now: () => new Date(Date.now() + offsetMs),
});

process.on("message", async (request: FeedProcessRequest) => {
  offsetMs += request.sync * 60_000;
  const started = performance.now();
  let run: FeedRun = await worker.runOnce();
  // Another process holds the feed (or a killed one's claim has not run out): wait for it.
  while (!run.ran || (!run.finished && !run.error)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    run = await worker.runOnce();
  }
  const reply: FeedProcessReply = {
    synced: run,
    ms: Math.round(performance.now() - started),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    onSite: await feedOnSite(database.db),
  };
  process.send?.(reply);
});
process.send?.({ ready: true } satisfies FeedProcessReply);
