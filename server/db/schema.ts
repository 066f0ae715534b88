import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ImageFormat, ImageSlot } from "#app/utils/image-slots.ts";
import type { TeamMemberId } from "#content/site.ts";
import type { DeliveryChannel, DeliveryStatus } from "#domain/delivery-channel.ts";
import type { Lead, LeadFormName } from "#domain/lead.ts";
import type { LeadStatus } from "#domain/lead-status.ts";
import type { LeadTouchKind } from "#domain/lead-touch.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type {
  ContactTime,
  LeadProperty,
  PropertyCondition,
  PropertyType,
  SellTimeline,
} from "#domain/property.ts";
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
    /** What the lead came for, as the form said (domain/lead-type.ts); null when it did not say. */
    leadType: text("lead_type").$type<LeadType>(),
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
  /** When the lead was made (ISO 8601). */
  submittedAt: string;
};

/**
 * What an outbox row delivers: a lead notification to the team, a follow-up to
 * a guest, a staff sign-in or passkey mail (channel 'mail'), or a lead handed to the CRM.
 */
export type OutboxPayload =
  | NotificationPayload
  | StaffDigestPayload
  | GuestFollowUpPayload
  | StaffSignInPayload
  | StaffPasskeyAddedPayload
  | LeadHandOffPayload;

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

/**
 * The home a home-value request is about (issue 32), one row per such submission. The lead
 * itself (name, e-mail, phone) is its contact_submissions row, as for every form.
 */
