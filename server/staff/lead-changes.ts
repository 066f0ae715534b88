/**
 * The changes staff make to a person: their status, a note, retrying a failed
 * notification. Each is written to the audit log in the same transaction.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { LeadStatus } from "#domain/lead-status.ts";
import type { Database } from "../db/client.ts";
import {
  contactSubmissions,
  leadNotes,
  leadPeople,
  leadStatusChanges,
  notificationOutbox,
} from "../db/schema.ts";
import { recordAudit } from "./audit.ts";
import { personById, personSubject } from "./lead-detail.ts";
import { submissionEmailKey } from "./lead-filters.ts";

/** Sets a person's status and records the change; false when there is no such person. */
export async function setLeadStatus(
  db: Database,
  { personId, status, actor }: { personId: number; status: LeadStatus; actor: string },
) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(leadPeople)
      .set({ status })
      .where(eq(leadPeople.id, personId))
      .returning({ id: leadPeople.id });
    if (updated.length === 0) return false;
    await tx.insert(leadStatusChanges).values({ personId, status, actor });
    await recordAudit(tx, {
      actor,
      action: "changed a lead's status",
      subject: personSubject(personId),
      detail: { status },
    });
    return true;
  });
}

/** Adds a note (already validated: app/utils/forms/staff-schemas.ts); false when there is no such person. */
export async function addLeadNote(
  db: Database,
  { personId, body, author }: { personId: number; body: string; author: string },
) {
  return db.transaction(async (tx) => {
    if (!(await personById(tx, personId))) return false;
    await tx.insert(leadNotes).values({ personId, body, author });
    await recordAudit(tx, {
      actor: author,
      action: "added a note",
      subject: personSubject(personId),
    });
    return true;
  });
}

/**
 * Makes a failed notification about this person due now. Its attempt count is
 * kept, so the outbox worker (which polls every few seconds) tries it exactly
 * once more: if mail still fails it is failed again, with the new error.
 */
export async function retryNotification(
  db: Database,
  { personId, notificationId, actor }: { personId: number; notificationId: number; actor: string },
) {
  return db.transaction(async (tx) => {
    const person = await personById(tx, personId);
    if (!person) return false;
    const retried = await tx
      .update(notificationOutbox)
      .set({ status: "pending", nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(notificationOutbox.id, notificationId),
          // Failed, or dropped by the CRM (its lead flow since restored).
          inArray(notificationOutbox.status, ["failed", "ignored"]),
          inArray(
            notificationOutbox.contactSubmissionId,
            tx
              .select({ id: contactSubmissions.id })
              .from(contactSubmissions)
              .where(eq(submissionEmailKey, person.emailKey)),
          ),
        ),
      )
      .returning({ id: notificationOutbox.id });
    if (retried.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "retried a notification",
      subject: personSubject(personId),
      detail: { notification: notificationId },
    });
    return true;
  });
}
