import type { DeliveryChannel } from "#domain/delivery-channel.ts";
import type { LeadHandOffPayload, OutboxPayload } from "../db/schema.ts";

/** A row as the worker claimed it. */
export type ClaimedRow = {
  id: number;
  channel: DeliveryChannel;
  recipient: string;
  payload: OutboxPayload;
  attempts: number;
};

/**
 * How a delivery ended well enough not to be tried again: delivered; not sent
 * because the guest unsubscribed; or taken and dropped by the receiver (`note`
 * says why, for the team).
 */
export type DeliveryOutcome =
  | { status: "sent" }
  | { status: "suppressed" }
  | { status: "ignored"; note: string };

/** Delivers one row; throws (preferably a DeliveryError) when it did not arrive. */
export type Channel = (row: ClaimedRow) => Promise<DeliveryOutcome>;

/**
 * A delivery that did not arrive. `message` is kept on the row for the team
 * (the workspace shows it): it must hold no key or secret. `reason` is what
 * the log gets: a code, never text a server sent back (it may name the lead).
 * `retry: false` fails the row at once: trying again cannot help (a 400).
 */
export class DeliveryError extends Error {
  readonly retry: boolean;
  readonly reason: string;
  constructor(message: string, { retry, reason }: { retry: boolean; reason?: string }) {
    super(message);
    this.name = "DeliveryError";
    this.retry = retry;
    this.reason = reason ?? "refused";
  }
}

/** The lead a hand-off row carries; a row of another kind cannot be handed off. */
export function handOffOf({ payload }: ClaimedRow): LeadHandOffPayload {
  if (payload.kind !== "lead-hand-off")
    throw new DeliveryError(`a ${payload.kind} row is not a lead hand-off`, { retry: false });
  return payload;
}
