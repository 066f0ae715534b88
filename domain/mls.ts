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
