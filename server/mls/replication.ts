/**
 * The MLS feed's pulls (issue 42 §1): the first full pull of the homes the site may show, the
 * incremental pulls of what changed since, and the key reconciliation that finds what left the
 * feed without a change. Each page of homes is stored with its photos and open houses, and where
 * the pull stands, in one transaction, guarded by the worker's claim: a process killed between
 * two pages resumes at the next one, and upserts by key make a page stored twice harmless.
 * Why it is built this way: docs/decisions/042-mls-replication.md.
 */
import { and, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Transaction } from "../db/client.ts";
import {
  alertChanges,
  mlsMedia,
  mlsOpenHouses,
  mlsProperties,
  mlsSyncState,
} from "../db/schema.ts";
import {
  MediaRecordSchema,
  mediaRows,
  OpenHouseRecordSchema,
  openHouseRows,
  PropertyKeySchema,
  type PropertyRecord,
  PropertyRecordSchema,
  propertyRow,
  reasonToLeave,
  shownFilter,
} from "./records.ts";
import { FeedError, type ResoClient } from "./reso-client.ts";

/** The state row the feed keeps (Media and OpenHouse ride along with their homes). */
export const FEED_STATE = "Property";
/** Keys per `in (...)` filter: a URL stays under the 8 KB many gateways allow. */
const KEYS_PER_REQUEST = 50;
/** Rows per INSERT: within PostgreSQL's 65,535 parameters for the widest table. */
const ROWS_PER_INSERT = 500;
const CHANGE_ORDER = "ModificationTimestamp,ListingKey";

export type PullCounts = { pages: number; stored: number; removed: number; media: number };

export type ReplicationContext = {
  db: Database;
  client: ResoClient;
  /** This process's claim on the feed (mls_sync_state.lease_owner). */
  owner: string;
  leaseSeconds: number;
  pageSize: number;
  originatingSystem?: string;
  now: () => Date;
  /** True once the server is stopping: a pull ends after the page it is on. */
  stopping: () => boolean;
  /**
   * Set once the first full pull is done: each page also records its new homes and lower prices
   * for the saved searches' alerts (the first pull's homes are not news to anyone).
   */
  recordChanges?: boolean;
};

/** The claim was taken over (this process outlived its lease): nothing more may be written. */
export class LeaseLost extends Error {}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);
const upsertSet = Object.fromEntries(
  Object.entries(getTableColumns(mlsProperties))
    .filter(([name]) => name !== "listingKey")
    .map(([name, column]) => [name, excluded(column.name)]),
);
// A home without OnMarketDate keeps the day it was first seen as its listing day.
upsertSet.listedAt = sql`case when excluded.raw->>'OnMarketDate' is not null then excluded.listed_at else ${mlsProperties.listedAt} end`;

const quoted = (keys: readonly string[]) =>
  keys.map((key) => `'${key.replaceAll("'", "''")}'`).join(",");

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

/** Requests at once per page of homes: quick, and gentle with the provider's rate limit. */
const PARALLEL_REQUESTS = 4;

/** `work` over every item, at most PARALLEL_REQUESTS at a time, results in the items' order. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const group of chunks(items, PARALLEL_REQUESTS))
    results.push(...(await Promise.all(group.map(work))));
  return results;
}

/** Every record of a query, following `@odata.nextLink`. */
async function all<T>(
  client: ResoClient,
  resource: string,
  query: Record<string, string>,
  schema: z.ZodType<T>,
): Promise<T[]> {
  const records: T[] = [];
  let page = await client.page({ resource, query }, schema);
  records.push(...page.records);
  while (page.nextLink) {
    page = await client.page({ nextLink: page.nextLink }, schema);
    records.push(...page.records);
  }
  return records;
}

/** Photos of the homes whose photos changed (or were never fetched), in the MLS's order. */
async function fetchMedia(ctx: ReplicationContext, keys: string[]) {
  const wanted = new Set(keys);
  const batches = await inParallel(chunks(keys, KEYS_PER_REQUEST), (batch) =>
    all(
      ctx.client,
      "Media",
      {
        $filter: `ResourceRecordKey in (${quoted(batch)})`,
        $orderby: "ResourceRecordKey,Order",
        $top: String(ctx.pageSize),
      },
      MediaRecordSchema,
    ),
  );
  return mediaRows(batches.flat().filter((record) => wanted.has(record.ResourceRecordKey)));
}

async function fetchOpenHouses(ctx: ReplicationContext, keys: string[]) {
  const wanted = new Set(keys);
  const batches = await inParallel(chunks(keys, KEYS_PER_REQUEST), (batch) =>
    all(
      ctx.client,
      "OpenHouse",
      { $filter: `ListingKey in (${quoted(batch)})`, $top: String(ctx.pageSize) },
      OpenHouseRecordSchema,
    ),
  );
  return openHouseRows(batches.flat().filter((record) => wanted.has(record.ListingKey)));
}

