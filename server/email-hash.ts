/**
 * The keyed hash of an e-mail address (HMAC-SHA256 with a server secret), which
 * is all the suppression list keeps: enough to honour an unsubscribe (a mail to
 * the address hashes to a listed value), not enough to read the list back, nor,
 * without the secret, to test a guessed address against it.
 *
 * The secret is set once at start (server/main.ts, from SUPPRESSION_SECRET or
 * the file generated into DATA_DIR, server/staff/sessions.ts `resolveSecret`).
 * It is apart from SESSION_SECRET on purpose: rotating that one signs the team
 * out, rotating this one would forget every unsubscribe.
 */
import { createHmac } from "node:crypto";

let secret: string | undefined;

/** Sets the key of every hash this process makes (at start; tests set one in their setup). */
export function setEmailHashSecret(value: string) {
  secret = value;
}

/** The address's keyed hash, hex: the same for any letter case or surrounding spaces. */
export function emailHash(email: string): string {
  if (!secret) throw new Error("the e-mail hash secret was not set at start");
  return createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("hex");
}

/**
 * A key of its own for `purpose`, derived from the same secret: links in mails that must keep
 * working for months (a saved search's management and unsubscribe links, server/alerts/) are
 * signed with the one secret that is never rotated, and never with an address's hash.
 */
export function derivedKey(purpose: string): Buffer {
  if (!secret) throw new Error("the e-mail hash secret was not set at start");
  return createHmac("sha256", secret).update(`derived-key\0${purpose}`).digest();
}
