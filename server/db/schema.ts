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
import type { Lead, LeadFormName } from "#app/utils/forms/lead.ts";

/** Table and column names (lead_sources, contact_submissions, contact_messages) are the old site's, so existing data maps one to one. */
export const leadSources = pgTable("lead_sources", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactSubmissions = pgTable("contact_submissions", {
  id: serial("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  leadSourceId: integer("lead_source_id").references(() => leadSources.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    payload: jsonb("payload").$type<NotificationPayload>().notNull(),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "failed">()
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
  ],
);

/** The notification's fields, as the original notification function received them: the lead itself. */
export type NotificationPayload = Lead & { kind: LeadFormName; recipient: string };

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
