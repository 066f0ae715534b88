/**
 * The team's own listings (issue 41): one record for a home's whole life, from a draft the
 * team prepares to "Sold". What the workspace, the public pages, the mails and the CRM agree
 * on: the statuses and types and their words, which statuses a visitor sees, the page's
 * address. No React, no database.
 */

/**
 * `draft`: only in /staff (404 to a visitor). Coming soon, Active and Under agreement are on
 * /listings; Sold moves to /portfolio and keeps its page; Off market answers 410 Gone.
 */
export const LISTING_STATUSES = [
  "draft",
  "coming-soon",
  "active",
  "under-agreement",
  "sold",
  "off-market",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: "Draft",
  "coming-soon": "Coming soon",
  active: "Active",
  "under-agreement": "Under agreement",
  sold: "Sold",
  "off-market": "Off market",
};

/** The statuses `/listings` shows: homes a buyer could still ask about. */
export const FOR_SALE_STATUSES = [
  "coming-soon",
  "active",
  "under-agreement",
] as const satisfies readonly ListingStatus[];

/** The statuses whose page a visitor may open (Sold stays, as the portfolio's record). */
export const PUBLIC_LISTING_STATUSES = [
  ...FOR_SALE_STATUSES,
  "sold",
] as const satisfies readonly ListingStatus[];

export const isPublicListingStatus = (status: ListingStatus) =>
  (PUBLIC_LISTING_STATUSES as readonly ListingStatus[]).includes(status);

export const LISTING_TYPES = ["single-family", "condo", "multi-family", "land", "rental"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  "single-family": "Single family",
  condo: "Condo",
  "multi-family": "Multi-family",
  land: "Land",
  rental: "Rental",
};

/** A listing keeps at most this many photos; the first is its cover. */
export const MAX_LISTING_PHOTOS = 60;

/** What the public price history records: a listing, a price change, a status change. */
export const LISTING_CHANGE_KINDS = ["listed", "price", "status"] as const;
export type ListingChangeKind = (typeof LISTING_CHANGE_KINDS)[number];

export const LISTINGS_PATH = "/listings";

/**
 * A listing as a lead carries it (a showing request): what the team's mail, Follow Up Boss's
 * Property Inquiry and the webhook say of the home, as it was when she asked.
 */
export type ListingRef = {
  /** The team's listing; null for a home from the MLS (issue 42), named by `listingKey`. */
  id: number | null;
  /** RESO `ListingKey` of a home from the MLS. */
  listingKey?: string;
  street: string;
  unit: string | null;
  town: string;
  zip: string;
  /** The list price, whole dollars. */
  price: number;
  mlsNumber: string | null;
  /** The listing's page, absolute. */
  url: string;
};

/** The page of one listing: `/listings/12-elm-st-unit-2-newton`. */
export const listingPath = (slug: string) => `${LISTINGS_PATH}/${slug}`;

/**
 * The address as a path segment: street, unit and town, lower-cased, anything but letters and
 * digits one hyphen ("12 Elm St #2", "Newton" → "12-elm-st-2-newton").
 */
export function listingSlug({
  street,
  unit,
  town,
}: {
  street: string;
  unit?: string | null;
  town: string;
}): string {
  return [street, unit ?? "", town]
    .join(" ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
