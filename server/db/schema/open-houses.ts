import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { photos } from "./content.ts";
import { leadSources } from "./leads.ts";
import { listings } from "./listings.ts";

/**
 * An open house the team created in /staff (issue 31): the property, the time (stored as
 * instants; entered and shown in Boston time), the hosting member and the short sign-in
 * code. It owns one event lead source, made with it: its sign-ins are contact_submissions
 * of that source, so the inbox, the CSV and the events list read them like a named event's
 * (docs/decisions/033-open-house-records.md).
 */
export const openHouses = pgTable(
  "open_houses",
  {
    id: serial("id").primaryKey(),
    /** The 5-character code of its short address, /oh/<code> (domain/open-house.ts). */
    code: text("code").notNull().unique(),
    leadSourceId: integer("lead_source_id")
      .notNull()
      .unique()
      .references(() => leadSources.id),
    street: text("street").notNull(),
    unit: text("unit"),
    town: text("town").notNull(),
    zip: text("zip").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** One of STAFF_EMAILS, lower-cased. */
    hostEmail: text("host_email").notNull(),
    listingUrl: text("listing_url"),
    /** The listing it was created from (issue 41): its address, photo and facts come from it. */
    listingId: integer("listing_id").references(() => listings.id),
    /** Whole dollars. */
    price: integer("price"),
    beds: smallint("beds"),
    baths: numeric("baths", { precision: 3, scale: 1, mode: "number" }),
    squareFeet: integer("square_feet"),
    photoId: integer("photo_id").references(() => photos.id),
    /** A short note for guests ('Parking on the street; shoes off, please'). */
    note: text("note").notNull().default(""),
    /** The note in Simplified Chinese (issue 40); empty: Chinese pages show the English. */
    noteZh: text("note_zh").notNull().default(""),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("open_houses_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    // The public list: upcoming ones by start.
    index("open_houses_ends_idx").on(table.endsAt),
  ],
);
