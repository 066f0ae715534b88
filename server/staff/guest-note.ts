/**
 * "E-mail all guests" from an open house's page (issue 39): a member's short note, queued in the
 * outbox as one mail per guest who agreed to follow-up e-mail, each recorded on her timeline,
 * in one transaction. A guest who did not agree, or who unsubscribed since, is counted and
 * skipped. The form's send key makes each row's outbox key, so the same post twice (a double
 * click) queues and records nothing the second time.
 */
import { asc, eq } from "drizzle-orm";
import type { GuestNoteInput } from "#domain/forms/guest-note-schema.ts";
import type { Language } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import {
  contactSubmissions,
  followUpConsents,
  type GuestNotePayload,
  leadPeople,
  leadTouches,
  notificationOutbox,
} from "../db/schema.ts";
import { isSuppressed, unsubscribeTokenFor } from "../follow-up.ts";
import { recordAudit } from "./audit.ts";
import { submissionEmailKey } from "./lead-filters.ts";

/** Why a guest was not mailed, in the page's words. */
export const SKIP_REASONS = {
  "no-consent": "did not agree to follow-up e-mail when signing in",
  unsubscribed: "unsubscribed from our e-mail",
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

export type GuestNoteOutcome = {
  /** Guests the note went to (queued now, or by the same post before). */
  sent: number;
  skipped: { reason: SkipReason; count: number }[];
};

type Guest = {
  personId: number;
  firstName: string;
  email: string;
  /** Her latest sign-in's language: her note's greeting and footer are in it. */
  language: Language;
  consented: boolean;
};

/** The event's guests, one per person, each with her latest sign-in's name and whether any sign-in agreed. */
export async function guestsOfEvent(db: Database, leadSourceId: number): Promise<Guest[]> {
  const rows = await db
    .select({
      personId: leadPeople.id,
      firstName: contactSubmissions.firstName,
      email: contactSubmissions.email,
      language: contactSubmissions.language,
      consentId: followUpConsents.id,
    })
    .from(contactSubmissions)
    .innerJoin(leadPeople, eq(leadPeople.emailKey, submissionEmailKey))
    .leftJoin(followUpConsents, eq(followUpConsents.contactSubmissionId, contactSubmissions.id))
    .where(eq(contactSubmissions.leadSourceId, leadSourceId))
    .orderBy(asc(contactSubmissions.createdAt), asc(contactSubmissions.id));
  const guests = new Map<number, Guest>();
  for (const row of rows) {
    const consented = (guests.get(row.personId)?.consented ?? false) || row.consentId !== null;
    guests.set(row.personId, {
      personId: row.personId,
      firstName: row.firstName,
      email: row.email,
      language: row.language,
      consented,
    });
  }
  return [...guests.values()];
}

export async function sendGuestNote(
  db: Database,
  {
    leadSourceId,
    eventName,
    note,
    from,
    actor,
  }: {
    leadSourceId: number;
    /** The event as people read it, for the timeline. */
    eventName: string;
    note: Pick<GuestNoteInput, "to" | "guest" | "subject" | "message" | "sendKey">;
    from: GuestNotePayload["from"];
    actor: string;
  },
): Promise<GuestNoteOutcome> {
  const everyone = await guestsOfEvent(db, leadSourceId);
  const chosen = new Set(note.guest);
  const guests = note.to === "all" ? everyone : everyone.filter((g) => chosen.has(g.personId));
  return db.transaction(async (tx) => {
    let sent = 0;
    const skipped = new Map<SkipReason, number>();
    const skip = (reason: SkipReason) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
    const queued: number[] = [];
    for (const guest of guests) {
      if (!guest.consented) skip("no-consent");
      else if (await isSuppressed(tx, guest.email)) skip("unsubscribed");
      else {
        sent++;
        const payload: GuestNotePayload = {
          kind: "guest-note",
          recipient: guest.email,
          unsubscribeToken: await unsubscribeTokenFor(tx, guest.email),
          firstName: guest.firstName,
          language: guest.language,
          eventName,
          subject: note.subject,
          message: note.message,
          from,
        };
        const [row] = await tx
          .insert(notificationOutbox)
          .values({
            idempotencyKey: `guest-note:${note.sendKey}:${guest.personId}`,
            recipient: guest.email,
            payload,
          })
          .onConflictDoNothing({ target: notificationOutbox.idempotencyKey })
          .returning({ id: notificationOutbox.id });
        if (row) queued.push(guest.personId);
      }
    }
    // A note to many is not the call the lead waits for: her stage and first contact stay.
    if (queued.length > 0) {
      await tx.insert(leadTouches).values(
        queued.map((personId) => ({
          personId,
          kind: "open-house-note" as const,
          // The timeline names the event once: the subject starts as its name.
          note: note.subject.includes(eventName) ? note.subject : `${eventName}: ${note.subject}`,
          actor,
        })),
      );
      await recordAudit(tx, {
        actor,
        action: "e-mailed the guests of",
        subject: `lead-source:${leadSourceId}`,
        detail: { sent: queued.length, skipped: guests.length - sent },
      });
    }
    return {
      sent,
      skipped: [...skipped].map(([reason, count]) => ({ reason, count })),
    };
  });
}
