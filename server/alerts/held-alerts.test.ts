/**
 * The 7:00 run (issue 43): a daily search's homes go out in one mail at 7:00 Boston time, not
 * before and not twice; a search not opened for 60 days gets them weekly, is asked once whether
 * to go on, and is paused when she does not answer.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alertChanges, savedSearches } from "#server/db/schema.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { insertMlsHome } from "#tests/support/mls-homes.ts";
import {
  confirmSearchFor,
  queuedAlerts,
  searchStatus,
} from "#tests/support/saved-search-alerts.ts";
import { queueHeldAlerts } from "./held-alerts.ts";
import { matchAlerts } from "./matching.ts";

const { db } = await openFileDatabase();
const NEWTON = "town=Newton&min_beds=3&max_price=1500000";
const DAY_MS = 86_400_000;
/** 7:00 in Boston on 1 December 2026 (EST, UTC-5). */
const SEVEN = new Date("2026-12-01T12:00:00Z");
const at = (base: Date, days: number, minutes = 0) =>
  new Date(base.getTime() + days * DAY_MS + minutes * 60_000);

/** A Newton home that the last sync brought, matched at `now`. */
async function newHome(listingId: string, now: Date) {
  const home = await insertMlsHome(db, { listingId });
  await db.insert(alertChanges).values({ listingKey: home.listingKey, kind: "new" });
  await matchAlerts(db, { now });
  return home;
}

const homesIn = async () =>
  (await queuedAlerts(db)).map((alert) => alert.payload.homes.map((home) => home.listingKey));

describe("the 7:00 run", () => {
  it("sends a daily search's homes at 7:00 Boston time in one mail, once a day", async () => {
    await confirmSearchFor(db, NEWTON, { frequency: "daily", confirmedAt: at(SEVEN, -1) });
    const first = await newHome("73000001", at(SEVEN, 0, -600));
    const second = await newHome("73000002", at(SEVEN, 0, -300));
    expect(await queueHeldAlerts(db, { now: at(SEVEN, 0, -1) })).toMatchObject({ queued: 0 });
    expect(await homesIn()).toEqual([]);
    expect(await queueHeldAlerts(db, { now: SEVEN })).toMatchObject({ queued: 1 });
    expect(await homesIn()).toEqual([[first.listingKey, second.listingKey]]);
    // A home matched after the morning's mail waits for the next morning.
    const later = await newHome("73000003", at(SEVEN, 0, 60));
    expect(await queueHeldAlerts(db, { now: at(SEVEN, 0, 61) })).toMatchObject({ queued: 0 });
    await queueHeldAlerts(db, { now: at(SEVEN, 1) });
    expect(await homesIn()).toEqual([[first.listingKey, second.listingKey], [later.listingKey]]);
  });

  it("sends a search not opened for 60 days weekly, asks once at 90 days, and pauses it 14 days later", async () => {
    const search = await confirmSearchFor(db, NEWTON, { confirmedAt: at(SEVEN, -61) });
    // Instant, but quiet: the home waits for the weekly mail.
    await newHome("73000001", at(SEVEN, 0, -60));
    expect(await homesIn()).toEqual([]);
    await queueHeldAlerts(db, { now: SEVEN });
    expect(await homesIn()).toHaveLength(1);
    await newHome("73000002", at(SEVEN, 1, -60));
    await queueHeldAlerts(db, { now: at(SEVEN, 1) });
    expect(await homesIn()).toHaveLength(1);
    await queueHeldAlerts(db, { now: at(SEVEN, 7) });
    expect(await homesIn()).toHaveLength(2);

    // 90 days without opening anything: one mail asks (no homes), and only one.
    await queueHeldAlerts(db, { now: at(SEVEN, 30) });
    await queueHeldAlerts(db, { now: at(SEVEN, 30, 5) });
    expect((await homesIn()).filter((homes) => homes.length === 0)).toHaveLength(1);
    expect(await searchStatus(db, search.id)).toBe("confirmed");
    await queueHeldAlerts(db, { now: at(SEVEN, 45) });
    expect(await searchStatus(db, search.id)).toBe("paused");
  });

  it("keeps a search she answered", async () => {
    const search = await confirmSearchFor(db, NEWTON, { confirmedAt: at(SEVEN, -91) });
    await queueHeldAlerts(db, { now: SEVEN });
    expect(await homesIn()).toEqual([[]]);
    await db
      .update(savedSearches)
      .set({ lastOpenedAt: at(SEVEN, 2) })
      .where(eq(savedSearches.id, search.id));
    await queueHeldAlerts(db, { now: at(SEVEN, 20) });
    expect(await searchStatus(db, search.id)).toBe("confirmed");
  });
});
