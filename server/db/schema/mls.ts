import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { MlsStatus } from "#domain/mls.ts";

/**
 * The words a home is found by with `q`: its address, town and ZIP, with the 'simple' dictionary
 * (no English stemming: street and town names are names). The query and the index use this one
 * expression, so PostgreSQL matches them.
 */
export const mlsSearchText = (table: {
  unparsedAddress: AnyPgColumn;
  city: AnyPgColumn;
  postalCode: AnyPgColumn;
}) =>
  sql`to_tsvector('simple', coalesce(${table.unparsedAddress}, '') || ' ' || coalesce(${table.city}, '') || ' ' || coalesce(${table.postalCode}, ''))`;

/**
 * Homes replicated from the MLS's RESO Web API (issue 42) by the feed worker, never queried per
 * page view. Typed columns for what the search and the pages use, the provider's record kept
 * whole in `raw`. A record that leaves the feed (withdrawn, expired, not for IDX, missing from a
 * key reconciliation) keeps its row with `removed_at` set and its media deleted: search leaves it
 * out and its page answers 410 Gone.
 */
export const mlsProperties = pgTable(
  "mls_properties",
  {
    /** RESO `ListingKey`: the provider's unique key. */
    listingKey: text("listing_key").primaryKey(),
    /** RESO `ListingId`: the MLS number people quote, part of the page's address. */
    listingId: text("listing_id").notNull(),
    /** The page's address after `/homes/` (`<ListingId>-<address-slug>`). */
    slug: text("slug").notNull(),
    originatingSystemName: text("originating_system_name"),
    standardStatus: text("standard_status").$type<MlsStatus>().notNull(),
    /** Whole dollars. */
    listPrice: integer("list_price"),
    closePrice: integer("close_price"),
    closeDate: date("close_date"),
    bedroomsTotal: smallint("bedrooms_total"),
    bathroomsTotalInteger: smallint("bathrooms_total_integer"),
    bathroomsFull: smallint("bathrooms_full"),
    bathroomsHalf: smallint("bathrooms_half"),
    /** Square feet. */
    livingArea: integer("living_area"),
    lotSizeAcres: doublePrecision("lot_size_acres"),
    yearBuilt: smallint("year_built"),
    propertyType: text("property_type"),
    propertySubType: text("property_sub_type"),
    unparsedAddress: text("unparsed_address"),
    streetNumber: text("street_number"),
    streetName: text("street_name"),
    unitNumber: text("unit_number"),
    city: text("city"),
    postalCode: text("postal_code"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    publicRemarks: text("public_remarks"),
    listOfficeName: text("list_office_name"),
    listAgentFullName: text("list_agent_full_name"),
    photosCount: integer("photos_count"),
    photosChangeTimestamp: timestamp("photos_change_timestamp", { withTimezone: true }),
    /** RESO `InternetAddressDisplayYN`: false hides the street on every page. */
    addressDisplay: boolean("address_display").notNull().default(true),
    /** When the home came on the market (RESO `OnMarketDate`, else first seen): "newest". */
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull(),
    modificationTimestamp: timestamp("modification_timestamp", { withTimezone: true }).notNull(),
    /** The provider's record as it came, beside the typed columns. */
    raw: jsonb("raw").$type<Record<string, unknown>>().notNull(),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the record left the feed: out of search, its page 410. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    index("mls_properties_listing_id_idx").on(table.listingId),
    index("mls_properties_modified_idx").on(table.modificationTimestamp, table.listingKey),
    // The search (server/mls/search.ts): homes still in the feed, by town or ZIP, newest first;
    // the price, beds and status filters are checked on the few thousand rows of one town.
    index("mls_properties_town_newest_idx")
      .on(sql`lower(${table.city})`, table.listedAt.desc())
      .where(sql`${table.removedAt} is null`),
    index("mls_properties_zip_newest_idx")
      .on(table.postalCode, table.listedAt.desc())
      .where(sql`${table.removedAt} is null`),
    index("mls_properties_newest_idx")
      .on(table.listedAt.desc())
      .where(sql`${table.removedAt} is null`),
    // `q`: words of the address, town and ZIP, by prefix (PostgreSQL's own full text search).
    index("mls_properties_text_idx")
      .using("gin", mlsSearchText(table))
      .where(sql`${table.removedAt} is null`),
  ],
);

/** A home's photos from the provider (RESO `Media`), in the MLS's order. */
export const mlsMedia = pgTable(
  "mls_media",
  {
    listingKey: text("listing_key")
      .notNull()
      .references(() => mlsProperties.listingKey, { onDelete: "cascade" }),
    /** RESO `MediaKey`. */
    mediaKey: text("media_key").notNull(),
    /** RESO `Order`: 0 or 1 is the cover, as the provider numbers them. */
    position: integer("position").notNull(),
    /** RESO `MediaURL`. */
    url: text("url").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** RESO `ShortDescription` (or `LongDescription`), the photo's text when the MLS gives one. */
    caption: text("caption"),
    modificationTimestamp: timestamp("modification_timestamp", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.listingKey, table.mediaKey] }),
    index("mls_media_order_idx").on(table.listingKey, table.position),
  ],
);

/** Open houses from the provider (RESO `OpenHouse`). */
export const mlsOpenHouses = pgTable(
  "mls_open_houses",
  {
    /** RESO `OpenHouseKey`. */
    openHouseKey: text("open_house_key").primaryKey(),
    listingKey: text("listing_key")
      .notNull()
      .references(() => mlsProperties.listingKey, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    remarks: text("remarks"),
    modificationTimestamp: timestamp("modification_timestamp", { withTimezone: true }),
  },
  (table) => [index("mls_open_houses_listing_idx").on(table.listingKey, table.startsAt)],
);

/**
 * Where the feed worker stands, one row per RESO resource (`Property`, `Media`, `OpenHouse`):
 * what it has seen, where an interrupted pull resumes, and what delivery health shows.
 */
export const mlsSyncState = pgTable("mls_sync_state", {
  resource: text("resource").primaryKey(),
  /** The last `ModificationTimestamp` and key stored: the next incremental pull starts after. */
  lastModification: timestamp("last_modification", { withTimezone: true }),
  lastKey: text("last_key"),
  /** The page to fetch next when a pull was interrupted (an `@odata.nextLink`). */
  resumeUrl: text("resume_url"),
  fullPullDoneAt: timestamp("full_pull_done_at", { withTimezone: true }),
  lastReconciledAt: timestamp("last_reconciled_at", { withTimezone: true }),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  /** The last failure in words for delivery health (never a token or a secret). */
  lastError: text("last_error"),
  /** Runs that failed in a row since the last success: the next run waits longer after each. */
  failures: integer("failures").notNull().default(0),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }),
  /**
   * The process replicating now, and until when its claim holds: one worker at a time across
   * processes (PGlite and PostgreSQL alike); a killed one's claim runs out and another takes over.
   */
  leaseOwner: text("lease_owner"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
});
