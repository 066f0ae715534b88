/**
 * Months of page views read through a counting server (tests/support/page-view-server.ts), a few
 * random readers a day on random days, and what /staff/insights should show for a period added up
 * from the stored daily counts (page_view_days) alone: the rollups' tests compare the two.
 */
import type { Database } from "#server/db/client.ts";
import { pageViewDays } from "#server/db/schema.ts";
import { DESKTOP_AGENT } from "./page-view-server.ts";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1";
const TABLET = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1";
/** More pages than a "top" table shows, and more posts, so its cut and its ties are tested too. */
const PATHS = Array.from(
  { length: 60 },
  (_, i) =>
    [
      `/blog/post-${i}`,
      `/blog/post-${i}`,
      `/listings/home-${i}`,
      `/massachusetts/town-${i}`,
      `/zh/blog/post-${i}`,
    ][i % 5]!,
).concat(["/", "/sellers"]);
const REFERRERS = [undefined, "https://www.google.com/", "https://www.facebook.com/story"];
const CAMPAIGNS = ["", "?utm_source=newsletter&utm_campaign=april", "?utm_source=facebook"];

type Visit = (path: string, ip: string, headers?: Record<string, string>) => Promise<string>;

export const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Reads on `days` random days among the `span` days up to `lastDay`, in order, each day's views
 * written as one batch (`flushOn(day)` sets the counter's clock to that day and flushes it).
 */
export async function readRandomDays(
  random: () => number,
  { lastDay, span, days }: { lastDay: string; span: number; days: number },
  visit: Visit,
  flushOn: (day: string) => Promise<void>,
) {
  const chosen = new Set<number>([0]);
  while (chosen.size < days) chosen.add(Math.floor(random() * span));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (const back of [...chosen].sort((a, b) => b - a)) {
    const reads = 1 + Math.floor(random() * 8);
    for (let i = 0; i < reads; i++) {
      const referrer = pick(REFERRERS);
      await visit(`${pick(PATHS)}${pick(CAMPAIGNS)}`, `203.0.113.${Math.floor(random() * 6)}`, {
        "User-Agent": pick([DESKTOP_AGENT, PHONE, TABLET]),
        ...(referrer ? { Referer: referrer } : {}),
      });
    }
    await flushOn(addDays(lastDay, -back));
  }
}

type Counts = { views: number; visitors: number };
const TOP = 20;

/** The rows of a "top" table: most views first, ties in the key's order, the first twenty. */
function topOf<Row extends Counts>(rows: Map<string, Row>, top = TOP) {
  return [...rows.entries()]
    .sort(([a, x], [b, y]) => y.views - x.views || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, top)
    .map(([, row]) => row);
}

/** What the report shows for the period, added up from every stored day in it. */
export async function reportFromDays(db: Database, { from, to }: { from: string; to: string }) {
  const stored = (await db.select().from(pageViewDays)).filter(
    (row) => row.day >= from && row.day <= to,
  );
  const groups = {
    days: new Map<string, { day: string } & Counts>(),
    pages: new Map<string, { key: string } & Counts>(),
    referrers: new Map<string, { key: string } & Counts>(),
    campaigns: new Map<string, { source: string; campaign: string } & Counts>(),
    devices: new Map<string, { device: string } & Counts>(),
  };
  const add = <Row extends Counts>(map: Map<string, Row>, key: string, row: Row, from: Counts) => {
    const counted = map.get(key) ?? row;
    counted.views += from.views;
    counted.visitors += from.visitors;
    map.set(key, counted);
  };
  for (const row of stored) {
    const zero = { views: 0, visitors: 0 };
    add(groups.days, row.day, { day: row.day, ...zero }, row);
    add(groups.pages, row.path, { key: row.path, ...zero }, row);
    if (row.referrerHost !== "")
      add(groups.referrers, row.referrerHost, { key: row.referrerHost, ...zero }, row);
    if (row.utmSource !== "" || row.utmCampaign !== "")
      add(
        groups.campaigns,
        // \0 sorts before any character of a campaign: source first, then campaign, as SQL orders.
        `${row.utmSource}\0${row.utmCampaign}`,
        { source: row.utmSource, campaign: row.utmCampaign, ...zero },
        row,
      );
    add(groups.devices, row.device, { device: row.device, ...zero }, row);
  }
  const section = (prefix: string) =>
    topOf(new Map([...groups.pages].filter(([path]) => path.startsWith(prefix))));
  return {
    days: [...groups.days.values()].sort((a, b) => (a.day < b.day ? -1 : 1)),
    pages: topOf(groups.pages),
    posts: section("/blog/"),
    listings: section("/listings/"),
    towns: section("/massachusetts/"),
    referrers: topOf(groups.referrers),
    campaigns: topOf(groups.campaigns),
    devices: topOf(groups.devices, Infinity).map(({ device, views }) => ({ device, views })),
  };
}
