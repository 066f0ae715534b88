/**
 * Phone numbers as people type them: "(617) 555-0199", "617-555-0199",
 * "+1 617 555 0199", "617.555.0199". Stored in E.164 form: "+16175550199".
 *
 * The rules (ITU-T E.164 and the North American Numbering Plan):
 * - separators (spaces, dashes, dots, parentheses) are dropped;
 * - without a "+", the number is North American: 10 digits, or 11 starting with the country code 1;
 *   its area code and exchange each start with 2-9;
 * - with a "+" (or the US international prefix 011), it is the country code and number: at most 15
 *   digits in all (E.164), at least 8, not starting with 0; "+1" numbers follow the NANP rule above.
 *
 * This is the light check every form's browser module can carry; the server then checks the number
 * against its country's rules (`checkPhone` in domain/phone.ts) before storing it.
 */

const TYPED_PHONE = /^\+?[\d\s().-]+$/;
const SEPARATORS = /[\s().-]/g;
const NANP_NUMBER = /^[2-9]\d{2}[2-9]\d{6}$/;
/** E.164: a country code (1-3 digits, not 0) and the national number, 15 digits at most. */
const INTERNATIONAL_DIGITS = /^[1-9]\d{7,14}$/;
/** Dialled from the US, "011" stands for the "+" of an international number. */
const US_INTERNATIONAL_PREFIX = "011";

export const PHONE_FORMAT_MESSAGE =
  "Please enter a phone number with its area code, e.g. (617) 555-0199, or + and the country code";

/** The number in E.164 form ("+16175550199"), or null when it is not a phone number. */
export function normalisePhone(typed: string): string | null {
  const trimmed = typed.trim();
  if (!TYPED_PHONE.test(trimmed)) return null;
  let digits = trimmed.replace(SEPARATORS, "");
  let international = digits.startsWith("+");
  if (international) digits = digits.slice(1);
  else if (digits.startsWith(US_INTERNATIONAL_PREFIX)) {
    digits = digits.slice(US_INTERNATIONAL_PREFIX.length);
    international = true;
  }
  if (digits.includes("+")) return null;
  if (!international) {
    const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
    return NANP_NUMBER.test(national) ? `+1${national}` : null;
  }
  if (digits.startsWith("1")) return NANP_NUMBER.test(digits.slice(1)) ? `+${digits}` : null;
  return INTERNATIONAL_DIGITS.test(digits) ? `+${digits}` : null;
}
