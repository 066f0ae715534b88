/**
 * Phone numbers by libphonenumber-js (its min metadata, every country): the one
 * formatter the inbox, the lead's page, the event page, the CSV and every mail use,
 * and the server's full check of a typed number. Numbers are stored in E.164
 * ("+16175550199", domain/forms/phone.ts normalises what was typed).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The full check of a number the forms' light one let through (domain/forms/phone.ts:
 * libphonenumber's metadata is about 29 KB gzip, too much for a form's browser module, so the
 * server runs this one): libphonenumber's rules for the country, +86 as every other. The number
 * in E.164 as it writes it ("+44 (0)20…" typed is "+442079460958"), or null when it is no number
 * in service in that country.
 */
export function checkPhone(e164: string): string | null {
  const number = parsePhoneNumberFromString(e164);
  return number?.isValid() ? number.number : null;
}

/**
 * A stored number as the team reads it: a North American one as "(617) 555-0199",
 * another country's as it is written there ("+44 20 7946 0958", "+86 138 1234 5678");
 * anything else (stored as typed before numbers were normalised) as it is.
 */
export function formatPhone(stored: string) {
  const number = E164.test(stored) ? parsePhoneNumberFromString(stored) : undefined;
  if (!number) return stored;
  return number.countryCallingCode === "1" ? number.formatNational() : number.formatInternational();
}

/** The number for a `tel:` or `sms:` link: its digits and a leading "+". */
export const dialablePhone = (stored: string) => stored.replace(/[^\d+]/g, "");
