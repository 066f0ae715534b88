import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------
// Staff members, and staff login: sessions, one-time login links and codes, passkeys, and the
// audit log of what the team did.
// ---------------------------------------------------------------------------

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

/**
 * A signed-in member's session. The cookie holds a random id; only its
 * SHA-256 is stored, so a copy of the table cannot be used to log in. A
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
 * One row per login request to /staff/login, staff address or not (the
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

/** Who did what, when: every staff action that logs in or out, changes or exports data. */
export const staffAuditLog = pgTable("staff_audit_log", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  actor: text("actor").notNull(),
  action: text("action").notNull(),
  subject: text("subject"),
  detail: jsonb("detail").$type<Record<string, unknown>>(),
});
