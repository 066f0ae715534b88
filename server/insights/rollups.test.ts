import { readdirSync, readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCells } from "#tests/support/csv-download.ts";
import { MIGRATIONS_FOLDER, openTestDatabase } from "#tests/support/database.ts";
import { addDays, readRandomDays, reportFromDays } from "#tests/support/page-view-history.ts";
import { startCountingServer } from "#tests/support/page-view-server.ts";
import { seededRandom } from "#tests/support/seeded-random.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { pageViewDays, pageViewRollups } from "../db/schema.ts";
import { insightsCsvStream, insightsReport, pathReach } from "./report.ts";
import { KEEP_MONTHS, keptSince, MAX_SPAN, periodBlocks, rebuildRollups } from "./rollups.ts";

const TODAY = "2026-11-28";
/** Longer than the 25 months kept, so the sweep has days and blocks to delete. */
const HISTORY_DAYS = 820;

let database: DatabaseHandle;
let clock = new Date(`${TODAY}T15:00:00Z`);

/** The blocks the report can read: none that starts before the first day kept. */
const readableRollups = () =>
  database.db
    .select()
    .from(pageViewRollups)
    .where(sql`${pageViewRollups.start} >= ${keptSince(TODAY)}::date`)
    .orderBy(
      pageViewRollups.dimension,
      pageViewRollups.span,
      pageViewRollups.start,
      pageViewRollups.key,
      pageViewRollups.campaign,
    );

