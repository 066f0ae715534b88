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
import type { Lead, LeadFormName } from "#domain/lead.ts";
import type { LeadStatus } from "#domain/lead-status.ts";
import type { SignInAnswers } from "#domain/sign-in-answers.ts";

/** Table and column names (lead_sources, contact_submissions, contact_messages) are the old site's, so existing data maps one to one. */
export const leadSources = pgTable("lead_sources", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    leadSourceId: integer("lead_source_id").references(() => leadSources.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The inbox's weekly chart counts a year of submissions by time and source from this index
    // alone (server/staff/leads-per-week.ts), so no counter row is written with each lead.
    index("contact_submissions_week_idx").on(table.createdAt, table.leadSourceId),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  message: text("message").notNull(),
  contactSubmissionId: integer("contact_submission_id").references(() => contactSubmissions.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Notifications to the team, written in the same transaction as the lead and
 * sent afterwards by the outbox worker. The form token is the idempotency
 * key: a resubmitted form finds its row and stores nothing twice.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: serial("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    contactSubmissionId: integer("contact_submission_id").references(() => contactSubmissions.id),
    recipient: text("recipient").notNull(),
    payload: jsonb("payload").$type<OutboxPayload>().notNull(),
    status: text("status")
      // 'suppressed': a guest e-mail whose address unsubscribed before it was sent.
      .$type<"pending" | "sending" | "sent" | "failed" | "suppressed">()
      .notNull()
      .default("pending"),
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
};

/** What an outbox row sends: a lead notification to the team, a follow-up to a guest, or a staff sign-in or passkey mail. */
export type OutboxPayload =
  | NotificationPayload
  | GuestFollowUpPayload
  | StaffSignInPayload
  | StaffPasskeyAddedPayload;

// ---------------------------------------------------------------------------
// Open houses: the questions agents ask, follow-up consent and unsubscribe.
// ---------------------------------------------------------------------------

/** A sign-in's answers to the three optional questions, one row per sign-in (null: not answered). */
export const signInAnswers = pgTable("sign_in_answers", {
  contactSubmissionId: integer("contact_submission_id")
    .primaryKey()
    .references(() => contactSubmissions.id, { onDelete: "cascade" }),
  workingWithAgent: text("working_with_agent").$type<SignInAnswers["workingWithAgent"]>(),
  preApproved: text("pre_approved").$type<SignInAnswers["preApproved"]>(),
  moveTimeline: text("move_timeline").$type<SignInAnswers["moveTimeline"]>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
 * the address is e-mailed and reused after, so every e-mail's link works.
 */
export const unsubscribeTokens = pgTable("unsubscribe_tokens", {
  token: text("token").primaryKey(),
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses that unsubscribed: never sent a follow-up again (team notifications are not affected). */
export const emailSuppressions = pgTable("email_suppressions", {
  email: text("email").primaryKey(),
  /** 'one-click' (the mail program's RFC 8058 POST) or 'page' (the button on /unsubscribe). */
  via: text("via").$type<"one-click" | "page">().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The thank-you e-mail to a guest who ticked the follow-up box at a sign-in. It
 * carries no text the guest or the sign-in link chose (server/mail/guest-follow-up.ts);
 * rows queued before that rule still hold `first_name` and `event`, which are ignored.
 */
export type GuestFollowUpPayload = {
  kind: "guest-follow-up";
  recipient: string;
  unsubscribeToken: string;
};

/**
 * Form posts counted per client and fixed one-minute window (server/rate-limiter.ts): one row
 * per (key, window), incremented with one UPSERT, so every server process on the database
 * enforces one shared limit. Windows older than the previous one are swept.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limits_window_start_idx").on(table.windowStart),
  ],
);

// ---------------------------------------------------------------------------
// Staff workspace: one row per person, their follow-up status, its history and notes.
// A person is everyone who wrote from one e-mail address, compared case-insensitively.
// `lead_people` is kept by a trigger on contact_submissions (custom migration
// "staff_workspace_people", replaced by "chart_from_index"), so every way a lead is stored
// counts, and the inbox reads one indexed row per person instead of grouping every
// submission per request.
// The same migration indexes the lead tables for the workspace's lookups.
// ---------------------------------------------------------------------------

export const leadPeople = pgTable(
  "lead_people",
  {
    id: serial("id").primaryKey(),
    /** lower(email): the person's identity. */
    emailKey: text("email_key").notNull().unique(),
    /** Name, e-mail and phone as the person's latest submission spelled them. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    firstContactAt: timestamp("first_contact_at", { withTimezone: true }).notNull(),
    lastContactAt: timestamp("last_contact_at", { withTimezone: true }).notNull(),
    contacts: integer("contacts").notNull().default(0),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /**
     * What the inbox's search matches: name, e-mail and the phone's digits, lower-cased
     * once on write, so a search is a plain LIKE over one column instead of ILIKE over three.
     */
    search: text("search").generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email_key) || ' ' || regexp_replace(coalesce(phone, ''), '\\D', '', 'g')`,
    ),
  },
  (table) => [
    index("lead_people_recent_idx").on(table.lastContactAt.desc(), table.id.desc()),
    index("lead_people_status_recent_idx").on(
      table.status,
      table.lastContactAt.desc(),
      table.id.desc(),
    ),
  ],
);

export const leadStatusChanges = pgTable(
  "lead_status_changes",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => leadPeople.id, { onDelete: "cascade" }),
    status: text("status").$type<LeadStatus>().notNull(),
    /** The staff member's e-mail, or "system" when a new contact reopened an archived person. */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_status_changes_person_idx").on(table.personId, table.createdAt)],
);

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => leadPeople.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    author: text("author").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_notes_person_idx").on(table.personId, table.createdAt)],
);
// Staff sign-in: sessions, one-time sign-in links and codes, passkeys, and the
// audit log of what the team did.
// ---------------------------------------------------------------------------

/**
 * A signed-in member's session. The cookie holds a random id; only its
 * SHA-256 is stored, so a copy of the table cannot be used to sign in. A
 * session unseen for 30 days is over (see server/staff/sessions.ts).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_sessions_email_idx").on(table.email)],
);

/**
 * One row per sign-in request to /staff/login, staff address or not (the
 * per-IP limit counts them all). Only a staff address gets a token: the
 * link's SHA-256 and an HMAC of the 6-digit code; neither is stored in clear.
 */
export const staffLoginTokens = pgTable(
  "staff_login_tokens",
  {
    id: serial("id").primaryKey(),
    /** Null for an address that is not staff: nothing was sent. */
    email: text("email"),
    tokenHash: text("token_hash").unique(),
    codeHash: text("code_hash"),
    requestIp: text("request_ip").notNull(),
    /** Wrong codes tried against this token; it dies at the limit. */
    failedCodes: integer("failed_codes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("staff_login_tokens_email_idx").on(table.email, table.createdAt),
    index("staff_login_tokens_ip_idx").on(table.requestIp, table.createdAt),
  ],
);

/** A member's passkey (WebAuthn credential). */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>(),
    /** What the member sees in the list: the device kind and the day it was added. */
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("staff_passkeys_email_idx").on(table.email)],
);

/**
 * A passkey ceremony's challenge, kept on the server from the options to the
 * answer: used once (the answer deletes it), for 5 minutes, so a captured
 * answer cannot be replayed (server/staff/challenges.ts). The browser holds
 * it in a signed cookie too, which ties the answer to the browser that asked.
 */
export const staffWebauthnChallenges = pgTable("staff_webauthn_challenges", {
  challenge: text("challenge").primaryKey(),
  /** 'sign-in', or 'add-passkey' for the member in `email`. */
  purpose: text("purpose").$type<"sign-in" | "add-passkey">().notNull(),
  email: text("email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Who did what, when: every staff action that signs in or out, changes or exports data. */
export const staffAuditLog = pgTable("staff_audit_log", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  actor: text("actor").notNull(),
  action: text("action").notNull(),
  subject: text("subject"),
  detail: jsonb("detail").$type<Record<string, unknown>>(),
});

/** The outbox payload of a sign-in e-mail: the link and code travel sealed (server/staff/auth.ts). */
export type StaffSignInPayload = { kind: "staff-sign-in"; recipient: string; sealed: string };

/** The mail telling a member a passkey was added to her account (server/mail/passkey-added.ts). */
export type StaffPasskeyAddedPayload = {
  kind: "staff-passkey-added";
  recipient: string;
  /** The passkey's label, as the account page lists it. */
  passkey: string;
  /** When it was added (ISO 8601). */
  addedAt: string;
};
