// zod/mini: the staff forms that carry an id validate in the browser too, and a mini schema fits
// inside the full zod's objects as well.
import * as z from "zod/mini";

/** The largest id a `serial` column holds (PostgreSQL's `integer`). */
export const ROW_ID_MAX = 2_147_483_647;

/**
 * A row id from a URL, a query or a form: digits only ("1e3", "1.0", " 7" are not ids), from 1
 * to ROW_ID_MAX. Anything else is no row, so a route answers 404 or 400 instead of sending the
 * database a value it refuses with a 500.
 */
export const RowIdSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,10}$/)),
  z.pipe(z.transform(Number), z.number().check(z.minimum(1), z.maximum(ROW_ID_MAX))),
);

/** The id `value` holds, or undefined when it is not one (also a missing value or a file). */
export function parseRowId(value: unknown): number | undefined {
  const parsed = RowIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