beforeAll(async () => {
  database = await openTestDatabase();
  const server = await startCountingServer(database.db, { now: () => clock });
  await readRandomDays(
    seededRandom(44),
    { lastDay: TODAY, span: HISTORY_DAYS, days: 150 },
    server.visit,
    async (day) => {
      clock = new Date(`${day}T15:00:00Z`);
      await server.counter.flush();
    },
  );
  await server.close();
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe("the counts added up in blocks of days", () => {
  it("splits a period into aligned blocks that cover each of its days once", () => {
    const random = seededRandom(7);
    for (let run = 0; run < 300; run++) {
      const from = addDays(TODAY, -Math.floor(random() * HISTORY_DAYS));
      const to = addDays(from, Math.floor(random() * 800));
      const blocks = periodBlocks(from, to);
      const covered = blocks.flatMap(({ span, start }) => {
        const number = Date.parse(`${start}T00:00:00Z`) / 86_400_000;
        expect(number % 2 ** span, `${start} starts a block of 2^${span}`).toBe(0);
        return Array.from({ length: 2 ** span }, (_, i) => addDays(start, i));
      });
      const days = Array.from(
        { length: (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 },
        (_, i) => addDays(from, i),
      );
      expect(covered).toEqual(days);
      // At most two blocks of each size, plus whole blocks of the largest: what keeps it fast.
      expect(blocks.length).toBeLessThanOrEqual(2 * MAX_SPAN + Math.ceil(days.length / 512) + 1);
    }
  });

  it("keeps 25 calendar months, ending on a shorter month's last day", () => {
    expect(KEEP_MONTHS).toBe(25);
    expect(keptSince("2026-11-28")).toBe("2024-10-28");
    expect(keptSince("2026-03-31")).toBe("2024-02-29");
    expect(keptSince("2027-05-31")).toBe("2025-04-30");
    expect(keptSince("2026-01-15")).toBe("2023-12-15");
  });

  it("deleted the days and the blocks older than 25 months", async () => {
    const kept = keptSince(TODAY);
    const [oldDays] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pageViewDays)
      .where(sql`${pageViewDays.day} < ${kept}::date`);
    const [oldBlocks] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pageViewRollups)
      .where(sql`${pageViewRollups.start} < ${kept}::date`);
    expect({ days: oldDays!.n, blocks: oldBlocks!.n }).toEqual({ days: 0, blocks: 0 });
    expect(await database.db.$count(pageViewDays)).toBeGreaterThan(100);
  });

  it("shows the same figures as the stored days, for random periods and the ones people pick", async () => {
    const random = seededRandom(2026);
    const periods = [
      { from: addDays(TODAY, -6), to: TODAY },
      { from: addDays(TODAY, -29), to: TODAY },
      { from: addDays(TODAY, -89), to: TODAY },
      { from: addDays(TODAY, -729), to: TODAY },
      // Mid-month to mid-month, within one month, across a new year, one day, before all kept.
      { from: "2025-03-14", to: "2025-09-17" },
      { from: "2026-06-03", to: "2026-06-24" },
      { from: "2025-12-20", to: "2026-01-11" },
      { from: "2026-02-28", to: "2026-02-28" },
      { from: "2023-01-01", to: "2025-01-31" },
      ...Array.from({ length: 40 }, () => {
        const from = addDays(TODAY, -Math.floor(random() * HISTORY_DAYS));
        return { from, to: addDays(from, Math.floor(random() * 400)) };
      }),
    ];
    for (const period of periods) {
      const { leadsBySource, leadsByLanding, ...counts } = await insightsReport(
        database.db,
        period,
        TODAY,
      );
      expect(counts, JSON.stringify(period)).toEqual(await reportFromDays(database.db, period));
    }
  });

  it("gives the CSV and a post's or a listing's row the report's figures for the same period", async () => {
    const kept = { from: keptSince(TODAY), to: TODAY };
    for (const period of [
      kept,
      { from: addDays(TODAY, -29), to: TODAY },
      { from: "2025-03-14", to: "2025-09-17" },
    ]) {
      const report = await insightsReport(database.db, period, TODAY);
      const [, ...rows] = await csvCells(insightsCsvStream(database.db, period, TODAY));
      const table = (name: string) =>
        rows
          .filter(([of]) => of === name)
          .map(([, key, campaign, views, visitors]) => ({
            key: key!,
            campaign: campaign!,
            views: Number(views),
            visitors: Number(visitors),
          }));
      const counts = ({
        key,
        views,
        visitors,
      }: {
        key: string;
        views: number;
        visitors: number;
      }) => ({ key, views, visitors });
      expect(
        table("Days").map(({ key, views, visitors }) => ({ day: key, views, visitors })),
      ).toEqual(report.days);
      // The CSV holds every page, the report the twenty most read: ties may fall either side of the cut.
      const pages = new Map(table("Pages").map((row) => [row.key, counts(row)]));
      expect(report.pages.map((row) => pages.get(row.key))).toEqual(report.pages);
      expect(table("Referring sites").slice(0, 20).map(counts)).toEqual(report.referrers);
      expect(
        table("Campaigns")
          .slice(0, 20)
          .map(({ key, ...row }) => ({ source: key, ...row })),
      ).toEqual(report.campaigns);
      expect(table("Devices").map(({ key, views }) => ({ device: key, views }))).toEqual(
        report.devices,
      );
      if (period !== kept) continue;
      // A row in /staff counts every day kept: the report's figures for that period.
      const reach = await pathReach(database.db, [...pages.keys()], TODAY);
      const listed = [...report.posts, ...report.listings];
      expect(listed.length).toBeGreaterThan(20);
      for (const row of listed) expect(reach.get(row.key)?.views, row.key).toBe(row.views);
      expect([...reach].map(([key, { views }]) => [key, views])).toEqual(
        [...pages].map(([key, { views }]) => [key, views]),
      );
    }
  });

  // Built from the days alone, the blocks that straddle the first day kept come back with the days
  // kept in them; the report never reads those, and the next day's sweep deletes them.
  it("holds what the migration and a rebuild from the days make of the same counts", async () => {
    const counted = await readableRollups();
    expect(counted.length).toBeGreaterThan(0);
    await rebuildRollups(database.db);
    expect(await readableRollups()).toEqual(counted);
    const name = readdirSync(MIGRATIONS_FOLDER).find((file) =>
      file.endsWith("_page_view_rollups.sql"),
    );
    const migration = readFileSync(`${MIGRATIONS_FOLDER}/${name}`, "utf8");
    const fill = migration.split("--> statement-breakpoint").at(-1)!;
    await database.db.delete(pageViewRollups);
    await database.db.execute(sql.raw(fill));
    expect(await readableRollups()).toEqual(counted);
  });
});
