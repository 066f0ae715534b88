/**
 * The changes staff make to a person: their stage, owner, type and next step, a
 * note, a recorded call, text or e-mail, retrying a failed notification. Each is
 * written to the audit log in the same transaction.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { LeadStatus } from "#domain/lead-status.ts";
import type { LeadTouchKind } from "#domain/lead-touch.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type { Database } from "../db/client.ts";
import {
  contactSubmissions,
  leadNotes,
  leadPeople,
  leadStatusChanges,
  leadTouches,
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

/** Gives the person to a member (already checked to be one of STAFF_EMAILS); false when there is no such person. */
export async function setLeadOwner(
  db: Database,
  { personId, owner, actor }: { personId: number; owner: string; actor: string },
) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(leadPeople)
      .set({ owner })
      .where(eq(leadPeople.id, personId))
      .returning({ id: leadPeople.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "gave a lead to",
      subject: personSubject(personId),
      detail: { owner },
    });
    return true;
  });
}

/** Sets what the person came for; later submissions no longer change it. */
export async function setLeadType(
  db: Database,
  { personId, leadType, actor }: { personId: number; leadType: LeadType; actor: string },
) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(leadPeople)
      .set({ leadType, leadTypeByTeam: true })
      .where(eq(leadPeople.id, personId))
      .returning({ id: leadPeople.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "changed a lead's type",
      subject: personSubject(personId),
      detail: { type: leadType },
    });
    return true;
  });
}

/** Sets (or replaces) the person's next step. */
export async function setNextStep(
  db: Database,
  { personId, at, text, actor }: { personId: number; at: Date; text: string; actor: string },
) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(leadPeople)
      .set({ nextStepAt: at, nextStep: text })
      .where(eq(leadPeople.id, personId))
      .returning({ id: leadPeople.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "set a next step for",
      subject: personSubject(personId),
      detail: { due: at.toISOString() },
    });
    return true;
  });
}

/**
 * Marks the person's next step done: it goes on the timeline (with its text) and
 * is cleared. False when there is no such person or no step (done twice: once).
 */
export async function completeNextStep(
  db: Database,
  { personId, actor }: { personId: number; actor: string },
) {
  return db.transaction(async (tx) => {
    const [step] = await tx
      .select({ text: leadPeople.nextStep })
      .from(leadPeople)
      .where(and(eq(leadPeople.id, personId), isNotNull(leadPeople.nextStepAt)))
      .for("update");
    if (step)
      await tx
        .update(leadPeople)
        .set({ nextStepAt: null, nextStep: null })
        .where(eq(leadPeople.id, personId));
    if (!step) return false;
    await tx.insert(leadTouches).values({ personId, kind: "step-done", note: step.text, actor });
    await recordAudit(tx, {
      actor,
      action: "completed the next step of",
      subject: personSubject(personId),
    });
    return true;
  });
}

/**
 * Records a call, text or e-mail (or a step done). The first contact is kept as
 * the lead's first touch (speed to lead), and a lead still New becomes Contacted.
 */
export async function recordTouch(
  db: Database,
  {
    personId,
    kind,
    note,
    actor,
  }: { personId: number; kind: LeadTouchKind; note: string | null; actor: string },
) {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .update(leadPeople)
      .set({ firstTouchAt: sql`coalesce(${leadPeople.firstTouchAt}, now())` })
      .where(eq(leadPeople.id, personId))
      .returning({ id: leadPeople.id });
    if (!person) return false;
    await tx.insert(leadTouches).values({ personId, kind, note, actor });
    const contacted = await tx
      .update(leadPeople)
      .set({ status: "contacted" })
      .where(and(eq(leadPeople.id, personId), eq(leadPeople.status, "new")))
      .returning({ id: leadPeople.id });
    if (contacted.length > 0)
      await tx.insert(leadStatusChanges).values({ personId, status: "contacted", actor });
    await recordAudit(tx, {
      actor,
      action: "recorded a contact with",
      subject: personSubject(personId),
      detail: { kind },
    });
    return true;
  });
}
