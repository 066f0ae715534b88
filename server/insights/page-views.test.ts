import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitAttribution } from "#domain/attribution.ts";
import { insightsPeriod } from "#domain/insights-period.ts";
import { csvCells } from "#tests/support/csv-download.ts";
import { openTestDatabase } from "#tests/support/database.ts";
import { DESKTOP_AGENT, startCountingServer } from "#tests/support/page-view-server.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  contactSubmissions,
  pageViewDays,
  pageViewRollups,
  pageViewVisitors,
} from "../db/schema.ts";
import { storeAttribution } from "./lead-attribution.ts";
import { createPageViewCounter, type PageViewCounter } from "./page-views.ts";
import { insightsCsvStream, insightsReport, pathReach } from "./report.ts";

const POST = "/blog/buying-in-newton";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const NOW = new Date("2026-11-28T15:00:00Z");

let database: DatabaseHandle;
let server: Awaited<ReturnType<typeof startCountingServer>>;
let counter: PageViewCounter;
let visit: typeof server.visit;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startCountingServer(database.db, { now: () => NOW });
  ({ counter, visit } = server);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe("counting page views", () => {
  it("counts twenty visits to a post, two by a bot and one by a signed-in member, as seventeen views", async () => {
    // Seventeen readers' views: twelve people, five of them reading it twice.
    for (let i = 0; i < 17; i++)
      await visit(`${POST}?utm_source=newsletter&utm_campaign=april`, `203.0.113.${i % 12}`, {
        "User-Agent": i % 2 ? PHONE : DESKTOP_AGENT,
        Referer: "https://www.google.com/",
      });
    await visit(POST, "198.51.100.1", { "User-Agent": GOOGLEBOT });
    await visit(POST, "198.51.100.2", { "User-Agent": GOOGLEBOT });
    await visit(POST, "198.51.100.3", { Cookie: "staff_session=abc" });
    // Not readings: a prefetch, a missing page, a file, the workspace.
    await visit(POST, "198.51.100.4", { "Sec-Purpose": "prefetch" });
    await visit("/missing", "198.51.100.5");
    await visit("/images/a.jpg", "198.51.100.6");
    await visit("/staff/leads", "198.51.100.7");
    await counter.flush();

    const rows = await database.db.select().from(pageViewDays);
    const total = (key: "views" | "visitors") => rows.reduce((sum, row) => sum + row[key], 0);
    expect(total("views")).toBe(17);
    expect(total("visitors")).toBe(12);
    expect(new Set(rows.map((row) => row.path))).toEqual(new Set([POST]));
    expect(rows[0]).toMatchObject({
      day: "2026-11-28",
      language: "en",
      referrerHost: "www.google.com",
      utmSource: "newsletter",
      utmCampaign: "april",
    });
    expect(new Set(rows.map((row) => row.device))).toEqual(new Set(["phone", "desktop"]));
    // /staff/insights shows them so, for the post and its sources.
    const report = await insightsReport(
      database.db,
      { from: "2026-11-01", to: "2026-11-28" },
      "2026-11-28",
    );
    expect(report.days).toEqual([{ day: "2026-11-28", views: 17, visitors: 12 }]);
    expect(report.pages).toEqual([{ key: POST, views: 17, visitors: 12 }]);
    expect(report.referrers).toEqual([{ key: "www.google.com", views: 17, visitors: 12 }]);
    expect(report.campaigns).toEqual([
      { source: "newsletter", campaign: "april", views: 17, visitors: 12 },
    ]);
    // Its CSV: the same figures, read the same way.
    const [header, ...csvRows] = await csvCells(
      insightsCsvStream(database.db, { from: "2026-11-28", to: "2026-11-28" }, "2026-11-28"),
    );
    expect(header).toEqual(["Table", "Day or value", "UTM campaign", "Page views", "Visitors"]);
    expect(csvRows.filter(([table]) => table !== "Devices")).toEqual([
      ["Days", "2026-11-28", "", "17", "12"],
      ["Pages", POST, "", "17", "12"],
      ["Referring sites", "www.google.com", "", "17", "12"],
      ["Campaigns", "newsletter", "april", "17", "12"],
    ]);
  });

  it("takes a period of 7, 30 or 90 Boston days, or a custom range", () => {
    const period = (query: string) => insightsPeriod(new URLSearchParams(query), "2026-11-28");
    expect(period("")).toEqual({ from: "2026-10-30", to: "2026-11-28", days: 30 });
    expect(period("days=7")).toEqual({ from: "2026-11-22", to: "2026-11-28", days: 7 });
    expect(period("from=2026-01-01&to=2026-02-01")).toEqual({
      from: "2026-01-01",
      to: "2026-02-01",
      days: null,
    });
    expect(period("from=2026-03-01&to=2026-02-01").days).toBe(30);
  });

  it("counts a visitor once a day per page across batches (and across processes: the table's key)", async () => {
    const before = await database.db.select().from(pageViewDays);
    const visitors = before.reduce((sum, row) => sum + row.visitors, 0);
    await visit(`${POST}?utm_source=newsletter&utm_campaign=april`, "203.0.113.0", {
      Referer: "https://www.google.com/",
    });
    await counter.flush();
    const after = await database.db.select().from(pageViewDays);
    expect(after.reduce((sum, row) => sum + row.visitors, 0)).toBe(visitors);
    expect(after.reduce((sum, row) => sum + row.views, 0)).toBe(18);
  });

  it("gives a post's row its views and the leads it brought", async () => {
    const [submission] = await database.db
      .insert(contactSubmissions)
      .values({ firstName: "Ann", lastName: "Lee", email: "ann@example.com" })
      .returning();
    await storeAttribution(
      database.db,
      submission!.id,
      {
        ...visitAttribution(new URL(`https://www.example.com${POST}`), null, []),
        formPage: "/contact",
      },
      "contact",
    );
    const reach = await pathReach(database.db, [POST, "/blog/unread"], "2026-11-28");
    expect(reach.get(POST)).toEqual({ views: 18, leads: 1 });
    expect(reach.get("/blog/unread")).toEqual({ views: 0, leads: 0 });
  });

  it("stores no personal data: no address, no user agent, no cookie, only counts and hashes", async () => {
    expect(
      getTableConfig(pageViewDays)
        .columns.map((column) => column.name)
        .sort(),
    ).toEqual(
      [
        "day",
        "device",
        "language",
        "path",
        "referrer_host",
        "utm_campaign",
        "utm_source",
        "views",
        "visitors",
      ].sort(),
    );
    expect(
      getTableConfig(pageViewVisitors)
        .columns.map((column) => column.name)
        .sort(),
    ).toEqual(["day", "path", "visitor"]);
    expect(
      getTableConfig(pageViewRollups)
        .columns.map((column) => column.name)
        .sort(),
    ).toEqual(["campaign", "dimension", "key", "span", "start", "views", "visitors"]);
    const rollups = await database.db.select().from(pageViewRollups);
    expect(new Set(rollups.map((row) => row.key))).toEqual(
      new Set([POST, "www.google.com", "newsletter", "phone", "desktop"]),
    );
    const stored = JSON.stringify([
      await database.db.select().from(pageViewDays),
      await database.db.select().from(pageViewVisitors),
      rollups,
    ]);
    for (const personal of ["203.0.113", "198.51.100", "Mozilla", "iPhone", "staff_session"])
      expect(stored).not.toContain(personal);
    // A visitor is a salted hash, not her address.
    const hashes = await database.db.select().from(pageViewVisitors);
    expect(hashes.every((row) => /^[\w-]{22}$/.test(row.visitor))).toBe(true);
  });

  it("keeps the visitor hashes for the day only", async () => {
    const tomorrow = createPageViewCounter({
      db: database.db,
      siteUrl: "https://www.example.com",
      secret: "page-view-test-secret",
      now: () => new Date("2026-11-29T15:00:00Z"),
      log: () => {},
      flushEveryMs: 3_600_000,
    });
    await tomorrow.flush();
    expect(await database.db.select().from(pageViewVisitors)).toEqual([]);
    await tomorrow.stop();
  });
});
