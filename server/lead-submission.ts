/**
 * One submission's rows as the lead service writes them: its `contact_submissions` row and its
 * claim on the outbox, which makes a resubmitted form store nothing twice.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "#domain/language.ts";
import type { Lead } from "#domain/lead.ts";
import type { Transaction } from "./db/client.ts";
import {
  type contactSubmissions,
  type NotificationPayload,
  notificationOutbox,
} from "./db/schema.ts";

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
