import { and, lte, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { staffLoginTokens, staffPasskeys, staffSessions } from "../db/schema.ts";
import { LINK_TTL_MINUTES } from "./auth.ts";
import { deleteExpiredChallenges } from "./challenges.ts";
import { deleteIdleSessions } from "./sessions.ts";

/** How often a running server sweeps: idle sessions end after days, so hourly is plenty. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes what no longer logs anyone in: sessions idle past their limit,
 * login requests that have expired and left the 15-minute window the
 * request limits count, passkey challenges nobody answered, and every session
 * and passkey of an address no longer in STAFF_EMAILS (so adding it back
 * later revives nothing: the member logs in by e-mail and adds a passkey again).
 */
export async function sweepLogins(db: Database, staffEmails: readonly string[]): Promise<void> {
  await deleteIdleSessions(db);
  await deleteExpiredChallenges(db);
  await db
    .delete(staffLoginTokens)
    .where(
      and(
        lte(staffLoginTokens.expiresAt, sql`now()`),
        lte(staffLoginTokens.createdAt, sql`now() - make_interval(mins => ${LINK_TTL_MINUTES})`),
      ),
    );
  const listed = [...staffEmails];
  // notInArray of an empty list is "true" in Drizzle: with no staff at all, nothing is kept.
  await db.delete(staffSessions).where(notInArray(staffSessions.email, listed));
  await db.delete(staffPasskeys).where(notInArray(staffPasskeys.email, listed));
}

export type LoginSweeper = {
  /** Resolves when the sweep under way (or the last one) is done. */
  swept: () => Promise<void>;
  /** A sweep now, e.g. after a login; a sweep already running is not doubled. */
  sweep: () => void;
  stop: () => Promise<void>;
};

/**
 * Sweeps at start, then every SWEEP_INTERVAL_MS, and whenever `sweep` is
 * called. A failed sweep is logged and retried at the next turn: nothing
 * depends on it but the tables' size (expired rows are refused anyway).
 */
export function startLoginSweeper({
  db,
  staffEmails,
  intervalMs = SWEEP_INTERVAL_MS,
  log = (entry) => console.warn(JSON.stringify(entry)),
}: {
  db: Database;
  staffEmails: readonly string[];
  intervalMs?: number;
  log?: (entry: Record<string, unknown>) => void;
}): LoginSweeper {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const sweep = () => {
    if (busy) return;
    busy = true;
    running = sweepLogins(db, staffEmails)
      .catch((error: unknown) =>
        log({ level: "warn", msg: "sweeping staff login data failed", error: String(error) }),
      )
      .finally(() => {
        busy = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    swept: () => running,
    sweep,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
