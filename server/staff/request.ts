import { z } from "zod";

/** The largest id a `serial` column holds (PostgreSQL's `integer`). */
const ROW_ID_MAX = 2_147_483_647;

/**
 * A row id from a URL or a form: a whole number from 1 to the column's
 * largest. Anything else is no row, so the page answers 404 (or drops the
 * filter) instead of sending the database a value it refuses with a 500.
 */
export const RowIdSchema = z.coerce.number().int().positive().max(ROW_ID_MAX);

export const rowId = (value: unknown): number | undefined => {
  const parsed = RowIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The posted text fields (files left out), to fill the form again after a refusal. */
export function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * Text a PostgreSQL `text` value can hold: no NUL character. A search or filter
 * holding one is dropped instead of failing the query (and logging it).
 */
export const storableText = z.string().regex(/^[^\0]*$/);
