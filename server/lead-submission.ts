/**
 * One submission's rows as the lead service writes them: its `contact_submissions` row and its
 * claim on the outbox, which makes a resubmitted form store nothing twice.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LeadAttribution } from "#domain/attribution.ts";
import { DEFAULT_LANGUAGE } from "#domain/language.ts";
import type { Lead, LeadFormName } from "#domain/lead.ts";
import type { ListingRef } from "#domain/listing.ts";
import type { LeadProperty } from "#domain/property.ts";
import type { SavedSearchRef } from "#domain/saved-search.ts";
import type { SignInAnswers } from "#domain/sign-in-answers.ts";
import type { Transaction } from "./db/client.ts";
import {
  type contactSubmissions,
  type GuestMailOpenHouse,
  type NotificationPayload,
  notificationOutbox,
} from "./db/schema.ts";

/** One lead as a form delivered it, with what the form adds beyond the lead's columns. */
export type Submission = {
  kind: LeadFormName;
  lead: Lead;
  sourceType: "website" | "event";
  recipient: string;
  formToken: string;
  clientIp: string;
  followUpConsent: boolean;
  /** A sign-in's answers, and its event's name for the CRM hand-off. */
  signIn?: { answers: SignInAnswers; eventName: string };
  /** A home-value request's property. */
  property?: LeadProperty;
  /** A showing request's listing. */
  listing?: ListingRef;
  savedSearch?: SavedSearchRef;
  /** Run in the lead's transaction once its submission is stored. */
  alsoStore?: (tx: Transaction, submissionId: number) => Promise<void>;
  /** When the lead was made, if not now: a kiosk sign-in that waited on the tablet (already checked). */
  submittedAt?: Date;
  /** An open-house record's own lead source (instead of one found or made by name) and its facts. */
  openHouse?: { leadSourceId: number; mail: GuestMailOpenHouse };
  /** Where the visit that sent it came from. */
  attribution?: LeadAttribution | null;
};

/** The lead's own fields, whatever else the form's output carries (its type, when the form says). */
export const leadOf = (
  { first_name, last_name, email, phone, lead_type, language }: Lead,
  lead_source: string,
  message?: string,
): Lead => ({
  first_name,
  last_name,
  email,
  phone,
  lead_source,
  ...(message === undefined ? {} : { message }),
  ...(lead_type === undefined ? {} : { lead_type }),
  ...(language === undefined ? {} : { language }),
});

/**
 * A lead's row in `contact_submissions`. The columns carry the lead's own
 * names (first_name, …); Drizzle's camelCase keys are spelled here and nowhere
 * else.
 */
export function submissionRow(
  lead: Lead,
  leadSourceId: number,
  submittedAt: Date | undefined,
): typeof contactSubmissions.$inferInsert {
  return {
    firstName: lead.first_name,
    lastName: lead.last_name,
    email: lead.email,
    phone: lead.phone || null,
    leadSourceId,
    leadType: lead.lead_type ?? null,
    language: lead.language ?? DEFAULT_LANGUAGE,
    // Without a (checked) time of its own, the database's now().
    ...(submittedAt ? { createdAt: submittedAt } : {}),
  };
}

/**
 * The submission's identity: the form token plus what was typed. A resubmitted
 * form (double click, reload, back button) repeats both and is stored once; a
 * different message sent from the same rendered page is a new lead.
 */
export function idempotencyKey(formToken: string, payload: NotificationPayload) {
  return createHash("sha256")
    .update(formToken)
    .update("\0")
    .update(JSON.stringify(payload))
    .digest("base64url");
}

/** Claims the submission's key in the outbox; undefined when it was already stored. */
export async function claimSubmission(
  tx: Transaction,
  key: string,
  recipient: string,
  payload: NotificationPayload,
) {
  const [row] = await tx
    .insert(notificationOutbox)
    .values({ idempotencyKey: key, recipient, payload })
    .onConflictDoNothing({ target: notificationOutbox.idempotencyKey })
    .returning({ id: notificationOutbox.id });
  return row?.id;
}

/** The submission a repeated post was stored as the first time (its thank-you page is shown again). */
export async function submissionClaimedBy(tx: Transaction, key: string) {
  const [row] = await tx
    .select({ id: notificationOutbox.contactSubmissionId })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.idempotencyKey, key));
  return row?.id ?? null;
}
