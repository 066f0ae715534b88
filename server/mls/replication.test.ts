/**
 * The MLS feed against the local RESO stub: what a buyer finds on the site after a full pull, a
 * change, a withdrawal and a deletion, and what the team reads in delivery health when the
 * provider throttles, fails, expires a token or answers garbage.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { mlsMedia, mlsSyncState } from "#server/db/schema.ts";
import { feedHealth } from "#server/staff/deliveries.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import {
  feedOnSite,
  keysToShow,
  photosOf,
  storedHome,
  stubWorker,
  testClock,
} from "#tests/support/mls-feed.ts";
import { type ResoStub, startResoStub } from "#tests/support/reso-stub.ts";
import { waitUntil } from "#tests/support/wait.ts";

const { db } = await openFileDatabase();
let stub: ResoStub;
afterEach(async () => {
  await stub?.close();
});

/** A feed of 40 homes, pages of 10, and the worker's first full pull done. */
async function replicated() {
  stub = await startResoStub({ listings: 40, maxPageSize: 10 });
  const clock = testClock();
  const worker = stubWorker(db, stub, { now: clock.now });
  const first = await worker.runOnce();
  expect(first).toMatchObject({ ran: true, kind: "full", finished: true });
  stub.requests.length = 0;
  return { worker, clock };
}

const statuses = () => stub.requests.map((request) => `${request.resource} ${request.status}`);

