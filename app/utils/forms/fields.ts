// zod/mini: the same schemas run in the browser, where every kilobyte counts.
import * as z from "zod/mini";
import type { FieldErrors } from "./form-result.ts";

// Any C0/C1 control character (tabs and newlines included): never valid in a one-line field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A trimmed one-line text field with a length limit and no control characters. */
export function singleLine(label: string, max: number) {
  return z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    z.refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      `${label} contains characters that are not allowed`,
    ),
  );
}

/** A one-line field that must not be empty. */
export function requiredLine(label: string, max: number, message = `${label} is required`) {
  return singleLine(label, max).check(z.minLength(1, message));
}

export const FormTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/));

/** Field messages from a failed parse, keyed by input name. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}
