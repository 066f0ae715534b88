import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { SIGN_IN_QUESTIONS } from "#app/utils/forms/sign-in-options.ts";
import type { Database } from "../db/client.ts";
import { type CsvRow, type LeadFilters, leadCsvRows } from "./workspace.ts";

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
];

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage
 * return as a formula (OWASP "CSV Injection"): such a value is prefixed with a
 * single quote, which makes Excel and LibreOffice show it as text.
 */
export function neutraliseFormula(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The inbox's rows as CSV: UTF-8 with a byte-order mark (so Excel reads it as
 * UTF-8), RFC 4180 quoting by csv-stringify, streamed from the database in
 * batches with back-pressure, so any number of rows takes bounded memory.
 */
export function leadsCsvStream(db: Database, filters: LeadFilters): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: COLUMNS,
    record_delimiter: "windows",
    // csv-stringify quotes a value holding the whole "\r\n" only; a lone line feed or carriage
    // return would then start a new row in a spreadsheet, whose first cell escapes the formula
    // guard below. Any value with either is quoted, so it stays one cell.
    quoted_match: /[\r\n]/,
    cast: { string: neutraliseFormula },
  });
  // pipeline: a database error ends the download with an error instead of a silent cut, and a
  // download the browser abandons stops the reads (the error is the abandoned download itself).
  return pipeline(Readable.from(leadCsvRows(db, filters)), csv, () => {});
}

/** The download's file name: the day and, when the view is filtered, what by. */
export function csvFileName(filters: LeadFilters, today: string) {
  const label = [filters.source ?? filters.type, filters.status, filters.q]
    .filter(Boolean)
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `leads-${today}${label ? `-${label}` : ""}.csv`;
}