/** Keeps the claim for another lease, with the pull's position; throws LeaseLost if taken over. */
async function advance(
  tx: Transaction | Database,
  ctx: ReplicationContext,
  change: Partial<typeof mlsSyncState.$inferInsert> = {},
) {
  const kept = await tx
    .update(mlsSyncState)
    .set({ ...change, leaseUntil: sql`now() + make_interval(secs => ${ctx.leaseSeconds})` })
    .where(and(eq(mlsSyncState.resource, FEED_STATE), eq(mlsSyncState.leaseOwner, ctx.owner)))
    .returning({ resource: mlsSyncState.resource });
  if (kept.length === 0) throw new LeaseLost("another process took over the MLS feed");
}

/** Marks homes as gone from the feed: out of search, their page 410, their photos deleted. */
async function removeHomes(tx: Transaction | Database, keys: string[], now: Date) {
  let removed = 0;
  for (const batch of chunks(keys, ROWS_PER_INSERT)) {
    await tx.delete(mlsMedia).where(inArray(mlsMedia.listingKey, batch));
    await tx.delete(mlsOpenHouses).where(inArray(mlsOpenHouses.listingKey, batch));
    const rows = await tx
      .update(mlsProperties)
      .set({ removedAt: now })
      .where(and(inArray(mlsProperties.listingKey, batch), isNull(mlsProperties.removedAt)))
      .returning({ key: mlsProperties.listingKey });
    removed += rows.length;
  }
  return removed;
}

/**
 * Stores one page of homes: the ones the site may show with their photos (fetched again only
 * when PhotosChangeTimestamp moved) and open houses, and the removal of the others, with the
 * pull's new position (`position`, when the page belongs to a pull) in the same transaction.
 */
export async function storeHomes(
  ctx: ReplicationContext,
  records: PropertyRecord[],
  position?: Partial<typeof mlsSyncState.$inferInsert>,
): Promise<Omit<PullCounts, "pages">> {
  const now = ctx.now();
  const shown = records.filter((record) => !reasonToLeave(record, now, ctx.originatingSystem));
  const leaving = records
    .filter((record) => reasonToLeave(record, now, ctx.originatingSystem))
    .map((record) => record.ListingKey);
  const keys = shown.map((record) => record.ListingKey);
  const stored =
    keys.length === 0
      ? []
      : await ctx.db
          .select({
            key: mlsProperties.listingKey,
            photos: mlsProperties.photosChangeTimestamp,
            removedAt: mlsProperties.removedAt,
            price: mlsProperties.listPrice,
          })
          .from(mlsProperties)
          .where(inArray(mlsProperties.listingKey, keys));
  const before = new Map(stored.map((row) => [row.key, row]));
  const photosChanged = shown
    .filter((record) => {
      const row = before.get(record.ListingKey);
      return (
        !row ||
        row.removedAt !== null ||
        !row.photos ||
        !record.PhotosChangeTimestamp ||
        row.photos.getTime() !== Date.parse(record.PhotosChangeTimestamp)
      );
    })
    .map((record) => record.ListingKey);
  const [media, openHouses] = await Promise.all([
    fetchMedia(ctx, photosChanged),
    fetchOpenHouses(ctx, keys),
  ]);
  // The same home twice in a page (a provider's paging overlap): its last record counts.
  const rows = [
    ...new Map(shown.map((record) => [record.ListingKey, propertyRow(record, now)])).values(),
  ];
  return ctx.db.transaction(async (tx) => {
    for (const batch of chunks(rows, ROWS_PER_INSERT))
      await tx
        .insert(mlsProperties)
        .values(batch)
        .onConflictDoUpdate({ target: mlsProperties.listingKey, set: upsertSet });
    for (const batch of chunks(photosChanged, ROWS_PER_INSERT))
      await tx.delete(mlsMedia).where(inArray(mlsMedia.listingKey, batch));
    for (const batch of chunks(media, ROWS_PER_INSERT))
      await tx.insert(mlsMedia).values(batch).onConflictDoNothing();
    for (const batch of chunks(keys, ROWS_PER_INSERT))
      await tx.delete(mlsOpenHouses).where(inArray(mlsOpenHouses.listingKey, batch));
    for (const batch of chunks(openHouses, ROWS_PER_INSERT))
      await tx.insert(mlsOpenHouses).values(batch).onConflictDoNothing();
    const removed = await removeHomes(tx, leaving, now);
    if (ctx.recordChanges) await recordAlertChanges(tx, rows, before);
    await advance(tx, ctx, position);
    return { stored: rows.length, removed, media: media.length };
  });
}

/** A home new to the site (or back on it), or one whose price went down, for the alerts. */
async function recordAlertChanges(
  tx: Transaction,
  rows: (typeof mlsProperties.$inferInsert)[],
  before: Map<string, { removedAt: Date | null; price: number | null }>,
) {
  const changes = rows.flatMap((row): (typeof alertChanges.$inferInsert)[] => {
    const was = before.get(row.listingKey);
    if (!was || was.removedAt !== null) return [{ listingKey: row.listingKey, kind: "new" }];
    const dropped = was.price !== null && row.listPrice != null && row.listPrice < was.price;
    return dropped ? [{ listingKey: row.listingKey, kind: "price-drop" }] : [];
  });
  for (const batch of chunks(changes, ROWS_PER_INSERT)) await tx.insert(alertChanges).values(batch);
}

