/**
 * How an outbox row is delivered: the values the database stores in
 * `notification_outbox.channel` (server/db/schema.ts reads them from here) and
 * how the workspace names them. No server code, so the staff pages can import it.
 */
export const DELIVERY_CHANNELS = ["mail", "follow-up-boss", "webhook"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The channels that hand a lead to the team's CRM (every lead, when configured). */
export type HandOffChannel = Exclude<DeliveryChannel, "mail">;

/** What one delivery through the channel is called, in the delivery badge and on the lead page. */
export const CHANNEL_LABELS: Record<DeliveryChannel, { one: string; many: string }> = {
  mail: { one: "e-mail", many: "e-mails" },
  "follow-up-boss": { one: "Follow Up Boss hand-off", many: "Follow Up Boss hand-offs" },
  webhook: { one: "webhook hand-off", many: "webhook hand-offs" },
};

/** A delivery's state: 'ignored' is a hand-off the CRM took but dropped (Follow Up Boss's 204). */
export type DeliveryStatus = "pending" | "sending" | "sent" | "failed" | "suppressed" | "ignored";

/** Per channel: deliveries about leads still waiting, given up ('failed'), or dropped by the CRM ('ignored'). */
export type DeliveryHealth = {
  channel: DeliveryChannel;
  pending: number;
  failed: number;
  ignored: number;
}[];
