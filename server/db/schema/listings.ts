import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { ListingChangeKind, ListingStatus, ListingType } from "#domain/listing.ts";
import { photos } from "./content.ts";
import { teamMembers } from "./team.ts";

/**
 * The team's own listings (issue 41): one row per home for its whole life, from a draft to
 * Sold (what /portfolio shows) or Off market. Edited in /staff/listings; every save kept in
 * `listing_revisions`, every price and status change in `listing_changes` (the public price
 * history). Every change bumps `content_version` (server/content/version.ts).
 */
export const listings = pgTable(
  "listings",
  {
    id: serial("id").primaryKey(),
    /** The page's address under /listings (domain/listing.ts, listingSlug). */
    slug: text("slug").notNull().unique(),
    street: text("street").notNull(),
    unit: text("unit"),
    /** One of the areas served (content/areas.ts) or another town's name. */
    town: text("town").notNull(),
    zip: text("zip").notNull(),
    propertyType: text("property_type").$type<ListingType>().notNull(),
    status: text("status").$type<ListingStatus>().notNull().default("draft"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Whole dollars (a rental's: per month). */
    listPrice: integer("list_price").notNull(),
    soldPrice: integer("sold_price"),
    soldOn: date("sold_on"),
    /**
     * Days from listing to sale for a home sold before its listing was kept here (a sold home
     * copied from the portfolio); null: counted from the price history.
     */
    daysOnMarket: integer("days_on_market"),
    beds: smallint("beds"),
    fullBaths: smallint("full_baths"),
    halfBaths: smallint("half_baths"),
    /** Square feet. */
    livingArea: integer("living_area"),
    /** Square feet of land. */
    lotSize: integer("lot_size"),
    yearBuilt: smallint("year_built"),
    parking: text("parking").notNull().default(""),
    heatingCooling: text("heating_cooling").notNull().default(""),
    /** Whole dollars a month. */
    hoaFee: integer("hoa_fee"),
    /** Whole dollars a year, and the fiscal year it is for. */
    annualTax: integer("annual_tax"),
    taxYear: smallint("tax_year"),
    mlsNumber: text("mls_number"),
    headline: text("headline").notNull().default(""),
    /** Markdown, as a post's body (server/content/markdown.ts). */
    description: text("description").notNull().default(""),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    /** The Chinese versions the editor may fill (issue 40); empty: the English shows. */
    headlineZh: text("headline_zh").notNull().default(""),
    descriptionZh: text("description_zh").notNull().default(""),
    featuresZh: text("features_zh").array().notNull().default(sql`'{}'::text[]`),
    /** A YouTube, Vimeo or Matterport address, shown as a click-to-load embed. */
    tourUrl: text("tour_url"),
    floorPlanPhotoId: integer("floor_plan_photo_id").references(() => photos.id),
    /** The listing member; null: the team lead. */
    memberId: integer("member_id").references(() => teamMembers.id),
    /** For the team only; never on a public page, in a feed or a visitor's mail. */
    showingInstructions: text("showing_instructions").notNull().default(""),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("listings_list_price_positive", sql`${table.listPrice} > 0`),
    check(
      "listings_sold_price_positive",
      sql`${table.soldPrice} is null or ${table.soldPrice} > 0`,
    ),
    // /listings and the home and town pages: what is for sale, newest first.
    index("listings_status_idx").on(table.status, table.statusChangedAt.desc()),
    index("listings_town_idx").on(table.town, table.status),
  ],
);

/** A listing's photos in their order; position 0 is the cover. */
export const listingPhotos = pgTable(
  "listing_photos",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    photoId: integer("photo_id")
      .notNull()
      .references(() => photos.id),
    /** Written by the team; the public page refuses a cover without it. */
    alt: text("alt").notNull().default(""),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.photoId] }),
    index("listing_photos_order_idx").on(table.listingId, table.position),
  ],
);

/** The public price history: when it was listed, each price change, each status change. */
export const listingChanges = pgTable(
  "listing_changes",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ListingChangeKind>().notNull(),
    /** The status after the change. */
    status: text("status").$type<ListingStatus>().notNull(),
    /** The list price after the change (the sold price for a change to Sold). */
    price: integer("price").notNull(),
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("listing_changes_listing_idx").on(table.listingId, table.changedAt)],
);

/** Every save of a listing: all its fields as saved, who saved and when. */
export const listingRevisions = pgTable(
  "listing_revisions",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("listing_revisions_listing_idx").on(table.listingId, table.id.desc())],
);
