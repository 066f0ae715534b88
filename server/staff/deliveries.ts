/**
 * Delivery health for the workspace: how the outbox's rows about leads stand,
 * per channel (the team's e-mail, Follow Up Boss, the webhook). Staff login
 * mails are the member's own business and are not counted.
 */
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { DELIVERY_CHANNELS, type DeliveryHealth } from "#domain/delivery-channel.ts";
import type { FeedHealth } from "#domain/mls.ts";
import type { Database } from "../db/client.ts";
import { mlsProperties, mlsSyncState, notificationOutbox } from "../db/schema.ts";
import { FEED_STATE } from "../mls/replication.ts";

const { status, channel, payload } = notificationOutbox;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

/** Pending, failed and ignored deliveries per channel: every channel, in a fixed order, zeros included. */
export async function deliveryHealth(db: Database): Promise<DeliveryHealth> {
  const rows = await db
    .select({
      channel,
      pending: countWhere(sql`${status} in ('pending', 'sending')`),
      failed: countWhere(sql`${status} = 'failed'`),
      ignored: countWhere(sql`${status} = 'ignored'`),
    })
    .from(notificationOutbox)
    .where(
      and(
        inArray(status, ["pending", "sending", "failed", "ignored"]),
        sql`${payload}->>'kind' not in ('staff-sign-in', 'staff-digest')`,
      ),
    )
    .groupBy(channel);
  const counts = new Map(rows.map((row) => [row.channel, row]));
  return DELIVERY_CHANNELS.map(
    (name) => counts.get(name) ?? { channel: name, pending: 0, failed: 0, ignored: 0 },
  );
}

/**
 * The MLS feed's state, or null where no feed ever ran: a site without RESO_API_URL says nothing
 * of an MLS. Homes removed from the feed are not counted.
 */
export async function feedHealth(db: Database): Promise<FeedHealth | null> {
  const [state] = await db
    .select({
      lastSyncAt: mlsSyncState.lastSuccessAt,
      lastError: mlsSyncState.lastError,
      nextRunAt: mlsSyncState.nextRunAt,
    })
    .from(mlsSyncState)
    .where(eq(mlsSyncState.resource, FEED_STATE));
  if (!state) return null;
  const [homes] = await db
    .select({ n: count() })
    .from(mlsProperties)
    .where(isNull(mlsProperties.removedAt));
  return { ...state, homes: homes?.n ?? 0 };
}
