import { and, inArray, isNotNull } from "drizzle-orm";
import {
  HOMES_PAGE_SIZE,
  type HomeSearch,
  LISTING_STATUS_OF_MLS,
} from "#domain/forms/home-search-schema.ts";
import type { PhotoRef } from "#domain/images/photo-ref.ts";
import { isPublicListingStatus, type ListingStatus, listingPath } from "#domain/listing.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import type { Database } from "../db/client.ts";
import { listings } from "../db/schema.ts";
import type { ListingCardData, PublicListings } from "../listings/public.ts";
import { upcomingOpenHouses } from "../open-houses.ts";
import { type HomeCardFacts, openHouseWeekend, searchMlsHomes } from "./search.ts";

/**
 * What /homes shows for a search (issue 42 §2). With an MLS feed (RESO_API_URL), the MLS's homes
 * from PostgreSQL, where a home the team lists itself (its MLS number) is shown once, as the
 * team's card linking to its own page. Without one, the team's own listings alone, filtered the
 * same way, and nothing said of an MLS.
 */

/** A result card: the team's listing or an MLS home, as the page draws both. */
export type HomeCard = HomeCardFacts & {
  key: string;
  href: string;
  status: ListingStatus;
  photo:
    | { kind: "own"; ref: PhotoRef }
    | { kind: "mls"; url: string; width: number | null; height: number | null; alt: string }
    | null;
};

export type HomeResults = { total: number; homes: HomeCard[] };

/** An MLS home's page: `/homes/<ListingId>-<address-slug>`. */
export const mlsHomePath = (slug: string) => `${HOMES_PATH}/${slug}`;

const ownCard = (listing: ListingCardData): HomeCard => ({
  key: `listing-${listing.id}`,
  href: listingPath(listing.slug),
  status: listing.status,
  price: listing.listPrice,
  street: listing.street + (listing.unit ? ` #${listing.unit}` : ""),
  town: listing.town,
  zip: listing.zip,
  beds: listing.beds,
  fullBaths: listing.fullBaths,
  halfBaths: listing.halfBaths,
  livingArea: listing.livingArea,
  office: null,
  photo: listing.cover ? { kind: "own", ref: listing.cover } : null,
});

const OWN_STATUS: Partial<Record<ListingStatus, HomeSearch["statuses"][number]>> = {
  active: "active",
  "coming-soon": "coming-soon",
  "under-agreement": "under-contract",
};

/** Whether one of the team's listings passes the search (the same rules as the SQL's). */
function ownMatches(listing: ListingCardData, search: HomeSearch, openHouseIds: Set<number>) {
  const status = OWN_STATUS[listing.status];
  if (!status || !search.statuses.includes(status)) return false;
  if (search.town && listing.town.toLowerCase() !== search.town.toLowerCase()) return false;
  if (search.zip && listing.zip !== search.zip) return false;
  if (search.q) {
    const words = `${listing.street} ${listing.town} ${listing.zip}`.toLowerCase();
    const typed = search.q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    if (!typed.every((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, "u").test(words)))
      return false;
  }
  if (search.minPrice !== undefined && listing.listPrice < search.minPrice) return false;
  if (search.maxPrice !== undefined && listing.listPrice > search.maxPrice) return false;
  if (search.minBeds !== undefined && (listing.beds ?? 0) < search.minBeds) return false;
  if (search.minBaths !== undefined && (listing.fullBaths ?? 0) < search.minBaths) return false;
  if (search.type && listing.propertyType !== search.type) return false;
  if (search.openHouse && !openHouseIds.has(listing.id)) return false;
  return true;
}

const OWN_ORDER: Record<HomeSearch["sort"], (a: ListingCardData, b: ListingCardData) => number> = {
  newest: () => 0,
  "price-asc": (a, b) => a.listPrice - b.listPrice,
  "price-desc": (a, b) => b.listPrice - a.listPrice,
  size: (a, b) => (b.livingArea ?? -1) - (a.livingArea ?? -1),
};

/** The team's listings that pass the search, one page of them (they are few: filtered here). */
async function searchOwnListings(
  db: Database,
  ownListings: PublicListings,
  search: HomeSearch,
  now: Date,
): Promise<HomeResults> {
  let openHouseIds = new Set<number>();
  if (search.openHouse) {
    const { start, end } = openHouseWeekend(now);
    const houses = await upcomingOpenHouses(db, start);
    openHouseIds = new Set(
      houses.flatMap((house) =>
        house.listingId !== null && house.startsAt < end ? [house.listingId] : [],
      ),
    );
  }
  // forSale() is newest first already: "newest" keeps its order (a stable sort).
  const matching = (await ownListings.forSale())
    .filter((listing) => ownMatches(listing, search, openHouseIds))
    .sort(OWN_ORDER[search.sort]);
  const start = (search.page - 1) * HOMES_PAGE_SIZE;
  return {
    total: matching.length,
    homes: matching.slice(start, start + HOMES_PAGE_SIZE).map(ownCard),
  };
}

/** The team's public listings among these MLS numbers, by number: their pages' paths. */
async function ownPagesOf(db: Database, mlsNumbers: string[]) {
  if (mlsNumbers.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ slug: listings.slug, status: listings.status, mlsNumber: listings.mlsNumber })
    .from(listings)
    .where(and(isNotNull(listings.mlsNumber), inArray(listings.mlsNumber, mlsNumbers)));
  return new Map(
    rows.flatMap((row) =>
      row.mlsNumber && isPublicListingStatus(row.status)
        ? [[row.mlsNumber, listingPath(row.slug)] as const]
        : [],
    ),
  );
}

export async function searchHomes({
  db,
  ownListings,
  mlsFeed,
  search,
  now,
}: {
  db: Database;
  ownListings: PublicListings;
  /** Whether an MLS feed is configured (RESO_API_URL). */
  mlsFeed: boolean;
  search: HomeSearch;
  now: Date;
}): Promise<HomeResults> {
  if (!mlsFeed) return searchOwnListings(db, ownListings, search, now);
  const found = await searchMlsHomes(db, search, now);
  const [ownPages, forSale] = await Promise.all([
    ownPagesOf(
      db,
      found.homes.map((home) => home.listingId),
    ),
    ownListings.forSale(),
  ]);
  const ownBySlugPath = new Map(forSale.map((listing) => [listingPath(listing.slug), listing]));
  return {
    total: found.total,
    homes: found.homes.map((home) => {
      const ownPath = ownPages.get(home.listingId);
      const own = ownPath ? ownBySlugPath.get(ownPath) : undefined;
      if (own) return ownCard(own);
      const address = [home.street, home.town].filter(Boolean).join(", ");
      return {
        key: home.listingKey,
        // Her own listing sold or under agreement keeps her page, with the MLS's facts.
        href: ownPath ?? mlsHomePath(home.slug),
        status: LISTING_STATUS_OF_MLS[home.status],
        price: home.price,
        street: home.street,
        town: home.town,
        zip: home.zip,
        beds: home.beds,
        fullBaths: home.fullBaths,
        halfBaths: home.halfBaths,
        livingArea: home.livingArea,
        office: home.office,
        photo: home.photo ? { kind: "mls", ...home.photo, alt: address || home.listingId } : null,
      };
    }),
  };
}
