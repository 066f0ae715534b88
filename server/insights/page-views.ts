/**
 * Counts page views of public pages as they are served (issue 44 §2, docs/decisions/041): each
 * view is reduced at once to its day, path, language, referring host, UTM source and campaign,
 * device class and a visitor hash (address + user agent under a salt of the day that is never
 * stored), kept in memory and written in batches. A failed write loses those counts, never a page.
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { isbot } from "isbot";
import { visitAttribution } from "#domain/attribution.ts";
import { teamDay } from "#domain/dates.ts";
import { type Language, languageOf } from "#domain/language.ts";
import { type DeviceClass, deviceClass } from "#domain/page-view.ts";
import type { Database } from "../db/client.ts";
import { pageViewDays, pageViewRollups, pageViewVisitors } from "../db/schema.ts";
import { addToRollups, keptSince } from "./rollups.ts";
import { isCountedPage } from "./visit-cookie.ts";

/** How long views wait in memory before they are written: one write a few seconds, not one a view. */
export const FLUSH_EVERY_MS = 5_000;
/** A burst writes at once past this many views, so memory stays bounded. */
const MAX_BUFFER = 2_000;
/** The staff session's cookie (server/staff/sessions.ts): a member reading the site is not counted. */
const STAFF_COOKIE = /(?:^|;\s*)staff_session=/;

type View = {
  day: string;
  path: string;
  language: Language;
  referrerHost: string;
  utmSource: string;
  utmCampaign: string;
  device: DeviceClass;
  visitor: string;
};

export type PageViewCounter = {
  /** Express middleware: notes a public page's view once it is answered. */
  count: RequestHandler;
  /** Writes what is buffered (also on a timer and at shutdown). */
  flush: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * `secret`: every process on one database must share it (the session secret), so the same visitor
 * gets the same hash in each and is counted once; the day's salt is derived from it and the day,
 * held in memory only, and a new day's salt cannot be turned back into an old day's hashes.
 */
export function createPageViewCounter({
  db,
  siteUrl,
  secret,
  now = () => new Date(),
  log,
  flushEveryMs = FLUSH_EVERY_MS,
}: {
  db: Database;
  siteUrl: string;
  secret: string;
  now?: () => Date;
  log: (entry: Record<string, unknown>) => void;
  flushEveryMs?: number;
}): PageViewCounter {
  let buffer: View[] = [];
  let salt = { day: "", key: Buffer.alloc(0) };
  let sweptDay = "";
  const siteHost = new URL(siteUrl).hostname;
  const saltOf = (day: string) => {
    if (salt.day !== day)
      salt = { day, key: createHmac("sha256", secret).update(`page-views:${day}`).digest() };
    return salt.key;
  };

  const note = (view: View) => {
    buffer.push(view);
    if (buffer.length >= MAX_BUFFER) void flush();
  };

  async function write(views: View[]) {
    // The visitor of each (day, path) is attributed to the row of her first view in the batch.
    const firstRow = new Map<string, string>();
    const rows = new Map<string, Omit<View, "visitor"> & { views: number; visitors: number }>();
    for (const { visitor, ...row } of views) {
      const key = JSON.stringify(Object.values(row));
      const counted = rows.get(key) ?? { ...row, views: 0, visitors: 0 };
      counted.views += 1;
      rows.set(key, counted);
      const seen = JSON.stringify([row.day, row.path, visitor]);
      if (!firstRow.has(seen)) firstRow.set(seen, key);
    }
    // Rows are written in one order every process shares (their keys sorted): two batches holding
    // the same rows in different orders would each lock what the other needs next, and
    // PostgreSQL would end one of them as a deadlock, losing its counts.
    await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(pageViewVisitors)
        .values(
          [...firstRow.keys()].sort().map((seen) => {
            const [day, path, visitor] = JSON.parse(seen) as [string, string, string];
            return { day, path, visitor };
          }),
        )
        .onConflictDoNothing()
        .returning();
      for (const { day, path, visitor } of fresh)
        rows.get(firstRow.get(JSON.stringify([day, path, visitor]))!)!.visitors += 1;
      const counts = [...rows.keys()].sort().map((key) => rows.get(key)!);
      await tx
        .insert(pageViewDays)
        .values(counts)
        .onConflictDoUpdate({
          target: [
            pageViewDays.day,
            pageViewDays.path,
            pageViewDays.language,
            pageViewDays.referrerHost,
            pageViewDays.utmSource,
            pageViewDays.utmCampaign,
            pageViewDays.device,
          ],
          set: {
            views: sql`${pageViewDays.views} + excluded.views`,
            visitors: sql`${pageViewDays.visitors} + excluded.visitors`,
          },
        });
      // The same counts into their blocks, in the same transaction: a view is in both or neither.
      await addToRollups(tx, counts);
    });
  }

  /**
   * Yesterday's visitor hashes and counts older than 25 months go, once a day; so does every block
   * that starts before then (the report reads only blocks from the first day kept).
   */
  async function sweep(today: string) {
    if (sweptDay === today) return;
    sweptDay = today;
    const kept = keptSince(today);
    await db.delete(pageViewVisitors).where(sql`${pageViewVisitors.day} < ${today}::date`);
    await db.delete(pageViewDays).where(sql`${pageViewDays.day} < ${kept}::date`);
    await db.delete(pageViewRollups).where(sql`${pageViewRollups.start} < ${kept}::date`);
  }

  async function flush() {
    const views = buffer;
    buffer = [];
    try {
      if (views.length > 0) await write(views);
      await sweep(teamDay(now()));
    } catch (error) {
      // Counts are worth less than the pages: these are lost, and said so without any detail.
      log({
        level: "warn",
        msg: "page views not counted",
        views: views.length,
        error: String((error as Error)?.name),
      });
    }
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  const count: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || !isCountedPage(req.path, req.query)) return next();
    const userAgent = req.get("user-agent") ?? "";
    // A prefetch or prerender is not a reading; a bot is not a reader; the team is not counted.
    if (req.get("sec-purpose") || req.get("purpose") === "prefetch") return next();
    if (isbot(userAgent) || STAFF_COOKIE.test(req.get("cookie") ?? "")) return next();
    res.once("finish", () => {
      if (res.statusCode !== 200 && res.statusCode !== 304) return;
      const url = new URL(req.originalUrl, siteUrl);
      const visit = visitAttribution(url, req.get("referer"), [siteHost, req.hostname]);
      const day = teamDay(now());
      note({
        day,
        path: visit.landingPath,
        language: languageOf(visit.landingPath),
        referrerHost: visit.referrerHost ?? "",
        utmSource: visit.utm.source ?? "",
        utmCampaign: visit.utm.campaign ?? "",
        device: deviceClass(userAgent),
        visitor: createHmac("sha256", saltOf(day))
          .update(`${req.ip ?? ""}\0${userAgent}\0${siteHost}`)
          .digest("base64url")
          .slice(0, 22),
      });
    });
    next();
  };

  return {
    count,
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
