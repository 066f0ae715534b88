/**
 * A person's privacy requests: a copy of everything stored about them (JSON),
 * and erasing it. Both are audited in the same transaction.
 */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { answeredQuestions } from "#domain/sign-in-answers.ts";
import type { Database, Transaction } from "../db/client.ts";
import {
  contactMessages,
  contactSubmissions,
  emailSuppressions,
  followUpConsents,
  leadPeople,
  notificationOutbox,
} from "../db/schema.ts";
import { recordAudit } from "./audit.ts";
import { getLeadDetail, personById, personSubject } from "./lead-detail.ts";
import { submissionEmailKey } from "./lead-filters.ts";

/**
 * Erases every row about the person's e-mail address: the notifications (their
 * payloads repeat the lead), messages, submissions (their answers and consents
 * cascade), notes and status history. Lead sources stay: they name events, not
 * people. Returns how many submissions went, or undefined when there is no such person.
 */
export async function erasePerson(
  db: Database,
  { personId, actor }: { personId: number; actor: string },
) {
  return db.transaction(async (tx) => {
    const person = await personById(tx, personId);
    if (!person) return undefined;
    const key = person.emailKey;
    const theirs = tx
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(eq(submissionEmailKey, key));
    const payload = notificationOutbox.payload;
    await tx
      .delete(notificationOutbox)
      .where(
        or(
          inArray(notificationOutbox.contactSubmissionId, theirs),
          and(
            sql`${payload}->>'kind' in ('contact', 'sign-in')`,
            sql`lower(${payload}->>'email') = ${key}`,
          ),
        ),
      );
    await tx.delete(contactMessages).where(inArray(contactMessages.contactSubmissionId, theirs));
    const removed = await tx
      .delete(contactSubmissions)
      .where(eq(submissionEmailKey, key))
      .returning({ id: contactSubmissions.id });
    // Notes and status history go with the person's row (on delete cascade).
    await tx.delete(leadPeople).where(eq(leadPeople.id, personId));
    await recordAudit(tx, {
      actor,
      action: "erased a person",
      subject: personSubject(personId),
      detail: { submissions: removed.length },
    });
    return removed.length;
  });
}

/**
 * The proof of every follow-up consent given with the person's submissions
 * (the exact wording and its version, when, from which IP address, on which
 * form) and the unsubscribes of their address.
 */
async function followUpRecordsOf(db: Database | Transaction, emailKey: string) {
  const consents = await db
    .select({
      submissionId: followUpConsents.contactSubmissionId,
      email: followUpConsents.email,
      form: followUpConsents.form,
      wordingVersion: followUpConsents.wordingVersion,
      wording: followUpConsents.wording,
      ipAddress: followUpConsents.ipAddress,
      createdAt: followUpConsents.createdAt,
    })
    .from(followUpConsents)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, followUpConsents.contactSubmissionId))
    .where(eq(submissionEmailKey, emailKey))
    .orderBy(desc(followUpConsents.createdAt), desc(followUpConsents.id));
  const unsubscribes = await db
    .select({
      email: emailSuppressions.email,
      via: emailSuppressions.via,
      createdAt: emailSuppressions.createdAt,
    })
    .from(emailSuppressions)
    .where(eq(sql`lower(${emailSuppressions.email})`, emailKey))
    .orderBy(emailSuppressions.createdAt);
  return { consents, unsubscribes };
}

/** A person's data as one JSON document (a privacy request's copy); the export is audited. */
export async function exportPerson(
  db: Database,
  { personId, actor }: { personId: number; actor: string },
) {
  return db.transaction(async (tx) => {
    const detail = await getLeadDetail(tx, personId);
    if (!detail) return undefined;
    await recordAudit(tx, {
      actor,
      action: "downloaded a person's data",
      subject: personSubject(personId),
    });
    const { person, submissions, notifications, notes, statusHistory } = detail;
    const { consents, unsubscribes } = await followUpRecordsOf(tx, person.emailKey);
    return {
      exportedAt: new Date().toISOString(),
      person: {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        status: person.status,
        firstContactAt: person.firstContactAt,
        lastContactAt: person.lastContactAt,
      },
      // Each submission with its answers in words; its consent is in followUpConsents, in full.
      submissions: submissions.map(
        ({ answers, consent: _consent, unsubscribedAt: _at, ...rest }) => ({
          ...rest,
          answers:
            answers &&
            answeredQuestions(answers).map(({ question, answer, answered }) => ({
              question,
              answer: answered ? answer : null,
            })),
        }),
      ),
      followUpConsents: consents,
      unsubscribes,
      notifications,
      notes: notes.map(({ body, author, createdAt }) => ({ body, author, createdAt })),
      statusHistory: statusHistory.map(({ status, actor, createdAt }) => ({
        status,
        actor,
        createdAt,
      })),
    };
  });
}
