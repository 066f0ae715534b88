import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { NamedAttribution } from "#domain/attribution.ts";
import type { DeliveryChannel, DeliveryStatus } from "#domain/delivery-channel.ts";
import type { Language } from "#domain/language.ts";
import type { Lead, LeadFormName } from "#domain/lead.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type { ListingRef } from "#domain/listing.ts";
import type { OpenHouseFigures } from "#domain/open-house.ts";
import type { LeadProperty, PropertyType, SellTimeline } from "#domain/property.ts";
import type { AlertKind, SavedSearchRef } from "#domain/saved-search.ts";
import type { SignInAnswers } from "#domain/sign-in-answers.ts";
import type { HomeCardFacts, MlsHomeCard } from "../../mls/search.ts";
import { contactSubmissions } from "./leads.ts";

/**
 * Notifications to the team and hand-offs to its CRM, written in the same
 * transaction as the lead and delivered afterwards by the outbox worker
 * (server/outbox/), each through its channel. The form token is the
 * idempotency key: a resubmitted form finds its row and stores nothing twice.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: serial("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    contactSubmissionId: integer("contact_submission_id").references(() => contactSubmissions.id),
    channel: text("channel").$type<DeliveryChannel>().notNull().default("mail"),
    /** An e-mail address; for a hand-off, the host it goes to (never a key or a secret path). */
    recipient: text("recipient").notNull(),
    payload: jsonb("payload").$type<OutboxPayload>().notNull(),
    // 'suppressed': a guest e-mail whose address unsubscribed before it was sent.
    // 'ignored': a hand-off the CRM accepted and dropped (Follow Up Boss: lead flow archived).
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("notification_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    // The guest mails of the last hour, counted against the hourly cap (server/leads.ts).
    index("notification_outbox_guest_mail_idx")
      .on(table.createdAt)
      .where(sql`${table.payload}->>'kind' = 'guest-follow-up'`),
    // The same for the visitors' confirmations, which have a cap of their own.
    index("notification_outbox_visitor_mail_idx")
      .on(table.createdAt)
      .where(sql`${table.payload}->>'kind' = 'visitor-confirmation'`),
  ],
);

/**
 * The notification's fields, as the original notification function received
 * them: the lead itself (a sign-in adds the guest's answers).
 */
export type NotificationPayload = Lead & {
  kind: LeadFormName;
  recipient: string;
  answers?: SignInAnswers;
  /** A home-value request's property. */
  property?: LeadProperty;
  /** A showing request's listing. */
  listing?: ListingRef;
  /** A confirmed saved search's criteria. */
  savedSearch?: SavedSearchRef;
};

/**
 * A lead handed to the team's CRM (Follow Up Boss, or a webhook): the lead as
 * stored, with what its form adds. Each channel shapes its own request from it.
 */
export type LeadHandOffPayload = {
  kind: "lead-hand-off";
  /** Stays the same across retries (the webhook's `id`), so a receiver can drop a repeat. */
  id: string;
  form: LeadFormName;
  lead: Lead;
  /** A sign-in's open house (its name as the link carries it) and answers. */
  event?: string;
  answers?: SignInAnswers;
  /** A home-value request's property. */
  property?: LeadProperty;
  /** A showing request's listing. */
  listing?: ListingRef;
  /** A confirmed saved search's criteria. */
  savedSearch?: SavedSearchRef;
  /** Where the visit that sent it came from (issue 44); absent when not known. */
  attribution?: NamedAttribution;
  /** When the lead was made (ISO 8601). */
  submittedAt: string;
  /** A saved search's buyer opened `listing` from an alert (Follow Up Boss: Viewed Property). */
  viewed?: true;
};

/**
 * What an outbox row delivers: a lead notification to the team, a follow-up to
 * a guest, a staff login or passkey mail (channel 'mail'), or a lead handed to the CRM.
 */
export type OutboxPayload =
  | NotificationPayload
  | StaffDigestPayload
  | GuestFollowUpPayload
  | GuestNotePayload
  | VisitorConfirmationPayload
  | StaffLoginPayload
  | StaffPasskeyAddedPayload
  | SavedSearchConfirmationPayload
  | SavedSearchAlertPayload
  | LeadHandOffPayload;

/** A home as an alert shows it: its result card's facts, held in the alert's outbox row. */
export type AlertHome = HomeCardFacts &
  Pick<MlsHomeCard, "listingKey" | "photo"> & {
    kind: AlertKind;
    /** Its page's path in English (`/homes/<ListingId>-<slug>`); the link adds her language. */
    path: string;
  };

/**
 * A saved search's alert (issue 43): the homes it tells of, as they were when they matched
 * (server/alerts/matching.ts). `homes` empty: the mail asking a quiet search whether to go on.
 * Its links (one-click unsubscribe, management page, the homes' pages) are signed when it is sent.
 */
