/**
 * The staff workspace's server tests: one embedded database per test file,
 * emptied before each test, and leads stored the way the lead service stores
 * them (source, submission, message, notification, answers, consent).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { LeadAttribution } from "#domain/attribution.ts";
import { isEventSourceName } from "#domain/event-source.ts";
import { FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import type { Language } from "#domain/language.ts";
import type { LeadType } from "#domain/lead-type.ts";
import { SIGN_IN_QUESTIONS, type SignInAnswers } from "#domain/sign-in-answers.ts";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import {
  contactMessages,
  contactSubmissions,
  emailSuppressions,
  followUpConsents,
  leadSources,
  notificationOutbox,
  signInAnswers,
} from "#server/db/schema.ts";
import { emailHash } from "#server/email-hash.ts";
import { storeAttribution } from "#server/insights/lead-attribution.ts";
import { parseLeadFilters } from "#server/staff/lead-filters.ts";
import { openTestDatabase, resetTables } from "./database.ts";

export const STAFF = "lena@example.com";

export type StoredLead = {
  email: string;
  first?: string;
  last?: string;
  phone?: string;
  source?: string;
  type?: "website" | "event";
  message?: string;
  at: string;
  outbox?: "sent" | "failed" | "pending";
  /** A sign-in's answers, stored as the lead service stores them. */
  answers?: SignInAnswers;
  /** Follow-up consent given with the submission, from this IP address. */
  consentFrom?: string;
  /** What the form said the lead came for. */
  leadType?: LeadType;
  /** Where the visit that sent it came from (issue 44). */
  attribution?: LeadAttribution;
  /** The language of the page she wrote from (English unless said). */
  language?: Language;
};

/** The inbox's filters from a query string. */
export const filters = (query = "") => parseLeadFilters(new URLSearchParams(query));

/** The first question's first answer and the last question's last: real values, read from the form's list. */
export const [agentQuestion, approvalQuestion, timelineQuestion] = SIGN_IN_QUESTIONS;
export const someAnswers: SignInAnswers = {
  workingWithAgent: agentQuestion.answers[0].value,
  preApproved: null,
  moveTimeline: timelineQuestion.answers[3].value,
};

/**
 * Opens the file's database (in beforeAll) and empties it before each test.
 * `db` is read inside tests, after beforeAll has run.
 */
export function withLeadDatabase() {
  let handle: DatabaseHandle | undefined;
  let keys = 0;
  const database = {
    get db(): Database {
      if (!handle) throw new Error("the test database is not open yet");
      return handle.db;
    },
    /** Stores one lead; returns the submission's id. */
    store: (lead: StoredLead) => storeLead(database.db, lead, `key-${keys++}`),
    /** Stores leads one after another, in order. */
    async storeAll(leads: StoredLead[]) {
      for (const lead of leads) await database.store(lead);
    },
    unsubscribe: (email: string, at: string) =>
      database.db
        .insert(emailSuppressions)
        .values({ emailHash: emailHash(email), via: "page", createdAt: new Date(at) }),
  };
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await resetTables(database.db);
  });
  return database;
}

async function storeLead(db: Database, lead: StoredLead, idempotencyKey: string) {
  const source = lead.source ?? "Website";
  const type = lead.type ?? (isEventSourceName(source) ? "event" : "website");
  await db.insert(leadSources).values({ name: source, type }).onConflictDoNothing();
  const [ls] = await db
    .select({ id: leadSources.id })
    .from(leadSources)
    .where(eq(leadSources.name, source));
  const createdAt = new Date(lead.at);
  const [submission] = await db
    .insert(contactSubmissions)
    .values({
      firstName: lead.first ?? "Ann",
      lastName: lead.last ?? "Lee",
      email: lead.email,
      phone: lead.phone ?? null,
      leadSourceId: ls!.id,
      leadType: lead.leadType ?? null,
      ...(lead.language ? { language: lead.language } : {}),
      createdAt,
    })
    .returning({ id: contactSubmissions.id });
  if (lead.message !== undefined)
    await db
      .insert(contactMessages)
      .values({ message: lead.message, contactSubmissionId: submission!.id, createdAt });
  const status = lead.outbox ?? "sent";
  await db.insert(notificationOutbox).values({
    idempotencyKey,
    contactSubmissionId: submission!.id,
    recipient: STAFF,
    payload: {
      kind: type === "event" ? "sign-in" : "contact",
      first_name: lead.first ?? "Ann",
      last_name: lead.last ?? "Lee",
      email: lead.email,
      phone: lead.phone ?? "",
      lead_source: source,
      recipient: STAFF,
    },
    status,
    attempts: status === "failed" ? 22 : 1,
    lastError: status === "failed" ? "connect ECONNREFUSED" : null,
    sentAt: status === "sent" ? createdAt : null,
  });
  if (lead.attribution)
    await storeAttribution(
      db,
      submission!.id,
      lead.attribution,
      type === "event" ? "sign-in" : "contact",
    );
  if (lead.answers)
    await db
      .insert(signInAnswers)
      .values({ contactSubmissionId: submission!.id, ...lead.answers, createdAt });
  if (lead.consentFrom) {
    const form = type === "event" ? "sign-in" : "contact";
    const wording = FOLLOW_UP_CONSENT[form];
    await db.insert(followUpConsents).values({
      email: lead.email,
      form,
      wordingVersion: wording.version,
      wording: wording.text,
      ipAddress: lead.consentFrom,
      contactSubmissionId: submission!.id,
      createdAt,
    });
  }
  return submission!.id;
}
