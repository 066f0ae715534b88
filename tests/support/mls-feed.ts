/**
 * The MLS feed's tests and benchmark share these: the worker pointed at a RESO stub
 * (tests/support/reso-stub.ts) with short waits, a clock the test moves, and what the
 * database holds afterwards, read as the search and delivery health would.
 */
import { count, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mlsMedia, mlsOpenHouses, mlsProperties } from "#server/db/schema.ts";
import { parseEnv } from "#server/env.ts";
import { createMlsWorker } from "#server/mls/worker.ts";
import type { ResoStub } from "./reso-stub.ts";

/** Retries in milliseconds instead of seconds (a 429's Retry-After is still honoured). */
export const FAST_RETRY = { attempts: 4, baseDelayMs: 20, maxDelayMs: 5_000 };

/** The feed's settings as the server parses them from the stub's environment. */
export function stubFeedConfig(stub: ResoStub) {
  const config = parseEnv(stub.env).mls;
  if (!config) throw new Error("the stub's environment configures no MLS");
  return config;
}

/** A clock the test moves: `clock.pass(16)` lets 16 minutes go by for the worker. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    pass(minutes: number) {
      offsetMs += minutes * 60_000;
    },
  };
}

export function stubWorker(
  db: Database,
  stub: ResoStub,
  options: {
    now?: () => Date;
    log?: (entry: Record<string, unknown>) => void;
    pageSize?: number;
    leaseSeconds?: number;
    afterSync?: () => Promise<void>;
  } = {},
) {
  return createMlsWorker({
    db,
    config: stubFeedConfig(stub),
    retry: FAST_RETRY,
    log: options.log ?? (() => {}),
    now: options.now,
    pageSize: options.pageSize,
    leaseSeconds: options.leaseSeconds,
    afterSync: options.afterSync,
  });
}

const SHOWN = ["Active", "Active Under Contract", "Pending", "Coming Soon"];

/**
 * The keys of the stub's homes a buyer may see, read from the records as the MLS's rules put it:
 * for sale, under contract or pending, or sold within two years, and offered for display on the
 * internet by its office.
 */
export function keysToShow(stub: ResoStub, now = new Date()) {
  const twoYearsAgo = new Date(now);
  twoYearsAgo.setUTCFullYear(now.getUTCFullYear() - 2);
  return stub
    .keys()
    .filter((key) => {
      const home = stub.listing(key);
      const status = String(home?.StandardStatus);
      if (home?.IDXParticipationYN === false || home?.InternetEntireListingDisplayYN === false)
        return false;
      return (
        SHOWN.includes(status) ||
        (status === "Closed" && String(home?.CloseDate) >= twoYearsAgo.toISOString().slice(0, 10))
      );
    })
    .sort();
}

/** What the site holds: the keys on it (removed ones left out), their photos and open houses. */
export async function feedOnSite(db: Database) {
  const homes = await db
    .select({ key: mlsProperties.listingKey })
    .from(mlsProperties)
    .where(isNull(mlsProperties.removedAt))
    .orderBy(mlsProperties.listingKey);
  const [media] = await db.select({ n: count() }).from(mlsMedia);
  const [openHouses] = await db.select({ n: count() }).from(mlsOpenHouses);
  const [rows] = await db.select({ n: count() }).from(mlsProperties);
  return {
    keys: homes.map((home) => home.key),
    rows: rows?.n ?? 0,
    media: media?.n ?? 0,
    openHouses: openHouses?.n ?? 0,
  };
}

/** The photos the stub's feed has for these homes (`PhotosCount`). */
export const photosOf = (stub: ResoStub, keys: string[]) =>
  keys.reduce((sum, key) => sum + Number(stub.listing(key)?.PhotosCount ?? 0), 0);

/** A home's stored row. */
export async function storedHome(db: Database, key: string) {
  const [home] = await db
    .select()
    .from(mlsProperties)
    .where(sql`${mlsProperties.listingKey} = ${key}`);
  return home;
}
