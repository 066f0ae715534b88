import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { LeadAttribution } from "#domain/attribution.ts";
import type { HomeSearch } from "#domain/forms/home-search-schema.ts";
import type { Language } from "#domain/language.ts";
import type { AlertFrequency, AlertKind, SavedSearchStatus } from "#domain/saved-search.ts";
import { contactSubmissions } from "./leads.ts";

/**
 * A buyer's saved search (issue 43): her address and the search of /homes she asked to be mailed
 * about. No account: the confirmation link proves the address, and a signed token in each mail
 * lets her change or delete it. Her data (server/staff/personal-data.ts): erased with her.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    phone: text("phone"),
    /** The search as its canonical query string (homeSearchQuery, page left out): what she saw. */
    query: text("query").notNull(),
    /** The same search parsed (readHomeSearch), as the matching reads it. */
    criteria: jsonb("criteria").$type<HomeSearch>().notNull(),
    /** The language of the page she saved it from: her confirmation, alerts and management page. */
    language: text("language").$type<Language>().notNull(),
    frequency: text("frequency").$type<AlertFrequency>().notNull(),
    /** Where the visit she saved it from came from: her lead's, made only when she confirms. */
    attribution: jsonb("attribution").$type<LeadAttribution>(),
    status: text("status").$type<SavedSearchStatus>().notNull().default("pending"),
    /** SHA-256 of the confirmation link's token: the link is the only copy of the token. */
    confirmationTokenHash: text("confirmation_token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Last time she opened the site from one of its mails (60 days without: weekly, then asked). */
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** The lead her confirmation made (type buyer, this search attached). */
    contactSubmissionId: integer("contact_submission_id").references(() => contactSubmissions.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    // The matching after each sync reads the confirmed searches only.
    index("saved_searches_confirmed_idx")
      .on(table.frequency)
      .where(sql`${table.status} = 'confirmed'`),
    index("saved_searches_email_idx").on(sql`lower(${table.email})`),
  ],
);

/**
 * Each home an alert told a search about, claimed in the transaction that queues the alert: the
 * key makes a second worker, or a run repeated after a crash, find the claim and queue nothing.
 */
export const savedSearchSent = pgTable(
  "saved_search_sent",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    /** RESO `ListingKey` (or `listing:<id>` for one of the team's own listings). */
    listingKey: text("listing_key").notNull(),
    kind: text("kind").$type<AlertKind>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.listingKey, table.kind] })],
);
