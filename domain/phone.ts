/**
 * Phone numbers as people write them: the one formatter the inbox, the lead's
 * page, the event page, the CSV and every mail use. Numbers are stored in E.164
 * ("+16175550199", domain/forms/phone.ts normalises what was typed).
 */

const NANP_E164 = /^\+1(\d{3})(\d{3})(\d{4})$/;
const E164 = /^\+([1-9]\d{7,14})$/;

/**
 * E.164 country codes are prefix-free (ITU-T E.164 assignments): 1 and 7 are one digit,
 * these are two, every other code is three. Enough to put the space after the country code.
 */
const TWO_DIGIT_CODES = new Set([
  20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56,
  57, 58, 60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
]);

function countryCodeLength(digits: string) {
  if (digits.startsWith("1") || digits.startsWith("7")) return 1;
  return TWO_DIGIT_CODES.has(Number(digits.slice(0, 2))) ? 2 : 3;
}

/** "2079460958" → "207 946 0958": threes, then a closing four, as numbers are read aloud. */
function group(national: string) {
  const groups: string[] = [];
  let rest = national;
  if (rest.length > 4) {
    groups.unshift(rest.slice(-4));
    rest = rest.slice(0, -4);
  }
  while (rest.length > 3) {
    groups.unshift(rest.slice(-3));
    rest = rest.slice(0, -3);
  }
  if (rest) groups.unshift(rest);
  return groups.join(" ");
}

/**
 * A stored number as the team reads it: a North American one as "(617) 555-0199",
 * another country's as "+44 207 946 0958"; anything else (stored as typed before
 * numbers were normalised) as it is.
 */
export function formatPhone(stored: string) {
  const nanp = NANP_E164.exec(stored);
  if (nanp) return `(${nanp[1]}) ${nanp[2]}-${nanp[3]}`;
  const e164 = E164.exec(stored);
  if (!e164) return stored;
  const digits = e164[1]!;
  const split = countryCodeLength(digits);
  return `+${digits.slice(0, split)} ${group(digits.slice(split))}`;
}

/** The number for a `tel:` or `sms:` link: its digits and a leading "+". */
export const dialablePhone = (stored: string) => stored.replace(/[^\d+]/g, "");
