/**
 * What the workspace's CSV downloads share: the stream (UTF-8 with a byte-order
 * mark, so Excel reads it as UTF-8; Windows line ends; RFC 4180 quoting by
 * csv-stringify; formula-looking text neutralised), the phone as a CRM imports
 * it, and timestamps in Boston time to the minute.
 */
import { pipeline, Readable } from "node:stream";
import { type Options, stringify } from "csv-stringify";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { TEAM_TIME_ZONE } from "#domain/dates.ts";
import { normalisePhone } from "#domain/forms/phone.ts";

/** A plain number, signed or not ("+16175550100", "-3"): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage
 * return as a formula (OWASP "CSV Injection"): such a value is prefixed with a
 * single quote, which makes Excel and LibreOffice show it as text. A plain
 * number is no formula and is left as it is: a phone in E.164 ("+16175550100")
 * reaches a CRM's import unchanged.
 */
export function neutraliseFormula(value: string) {
  return /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** A stored phone for a CRM's import: E.164 with nothing before it ("+16175550100"), or as stored when it is not a number. */
export const csvPhone = (stored: string) => (stored ? (normalisePhone(stored) ?? stored) : "");

/** A timestamp as the CSV writes it: Boston time to the minute, '' for none. */
export const csvTime = (column: PgColumn | SQL) =>
  sql<string>`coalesce(to_char(${column} at time zone ${TEAM_TIME_ZONE}, 'YYYY-MM-DD HH24:MI'), '')`;

/**
 * Rows as a CSV download, read from `rows` with back-pressure, so any number of
 * rows takes bounded memory. `quoting` says which cells are quoted.
 */
export function csvStream<Row>(
  rows: AsyncIterable<Row>,
  columns: { key: keyof Row & string; header: string }[],
  quoting: Pick<Options, "quoted_match" | "quoted_string">,
): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns,
    record_delimiter: "windows",
    ...quoting,
    cast: { string: neutraliseFormula },
  });
  // pipeline: a database error ends the download with an error instead of a silent cut, and a
  // download the browser abandons stops the reads (the error is the abandoned download itself).
  return pipeline(Readable.from(rows), csv, () => {});
}
