import { createHash } from "node:crypto";
import type { Transaction } from "./db/client.ts";
import { type NotificationPayload, notificationOutbox } from "./db/schema.ts";

/** How the lead service (server/leads.ts) stores a submission once, however often it is posted. */

/**
 * The submission's identity: the form token plus what was typed. A resubmitted
 * form (double click, reload, back button) repeats both and is stored once; a
 * different message sent from the same rendered page is a new lead.
 */
export function idempotencyKey(formToken: string, payload: NotificationPayload) {
  return createHash("sha256")
    .update(formToken)
    .update("\0")
    .update(JSON.stringify(payload))
    .digest("base64url");
}

/** Claims the submission's key in the outbox; undefined when it was already stored. */
export async function claimSubmission(
  tx: Transaction,
  key: string,
  recipient: string,
  payload: NotificationPayload,
) {
  const [row] = await tx
    .insert(notificationOutbox)
    .values({ idempotencyKey: key, recipient, payload })
    .onConflictDoNothing({ target: notificationOutbox.idempotencyKey })
    .returning({ id: notificationOutbox.id });
  return row?.id;
}
