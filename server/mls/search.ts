import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { teamDay, teamInstant } from "#domain/dates.ts";
import {
  HOMES_PAGE_SIZE,
  type HomeSearch,
  type LISTING_STATUS_OF_MLS,
  MLS_STATUSES_OF,
} from "#domain/forms/home-search-schema.ts";
import type { ListingType } from "#domain/listing.ts";
import { MLS_CONDO_SUB_TYPES, MLS_MULTI_FAMILY_SUB_TYPES } from "#domain/mls.ts";
import type { Database } from "../db/client.ts";
import { mlsMedia, mlsOpenHouses, mlsProperties, mlsSearchText } from "../db/schema.ts";

/**
 * The search of /homes over the homes replicated from the MLS (issue 42 §2): typed Drizzle
 * queries, the page's rows and the count, on the partial indexes of server/db/schema/mls.ts (a
 * removed home is in none of them). Never a live query to the provider.
 */

/** What every result card says of a home, the team's listing or an MLS home (server/mls/homes.ts). */
export type HomeCardFacts = {
  price: number | null;
  /** The street line, or null where the MLS asks the address not to be shown. */
  street: string | null;
  town: string | null;
  zip: string | null;
  beds: number | null;
  fullBaths: number | null;
  halfBaths: number | null;
  livingArea: number | null;
  /** The listing office, which the MLS asks every card to name; none on the team's own. */
  office: string | null;
};

/** An MLS home as a result card shows it. */
export type MlsHomeCard = HomeCardFacts & {
  listingKey: string;
  listingId: string;
  slug: string;
  status: keyof typeof LISTING_STATUS_OF_MLS;
  photo: { url: string; width: number | null; height: number | null } | null;
};

export type MlsSearchResult = { total: number; homes: MlsHomeCard[] };

const p = mlsProperties;

/**
 * Each of the team's home types as RESO types name them (Data Dictionary `PropertyType`,
 * `PropertySubType`); domain/mls.ts's listingTypeOfMls reads a home's type by the same rules.
 */
const TYPE_CONDITIONS: Record<ListingType, () => SQL | undefined> = {
  "single-family": () =>
    and(eq(p.propertyType, "Residential"), eq(p.propertySubType, "Single Family Residence")),
  condo: () => inArray(p.propertySubType, [...MLS_CONDO_SUB_TYPES]),
  "multi-family": () =>
    or(
      eq(p.propertyType, "Residential Income"),
      inArray(p.propertySubType, [...MLS_MULTI_FAMILY_SUB_TYPES]),
    ),
  land: () => eq(p.propertyType, "Land"),
  rental: () => eq(p.propertyType, "Residential Lease"),
};

/**
 * `q` as a full text query: each word a prefix ("walnut st" finds Walnut Street), all of them
 * needed. Only letters and digits reach to_tsquery, so no typed text can break its syntax.
 */
export function textQuery(typed: string): string | null {
  const words = typed.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Open house this weekend": from Saturday's start to Monday's in Boston, the coming weekend
 * on a weekday, the current one (from now) on a Saturday or Sunday.
 */
export function openHouseWeekend(now: Date): { start: Date; end: Date } {
  const today = teamDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const toSaturday = weekday === 0 ? -1 : 6 - weekday;
  const saturday = teamDay(new Date(Date.parse(`${today}T12:00:00Z`) + toSaturday * DAY_MS));
  const monday = teamDay(new Date(Date.parse(`${saturday}T12:00:00Z`) + 2 * DAY_MS));
  const start = teamInstant(saturday, "00:00") ?? now;
  const end = teamInstant(monday, "00:00") ?? now;
  return { start: start < now ? now : start, end };
}

/** The WHERE of a search: in the feed, its statuses, then each filter it names. */
export function searchConditions(search: HomeSearch, now: Date): SQL | undefined {
  const statuses = search.statuses.flatMap((choice) => MLS_STATUSES_OF[choice]);
  const conditions: (SQL | undefined)[] = [
    isNull(p.removedAt),
    inArray(p.standardStatus, statuses),
  ];
  if (search.town) conditions.push(sql`lower(${p.city}) = ${search.town.toLowerCase()}`);
  if (search.zip) conditions.push(eq(p.postalCode, search.zip));
  const words = search.q ? textQuery(search.q) : null;
  if (words) conditions.push(sql`${mlsSearchText(p)} @@ to_tsquery('simple', ${words})`);
  if (search.minPrice !== undefined) conditions.push(gte(p.listPrice, search.minPrice));
  if (search.maxPrice !== undefined) conditions.push(lte(p.listPrice, search.maxPrice));
  if (search.minBeds !== undefined) conditions.push(gte(p.bedroomsTotal, search.minBeds));
  if (search.minBaths !== undefined) conditions.push(gte(p.bathroomsTotalInteger, search.minBaths));
  if (search.type) conditions.push(TYPE_CONDITIONS[search.type]());
  if (search.openHouse) {
    const { start, end } = openHouseWeekend(now);
    conditions.push(
      sql`exists (select 1 from ${mlsOpenHouses} where ${mlsOpenHouses.listingKey} = ${p.listingKey} and ${mlsOpenHouses.startsAt} < ${end.toISOString()} and ${mlsOpenHouses.endsAt} > ${start.toISOString()})`,
    );
  }
  return and(...conditions);
}

/** The columns a sort reads: the table's, or the same ones picked out of the page's rows. */
type OrderColumns = Record<"listedAt" | "listPrice" | "livingArea" | "listingKey", AnyColumn>;

/** The ORDER BY of each sort, the key last so equal values keep one order across pages. */
const ORDER: Record<HomeSearch["sort"], (c: OrderColumns) => SQL[]> = {
  // "desc nulls last" as the indexes are built, so PostgreSQL walks them in order.
  newest: (c) => [sql`${c.listedAt} desc nulls last`, sql`${c.listingKey} desc`],
  "price-asc": (c) => [sql`${c.listPrice} asc nulls last`, sql`${c.listingKey} asc`],
  "price-desc": (c) => [sql`${c.listPrice} desc nulls last`, sql`${c.listingKey} desc`],
  size: (c) => [sql`${c.livingArea} desc nulls last`, sql`${c.listingKey} desc`],
};

const cardColumns = {
  listingKey: p.listingKey,
  listingId: p.listingId,
  slug: p.slug,
  status: p.standardStatus,
  listPrice: p.listPrice,
  closePrice: p.closePrice,
  addressDisplay: p.addressDisplay,
  unparsedAddress: p.unparsedAddress,
  streetNumber: p.streetNumber,
  streetName: p.streetName,
  unitNumber: p.unitNumber,
  town: p.city,
  zip: p.postalCode,
  beds: p.bedroomsTotal,
  fullBaths: p.bathroomsFull,
  halfBaths: p.bathroomsHalf,
  bathsTotal: p.bathroomsTotalInteger,
  livingArea: p.livingArea,
  office: p.listOfficeName,
  listedAt: p.listedAt,
};

type CardRow = {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]["_"]["notNull"] extends true
    ? (typeof cardColumns)[K]["_"]["data"]
    : (typeof cardColumns)[K]["_"]["data"] | null;
};