/**
 * A pull of `Property` page by page, from where the last one stopped (`resumeUrl`) or from the
 * start; each page's position is stored with it. Ends early, resumable, when the server stops.
 */
async function pull(
  ctx: ReplicationContext,
  first: { resumeUrl: string | null; query: Record<string, string> },
): Promise<PullCounts & { finished: boolean }> {
  const counts = { pages: 0, stored: 0, removed: 0, media: 0 };
  let target: Parameters<ResoClient["page"]>[0] = first.resumeUrl
    ? { nextLink: first.resumeUrl }
    : { resource: "Property", query: first.query };
  for (;;) {
    const page = await ctx.client.page(target, PropertyRecordSchema);
    const last = page.records.at(-1);
    const stored = await storeHomes(ctx, page.records, {
      resumeUrl: page.nextLink ?? null,
      ...(last && {
        lastModification: new Date(last.ModificationTimestamp),
        lastKey: last.ListingKey,
      }),
    });
    counts.pages += 1;
    counts.stored += stored.stored;
    counts.removed += stored.removed;
    counts.media += stored.media;
    if (!page.nextLink) return { ...counts, finished: true };
    if (ctx.stopping()) return { ...counts, finished: false };
    target = { nextLink: page.nextLink };
  }
}

type FeedState = typeof mlsSyncState.$inferSelect;

/** The first full pull: every home the site may show, in the order of change. */
export async function fullPull(ctx: ReplicationContext, state: FeedState) {
  const startedAt = ctx.now();
  const counts = await pull(ctx, {
    resumeUrl: state.resumeUrl,
    query: {
      $filter: shownFilter(startedAt, ctx.originatingSystem),
      $orderby: CHANGE_ORDER,
      $top: String(ctx.pageSize),
    },
  });
  // The full pull counts as a reconciliation: nothing older is in the database.
  if (counts.finished)
    await advance(ctx.db, ctx, { fullPullDoneAt: startedAt, lastReconciledAt: startedAt });
  return counts;
}

/**
 * What changed since the last home stored, whatever its status now: a withdrawn home comes with
 * its new status and leaves the site. The timestamp is compared `gt`, and the provider's
 * precision may be finer than a millisecond: a home seen again is upserted, never duplicated.
 */
export async function incrementalPull(ctx: ReplicationContext, state: FeedState) {
  const since = (state.lastModification ?? new Date(0)).toISOString();
  const system = ctx.originatingSystem?.replaceAll("'", "''");
  return pull(ctx, {
    resumeUrl: state.resumeUrl,
    query: {
      $filter: `ModificationTimestamp gt ${since}${system ? ` and OriginatingSystemName eq '${system}'` : ""}`,
      $orderby: CHANGE_ORDER,
      $top: String(ctx.pageSize),
    },
  });
}

/**
 * Every key the feed shows now ($select: key and modification time only), against the homes on
 * the site: the ones absent leave it (a provider may delete a record instead of changing its
 * status), and the ones missing or older here are fetched (a home a paged pull skipped when the
 * pages shifted under it).
 */
export async function reconcileKeys(ctx: ReplicationContext) {
  const startedAt = ctx.now();
  const feed = new Map<string, number>();
  for (const record of await all(
    ctx.client,
    "Property",
    {
      $filter: shownFilter(startedAt, ctx.originatingSystem),
      $select: "ListingKey,ModificationTimestamp",
      $orderby: "ListingKey",
      $top: String(ctx.pageSize),
    },
    PropertyKeySchema,
  ))
    feed.set(record.ListingKey, Date.parse(record.ModificationTimestamp));
  // A feed that says it has nothing is a provider's fault, not the end of every listing.
  if (feed.size === 0)
    throw new FeedError("The MLS listed no homes at all in the key check; none were removed.");
  const onSite = await ctx.db
    .select({ key: mlsProperties.listingKey, modified: mlsProperties.modificationTimestamp })
    .from(mlsProperties)
    .where(isNull(mlsProperties.removedAt));
  const here = new Map(onSite.map((row) => [row.key, row.modified.getTime()]));
  const gone = onSite.filter((row) => !feed.has(row.key)).map((row) => row.key);
  const stale = [...feed]
    .filter(([key, modified]) => (here.get(key) ?? -1) < modified)
    .map(([key]) => key);
  const counts = { pages: 0, stored: 0, removed: 0, media: 0 };
  counts.removed = await ctx.db.transaction(async (tx) => {
    const removed = await removeHomes(tx, gone, startedAt);
    await advance(tx, ctx);
    return removed;
  });
  for (const batch of chunks(stale, KEYS_PER_REQUEST)) {
    const records = await all(
      ctx.client,
      "Property",
      { $filter: `ListingKey in (${quoted(batch)})`, $top: String(ctx.pageSize) },
      PropertyRecordSchema,
    );
    const stored = await storeHomes(ctx, records);
    counts.pages += 1;
    counts.stored += stored.stored;
    counts.removed += stored.removed;
    counts.media += stored.media;
  }
  await advance(ctx.db, ctx, { lastReconciledAt: startedAt });
  return counts;
}
