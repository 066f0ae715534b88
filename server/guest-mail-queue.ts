import { createHash } from "node:crypto";
import { and, count, gt, sql } from "drizzle-orm";
import { teamDay } from "#domain/dates.ts";
import type { Language } from "#domain/language.ts";
import type { Transaction } from "./db/client.ts";
import {
  type GuestFollowUpPayload,
  type GuestMailOpenHouse,
  notificationOutbox,
} from "./db/schema.ts";
import { unsubscribeTokenFor } from "./follow-up.ts";

/**
 * Guest thank-you mails per hour by default: a busy open house signs in a few dozen guests an
 * hour, and two running at once stay under it; a script signing in made-up guests is stopped there.
 */
export const DEFAULT_GUEST_MAIL_HOURLY_CAP = 100;

/** The advisory lock that serialises counting against the hourly cap ("guest" in ASCII). */
const GUEST_MAIL_LOCK = 0x6775657374;

/**
 * Queues the guest's thank-you, within two limits, because it goes to
 * whatever address was typed: one per address per day in Boston (the
 * outbox key says so, so two sign-ins racing still make one), and at most
 * `hourlyCap` guest mails in any hour, counted under a lock so
 * concurrent sign-ins cannot pass it. Past either, the lead and its consent
 * are kept and the team is told as always; only the thank-you is left out.
 */
export async function queueGuestMail(
  tx: Transaction,
  {
    email,
    submissionId,
    openHouse,
    language,
    hourlyCap,
    now,
  }: {
    email: string;
    submissionId: number;
    openHouse: GuestMailOpenHouse | undefined;
    language: Language;
    hourlyCap: number;
    now: Date;
  },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(${GUEST_MAIL_LOCK})`);
  const [lastHour] = await tx
    .select({ count: count() })
    .from(notificationOutbox)
    .where(
      and(
        sql`${notificationOutbox.payload}->>'kind' = 'guest-follow-up'`,
        gt(notificationOutbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((lastHour?.count ?? 0) >= hourlyCap) return;
  const payload: GuestFollowUpPayload = {
    kind: "guest-follow-up",
    recipient: email,
    unsubscribeToken: await unsubscribeTokenFor(tx, email),
    language,
    ...(openHouse ? { openHouse } : {}),
  };
  const address = createHash("sha256").update(email).digest("base64url");
  await tx
    .insert(notificationOutbox)
    .values({
      idempotencyKey: `guest-follow-up:${address}:${teamDay(now)}`,
      contactSubmissionId: submissionId,
      recipient: email,
      payload,
    })
    .onConflictDoNothing({ target: notificationOutbox.idempotencyKey });
}
