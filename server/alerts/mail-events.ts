/**
 * The SMTP provider's bounces and complaints (issue 43 §2; docs/mail-events.md): a signed JSON
 * event naming an address stops every search of that address, and the lead page says why. Mailbox
 * providers judge a sender by the mail it keeps sending to addresses that bounce or complain.
 */
import { timingSafeEqual } from "node:crypto";
import { and, inArray, sql } from "drizzle-orm";
import { type MailEvent, MailEventSchema } from "#domain/mail-event.ts";
import type { MailStopReason } from "#domain/saved-search.ts";
import type { Database } from "../db/client.ts";
import { savedSearches } from "../db/schema.ts";
import { signWebhook } from "../outbox/webhook.ts";

/**
 * The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed with
 * MAIL_EVENTS_SECRET: the lead webhook's signature (signWebhook), the other way round.
 */
export const MAIL_EVENT_SIGNATURE_HEADER = "x-mail-event-signature";
/** An event signed longer ago than this (or this far ahead) is refused: a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function signatureIsValid(body: string, header: string | null, secret: string, now: Date) {
  const parts = new Map(
    (header ?? "").split(",").map((part): [string, string] => {
      const [name = "", value = ""] = part.trim().split("=", 2);
      return [name, value];
    }),
  );
  const time = Number(parts.get("t"));
  const given = parts.get("v1");
  if (!Number.isInteger(time) || !given) return false;
  if (Math.abs(now.getTime() / 1000 - time) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(body, secret, time).split("v1=")[1] ?? "");
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/**
 * Pauses every search of the address that still mails or waits for her confirmation, noting
 * why; the ids it stopped (none for an address with no search, or one stopped already).
 */
export async function stopSearchesOfAddress(db: Database, email: string, reason: MailStopReason) {
  const stopped = await db
    .update(savedSearches)
    .set({ status: "paused", stoppedBy: reason })
    .where(
      and(
        sql`lower(${savedSearches.email}) = ${email.toLowerCase()}`,
        inArray(savedSearches.status, ["pending", "confirmed"]),
      ),
    )
    .returning({ id: savedSearches.id });
  return stopped.map((row) => row.id);
}

export type MailEventAnswer = { status: 200 | 400 | 401; body: Record<string, unknown> };

/**
 * The endpoint's answer to one posted event. A bad signature is a 401 and a body that is not an
 * event a 400, both before anything changes; an address with no search is a 200 (the provider
 * must not retry it). Never a 5xx for what was sent: a provider retries those.
 */
export async function receiveMailEvent(
  db: Database,
  {
    secret,
    body,
    signature,
    now = new Date(),
  }: { secret: string; body: string; signature: string | null; now?: Date },
): Promise<MailEventAnswer> {
  if (!signatureIsValid(body, signature, secret, now))
    return { status: 401, body: { error: "bad signature" } };
  let event: MailEvent;
  try {
    const parsed = MailEventSchema.safeParse(JSON.parse(body));
    if (!parsed.success) return { status: 400, body: { error: "not a mail event" } };
    event = parsed.data;
  } catch {
    return { status: 400, body: { error: "not JSON" } };
  }
  const stopped = await stopSearchesOfAddress(db, event.email, event.type);
  return { status: 200, body: { stopped: stopped.length } };
}
