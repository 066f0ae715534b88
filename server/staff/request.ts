import { z } from "zod";

export { parseRowId as rowId, RowIdSchema } from "#domain/row-id.ts";

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
