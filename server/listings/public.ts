import { asc, desc, eq, inArray, ne } from "drizzle-orm";
import { teamDay } from "#domain/dates.ts";
import type { PhotoRef } from "#domain/images/photo-ref.ts";
import {
  FOR_SALE_STATUSES,
  isPublicListingStatus,
  type ListingChangeKind,
  type ListingRef,
  type ListingStatus,
  type ListingType,
  listingPath,
} from "#domain/listing.ts";
import type { MemberCardData } from "#domain/team.ts";
import { renderPostMarkdown } from "../content/markdown.ts";
import { photoRefOf } from "../content/photo-ref.ts";
import type { ContentCache } from "../content/version.ts";
import type { Database } from "../db/client.ts";
import { listingChanges, listingPhotos, listings, photos } from "../db/schema.ts";
import { type OpenHouseView, openHouseView } from "../open-house-view.ts";
import { upcomingOpenHouses } from "../open-houses.ts";
import { listMembers, memberCardOf, type TeamMember } from "../team/members.ts";

/**
 * What the public pages read of the team's listings (issue 41): /listings, each listing's page,
 * the home and town pages' homes for sale and the sitemap. Each read goes through the process's
 * content cache (docs/decisions/030): a listing's save bumps the content version, which starts a
 * new generation in every process. The team-only fields (showing instructions, who saved) never
 * leave this module.
 */

/** A listing as its card shows it (/listings, the home page, a town's page). */
export type ListingCardData = {
  id: number;
  slug: string;
  street: string;
  unit: string | null;
  town: string;
  zip: string;
  propertyType: ListingType;
  status: ListingStatus;
  listPrice: number;
  beds: number | null;
  fullBaths: number | null;
  halfBaths: number | null;
  livingArea: number | null;
  cover: PhotoRef | null;
};

/** One line of the public price history. */
export type ListingChange = {
  kind: ListingChangeKind;
  status: ListingStatus;
  price: number;
  /** The Boston day, YYYY-MM-DD. */
  day: string;
};

/** Everything a listing's page shows. */
export type ListingPageData = ListingCardData & {
  soldPrice: number | null;
  soldOn: string | null;
  lotSize: number | null;
  yearBuilt: number | null;
  parking: string;
  heatingCooling: string;
  hoaFee: number | null;
  annualTax: number | null;
  taxYear: number | null;
  mlsNumber: string | null;
  headline: string;
  /** The description as sanitized HTML (server/content/markdown.ts). */
  descriptionHtml: string;
  description: string;
  features: string[];
  /** The Chinese headline, description (sanitized HTML) and features; empty where not filled. */
  headlineZh: string;
  descriptionZhHtml: string;
  featuresZh: string[];
  tourUrl: string | null;
  /** Every photo in its order; the first is the cover. */
  photos: PhotoRef[];
  history: ListingChange[];
  member: MemberCardData | null;
  openHouses: OpenHouseView[];
  /** The Boston day it was first public (its "listed" change), or its creation. */
  datePosted: string;
  /** The Boston day of its last save. */
  modified: string;
};

/** What /listings/<slug> answers: the page, 410 Gone (Off market) or nothing (404). */
export type ListingLookUp = { kind: "listing"; listing: ListingPageData } | { kind: "gone" } | null;

const cardColumns = {
  id: listings.id,
  slug: listings.slug,
  street: listings.street,
  unit: listings.unit,
  town: listings.town,
  zip: listings.zip,
  propertyType: listings.propertyType,
  status: listings.status,
  listPrice: listings.listPrice,
  beds: listings.beds,
  fullBaths: listings.fullBaths,
  halfBaths: listings.halfBaths,
  livingArea: listings.livingArea,
};

const photoColumns = {
  listingId: listingPhotos.listingId,
  alt: listingPhotos.alt,
  builtImageId: photos.builtImageId,
  hash: photos.hash,
  slot: photos.slot,
};

/** The cover (first photo) of each of the listings. */
async function readCovers(db: Database, ids: number[]): Promise<Map<number, PhotoRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([listingPhotos.listingId], photoColumns)
    .from(listingPhotos)
    .innerJoin(photos, eq(photos.id, listingPhotos.photoId))
    .where(inArray(listingPhotos.listingId, ids))
    .orderBy(listingPhotos.listingId, asc(listingPhotos.position));
  return new Map(
    rows.flatMap((row) => {
      const ref = photoRefOf(row, row.alt);
      return ref ? [[row.listingId, ref]] : [];
    }),
  );
}

/** The listings a visitor can still ask about, newest first (by their last status change). */
export async function listForSale(db: Database): Promise<ListingCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(listings)
    .where(inArray(listings.status, [...FOR_SALE_STATUSES]))
    .orderBy(desc(listings.statusChangedAt), desc(listings.id));
  const covers = await readCovers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, cover: covers.get(row.id) ?? null }));
}

/** Every listing's address and status but the drafts': what a made-up address is checked against. */
async function readAddresses(db: Database) {
  const rows = await db
    .select({ slug: listings.slug, status: listings.status, updatedAt: listings.updatedAt })
    .from(listings)
    .where(ne(listings.status, "draft"));
  return new Map(rows.map((row) => [row.slug, row]));
}

/** The listing member's card: hers, or the team lead's (the first member) when none is named. */
function memberOf(memberId: number | null, members: readonly TeamMember[]) {
  const member = members.find((candidate) => candidate.id === memberId) ?? members[0];
  return member ? memberCardOf(member) : null;
}

