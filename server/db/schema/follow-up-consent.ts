/**
 * A guest's follow-up e-mail: the proof of her consent, her unsubscribe token, and the
 * addresses that unsubscribed.
 */
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { LeadFormName } from "#domain/lead.ts";
import { contactSubmissions } from "./leads.ts";

/** Proof of follow-up consent: who, the exact wording shown (and its version), when, from where, on which form. */
export const followUpConsents = pgTable(
  "follow_up_consents",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    form: text("form").$type<LeadFormName>().notNull(),
    wordingVersion: text("wording_version").notNull(),
    wording: text("wording").notNull(),
    ipAddress: text("ip_address").notNull(),
    contactSubmissionId: integer("contact_submission_id").references(() => contactSubmissions.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("follow_up_consents_email_idx").on(table.email),
    // The staff workspace reads a sign-in's consent by its submission; erasing a person cascades by it.
    index("follow_up_consents_submission_idx").on(table.contactSubmissionId),
  ],
);

/**
 * Each guest address's unsubscribe token: 32 random bytes, made the first time
 * the address is e-mailed and reused after, so every e-mail's link works. The
 * token stands for the address's keyed hash (server/email-hash.ts), so it still
 * unsubscribes after the person is erased, when the address itself is gone.
 */
export const unsubscribeTokens = pgTable("unsubscribe_tokens", {
  token: text("token").primaryKey(),
  /**
   * The address's keyed hash: one token per address. Null only on a row from
   * before hashing, until the server's start fills it (`hashStoredAddresses`).
   */
  emailHash: text("email_hash").unique(),
  /** The address, which the unsubscribe page shows; cleared when the person is erased. */
  email: text("email").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Addresses that unsubscribed, as their keyed hash only: never sent a follow-up
 * again (team notifications are not affected), and kept when the person is
 * erased, so the unsubscribe is still honoured if she writes again.
 */
export const emailSuppressions = pgTable("email_suppressions", {
  id: serial("id").primaryKey(),
  /** The address's keyed hash (server/email-hash.ts). Null only on a row from before hashing, until the start fills it. */
  emailHash: text("email_hash").unique(),
  /** Only on a row from before hashing: the start hashes it and clears this. */
  email: text("email"),
  /** 'one-click' (the mail program's RFC 8058 POST) or 'page' (the button on /unsubscribe). */
  via: text("via").$type<"one-click" | "page">().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
