/**
 * Queues the confirmation a visitor gets after the contact form or the home-value request
 * (server/mail/visitor-confirmation.ts writes it), within the limits of decision 026, because it
 * goes to whatever address was typed: one per address per Boston day (the outbox row's key), at
 * most `hourlyCap` in any hour (counted under a lock, so concurrent posts cannot pass it
 * together), none to an address on the suppression list. Past a limit the lead is stored and
 * the team told as always; only the confirmation is left out. It is transactional (she asked us
 * to answer), so it is sent without follow-up consent and carries no unsubscribe link.
 */
import { createHash } from "node:crypto";
import { and, count, gt, sql } from "drizzle-orm";
import { teamDay } from "#domain/dates.ts";
import { DEFAULT_LANGUAGE } from "#domain/language.ts";
import type { Lead } from "#domain/lead.ts";
import type { LeadProperty } from "#domain/property.ts";
import type { Transaction } from "./db/client.ts";
import { notificationOutbox, type VisitorConfirmationPayload } from "./db/schema.ts";
import { isSuppressed } from "./follow-up.ts";

/** The advisory lock that serialises counting against the hourly cap ("visit" in ASCII). */
const VISITOR_MAIL_LOCK = 0x7669736974;

/**
 * Confirmations per hour by default: the site gets a few leads a day, so a hundred in an hour
 * is a script typing strangers' addresses, stopped there.
 */
export const DEFAULT_VISITOR_MAIL_HOURLY_CAP = 100;

/** Queues it, unless a limit says no; true when a row was queued. */
export async function queueVisitorConfirmation(
  tx: Transaction,
  payload: VisitorConfirmationPayload,
  { submissionId, hourlyCap, now }: { submissionId: number; hourlyCap: number; now: Date },
): Promise<boolean> {
  if (hourlyCap <= 0 || (await isSuppressed(tx, payload.recipient))) return false;
  await tx.execute(sql`select pg_advisory_xact_lock(${VISITOR_MAIL_LOCK})`);
  const [lastHour] = await tx
    .select({ count: count() })
    .from(notificationOutbox)
    .where(
      and(
        sql`${notificationOutbox.payload}->>'kind' = 'visitor-confirmation'`,
        gt(notificationOutbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((lastHour?.count ?? 0) >= hourlyCap) return false;
  const address = createHash("sha256").update(payload.recipient.toLowerCase()).digest("base64url");
  const queued = await tx
    .insert(notificationOutbox)
    .values({
      idempotencyKey: `visitor-confirmation:${address}:${teamDay(now)}`,
      contactSubmissionId: submissionId,
      recipient: payload.recipient,
      payload,
    })
    .onConflictDoNothing({ target: notificationOutbox.idempotencyKey })
    .returning({ id: notificationOutbox.id });
  return queued.length > 0;
}

/**
 * What her confirmation says: the form, her lead type, when it arrived, and of the home only the
 * form's choices and the ZIP code (no typed text: decision 026).
 */
export function visitorConfirmationOf(
  form: VisitorConfirmationPayload["form"],
  lead: Pick<Lead, "email" | "lead_type" | "language">,
  sentAt: Date,
  property?: LeadProperty,
): VisitorConfirmationPayload {
  return {
    kind: "visitor-confirmation",
    recipient: lead.email,
    form,
    // In the language of the page she wrote from (her lead's), as the thank-you she saw.
    language: lead.language ?? DEFAULT_LANGUAGE,
    leadType: lead.lead_type ?? "other",
    sentAt: sentAt.toISOString(),
    ...(property
      ? {
          home: {
            propertyType: property.propertyType,
            zip: property.zip,
            timeline: property.timeline,
          },
        }
      : {}),
  };
}
