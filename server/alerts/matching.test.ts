/**
 * Alerts after each MLS sync (issue 43): a home that comes on the market for a buyer's saved
 * search reaches her once, in one mail with both parts and the one-click headers, whatever is
 * repeated: a second sync, a second process, a run after a crash.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { officeAddressLine } from "#content/site.ts";
import { alertChanges, savedSearches, savedSearchSent } from "#server/db/schema.ts";
import { mailChannel } from "#server/outbox/mail.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { keysToShow, stubWorker, testClock } from "#tests/support/mls-feed.ts";
import { type ResoStub, startResoStub } from "#tests/support/reso-stub.ts";
import {
  ALERT_SITE,
  confirmSearchFor,
  keptMailer,
  queuedAlerts,
  testAlertLinks,
} from "#tests/support/saved-search-alerts.ts";
import { matchAlerts } from "./matching.ts";

const { db } = await openFileDatabase();
let stub: ResoStub;
afterEach(async () => {
  await stub?.close();
});

const NEWTON = "town=Newton&min_beds=3&max_price=1500000";
const NEWTON_HOME = {
  StandardStatus: "Active",
  City: "Newton",
  PostalCode: "02459",
  StreetNumber: "45",
  StreetName: "Walnut St",
  UnitNumber: null,
  BedroomsTotal: 4,
  ListPrice: 1_195_000,
  CloseDate: null,
  ClosePrice: null,
};

/** The feed replicated with the matching after each sync, and a Newton search confirmed. */
async function feedWithSearch(options: Parameters<typeof confirmSearchFor>[2] = {}) {
  stub = await startResoStub({ listings: 40, maxPageSize: 10 });
  const clock = testClock();
  const feed = stubWorker(db, stub, {
    now: clock.now,
    afterSync: async () => {
      await matchAlerts(db);
    },
  });
  // Each run comes when the next sync is due.
  const worker = {
    runOnce: () => {
      clock.pass(16);
      return feed.runOnce();
    },
  };
  await worker.runOnce();
  const search = await confirmSearchFor(db, NEWTON, options);
  // A home the site does not show (withdrawn, or sold long ago) comes back on the market in Newton.
  const shown = new Set(keysToShow(stub));
  const back = stub.keys().find((key) => !shown.has(key)) ?? "";
  return { worker, search, back };
}

describe("alerts after a sync", () => {
  it("mails a new matching home once, with the one-click headers, a plain-text part and the office's address", async () => {
    const { worker, search, back } = await feedWithSearch();
    expect(await queuedAlerts(db)).toEqual([]);
    stub.change(back, NEWTON_HOME);
    await worker.runOnce();
    const alerts = await queuedAlerts(db);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.recipient).toBe(search.email);
    expect(alerts[0]?.payload.homes.map((home) => [home.listingKey, home.kind])).toEqual([
      [back, "new"],
    ]);

    const kept = keptMailer();
    const send = mailChannel({
      db,
      mailer: kept.mailer,
      siteUrl: ALERT_SITE,
      alertLinks: testAlertLinks,
    });
    const row = alerts[0]!;
    expect(await send({ ...row, attempts: 1 })).toEqual({ status: "sent" });
    const mail = kept.sent[0]!;
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<https:\/\/www\.example\.com\/homes\/alerts\/unsubscribe\/[^>]+>, <mailto:[^>]+\?subject=unsubscribe>$/,
    );
    expect(mail.text).toContain("$1,195,000");
    expect(mail.text).toContain("45 Walnut St, Newton, MA 02459");
    expect(mail.text).toContain(officeAddressLine);
    expect(mail.html).toContain("$1,195,000");
    expect(mail.html).toContain(`${ALERT_SITE}/homes/alerts/open/`);

    // Another sync that changes the home without lowering its price tells her nothing again.
    stub.change(back, { PublicRemarks: "Freshly painted." });
    await worker.runOnce();
    await worker.runOnce();
    expect(await queuedAlerts(db)).toHaveLength(1);
  });

  it("tells her of a lower price once; the same change matched again (a run after a crash, a second process) queues nothing", async () => {
    const { worker, search } = await feedWithSearch();
    const newton =
      stub
        .keys()
        .find((key) => stub.listing(key)?.City === "Newton" && keysToShow(stub).includes(key)) ??
      "";
    const price = Number(stub.listing(newton)?.ListPrice);
    stub.change(newton, { ...NEWTON_HOME, ListPrice: price + 10_000 });
    await worker.runOnce();
    stub.change(newton, { ListPrice: Math.min(price, 1_400_000) });
    await worker.runOnce();
    const alerts = await queuedAlerts(db);
    expect(alerts.map((alert) => alert.payload.homes.map((home) => home.kind))).toEqual([
      ["price-drop"],
    ]);
    // The change recorded again, taken by two matchers at once.
    await db.insert(alertChanges).values([
      { listingKey: newton, kind: "price-drop" },
      { listingKey: newton, kind: "price-drop" },
    ]);
    await Promise.all([matchAlerts(db), matchAlerts(db)]);
    expect(await queuedAlerts(db)).toHaveLength(1);
    expect(
      await db.select().from(savedSearchSent).where(eq(savedSearchSent.savedSearchId, search.id)),
    ).toHaveLength(1);
  });

  it("holds a daily search's homes for the morning, and sends nothing to a search she paused", async () => {
    const { worker, back } = await feedWithSearch({ frequency: "daily" });
    const paused = await confirmSearchFor(db, NEWTON, { email: "paused@example.com", index: 1 });
    await db.update(savedSearches).set({ status: "paused" }).where(eq(savedSearches.id, paused.id));
    stub.change(back, NEWTON_HOME);
    await worker.runOnce();
    expect(await queuedAlerts(db)).toEqual([]);
    const held = await db.select().from(savedSearchSent);
    expect(held.map((row) => [row.listingKey, row.queuedAt])).toEqual([[back, null]]);
  });

  it("pauses the search when her address is refused for good, as a bounce", async () => {
    const { worker, search, back } = await feedWithSearch();
    stub.change(back, NEWTON_HOME);
    await worker.runOnce();
    const [row] = await queuedAlerts(db);
    const kept = keptMailer();
    kept.refuse(550);
    const send = mailChannel({
      db,
      mailer: kept.mailer,
      siteUrl: ALERT_SITE,
      alertLinks: testAlertLinks,
    });
    await expect(send({ ...row!, attempts: 1 })).rejects.toMatchObject({ retry: false });
    const [stopped] = await db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(stopped).toMatchObject({ status: "paused", stoppedBy: "bounce" });
  });

  it("queues nothing when the matching dies before its commit, and everything once on the next run", async () => {
    const { worker, back } = await feedWithSearch();
    stub.change(back, NEWTON_HOME);
    // The alert's row cannot be written: the transaction stops after it took the changes and
    // claimed the home, as a process killed there would.
    await db.execute(
      sql`create function refuse_alerts() returns trigger language plpgsql as $$ begin raise exception 'killed'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_alerts before insert on notification_outbox for each row execute function refuse_alerts()`,
    );
    await worker.runOnce();
    await db.execute(sql`drop trigger refuse_alerts on notification_outbox`);
    await db.execute(sql`drop function refuse_alerts()`);
    expect(await queuedAlerts(db)).toEqual([]);
    expect(await db.select().from(savedSearchSent)).toEqual([]);
    expect(await db.select().from(alertChanges)).toHaveLength(1);
    await matchAlerts(db);
    await matchAlerts(db);
    expect((await queuedAlerts(db)).map((alert) => alert.payload.homes.length)).toEqual([1]);
  });
});
