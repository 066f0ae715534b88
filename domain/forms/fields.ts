// zod/mini: the same schemas run in the browser, where every kilobyte counts.
import * as z from "zod/mini";
import { formatInteger } from "#domain/format.ts";
import { FIELD_MAX } from "#domain/lead.ts";
import { CHECK_KIND } from "./error-words.ts";
import type { FieldErrors } from "./form-result.ts";
import { FORM_TOKEN_PATTERN } from "./guard-fields.ts";
import { normalisePhone, PHONE_FORMAT_MESSAGE } from "./phone.ts";

// Any C0/C1 control character (tabs and newlines included): never valid in a one-line field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// The same without tab, line feed and carriage return, which a multi-line message may hold.
// NUL in particular must never reach the database: PostgreSQL refuses it in text and JSON.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The message and code of a field holding characters it may not (error-words.ts reads the code). */
const notAllowed = (label: string) => ({
  message: `${label} contains characters that are not allowed`,
  params: { kind: CHECK_KIND.notAllowed },
});

/** A trimmed one-line text field with a length limit and no control characters. */
export function singleLine(label: string, max: number) {
  return z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.maxLength(max, `${label} must be at most ${formatInteger(max)} characters`),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), notAllowed(label)),
  );
}

// A web or e-mail address, written out or bare as mail programs turn into links: "https://…",
// "www.…", "evil.example", "a@b".
const LINK_LIKE = /:\/\/|www\.|[\p{L}\d-]\.\p{L}{2,}|\S@\S/iu;
// Dots a mail program or browser reads as "." in a host name (IDNA): ideographic and halfwidth
// ideographic full stops (NFKC already turns the fullwidth one, U+FF0E, into ".").
const DOT_LOOKALIKES = /[\u3002\uff61]/g;
// Format characters (zero-width space and joiners, bidi marks, soft hyphen): invisible, and
// ignored by the programs that turn text into links.
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * Text as a link detector should see it: NFKC (fullwidth letters and dots become plain ones),
 * dot look-alikes made dots, format characters removed. `evil．com` and `evil.\u200bcom` both
 * read `evil.com`.
 */
const forLinkTest = (text: string) =>
  text.normalize("NFKC").replace(DOT_LOOKALIKES, ".").replace(FORMAT_CHARACTERS, "");

/**
 * A one-line field that is mailed to the address someone typed (the guest's
 * thank-you at an open house: the event and the first name), so it must not
 * carry a link: anyone could otherwise have the team's address send their
 * link to anyone. No name or event name needs one.
 */
export function withoutLinks<T extends z.ZodMiniString>(field: T, label: string) {
  return field.check(
    z.refine((value) => !LINK_LIKE.test(forLinkTest(value)), {
      message: `${label} must not contain a web or e-mail address`,
      params: { kind: CHECK_KIND.link },
    }),
  );
}

/** A one-line field that must not be empty. */
export function requiredLine(label: string, max: number, message = `${label} is required`) {
  return singleLine(label, max).check(z.minLength(1, message));
}

/**
 * A required, trimmed multi-line text: tabs and line breaks are kept, any
 * other control character is refused with a message (not stripped), so what
 * is stored and mailed is exactly what the visitor sees in the box.
 */
export function requiredText(label: string, max: number, message = `${label} is required`) {
  return z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(max, `${label} must be at most ${formatInteger(max)} characters`),
    z.refine((value) => !CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(value), notAllowed(label)),
  );
}

/** An optional trimmed multi-line text ("" when not given), with the same rules as `requiredText`. */
export function optionalText(label: string, max: number) {
  return z._default(
    z.string().check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${formatInteger(max)} characters`),
      z.refine((value) => !CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(value), notAllowed(label)),
    ),
    "",
  );
}

/**
 * An optional phone number, typed in any usual format (phone.ts). Every form that asks for a phone
 * uses this one rule, so the team sees and dials every lead's number the same way: the output is
 * E.164 ("+16175550199"), or "" when none is given.
 */
export function optionalPhone(label: string) {
  return z._default(
    z.pipe(
      singleLine(label, FIELD_MAX.phone),
      z.transform((typed, context) => {
        if (typed === "") return "";
        const phone = normalisePhone(typed);
        if (phone === null) {
          context.issues.push({
            code: "custom",
            message: PHONE_FORMAT_MESSAGE,
            input: typed,
            params: { kind: CHECK_KIND.phone },
          });
          return z.NEVER;
        }
        return phone;
      }),
    ),
    "",
  );
}

/** The one wording every form uses for an address that is not an e-mail address. */
export const EMAIL_FORMAT_MESSAGE = "Please enter a valid email address";

/**
 * An e-mail address, stored lowercased, with the one message for a bad one (a form the
 * specification words otherwise passes its own `message`). `required` gives an empty field its
 * own message ("Email is required"); without it an empty field is just not valid.
 */
export function emailAddress(
  label: string,
  {
    required = true,
    message = EMAIL_FORMAT_MESSAGE,
  }: { required?: boolean; message?: string } = {},
) {
  return z.pipe(
    required ? requiredLine(label, FIELD_MAX.email) : singleLine(label, FIELD_MAX.email),
    z.email(message).check(z.toLowerCase()),
  );
}

export const FormTokenSchema = z.string().check(z.regex(FORM_TOKEN_PATTERN));

/** Field messages from a failed parse, keyed by input name. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}