describe("the MLS feed", () => {
  it("replicates every home the MLS lets the site show, with its photos and open houses, page by page", async () => {
    stub = await startResoStub({ listings: 40, maxPageSize: 10 });
    const run = await stubWorker(db, stub).runOnce();
    const shown = keysToShow(stub);
    expect(shown.length).toBeLessThan(40);
    const onSite = await feedOnSite(db);
    expect(onSite.keys).toEqual(shown);
    expect(onSite.media).toBe(photosOf(stub, shown));
    expect(onSite.openHouses).toBeGreaterThan(0);
    expect(run).toMatchObject({
      kind: "full",
      stored: shown.length,
      pages: Math.ceil(shown.length / 10),
    });
    // One token for the whole pull.
    expect(stub.requests.filter((request) => request.resource === "token")).toHaveLength(1);
    const home = stub.listing(shown[0] ?? "");
    const row = await storedHome(db, shown[0] ?? "");
    expect(row).toMatchObject({
      listingId: home?.ListingId,
      listPrice: home?.ListPrice,
      city: home?.City,
      bedroomsTotal: home?.BedroomsTotal,
      raw: home,
    });
    const photos = await db
      .select()
      .from(mlsMedia)
      .where(eq(mlsMedia.listingKey, shown[0] ?? ""));
    expect(photos.map((photo) => photo.position).sort((a, b) => a - b)[0]).toBe(1);
    expect(photos[0]).toMatchObject({ width: 1024, height: 683 });
  });

  it("names a home's page by its MLS number and address, without the street when the office hides it", async () => {
    stub = await startResoStub({ listings: 40, maxPageSize: 10 });
    const [first = "", second = ""] = keysToShow(stub);
    stub.change(first, {
      StreetNumber: "12",
      StreetName: "Elm St",
      UnitNumber: "2",
      City: "Newton",
    });
    stub.change(second, { InternetAddressDisplayYN: false, City: "Newton" });
    await stubWorker(db, stub).runOnce();
    expect((await storedHome(db, first))?.slug).toBe(
      `${stub.listing(first)?.ListingId}-12-elm-st-2-newton`,
    );
    expect(await storedHome(db, second)).toMatchObject({
      slug: `${stub.listing(second)?.ListingId}-newton`,
      addressDisplay: false,
    });
  });

  it("takes a price change at the next sync, and only the changed home", async () => {
    const { worker, clock } = await replicated();
    const [key = ""] = keysToShow(stub);
    stub.change(key, { ListPrice: 1_234_000 });
    expect(await worker.runOnce()).toEqual({ ran: false });
    clock.pass(16);
    expect(await worker.runOnce()).toMatchObject({
      kind: "incremental",
      stored: 1,
      finished: true,
    });
    expect((await storedHome(db, key))?.listPrice).toBe(1_234_000);
    expect(
      decodeURIComponent(stub.requests.find((r) => r.resource === "Property")?.query ?? ""),
    ).toMatch(/ModificationTimestamp gt \d{4}-/);
    // The photos did not change: none were asked for again.
    expect(stub.requests.filter((request) => request.resource === "Media")).toHaveLength(0);
  });

  it("removes a withdrawn home from the site with its photos, and counts it no more", async () => {
    const { worker, clock } = await replicated();
    const [key = ""] = keysToShow(stub);
    stub.change(key, { StandardStatus: "Withdrawn" });
    clock.pass(16);
    await worker.runOnce();
    const onSite = await feedOnSite(db);
    expect(onSite.keys).not.toContain(key);
    expect(onSite.keys).toEqual(keysToShow(stub));
    expect((await storedHome(db, key))?.removedAt).toBeInstanceOf(Date);
    expect(await db.select().from(mlsMedia).where(eq(mlsMedia.listingKey, key))).toEqual([]);
    expect(await feedHealth(db)).toMatchObject({
      homes: keysToShow(stub).length,
      lastError: null,
      lastSyncAt: expect.any(Date),
      nextRunAt: expect.any(Date),
    });
  });

  it("says nothing of an MLS in delivery health where no feed ever ran", async () => {
    expect(await feedHealth(db)).toBeNull();
  });

  it("removes a home the office takes off the internet, and one deleted from the feed at the daily key check", async () => {
    const { worker, clock } = await replicated();
    const [hidden = "", deleted = ""] = keysToShow(stub);
    stub.change(hidden, { InternetEntireListingDisplayYN: false });
    stub.drop(deleted);
    clock.pass(16);
    await worker.runOnce();
    expect((await feedOnSite(db)).keys).toContain(deleted);
    expect((await feedOnSite(db)).keys).not.toContain(hidden);
    clock.pass(24 * 60);
    await worker.runOnce();
    expect((await feedOnSite(db)).keys).toEqual(keysToShow(stub));
  });

  it("fetches a new token when one expires mid-pull, and carries on", async () => {
    stub = await startResoStub({ listings: 40, maxPageSize: 10 });
    stub.fault("Property", "expire-token", { after: 1 });
    const run = await stubWorker(db, stub).runOnce();
    expect(run).toMatchObject({ finished: true });
    expect(statuses()).toContain("Property 401");
    expect(statuses().filter((status) => status.startsWith("token"))).toEqual([
      "token 200",
      "token 200",
    ]);
    expect((await feedOnSite(db)).keys).toEqual(keysToShow(stub));
  });

  it("waits as a 429's Retry-After asks and retries a 500, losing nothing", async () => {
    stub = await startResoStub({ listings: 40, maxPageSize: 10 });
    stub.fault("Property", { status: 429, retryAfter: 1 }, { after: 1 });
    stub.fault("Media", { status: 500 }, { after: 2 });
    const started = Date.now();
    const run = await stubWorker(db, stub).runOnce();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(run).toMatchObject({ finished: true });
    expect(statuses()).toEqual(expect.arrayContaining(["Property 429", "Media 500"]));
    const shown = keysToShow(stub);
    expect(await feedOnSite(db)).toMatchObject({ keys: shown, media: photosOf(stub, shown) });
  });

  it.each([
    ["garbage", /not JSON/],
    ["wrong-shape", /not what the RESO Web API sends \(value\.ListingKey: invalid_type\)/],
  ] as const)(
    "keeps the last good data when the MLS answers %s, says so, and recovers",
    async (fault, words) => {
      const { worker, clock } = await replicated();
      const [key = ""] = keysToShow(stub);
      const before = await storedHome(db, key);
      stub.change(key, { ListPrice: 999_000 });
      stub.fault("Property", fault);
      clock.pass(16);
      const failed = await worker.runOnce();
      expect(failed).toMatchObject({
        ran: true,
        finished: false,
        error: expect.stringMatching(words),
      });
      expect((await storedHome(db, key))?.listPrice).toBe(before?.listPrice);
      expect((await feedOnSite(db)).keys).toEqual(keysToShow(stub));
      expect((await feedHealth(db))?.lastError).toMatch(words);
      // The next try comes a minute later, not at the usual interval.
      clock.pass(1);
      expect(await worker.runOnce()).toMatchObject({ finished: true, stored: 1 });
      expect((await storedHome(db, key))?.listPrice).toBe(999_000);
      expect((await feedHealth(db))?.lastError).toBeNull();
    },
  );

  it("drops a stored next-page link the provider no longer knows, and pulls again from the last change", async () => {
    const { worker, clock } = await replicated();
    const [key = ""] = keysToShow(stub);
    stub.change(key, { ListPrice: 876_000 });
    // An interrupted pull's link to a cursor that has expired meanwhile.
    await db
      .update(mlsSyncState)
      .set({ resumeUrl: `${stub.url}/odata/Property?$filter=Cursor eq` });
    clock.pass(16);
    expect(await worker.runOnce()).toMatchObject({ error: expect.stringMatching(/answered 400/) });
    clock.pass(1);
    expect(await worker.runOnce()).toMatchObject({ finished: true, stored: 1 });
    expect((await storedHome(db, key))?.listPrice).toBe(876_000);
  });

  it("stops after the page it is storing when the server stops, and the next start resumes at once", async () => {
    stub = await startResoStub({ listings: 60, maxPageSize: 10 });
    const worker = stubWorker(db, stub);
    const running = worker.runOnce();
    await waitUntil("a page of homes", () =>
      stub.requests.some((request) => request.resource === "Property" && request.status === 200),
    );
    await worker.stop();
    expect(await running).toMatchObject({ kind: "full", finished: false });
    const [state] = await db.select().from(mlsSyncState);
    expect(state).toMatchObject({ leaseOwner: null, resumeUrl: expect.stringContaining("skip") });
    expect(await stubWorker(db, stub).runOnce()).toMatchObject({ kind: "full", finished: true });
    expect((await feedOnSite(db)).keys).toEqual(keysToShow(stub));
  });

  it("hands the feed to another worker when one outlives its claim, and the late one writes nothing more", async () => {
    stub = await startResoStub({ listings: 60, maxPageSize: 10 });
    const late = stubWorker(db, stub);
    const lateRun = late.runOnce();
    await waitUntil("a page of homes", () =>
      stub.requests.some((request) => request.resource === "Property" && request.status === 200),
    );
    // The first worker stalls past its lease (a hung request, a paused VM): its claim runs out.
    // It is also taken from it here, in the same write: a page it stores meanwhile would renew
    // its claim before the next worker asks (on PostgreSQL that race was lost now and then).
    await db
      .update(mlsSyncState)
      .set({ leaseUntil: new Date(Date.now() - 1_000), leaseOwner: null });
    const taker = await stubWorker(db, stub).runOnce();
    expect(taker).toMatchObject({ ran: true, kind: "full", finished: true });
    expect(await lateRun).toMatchObject({ finished: false, stored: 0 });
    expect((await feedOnSite(db)).keys).toEqual(keysToShow(stub));
    expect((await db.select().from(mlsSyncState))[0]).toMatchObject({
      leaseOwner: null,
      fullPullDoneAt: expect.any(Date),
    });
  });

  it("logs counts and status codes, never the token, the secret or a home", async () => {
    stub = await startResoStub({ listings: 20, maxPageSize: 10 });
    stub.fault("Property", { status: 500 });
    const logged: string[] = [];
    await stubWorker(db, stub, { log: (entry) => logged.push(JSON.stringify(entry)) }).runOnce();
    const text = logged.join("\n");
    expect(text).toMatch(/"status":500/);
    expect(text).toMatch(/"stored":\d+/);
    for (const secret of [stub.env.RESO_CLIENT_SECRET ?? "", "stub-token", "ListingKey", "SK0000"])
      expect(text).not.toContain(secret);
  });
});
