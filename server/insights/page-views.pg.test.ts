// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { openTestDatabase, requirePostgres, resetTables, rowsOf } from "#tests/support/database.ts";
import { startCountingServer } from "#tests/support/page-view-server.ts";
import { waitUntil } from "#tests/support/wait.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { pageViewDays, pageViewRollups, pageViewVisitors } from "../db/schema.ts";
import { MAX_SPAN } from "./rollups.ts";

requirePostgres();

const DAY = "2026-11-28";
const NOW = () => new Date(`${DAY}T15:00:00Z`);
const PAGES = Array.from({ length: 40 }, (_, i) => `/blog/post-${i}`);

type CountingServer = Awaited<ReturnType<typeof startCountingServer>>;
let handles: DatabaseHandle[];
let first: CountingServer;
let second: CountingServer;
const lost: Record<string, unknown>[] = [];

beforeAll(async () => {
  // Two pools on one database: what two server processes are to it.
  handles = [await openTestDatabase(), await openTestDatabase({ reset: false })];
  const log = (entry: Record<string, unknown>) => lost.push(entry);
  first = await startCountingServer(handles[0]!.db, { now: NOW, log });
  second = await startCountingServer(handles[1]!.db, { now: NOW, log });
});
afterAll(async () => {
  await first.close();
  await second.close();
  for (const handle of handles) await handle.close();
});
beforeEach(async () => {
  lost.length = 0;
  await resetTables(handles[0]!.db);
});

/** Each reader reads each page, in that order, one view after another. */
async function read(server: CountingServer, pages: string[], readers: string[]) {
  for (const path of pages) for (const ip of readers) await server.visit(path, ip);
}

/**
 * Views and visitors per page: from the daily counts, or from the blocks of one size (`span`) the
 * report reads, which every batch of both processes added to in the same transaction.
 */
async function countsByPage(span?: number) {
  const stored =
    span === undefined
      ? sql`select path, views, visitors from ${pageViewDays}`
      : sql`select key as path, views, visitors from ${pageViewRollups}
            where dimension = 'path' and span = ${span}`;
  const rows = rowsOf(
    z.object({ path: z.string(), views: z.number(), visitors: z.number() }),
    await handles[0]!.db.execute(sql`select path, sum(views)::int as views,
      sum(visitors)::int as visitors from (${stored}) s group by path`),
  );
  return new Map(rows.map(({ path, ...counts }) => [path, counts]));
}

async function expectBlocksAgree() {
  const counts = await countsByPage();
  for (const span of [0, MAX_SPAN])
    expect(await countsByPage(span), `span ${span}`).toEqual(counts);
}

describe("page views counted by two processes on one PostgreSQL", () => {
  it("counts each view once, and a visitor once a day per page whichever process served her", async () => {
    const readers = ["203.0.113.1", "203.0.113.2", "203.0.113.3"];
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        read(first, PAGES, readers),
        read(second, PAGES.toReversed(), readers.toReversed()),
      ]);
      await Promise.all([first.counter.flush(), second.counter.flush()]);
    }
    expect(lost).toEqual([]);
    const counts = await countsByPage();
    expect([...counts.keys()].sort()).toEqual([...PAGES].sort());
    for (const path of PAGES)
      expect(counts.get(path), path).toEqual({ views: 3 * 2 * readers.length, visitors: 3 });
    expect(await handles[1]!.db.$count(pageViewVisitors)).toBe(PAGES.length * readers.length);
    await expectBlocksAgree();
  });

  it("loses no view when both write the same pages at the same moment, in opposite orders", async () => {
    // A reader of her own on each server, so neither batch waits on the other's visitors.
    await Promise.all([
      read(first, PAGES, ["203.0.113.10"]),
      read(second, PAGES.toReversed(), ["198.51.100.10"]),
    ]);
    // The two writes are made to meet: a third client holds the middle page's row until both
    // batches have reached it from either side, as two busy processes' flushes would.
    const middle = PAGES[PAGES.length / 2]!;
    const gate = await openTestDatabase({ reset: false });
    let flushed: Promise<unknown> = Promise.resolve();
    try {
      await gate.db.transaction(async (tx) => {
        await tx
          .insert(pageViewDays)
          .values({ day: DAY, path: middle, language: "en", device: "desktop" });
        flushed = Promise.all([first.counter.flush(), second.counter.flush()]);
        await waitUntil("both batches waiting on the middle page", async () => {
          const [waiting] = rowsOf(
            z.object({ n: z.number() }),
            await handles[0]!.db.execute(
              sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
            ),
          );
          return waiting!.n >= 2;
        });
      });
      await flushed;
    } finally {
      await gate.close();
    }
    expect(lost).toEqual([]);
    const counts = await countsByPage();
    for (const path of PAGES) expect(counts.get(path), path).toEqual({ views: 2, visitors: 2 });
    await expectBlocksAgree();
  });
});
