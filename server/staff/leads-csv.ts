/**
 * The inbox's view as a CSV download: every submission matching its filters,
 * streamed in keyset batches. The export is audited before it streams.
 */
import type { Readable } from "node:stream";
import { and, eq, gt, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { teamMinute } from "#domain/dates.ts";
import { eventNameOf } from "#domain/event-source.ts";
import { asLanguage, LANGUAGE_NAMES } from "#domain/language.ts";
import {
  answerLabel,
  NOT_ANSWERED,
  SIGN_IN_QUESTIONS,
  type SignInQuestionName,
} from "#domain/sign-in-answers.ts";
import type { Database } from "../db/client.ts";
import { contactMessages, contactSubmissions, leadPeople, leadSources } from "../db/schema.ts";
import { unsubscribedAtOf } from "../follow-up.ts";
import {
  ATTRIBUTION_CSV_COLUMNS,
  type AttributionCsvCells,
  attributionCsvCells,
  readAttributions,
} from "../insights/lead-attribution.ts";
import { recordAudit } from "./audit.ts";
import { csvPhone, csvStream, csvTime } from "./csv.ts";
import { followUpColumns, withFollowUp } from "./follow-up-columns.ts";
import {
  allOf,
  auditedFilters,
  type LeadFilters,
  personConditions,
  submissionConditions,
  submissionEmailKey,
  type Viewer,
} from "./lead-filters.ts";

/** Rows fetched per round trip while streaming the CSV: bounded memory, few round trips. */
const CSV_BATCH = 5_000;

export type CsvRow = {
  submitted: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  type: string;
  source: string;
  status: string;
  message: string;
  /** When follow-up e-mail was agreed to with this submission (Boston time), and the wording's version. */
  consented: string;
  consentWording: string;
  /** When the address unsubscribed (Boston time). */
  unsubscribed: string;
  /** The language of the page she wrote from ("Chinese"). */
  language: string;
} & Record<SignInQuestionName, string> & // each answer's label; empty when no questions were asked
  AttributionCsvCells; // where the visit came from (issue 44)

const COLUMNS: { key: keyof CsvRow; header: string }[] = [
  { key: "submitted", header: "Submitted (Boston time)" },
  { key: "firstName", header: "First name" },
  { key: "lastName", header: "Last name" },
  { key: "email", header: "E-mail" },
  { key: "phone", header: "Phone" },
  { key: "type", header: "Type" },
  { key: "source", header: "Source" },
  { key: "status", header: "Status" },
  { key: "message", header: "Message" },
  // The sign-in's answers, headed as the team's e-mail labels them.
  ...SIGN_IN_QUESTIONS.map(({ name, summary }) => ({ key: name, header: summary })),
  { key: "consented", header: "Agreed to follow-up e-mail (Boston time)" },
  { key: "consentWording", header: "Consent wording version" },
  { key: "unsubscribed", header: "Unsubscribed (Boston time)" },
  { key: "language", header: "Language" },
  ...ATTRIBUTION_CSV_COLUMNS,
];

/** The inbox's rows as CSV (csv.ts), streamed from the database in batches. */
export function leadsCsvStream(db: Database, filters: LeadFilters, viewer?: Viewer): Readable {
  // csv-stringify quotes a value holding the whole "\r\n" only; a lone line feed or carriage
  // return would then start a new row in a spreadsheet, whose first cell escapes the formula
  // guard. Any value with either is quoted, so it stays one cell.
  return csvStream(leadCsvRows(db, filters, viewer), COLUMNS, { quoted_match: /[\r\n]/ });
}

/** The download's file name: the day and, when the view is filtered, what by. */
export function csvFileName(filters: LeadFilters, today: string) {
  const label = [
    filters.source ? eventNameOf(filters.source) : filters.type,
    filters.status,
    filters.q,
  ]
    .filter(Boolean)
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `leads-${today}${label ? `-${label}` : ""}.csv`;
}

const orEmpty = (column: PgColumn) => sql<string>`coalesce(${column}, '')`;

/**
 * The CSV's rows: every submission matching the inbox's filters (type, source
 * and dates on the submission; search and status on its person), oldest first,
 * read in keyset batches so memory stays bounded however many rows there are.
 */
export async function* leadCsvRows(
  db: Database,
  filters: LeadFilters,
  viewer?: Viewer,
): AsyncGenerator<CsvRow> {
  const where = [...personConditions(filters, viewer), ...submissionConditions(filters)];
  let after = 0;
  for (;;) {
    const batch = await withFollowUp(
      db
        .select({
          id: contactSubmissions.id,
          submitted: csvTime(contactSubmissions.createdAt),
          firstName: contactSubmissions.firstName,
          lastName: contactSubmissions.lastName,
          email: contactSubmissions.email,
          phone: orEmpty(contactSubmissions.phone),
          type: orEmpty(leadSources.type),
          source: orEmpty(leadSources.name),
          status: leadPeople.status,
          message: orEmpty(contactMessages.message),
          language: contactSubmissions.language,
          ...followUpColumns,
          consented: csvTime(sql`${followUpColumns.consentedAt}`),
          consentWording: sql<string>`coalesce(${followUpColumns.consentWording}, '')`,
        })
        .from(contactSubmissions)
        .innerJoin(leadPeople, eq(leadPeople.emailKey, submissionEmailKey))
        .leftJoin(leadSources, eq(leadSources.id, contactSubmissions.leadSourceId))
        .leftJoin(
          contactMessages,
          and(
            eq(contactMessages.contactSubmissionId, contactSubmissions.id),
            gt(contactMessages.contactSubmissionId, after),
          ),
        )
        .$dynamic(),
    )
      .where(allOf([gt(contactSubmissions.id, after), ...where]))
      .orderBy(contactSubmissions.id)
      .limit(CSV_BATCH);
    const unsubscribed = await unsubscribedAtOf(
      db,
      batch.map((row) => row.email),
    );
    const attributions = await readAttributions(
      db,
      batch.map((row) => row.id),
    );
    for (const row of batch) {
      const { id: _id, asked, consentedAt: _at, ...csv } = row;
      const at = unsubscribed.get(row.email.toLowerCase());
      const answers = SIGN_IN_QUESTIONS.map(({ name }) => [
        name,
        asked ? answerLabel(name, row[name], NOT_ANSWERED) : "",
      ]);
      yield {
        ...csv,
        phone: csvPhone(csv.phone),
        source: eventNameOf(csv.source),
        language: LANGUAGE_NAMES[asLanguage(csv.language)],
        unsubscribed: at ? teamMinute(at) : "",
        ...Object.fromEntries(answers),
        ...attributionCsvCells(attributions.get(row.id)),
      };
    }
    if (batch.length < CSV_BATCH) return;
    after = batch.at(-1)!.id;
  }
}

/** Audits an export of the inbox's rows (the CSV) before it streams (`auditedFilters`). */
export async function recordCsvExport(db: Database, actor: string, filters: LeadFilters) {
  await recordAudit(db, {
    actor,
    action: "exported leads as CSV",
    detail: auditedFilters(filters),
  });
}
