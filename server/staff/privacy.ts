/**
 * A person's privacy requests: a copy of everything stored about them (JSON),
 * and erasing it, both as server/staff/personal-data.ts declares where her
 * data is. Both are audited in the same transaction.
 */
import { desc, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { answeredQuestions } from "#domain/sign-in-answers.ts";
import type { Database, Transaction } from "../db/client.ts";
import {
  contactSubmissions,
  emailSuppressions,
  followUpConsents,
  savedSearches,
} from "../db/schema.ts";
import { recordAudit } from "./audit.ts";
import { getLeadDetail, type LeadDetail, personById, personSubject } from "./lead-detail.ts";
import { type ExportSection, LEAD_DATA, type PersonScope, scopeOf } from "./personal-data.ts";

/**
 * Erases the person as server/staff/personal-data.ts declares: every entry's
 * rows go, or lose the columns that hold her (her unsubscribe stays as a keyed
 * hash). Lead sources stay: they name events, not people. Then the tables are
 * vacuumed, so the deleted rows leave the database files (`vacuumAfterErasing`).
 * Returns how many submissions went, or undefined when there is no such person.
 */
export async function erasePerson(
  db: Database,
  { personId, actor }: { personId: number; actor: string },
) {
  const removed = await db.transaction(async (tx) => {
    const person = await personById(tx, personId);
    if (!person) return undefined;
    const scope = scopeOf(person);
    let submissions = 0;
    for (const entry of LEAD_DATA) {
      const where = entry.rows(scope);
      if (entry.erase === "delete") {
        const gone = await tx.delete(entry.table).where(where).returning();
        if (entry.table === contactSubmissions) submissions = gone.length;
      } else
        await tx
          .update(entry.table)
          .set(entry.clear ?? {})
          .where(where);
    }
    await recordAudit(tx, {
      actor,
      action: "erased a person",
      subject: personSubject(personId),
      detail: { submissions },
    });
    return submissions;
  });
  if (removed !== undefined) await vacuumAfterErasing(db);
  return removed;
}

/**
 * VACUUM FULL of every table erasing touched: each is written anew without the
 * deleted rows, and its old files (which still held them) are removed. A plain
 * VACUUM only marks their space free, leaving the text in place until something
 * overwrites it. It cannot run in a transaction, so it runs after the commit; it
 * locks each table for as long as the copy takes (milliseconds at the team's
 * size). The write-ahead log keeps the old text until the database recycles its
 * segments, and a backup taken before keeps it (README, "Privacy").
 */
export async function vacuumAfterErasing(db: Database) {
  for (const entry of LEAD_DATA)
    await db.execute(sql`vacuum (full) ${sql.identifier(getTableConfig(entry.table).name)}`);
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
    const scope = scopeOf(detail.person);
    // Each section the declaration names (in the order of SECTIONS: the person first).
    const named = new Set(LEAD_DATA.map(({ exportedIn }) => exportedIn));
    const copy: Partial<Record<ExportSection, unknown>> = {};
    // Object.keys is typed string[] (TypeScript's lib); SECTIONS satisfies Record<ExportSection, …>.
    for (const section of Object.keys(SECTIONS) as ExportSection[])
      if (named.has(section)) copy[section] = await SECTIONS[section](tx, detail, scope);
    return { exportedAt: new Date().toISOString(), ...(copy as ExportedSections) };
  });
}

type Section = (tx: Transaction, detail: LeadDetail, scope: PersonScope) => unknown;

/** How each section of her copy is made. */
const SECTIONS = {
  person: (_tx, { person }) => ({
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone,
    status: person.status,
    leadType: person.leadType,
    owner: person.owner,
    nextStep: person.nextStep,
    nextStepAt: person.nextStepAt,
    firstContactAt: person.firstContactAt,
    lastContactAt: person.lastContactAt,
  }),
  // Each submission with its message and its answers in words; its consent is in followUpConsents, in full.
  submissions: (_tx, { submissions }) =>
    submissions.map(({ answers, consent: _consent, unsubscribedAt: _at, ...rest }) => ({
      ...rest,
      answers:
        answers &&
        answeredQuestions(answers).map(({ question, answer, answered }) => ({
          question,
          answer: answered ? answer : null,
        })),
    })),
  // The proof of every follow-up consent she gave: the exact wording and its version, when,
  // from which IP address, on which form.
  followUpConsents: (tx, _detail, scope) =>
    tx
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
      .where(rowsOf(followUpConsents, scope))
      .orderBy(desc(followUpConsents.createdAt), desc(followUpConsents.id)),
  // Her unsubscribe, found by her address's keyed hash (all the list keeps).
  unsubscribes: async (tx, { person }, scope) =>
    (
      await tx
        .select({ via: emailSuppressions.via, createdAt: emailSuppressions.createdAt })
        .from(emailSuppressions)
        .where(rowsOf(emailSuppressions, scope))
        .orderBy(emailSuppressions.createdAt)
    ).map((row) => ({ email: person.emailKey, ...row })),
  notifications: (_tx, { notifications }) => notifications,
  // Each search she saved for alerts (issue 43), as she saved it, and what became of it.
  savedSearches: (tx, _detail, scope) =>
    tx
      .select({
        email: savedSearches.email,
        name: savedSearches.name,
        phone: savedSearches.phone,
        search: savedSearches.query,
        language: savedSearches.language,
        frequency: savedSearches.frequency,
        status: savedSearches.status,
        createdAt: savedSearches.createdAt,
        confirmedAt: savedSearches.confirmedAt,
        lastSentAt: savedSearches.lastSentAt,
      })
      .from(savedSearches)
      .where(rowsOf(savedSearches, scope))
      .orderBy(savedSearches.createdAt, savedSearches.id),
  notes: (_tx, { notes }) =>
    notes.map(({ body, author, createdAt }) => ({ body, author, createdAt })),
  statusHistory: (_tx, { statusHistory }) =>
    statusHistory.map(({ status, actor, createdAt }) => ({ status, actor, createdAt })),
  touches: (_tx, { touches }) =>
    touches.map(({ kind, note, actor, createdAt }) => ({ kind, note, actor, createdAt })),
} satisfies Record<ExportSection, Section>;

type ExportedSections = { [K in ExportSection]: Awaited<ReturnType<(typeof SECTIONS)[K]>> };

/** Her rows of a declared table. */
function rowsOf(table: PgTable, scope: PersonScope) {
  const entry = LEAD_DATA.find((candidate) => candidate.table === table);
  if (!entry) throw new Error(`${getTableConfig(table).name} is not declared as a lead's data`);
  return entry.rows(scope);
}