export type SavedSearchAlertPayload = {
  kind: "saved-search-alert";
  recipient: string;
  savedSearchId: number;
  language: Language;
  homes: AlertHome[];
};

/**
 * The double opt-in mail of a saved search (issue 43): the link that confirms it. Nothing else is
 * sent to the address until she follows it (server/alerts/saved-searches.ts).
 */
export type SavedSearchConfirmationPayload = {
  kind: "saved-search-confirmation";
  recipient: string;
  /** The confirmation link's token (the row keeps only its hash). */
  token: string;
  language: Language;
  /** The search's page on the site (path and query), for her to see what she saved. */
  searchPath: string;
};

/**
 * The thank-you e-mail to a guest who ticked the follow-up box at a sign-in. It
 * carries no text the guest or the sign-in link chose (server/mail/guest-follow-up.ts);
 * rows queued before that rule still hold `first_name` and `event`, which are ignored.
 */
export type GuestFollowUpPayload = {
  kind: "guest-follow-up";
  recipient: string;
  unsubscribeToken: string;
  /** The language she signed in in: the mail's (absent on rows queued before issue 40: English). */
  language?: Language;
  /**
   * The open house the guest signed in at, when the team created it as a record (issue 31):
   * its facts as they were when she signed in. A named event (any text in a link) has none.
   */
  openHouse?: GuestMailOpenHouse;
};

/**
 * A note a member wrote to the guests of an open house (server/staff/guest-note.ts), one row per
 * guest who agreed to follow-up e-mail. Her first name is the one she signed in with: the member
 * saw it on the guest list before sending (docs/decisions/037-a-host-note-to-open-house-guests.md).
 */
export type GuestNotePayload = {
  kind: "guest-note";
  recipient: string;
  unsubscribeToken: string;
  /** Her latest sign-in's language: the greeting, card and footer are in it (the note as written). */
  language?: Language;
  firstName: string;
  /** The event as people read it ('27 Walnut Park, Newton, Sun Nov 29'). */
  eventName: string;
  subject: string;
  message: string;
  /** Who wrote it: her card signs the mail and takes the replies. */
  from: { name: string; phone: string; phoneE164: string; email: string };
};

/** The languages a visitor's confirmation is written in: her page's (rows before issue 40 say 'en'). */
export type VisitorMailLanguage = Language;

/**
 * The confirmation to a visitor who sent the contact form or the home-value request
 * (server/mail/visitor-confirmation.ts). Like the guest's thank-you it goes to whatever address
 * was typed, so it holds only what the team words: the form, the choices she made among the
 * form's options, the ZIP code (digits), when she sent it. Never her message, name or street.
 */
export type VisitorConfirmationPayload = {
  kind: "visitor-confirmation";
  recipient: string;
  form: "contact" | "home-value";
  language: VisitorMailLanguage;
  /** What she came for: whom the routing rule gives her to, and what the mail says she asked about. */
  leadType: LeadType;
  /** When the lead was stored (ISO 8601). */
  sentAt: string;
  /** A home-value request's home, in the form's own terms. */
  home?: { propertyType: PropertyType; zip: string; timeline: SellTimeline };
};

/** What the guest's thank-you says about the open house: all of it the team's own text. */
export type GuestMailOpenHouse = {
  /** '27 Walnut Park, Newton, Sun Nov 29' (`openHouseName`); absent on rows queued before it. */
  name?: string;
  address: string;
  when: string;
  /** When it starts and ends (ISO 8601), for a mail in another language than `when`'s. */
  startsAt?: string;
  endsAt?: string;
  /** The facts line in English ('3 beds · 2 baths'), for rows queued before `home`. */
  facts: string;
  /** The home's figures, written in the mail's language when it is sent. */
  home?: OpenHouseFigures;
  listingUrl: string | null;
  host: { name: string; phone: string; phoneE164: string | null; email: string };
};

/**
 * The outbox payload of a login e-mail: the link and code travel sealed (server/staff/auth.ts).
 * The kind keeps its first name: rows already queued carry it.
 */
export type StaffLoginPayload = { kind: "staff-sign-in"; recipient: string; sealed: string };

/**
 * A member's morning digest (server/staff/digest.ts). It names no lead: the mail is
 * written from the database when it is sent, so an erased person is never mailed about.
 */
export type StaffDigestPayload = {
  kind: "staff-digest";
  recipient: string;
  /** The Boston day it is for (YYYY-MM-DD). */
  day: string;
};

/** The mail telling a member a passkey was added to her account (server/mail/passkey-added.ts). */
export type StaffPasskeyAddedPayload = {
  kind: "staff-passkey-added";
  recipient: string;
  /** The passkey's label, as the account page lists it. */
  passkey: string;
  /** When it was added (ISO 8601). */
  addedAt: string;
};
