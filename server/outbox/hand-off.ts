import type { HandOffChannel } from "#domain/delivery-channel.ts";
import type { FollowUpBossConfig } from "./follow-up-boss.ts";
import type { WebhookConfig } from "./webhook.ts";

/** Where every lead is handed: one outbox row per configured channel, named by the host it goes to. */
export type HandOffTarget = { channel: HandOffChannel; recipient: string };

export function handOffTargets({
  followUpBoss,
  webhook,
}: {
  followUpBoss?: FollowUpBossConfig;
  webhook?: WebhookConfig;
}): HandOffTarget[] {
  const targets: HandOffTarget[] = [];
  if (followUpBoss)
    targets.push({ channel: "follow-up-boss", recipient: new URL(followUpBoss.apiUrl).host });
  if (webhook) targets.push({ channel: "webhook", recipient: new URL(webhook.url).host });
  return targets;
}
