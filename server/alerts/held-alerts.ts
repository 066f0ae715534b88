/**
 * The 7:00 run (Boston time, as the team's digest: server/staff/digest.ts): the homes held for
 * daily searches, and for searches not opened for 60 days (weekly), go out in one mail per
 * search; a search quiet for 90 days is asked once whether to go on, and one that does not answer
 * within 14 days is paused. Every step claims its rows in the transaction that queues the mail,
 * so two processes, or a run repeated after a crash, send each mail once.
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { teamDay, teamHour, teamInstant } from "#domain/dates.ts";
import type { Database } from "../db/client.ts";
import { notificationOutbox, savedSearches, savedSearchSent } from "../db/schema.ts";
import { checkEveryMinute } from "../every-minute.ts";
import { isQuiet, QUIET_DAYS, queueAlerts } from "./matching.ts";

/** Alerts go from 7:00; a process that starts later in the morning still sends them, until noon. */
export const ALERT_HOUR = 7;
const ALERT_LAST_HOUR = 12;
/** Quiet this long (60 days, then a month of weekly mails): she is asked whether to go on. */
export const ASK_AFTER_DAYS = QUIET_DAYS + 30;
/** Asked this long ago without opening anything since: the search is paused. */
export const PAUSE_AFTER_ASK_DAYS = 14;
const DAY_MS = 86_400_000;

const opened = sql`coalesce(${savedSearches.lastOpenedAt}, ${savedSearches.confirmedAt})`;

export type HeldRun = { queued: number; asked: number; paused: number };

export async function queueHeldAlerts(
  db: Database,
  { now = new Date() }: { now?: Date } = {},
): Promise<HeldRun> {
  const hour = teamHour(now);
  if (hour < ALERT_HOUR || hour >= ALERT_LAST_HOUR) return { queued: 0, asked: 0, paused: 0 };
  const day = teamDay(now);
  const morning = teamInstant(day, "07:00") ?? now;
  const weekAgo = new Date(morning.getTime() - 6 * DAY_MS);
  const held = await db
    .selectDistinct({
      id: savedSearches.id,
      lastOpenedAt: savedSearches.lastOpenedAt,
      confirmedAt: savedSearches.confirmedAt,
    })
    .from(savedSearchSent)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchSent.savedSearchId))
    .where(
      and(
        isNull(savedSearchSent.queuedAt),
        eq(savedSearches.status, "confirmed"),
        or(isNull(savedSearches.lastSentAt), lt(savedSearches.lastSentAt, morning)),
      ),
    );
  let queued = 0;
  for (const search of held) {
    // A quiet search's mail is weekly: a week after the last one.
    const before = isQuiet(search, now) ? weekAgo : morning;
    queued += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(savedSearches)
        .set({ lastSentAt: now })
        .where(
          and(
            eq(savedSearches.id, search.id),
            eq(savedSearches.status, "confirmed"),
            or(isNull(savedSearches.lastSentAt), lt(savedSearches.lastSentAt, before)),
          ),
        )
        .returning({ email: savedSearches.email, language: savedSearches.language });
      if (!claimed) return 0;
      const homes = await tx
        .update(savedSearchSent)
        .set({ queuedAt: now })
        .where(and(eq(savedSearchSent.savedSearchId, search.id), isNull(savedSearchSent.queuedAt)))
        .returning({
          savedSearchId: savedSearchSent.savedSearchId,
          listingKey: savedSearchSent.listingKey,
          kind: savedSearchSent.kind,
        });
      return queueAlerts(
        tx,
        homes,
        new Map([[search.id, claimed]]),
        (id) => `saved-search-alert:${id}:${day}`,
        now,
      );
    });
  }
  return { queued, ...(await askQuietSearches(db, now, day)) };
}

/** The 60-day rule's end: ask the searches quiet for 90 days once; pause the ones that never answered. */
async function askQuietSearches(db: Database, now: Date, day: string) {
  const askBefore = new Date(now.getTime() - ASK_AFTER_DAYS * DAY_MS);
  const pauseBefore = new Date(now.getTime() - PAUSE_AFTER_ASK_DAYS * DAY_MS);
  const paused = await db
    .update(savedSearches)
    .set({ status: "paused" })
    .where(
      and(
        eq(savedSearches.status, "confirmed"),
        isNotNull(savedSearches.continueAskedAt),
        lt(savedSearches.continueAskedAt, pauseBefore),
        sql`${opened} < ${savedSearches.continueAskedAt}`,
      ),
    )
    .returning({ id: savedSearches.id });
  const asked = await db.transaction(async (tx) => {
    const searches = await tx
      .update(savedSearches)
      .set({ continueAskedAt: now })
      .where(
        and(
          eq(savedSearches.status, "confirmed"),
          sql`${opened} < ${askBefore.toISOString()}`,
          or(
            isNull(savedSearches.continueAskedAt),
            sql`${savedSearches.continueAskedAt} < ${opened}`,
          ),
        ),
      )
      .returning({
        id: savedSearches.id,
        email: savedSearches.email,
        language: savedSearches.language,
      });
    for (const search of searches)
      await tx
        .insert(notificationOutbox)
        .values({
          idempotencyKey: `saved-search-continue:${search.id}:${day}`,
          recipient: search.email,
          payload: {
            kind: "saved-search-alert",
            recipient: search.email,
            savedSearchId: search.id,
            language: search.language,
            homes: [],
          },
        })
        .onConflictDoNothing();
    return searches.length;
  });
  return { asked, paused: paused.length };
}

/** Checks every minute whether the 7:00 alerts are due; `onQueued` wakes the outbox. */
export function startHeldAlertScheduler({
  db,
  onQueued,
  log,
  intervalMs = 60_000,
}: {
  db: Database;
  onQueued: () => void;
  log: (entry: Record<string, unknown>) => void;
  intervalMs?: number;
}) {
  return checkEveryMinute({
    run: async () => {
      const run = await queueHeldAlerts(db);
      return run.queued + run.asked + run.paused;
    },
    onQueued,
    log,
    name: "morning alerts",
    intervalMs,
  });
}
