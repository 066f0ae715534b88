import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { teamDay } from "#domain/dates.ts";
import { isPublicListingStatus, type ListingRef, listingPath } from "#domain/listing.ts";
import type { Database } from "../db/client.ts";
import { listings, mlsMedia, mlsOpenHouses, mlsProperties } from "../db/schema.ts";
import { type MlsHomeCard, mlsStreetLine } from "./search.ts";

/**
 * A home's page from the MLS (issue 42 §2): `/homes/<ListingId>-<address-slug>`. Only what the
 * MLS lets a site show: no seller, no showing instructions, no commission (those stay in `raw`,
 * never read here).
 */

export type MlsHomePage = Omit<MlsHomeCard, "photo"> & {
  propertyType: string | null;
  propertySubType: string | null;
  lotSizeAcres: number | null;
  yearBuilt: number | null;
  remarks: string | null;
  agent: string | null;
  latitude: number | null;
  longitude: number | null;
  photos: { url: string; width: number | null; height: number | null; caption: string | null }[];
  openHouses: { startsAt: Date; endsAt: Date; remarks: string | null }[];
  listedAt: Date;
  modifiedAt: Date;
};

/** What /homes/<slug> answers: the page, 410 Gone, a 301 to its current address, or 404. */
export type MlsHomeLookUp =
  | { kind: "home"; home: MlsHomePage }
  | { kind: "gone" }
  | { kind: "moved"; path: string }
  | null;

/** The MLS number an address starts with ("73412345-45-walnut-st…" → "73412345"). */
const listingIdOf = (slug: string) => /^([A-Za-z0-9]+)(?:-|$)/.exec(slug)?.[1] ?? null;

/** The team's own public page for an MLS number, if she lists the home herself. */
async function ownPageOf(db: Database, listingId: string) {
  const [own] = await db
    .select({ slug: listings.slug, status: listings.status })
    .from(listings)
    .where(eq(listings.mlsNumber, listingId));
  return own && isPublicListingStatus(own.status) ? listingPath(own.slug) : null;
}

export async function lookUpMlsHome(db: Database, slug: string, now: Date): Promise<MlsHomeLookUp> {
  const listingId = listingIdOf(slug);
  if (!listingId) return null;
  // The newest record of the number: a relisted home keeps its MLS number under a new key.
  const [row] = await db
    .select()
    .from(mlsProperties)
    .where(eq(mlsProperties.listingId, listingId))
    .orderBy(desc(isNull(mlsProperties.removedAt)), desc(mlsProperties.modificationTimestamp))
    .limit(1);
  if (!row) return null;
  const own = await ownPageOf(db, listingId);
  // Her own listing appears once: as her page.
  if (own) return { kind: "moved", path: own };
  if (row.removedAt) return { kind: "gone" };
  if (row.slug !== slug) return { kind: "moved", path: `/homes/${row.slug}` };
  const [photos, openHouses] = await Promise.all([
    db
      .select({
        url: mlsMedia.url,
        width: mlsMedia.width,
        height: mlsMedia.height,
        caption: mlsMedia.caption,
      })
      .from(mlsMedia)
      .where(eq(mlsMedia.listingKey, row.listingKey))
      .orderBy(asc(mlsMedia.position)),
    db
      .select({
        startsAt: mlsOpenHouses.startsAt,
        endsAt: mlsOpenHouses.endsAt,
        remarks: mlsOpenHouses.remarks,
      })
      .from(mlsOpenHouses)
      .where(and(eq(mlsOpenHouses.listingKey, row.listingKey), gt(mlsOpenHouses.endsAt, now)))
      .orderBy(asc(mlsOpenHouses.startsAt)),
  ]);
  return {
    kind: "home",
    home: {
      listingKey: row.listingKey,
      listingId: row.listingId,
      slug: row.slug,
      status: row.standardStatus,
      price: row.standardStatus === "Closed" ? (row.closePrice ?? row.listPrice) : row.listPrice,
      street: mlsStreetLine(row),
      town: row.city,
      zip: row.postalCode,
      beds: row.bedroomsTotal,
      fullBaths: row.bathroomsFull ?? row.bathroomsTotalInteger,
      halfBaths: row.bathroomsHalf,
      livingArea: row.livingArea,
      office: row.listOfficeName,
      agent: row.listAgentFullName,
      propertyType: row.propertyType,
      propertySubType: row.propertySubType,
      lotSizeAcres: row.lotSizeAcres,
      yearBuilt: row.yearBuilt,
      remarks: row.publicRemarks,
      // The map link only where the address may be shown.
      latitude: row.addressDisplay ? row.latitude : null,
      longitude: row.addressDisplay ? row.longitude : null,
      photos,
      openHouses,
      listedAt: row.listedAt,
      modifiedAt: row.modificationTimestamp,
    },
  };
}

/** What a showing request about an MLS home tells the team, the CRM and the webhook. */
export const mlsShowingListing = (home: MlsHomePage, url: string): ListingRef => ({
  id: null,
  listingKey: home.listingKey,
  street: home.street ?? "Address on request",
  unit: null,
  town: home.town ?? "",
  zip: home.zip ?? "",
  price: home.price ?? 0,
  mlsNumber: home.listingId,
  url,
});

/** The homes the sitemap lists: each one for sale or under contract, never a removed or sold one. */
const onTheMarket = and(
  isNull(mlsProperties.removedAt),
  inArray(mlsProperties.standardStatus, [
    "Active",
    "Coming Soon",
    "Active Under Contract",
    "Pending",
  ]),
);

/** How many homes the sitemap lists, and the longest address (in bytes) among them: its files' size. */
export async function mlsSitemapExtent(db: Database) {
  const [row] = await db
    .select({
      homes: sql<number>`count(*)::int`,
      longestSlug: sql<number>`coalesce(max(octet_length(${mlsProperties.slug})), 0)::int`,
    })
    .from(mlsProperties)
    .where(onTheMarket);
  return { homes: row?.homes ?? 0, longestSlug: row?.longestSlug ?? 0 };
}

/** Homes read per query while a sitemap file is written: a few MB of XML at a time. */
const SITEMAP_BATCH = 5_000;

/**
 * The sitemap's homes from the `offset`th, `limit` of them, in the order of their key (stable
 * across requests, so the parts do not overlap), each with its last change, read `batch` at a time
 * so that a file of 50,000 never holds them all at once.
 */
export async function* mlsSitemapHomes(
  db: Database,
  { offset, limit, batch = SITEMAP_BATCH }: { offset: number; limit: number; batch?: number },
) {
  let after: string | null = null;
  for (let left = limit; left > 0; ) {
    const rows = await db
      .select({
        key: mlsProperties.listingKey,
        slug: mlsProperties.slug,
        modified: mlsProperties.modificationTimestamp,
      })
      .from(mlsProperties)
      .where(after === null ? onTheMarket : and(onTheMarket, gt(mlsProperties.listingKey, after)))
      .orderBy(asc(mlsProperties.listingKey))
      .offset(after === null ? offset : 0)
      .limit(Math.min(batch, left));
    if (rows.length === 0) return;
    yield rows.map((row) => ({ slug: row.slug, lastmod: teamDay(row.modified) }));
    left -= rows.length;
    after = rows[rows.length - 1]?.key ?? null;
  }
}