/** A public listing's page (Coming soon, Active, Under agreement or Sold), or null. */
export async function readListingPage(
  db: Database,
  slug: string,
  now: Date,
): Promise<ListingPageData | null> {
  const [row] = await db.select().from(listings).where(eq(listings.slug, slug));
  if (!row || !isPublicListingStatus(row.status)) return null;
  const [photoRows, changes, members, houses] = await Promise.all([
    db
      .select(photoColumns)
      .from(listingPhotos)
      .innerJoin(photos, eq(photos.id, listingPhotos.photoId))
      .where(eq(listingPhotos.listingId, row.id))
      .orderBy(asc(listingPhotos.position)),
    db
      .select()
      .from(listingChanges)
      .where(eq(listingChanges.listingId, row.id))
      .orderBy(desc(listingChanges.changedAt), desc(listingChanges.id)),
    listMembers(db),
    upcomingOpenHouses(db, now, { listingId: row.id }),
  ]);
  const gallery = photoRows.flatMap((photo) => photoRefOf(photo, photo.alt) ?? []);
  const listed = changes.findLast((change) => change.kind === "listed");
  return {
    id: row.id,
    slug: row.slug,
    street: row.street,
    unit: row.unit,
    town: row.town,
    zip: row.zip,
    propertyType: row.propertyType,
    status: row.status,
    listPrice: row.listPrice,
    beds: row.beds,
    fullBaths: row.fullBaths,
    halfBaths: row.halfBaths,
    livingArea: row.livingArea,
    cover: gallery[0] ?? null,
    soldPrice: row.soldPrice,
    soldOn: row.soldOn,
    lotSize: row.lotSize,
    yearBuilt: row.yearBuilt,
    parking: row.parking,
    heatingCooling: row.heatingCooling,
    hoaFee: row.hoaFee,
    annualTax: row.annualTax,
    taxYear: row.taxYear,
    mlsNumber: row.mlsNumber,
    headline: row.headline,
    descriptionHtml: renderPostMarkdown(row.description),
    description: row.description,
    features: row.features,
    headlineZh: row.headlineZh,
    descriptionZhHtml: row.descriptionZh ? renderPostMarkdown(row.descriptionZh) : "",
    featuresZh: row.featuresZh,
    tourUrl: row.tourUrl,
    photos: gallery,
    history: changes.map((change) => ({
      kind: change.kind,
      status: change.status,
      price: change.price,
      day: teamDay(change.changedAt),
    })),
    member: memberOf(row.memberId, members),
    openHouses: houses.map((house) => openHouseView(house, members)),
    datePosted: teamDay(listed?.changedAt ?? row.createdAt),
    modified: teamDay(row.updatedAt),
  };
}

/** What a showing request tells the team, the CRM and the webhook of its listing (with its page's path). */
export type ShowingListing = Omit<ListingRef, "url" | "price"> & {
  listPrice: number;
  path: string;
};

export type PublicListings = ReturnType<typeof createPublicListings>;

/**
 * The public pages' reads of the listings for one process, through `cache`. An address that is
 * no listing answers from the cached list of addresses and adds no entry, so made-up addresses
 * cannot push the real pages out.
 */
export function createPublicListings({
  db,
  cache,
  now = () => new Date(),
}: {
  db: Database;
  cache: ContentCache;
  now?: () => Date;
}) {
  const addresses = () => cache.get("listing-addresses", () => readAddresses(db));
  const forSale = () => cache.get("listings-for-sale", () => listForSale(db));
  const active = async () => (await forSale()).filter((listing) => listing.status === "active");
  return {
    /** /listings: Coming soon, Active and Under agreement, newest first. */
    forSale,
    /** The home page's band: the newest Active listings, `limit` at most. */
    async newestActive(limit: number) {
      return (await active()).slice(0, limit);
    },
    /** A town page's Active listings. */
    async activeIn(town: string) {
      return (await active()).filter((listing) => listing.town === town);
    },
    /** The page at /listings/<slug>, 410 for one taken off the market, or null. */
    async lookUp(slug: string): Promise<ListingLookUp> {
      const known = (await addresses()).get(slug);
      if (!known) return null;
      if (known.status === "off-market") return { kind: "gone" };
      const listing = await cache.get(`listing:${slug}`, () => readListingPage(db, slug, now()));
      return listing ? { kind: "listing", listing } : null;
    },
    /** The listing a showing request is about, as the lead stores and sends it; null unless it takes requests. */
    async forShowing(slug: string): Promise<ShowingListing | null> {
      const found = await this.lookUp(slug);
      if (found?.kind !== "listing") return null;
      const { listing } = found;
      // Under agreement, the page offers alerts instead; sold, it is the portfolio's record.
      if (listing.status !== "active" && listing.status !== "coming-soon") return null;
      return {
        id: listing.id,
        street: listing.street,
        unit: listing.unit,
        town: listing.town,
        zip: listing.zip,
        listPrice: listing.listPrice,
        mlsNumber: listing.mlsNumber,
        path: listingPath(listing.slug),
      };
    },
    /** The sitemap's listings: every public one's address and last change. */
    async sitemap() {
      return [...(await addresses()).values()]
        .filter((row) => isPublicListingStatus(row.status))
        .map((row) => ({ path: listingPath(row.slug), lastmod: teamDay(row.updatedAt) }));
    },
  };
}
