import type { ListingType } from "./listing.ts";

/**
 * Homes from the MLS (issue 42), replicated from a RESO Web API into PostgreSQL: the facts the
 * feed worker, the search, the listing pages and the alerts agree on. Field names follow the
 * RESO Data Dictionary 2.0. No React, no database.
 */

/** RESO `StandardStatus` values the site keeps and shows; any other value leaves the site. */
export const MLS_SHOWN_STATUSES = [
  "Coming Soon",
  "Active",
  "Active Under Contract",
  "Pending",
  "Closed",
] as const;
export type MlsStatus = (typeof MLS_SHOWN_STATUSES)[number];

export const isShownMlsStatus = (status: string): status is MlsStatus =>
  (MLS_SHOWN_STATUSES as readonly string[]).includes(status);

/** A search shows these unless its `status` parameter adds others (issue 42 §2). */
export const MLS_FOR_SALE_STATUSES = [
  "Active",
  "Coming Soon",
] as const satisfies readonly MlsStatus[];

/** Closed sales older than this are not replicated (issue 42 §1). */
export const MLS_CLOSED_MONTHS = 24;

/** Where MLS homes live on the site: `/homes` and `/homes/<ListingId>-<address-slug>`. */
export const HOMES_PATH = "/homes";

/**
 * The MLS feed in the workspace's delivery health: the homes on the site, the last good sync,
 * the last failure in words (cleared by a success) and the next run. Absent without an MLS.
 */
export type FeedHealth = {
  homes: number;
  lastSyncAt: Date | null;
  lastError: string | null;
  nextRunAt: Date | null;
};

/** RESO `PropertySubType` values of each of the team's home types that a subtype decides. */
export const MLS_CONDO_SUB_TYPES = ["Condominium", "Townhouse", "Stock Cooperative"] as const;
export const MLS_MULTI_FAMILY_SUB_TYPES = [
  "Duplex",
  "Triplex",
  "Quadruplex",
  "Multi Family",
] as const;

const isOneOf = (list: readonly string[], value: string | null) =>
  value !== null && list.includes(value);

/**
 * The team's home type of an MLS home (its page names it in the page's language), by the same
 * rules the search filters on (server/mls/search.ts); null for a kind the site has no word for.
 */
export function listingTypeOfMls(
  propertyType: string | null,
  subType: string | null,
): ListingType | null {
  if (propertyType === "Land") return "land";
  if (propertyType === "Residential Lease") return "rental";
  if (propertyType === "Residential Income" || isOneOf(MLS_MULTI_FAMILY_SUB_TYPES, subType))
    return "multi-family";
  if (isOneOf(MLS_CONDO_SUB_TYPES, subType)) return "condo";
  if (propertyType === "Residential" && subType === "Single Family Residence")
    return "single-family";
  return null;
}