/** The street line a page shows: the MLS's parts, else its unparsed address up to the town. */
export function mlsStreetLine(row: {
  addressDisplay: boolean;
  unparsedAddress: string | null;
  streetNumber: string | null;
  streetName: string | null;
  unitNumber: string | null;
}): string | null {
  if (!row.addressDisplay) return null;
  const parts = [row.streetNumber, row.streetName].filter(Boolean).join(" ");
  if (parts) return row.unitNumber ? `${parts} #${row.unitNumber}` : parts;
  return row.unparsedAddress?.split(",")[0]?.trim() || null;
}

/** The first photo of each home, in the MLS's order. */
export async function readMlsCovers(db: Database, keys: string[]) {
  if (keys.length === 0) return new Map<string, MlsHomeCard["photo"]>();
  const rows = await db
    .selectDistinctOn([mlsMedia.listingKey], {
      listingKey: mlsMedia.listingKey,
      url: mlsMedia.url,
      width: mlsMedia.width,
      height: mlsMedia.height,
    })
    .from(mlsMedia)
    .where(inArray(mlsMedia.listingKey, keys))
    .orderBy(mlsMedia.listingKey, asc(mlsMedia.position));
  return new Map(rows.map(({ listingKey, ...photo }) => [listingKey, photo] as const));
}

const cardOf = (row: CardRow, photo: MlsHomeCard["photo"] | undefined): MlsHomeCard => ({
  listingKey: row.listingKey,
  listingId: row.listingId,
  slug: row.slug,
  status: row.status,
  price: row.status === "Closed" ? (row.closePrice ?? row.listPrice) : row.listPrice,
  street: mlsStreetLine(row),
  town: row.town,
  zip: row.zip,
  beds: row.beds,
  // RESO gives full and half baths, or only the total: the total stands in for full baths.
  fullBaths: row.fullBaths ?? row.bathsTotal,
  halfBaths: row.halfBaths,
  livingArea: row.livingArea,
  office: row.office,
  photo: photo ?? null,
});

/** The cards of the given homes still in the feed (an alert's homes), in no particular order. */
export async function readMlsCards(db: Database, keys: string[]): Promise<MlsHomeCard[]> {
  if (keys.length === 0) return [];
  const [rows, covers] = await Promise.all([
    db
      .select(cardColumns)
      .from(p)
      .where(and(isNull(p.removedAt), inArray(p.listingKey, keys))),
    readMlsCovers(db, keys),
  ]);
  return rows.map((row) => cardOf(row, covers.get(row.listingKey)));
}

/**
 * One page of a search in one statement: the page's rows with the count of every match beside
 * them (a window over the rows before LIMIT, so the matches are read once, not once for the rows
 * and again for the count), and each row's first photo joined to it (24 index look-ups, after
 * the LIMIT).
 */
export function searchStatement(db: Database, search: HomeSearch, now: Date) {
  const found = db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number).as("total") })
    .from(p)
    .where(searchConditions(search, now))
    .orderBy(...ORDER[search.sort](p))
    .limit(HOMES_PAGE_SIZE)
    .offset((search.page - 1) * HOMES_PAGE_SIZE)
    .as("found");
  const cover = db
    .select({ url: mlsMedia.url, width: mlsMedia.width, height: mlsMedia.height })
    .from(mlsMedia)
    .where(eq(mlsMedia.listingKey, found.listingKey))
    .orderBy(asc(mlsMedia.position))
    .limit(1)
    .as("cover");
  return db
    .select()
    .from(found)
    .leftJoinLateral(cover, sql`true`)
    .orderBy(...ORDER[search.sort](found));
}

/** One page of the search's homes and how many there are in all. */
export async function searchMlsHomes(
  db: Database,
  search: HomeSearch,
  now: Date,
): Promise<MlsSearchResult> {
  const rows = await searchStatement(db, search, now);
  const first = rows[0];
  // A page past the last has no row to carry the count: it is asked for alone (rare).
  const total = first
    ? first.found.total
    : search.page > 1
      ? ((await db.select({ total: count() }).from(p).where(searchConditions(search, now)))[0]
          ?.total ?? 0)
      : 0;
  return { total, homes: rows.map((row) => cardOf(row.found, row.cover ?? undefined)) };
}