export const leadProperties = pgTable("lead_properties", {
  contactSubmissionId: integer("contact_submission_id")
    .primaryKey()
    .references(() => contactSubmissions.id, { onDelete: "cascade" }),
  street: text("street").notNull(),
  unit: text("unit").notNull().default(""),
  town: text("town").notNull(),
  zip: text("zip").notNull(),
  propertyType: text("property_type").$type<PropertyType>().notNull(),
  bedrooms: smallint("bedrooms"),
  /** Half baths count as .5, so 2.5 is stored as it was chosen. */
  bathrooms: numeric("bathrooms", { precision: 3, scale: 1, mode: "number" }),
  squareFeet: integer("square_feet"),
  condition: text("condition").$type<PropertyCondition>(),
  timeline: text("timeline").$type<SellTimeline>().notNull(),
  reason: text("reason").notNull().default(""),
  bestTime: text("best_time").$type<ContactTime>().notNull(),
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

/**
 * The thank-you e-mail to a guest who ticked the follow-up box at a sign-in. It
 * carries no text the guest or the sign-in link chose (server/mail/guest-follow-up.ts);
 * rows queued before that rule still hold `first_name` and `event`, which are ignored.
 */
export type GuestFollowUpPayload = {
  kind: "guest-follow-up";
  recipient: string;
  unsubscribeToken: string;
  /**
   * The open house the guest signed in at, when the team created it as a record (issue 31):
   * its facts as they were when she signed in. A named event (any text in a link) has none.
   */
  openHouse?: GuestMailOpenHouse;
};

/** What the guest's thank-you says about the open house: all of it the team's own text. */
export type GuestMailOpenHouse = {
  address: string;
  when: string;
  facts: string;
  listingUrl: string | null;
  host: { name: string; phone: string; phoneE164: string | null; email: string };
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
     * The member who works this lead (lower-cased, one of STAFF_EMAILS): set from the routing
     * rule of the lead's type when the person is first stored (`lead_routing`), changed on the
     * lead's page. Null, or an address no longer in STAFF_EMAILS: the team lead's.
     */
    owner: text("owner"),
    /** What the person came for: the latest submission's type, unless the team set it. */
    leadType: text("lead_type").$type<LeadType>(),
    /** The team chose the type: later submissions do not change it. */
    leadTypeByTeam: boolean("lead_type_by_team").notNull().default(false),
    /** The next step: when it is due and what it is ("Send the CMA"); both null when none. */
    nextStepAt: timestamp("next_step_at", { withTimezone: true }),
    nextStep: text("next_step"),
    /** The first recorded call, text or e-mail (speed to lead: this minus first_contact_at). */
    firstTouchAt: timestamp("first_touch_at", { withTimezone: true }),
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
    // Today and the digest: steps due, by time.
    index("lead_people_next_step_idx")
      .on(table.nextStepAt)
      .where(sql`${table.nextStepAt} is not null`),
    index("lead_people_owner_idx").on(table.owner, table.lastContactAt.desc()),
  ],
);

/** A call, text or e-mail the team recorded, or a next step done: the lead's timeline. */
export const leadTouches = pgTable(
  "lead_touches",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => leadPeople.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LeadTouchKind>().notNull(),
    /** The optional line the member wrote; for a step done, the step's text. */
    note: text("note"),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_touches_person_idx").on(table.personId, table.createdAt)],
);

/**
 * The routing rule: who gets a new lead of each type. A type without a row goes
 * to the team lead (the first address in STAFF_EMAILS). A lead without a type
 * follows the rule for "other".
 */
export const leadRouting = pgTable("lead_routing", {
  leadType: text("lead_type").$type<LeadType>().primaryKey(),
  owner: text("owner").notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per member: her visits (Today's "new since your last visit") and her morning
 * digest. `digest_day` is the Boston day whose digest was decided: the one
 * process that moves it forward (a row lock) queues that day's mail, if any.
 */
export const staffMembers = pgTable("staff_members", {
  /** lower(email), one of STAFF_EMAILS. */
  email: text("email").primaryKey(),
  /** The last time she opened Today. */
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  /** Where "new since your last visit" starts: the last_seen_at before this visit began. */
  sinceAt: timestamp("since_at", { withTimezone: true }),
  digestOff: boolean("digest_off").notNull().default(false),
  digestDay: date("digest_day"),
});

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

// ---------------------------------------------------------------------------
// Site content the owner edits in /staff: blog posts (every save kept as a
// revision, old addresses kept for 301s), sold homes, reviews, and the photos
// they show. Every change bumps `content_version` in its own transaction, which
// each server process polls to clear its caches (server/content/version.ts,
// docs/decisions/029-content-in-the-database.md).
// ---------------------------------------------------------------------------

/** Bytes as PostgreSQL stores them; pg hands back a Buffer, PGlite a Uint8Array (made a Buffer here). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A photo a page shows: either uploaded in /staff (`hash` set, its encoded sizes in
 * `photo_variants`, served from /media/u/) or one of the images the build encodes from
 * media/originals (`built_image_id` set, served from /images/ as before).
 */
export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    /** Content hash of the upload and its slot: the immutable address of its variants. */
    hash: text("hash").unique(),
    /** The id of a built image (app/utils/image-slots.ts), e.g. 'blog/buying-in-winter'. */
    builtImageId: text("built_image_id").unique(),
    /** The slot fixes the crop's aspect ratio and the widths encoded. */
    slot: text("slot").$type<ImageSlot>().notNull(),
    /** What was uploaded, as received (the file's name and format, its size) and its upright size. */
    originalName: text("original_name"),
    originalFormat: text("original_format"),
    originalBytes: integer("original_bytes"),
    width: integer("width"),
    height: integer("height"),
    uploadedBy: text("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("photos_one_source", sql`(${table.hash} is null) <> (${table.builtImageId} is null)`),
  ],
);

/** An uploaded photo's encoded sizes: one row per width and format, the bytes in the database. */
export const photoVariants = pgTable(
  "photo_variants",
  {
    photoId: integer("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").$type<ImageFormat>().notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.width, table.format] })],
);

export type PostStatus = "draft" | "published";

