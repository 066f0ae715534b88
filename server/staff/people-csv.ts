/**
 * The people CSV: one row per person matching the inbox's filters, with the
 * columns a CRM's import takes. The headers are the ones Follow Up Boss's CSV
 * import recognises where it has one (First Name, Last Name, Email, Phone,
 * Stage, Source, Tags, Assigned To); the phone is E.164 as it is. Streamed in
 * keyset batches, audited before it streams; the per-submission CSV
 * (leads-csv.ts) stays as the second export.
 */
import type { Readable } from "node:stream";
import { count, eq, gt, inArray, sql } from "drizzle-orm";
import { eventNameOf } from "#domain/event-source.ts";
import { asLanguage, DEFAULT_LANGUAGE, LANGUAGE_NAMES } from "#domain/language.ts";
import { STATUS_LABELS } from "#domain/lead-status.ts";
import { LEAD_TYPE_LABELS } from "#domain/lead-type.ts";
import type { Database } from "../db/client.ts";
import { contactSubmissions, leadNotes, leadPeople, leadSources } from "../db/schema.ts";
import { firstSourcesOf } from "../insights/lead-attribution.ts";
import { recordAudit } from "./audit.ts";
import { csvPhone, csvStream, csvTime } from "./csv.ts";
import {
  allOf,
  auditedFilters,
  type LeadFilters,
  peopleConditions,
  submissionEmailKey,
  type Viewer,
} from "./lead-filters.ts";
import { effectiveOwner } from "./team.ts";

/** People fetched per round trip. */
const CSV_BATCH = 2_000;

export type PersonCsvRow = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  stage: string;
  source: string;
  tags: string;
  assignedTo: string;
  leadType: string;
  firstContact: string;
  lastContact: string;
  firstReply: string;
  contacts: number;
  notes: number;
  nextStep: string;
  nextStepDue: string;
  /** Where her first known visit came from (issue 44). */
  cameFrom: string;
  /** The language of the person's latest submission ("Chinese"): the one to write back in. */
  language: string;
};

const COLUMNS: { key: keyof PersonCsvRow; header: string }[] = [
  { key: "firstName", header: "First Name" },
  { key: "lastName", header: "Last Name" },
  { key: "email", header: "Email" },
  { key: "phone", header: "Phone" },
  { key: "stage", header: "Stage" },
  // Where the person first came from; every source they came from is in Tags.
  { key: "source", header: "Source" },
  { key: "tags", header: "Tags" },
  { key: "assignedTo", header: "Assigned To" },
  { key: "leadType", header: "Lead Type" },
  { key: "firstContact", header: "First Contact (Boston time)" },
  { key: "lastContact", header: "Last Contact (Boston time)" },
  { key: "firstReply", header: "First Reply by the Team (Boston time)" },
  { key: "contacts", header: "Submissions" },
  { key: "notes", header: "Notes" },
  { key: "nextStep", header: "Next Step" },
  { key: "nextStepDue", header: "Next Step Due (Boston time)" },
  { key: "cameFrom", header: "Came From" },
  { key: "language", header: "Language" },
];

/** Each person's sources, first first, and their notes count. */
async function extrasOf(db: Database, keys: string[], ids: number[]) {
  const sources = await db
    .select({
      key: submissionEmailKey,
      names: sql<
        string[]
      >`array_agg(${leadSources.name} order by ${contactSubmissions.createdAt}, ${contactSubmissions.id})`,
      latestLanguage: sql<string>`(array_agg(${contactSubmissions.language} order by ${contactSubmissions.createdAt} desc, ${contactSubmissions.id} desc))[1]`,
    })
    .from(contactSubmissions)
    .innerJoin(leadSources, eq(leadSources.id, contactSubmissions.leadSourceId))
    .where(inArray(submissionEmailKey, keys))
    .groupBy(submissionEmailKey);
  const notes = await db
    .select({ personId: leadNotes.personId, notes: count() })
    .from(leadNotes)
    .where(inArray(leadNotes.personId, ids))
    .groupBy(leadNotes.personId);
  return {
    sources: new Map(sources.map((row) => [row.key, [...new Set(row.names.map(eventNameOf))]])),
    notes: new Map(notes.map((row) => [row.personId, row.notes])),
    languages: new Map(sources.map((row) => [row.key, asLanguage(row.latestLanguage)])),
  };
}

/** The people matching the inbox's filters, oldest first, in keyset batches. */
export async function* peopleCsvRows(
  db: Database,
  filters: LeadFilters,
  viewer: Viewer,
): AsyncGenerator<PersonCsvRow> {
  const conditions = peopleConditions(db, filters, viewer);
  let after = 0;
  for (;;) {
    const batch = await db
      .select({
        id: leadPeople.id,
        emailKey: leadPeople.emailKey,
        firstName: leadPeople.firstName,
        lastName: leadPeople.lastName,
        email: leadPeople.email,
        phone: leadPeople.phone,
        status: leadPeople.status,
        owner: leadPeople.owner,
        leadType: leadPeople.leadType,
        contacts: leadPeople.contacts,
        nextStep: leadPeople.nextStep,
        firstContact: csvTime(leadPeople.firstContactAt),
        lastContact: csvTime(leadPeople.lastContactAt),
        firstReply: csvTime(leadPeople.firstTouchAt),
        nextStepDue: csvTime(leadPeople.nextStepAt),
      })
      .from(leadPeople)
      .where(allOf([gt(leadPeople.id, after), ...conditions]))
      .orderBy(leadPeople.id)
      .limit(CSV_BATCH);
    const extras = await extrasOf(
      db,
      batch.map((person) => person.emailKey),
      batch.map((person) => person.id),
    );
    const cameFrom = await firstSourcesOf(
      db,
      batch.map((person) => person.emailKey),
    );
    for (const person of batch) {
      const sources = extras.sources.get(person.emailKey) ?? [];
      yield {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: csvPhone(person.phone ?? ""),
        stage: STATUS_LABELS[person.status] ?? person.status,
        source: sources[0] ?? "",
        tags: sources.join(", "),
        assignedTo: effectiveOwner(person.owner, viewer.team),
        leadType: person.leadType ? LEAD_TYPE_LABELS[person.leadType] : "",
        firstContact: person.firstContact,
        lastContact: person.lastContact,
        firstReply: person.firstReply,
        contacts: person.contacts,
        notes: extras.notes.get(person.id) ?? 0,
        nextStep: person.nextStep ?? "",
        nextStepDue: person.nextStepDue,
        cameFrom: cameFrom.get(person.emailKey) ?? "",
        language: LANGUAGE_NAMES[extras.languages.get(person.emailKey) ?? DEFAULT_LANGUAGE],
      };
    }
    if (batch.length < CSV_BATCH) return;
    after = batch.at(-1)!.id;
  }
}

/** The people as CSV (csv.ts), every cell quoted. */
export function peopleCsvStream(db: Database, filters: LeadFilters, viewer: Viewer): Readable {
  return csvStream(peopleCsvRows(db, filters, viewer), COLUMNS, { quoted_string: true });
}

/** Audits an export of the people CSV before it streams (`auditedFilters`). */
export async function recordPeopleCsvExport(db: Database, actor: string, filters: LeadFilters) {
  await recordAudit(db, {
    actor,
    action: "exported people as CSV",
    detail: auditedFilters(filters),
  });
}
