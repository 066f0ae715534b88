import { Form } from "react-router";
import {
  CHANNEL_LABELS,
  type DeliveryChannel,
  type DeliveryStatus,
} from "#domain/delivery-channel.ts";
import { Time } from "./time.tsx";

type When = Date | string;

/** One outbox row about the lead, as the lead page's loader returns it. */
export type Delivery = {
  id: number;
  channel: DeliveryChannel;
  recipient: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: When;
  lastError: string | null;
  sentAt: When | null;
};

const tries = (count: number) => `${count} ${count === 1 ? "try" : "tries"}`;

/** Asks the lead page's action to make a failed or ignored delivery due now. */
function RetryNow({ id, className }: { id: number; className: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="notification" value={id} />
      <button type="submit" className={`${className} mt-1`}>
        Retry now
      </button>
    </Form>
  );
}

/**
 * On a lead's page: each team e-mail or CRM hand-off about the lead, where it
 * went and how it stands, with "Retry now" for one that failed or that the
 * CRM ignored. The text shown for a failure is the receiver's answer, as the
 * outbox recorded it (never a key).
 */
export function DeliveryList({
  deliveries,
  buttonClassName,
}: {
  deliveries: Delivery[];
  buttonClassName: string;
}) {
  return (
    <ul className="mt-2 divide-y divide-line">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="py-2">
          <div className="break-all text-xs">
            {delivery.channel === "mail"
              ? `To ${delivery.recipient}`
              : `${CHANNEL_LABELS[delivery.channel].one} · ${delivery.recipient}`}
          </div>
          {delivery.status === "sent" && delivery.sentAt ? (
            <p>
              {delivery.channel === "mail" ? "Sent" : "Delivered"} <Time at={delivery.sentAt} />
            </p>
          ) : delivery.status === "suppressed" ? (
            <p>Not sent: the address unsubscribed</p>
          ) : delivery.status === "failed" || delivery.status === "ignored" ? (
            <div>
              <p className="font-semibold text-brand">
                {delivery.status === "failed"
                  ? `Failed after ${tries(delivery.attempts)}: `
                  : "Ignored: "}
                {delivery.lastError}
              </p>
              <RetryNow id={delivery.id} className={buttonClassName} />
            </div>
          ) : (
            <p>
              Pending
              {delivery.attempts > 0 && `, ${tries(delivery.attempts)} so far`}; next try{" "}
              <Time at={delivery.nextAttemptAt} />
              {delivery.lastError && (
                <span className="block text-muted text-xs">Last error: {delivery.lastError}</span>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