/**
 * A blog post as it is now. Published and `publish_at` in the past: on the site;
 * published with `publish_at` ahead: scheduled; draft: only in /staff.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** The card's excerpt and the meta description. */
    summary: text("summary").notNull().default(""),
    coverPhotoId: integer("cover_photo_id").references(() => photos.id),
    coverAlt: text("cover_alt").notNull().default(""),
    /** Markdown, rendered through server/content/markdown.ts. */
    body: text("body").notNull().default(""),
    topic: text("topic"),
    /** One of the areas served (content/areas.ts), when the post is about one town. */
    town: text("town"),
    /** The byline: a key of `team` in content/site.ts. */
    author: text("author").$type<TeamMemberId>().notNull(),
    status: text("status").$type<PostStatus>().notNull().default("draft"),
    /** When it goes (or went) public; the date the post shows. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The public list, newest first, and the signal's "next scheduled post" lookup.
    index("posts_published_idx")
      .on(table.publishAt.desc(), table.slug)
      .where(sql`${table.status} = 'published'`),
  ],
);

/** Every save of a post: all its fields, who saved and when. */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    coverPhotoId: integer("cover_photo_id").references(() => photos.id),
    coverAlt: text("cover_alt").notNull(),
    body: text("body").notNull(),
    topic: text("topic"),
    town: text("town"),
    author: text("author").$type<TeamMemberId>().notNull(),
    /** The member's e-mail, or "import" for the posts brought in from content/blog. */
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("post_revisions_post_idx").on(table.postId, table.id.desc())],
);

/** A post's earlier addresses: /blog/<old> answers 301 to its current one. */
export const postOldSlugs = pgTable(
  "post_old_slugs",
  {
    slug: text("slug").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("post_old_slugs_post_idx").on(table.postId)],
);

/** The portfolio: homes the team sold. The public grid sorts by price; `sort_order` breaks ties. */
export const soldHomes = pgTable(
  "sold_homes",
  {
    id: serial("id").primaryKey(),
    /** The street address; the town is its own column, the state is always MA. */
    address: text("address").notNull(),
    town: text("town").notNull(),
    /** Whole dollars. */
    price: integer("price").notNull(),
    beds: smallint("beds").notNull(),
    /** Halves allowed (2.5). */
    baths: numeric("baths", { precision: 3, scale: 1, mode: "number" }).notNull(),
    squareFeet: integer("square_feet").notNull(),
    /** Null for the homes imported from content/portfolio.ts, which had no date. */
    soldOn: date("sold_on"),
    photoId: integer("photo_id")
      .notNull()
      .references(() => photos.id),
    photoAlt: text("photo_alt").notNull(),
    listPrice: integer("list_price"),
    daysOnMarket: integer("days_on_market"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("sold_homes_price_positive", sql`${table.price} > 0`),
    index("sold_homes_price_idx").on(table.price.desc(), table.sortOrder, table.id),
  ],
);

/** Clients' reviews; three of them, by position, show on the home page. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    quote: text("quote").notNull(),
    firstName: text("first_name").notNull(),
    /** 'First-Time Homebuyers', 'Home Seller', … */
    role: text("role").notNull(),
    /** Where it was given ('Zillow', 'Google') and a link to it, when known. */
    sourceName: text("source_name"),
    sourceUrl: text("source_url"),
    givenOn: date("given_on"),
    rating: smallint("rating"),
    /** 1-3: its place on the home page; null: not shown there. */
    homePosition: smallint("home_position"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
    check("reviews_home_position_range", sql`${table.homePosition} between 1 and 3`),
    uniqueIndex("reviews_home_position_idx").on(table.homePosition),
  ],
);

/**
 * One row, bumped in the transaction of every content change: each process polls it
 * to learn that its cached pages are out of date (server/content/version.ts).
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("content_version_one_row", sql`${table.id} = 1`)],
);

/**
 * Which first-start imports ran ('posts', 'sold-homes', 'reviews'): written in the
 * import's transaction, so each runs once per database, even when the owner later
 * deletes everything it brought in or two processes start together.
 */
export const contentImports = pgTable("content_imports", {
  name: text("name").primaryKey(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An open house the team created in /staff (issue 31): the property, the time (stored as
 * instants; entered and shown in Boston time), the hosting member and the short sign-in
 * code. It owns one event lead source, made with it: its sign-ins are contact_submissions
 * of that source, so the inbox, the CSV and the events list read them like a named event's
 * (docs/decisions/030-open-house-records.md).
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
    /** Whole dollars. */
    price: integer("price"),
    beds: smallint("beds"),
    baths: numeric("baths", { precision: 3, scale: 1, mode: "number" }),
    squareFeet: integer("square_feet"),
    photoId: integer("photo_id").references(() => photos.id),
    /** A short note for guests ('Parking on the street; shoes off, please'). */
    note: text("note").notNull().default(""),
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
