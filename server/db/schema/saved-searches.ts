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
import type {
  AlertFrequency,
  AlertKind,
  MailStopReason,
  SavedSearchStatus,
} from "#domain/saved-search.ts";
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
    /** Paused because her address bounced or she complained (docs/mail-events.md); shown to the team. */
    stoppedBy: text("stopped_by").$type<MailStopReason>(),
    /** SHA-256 of the confirmation link's token: the link is the only copy of the token. */
    confirmationTokenHash: text("confirmation_token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Last time she opened the site from one of its mails (60 days without: weekly, then asked). */
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** When a mail asked whether to keep a search quiet for long (60-day rule); unanswered: paused. */
    continueAskedAt: timestamp("continue_asked_at", { withTimezone: true }),
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
    /**
     * When its alert was queued; null while the home waits for her daily (or, quiet for 60 days,
     * weekly) mail at 7:00 Boston time (server/alerts/held-alerts.ts).
     */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    /** When she opened the home from an alert's link: on her lead page as viewed. */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.listingKey, table.kind] }),
    // The daily run finds the held homes.
    index("saved_search_sent_held_idx")
      .on(table.savedSearchId)
      .where(sql`${table.queuedAt} is null`),
  ],
);

/**
 * What the feed's syncs changed that an alert tells of (a home new to the site, a lower price),
 * written in the transaction that stores the page (server/mls/replication.ts) and consumed by the
 * matching in the transaction that queues the alerts (server/alerts/matching.ts): a change is
 * matched once, even when a process dies between the two.
 */
export const alertChanges = pgTable("alert_changes", {
  id: serial("id").primaryKey(),
  /** RESO `ListingKey`. */
  listingKey: text("listing_key").notNull(),
  kind: text("kind").$type<AlertKind>().notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
