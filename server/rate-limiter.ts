import { lt, sql } from "drizzle-orm";
import type { LeadFormName } from "#domain/lead.ts";
import type { Database } from "./db/client.ts";
import { rateLimits } from "./db/schema.ts";

/** Default POSTs per minute and IP: open-house guests share one network, so sign-in allows more. */
export const DEFAULT_LIMITS_PER_MINUTE: Record<LeadFormName, number> = {
  contact: 10,
  "sign-in": 60,
};
const WINDOW_MS = 60_000;
/** Each process sweeps finished windows at most this often, on a request (no timer to stop). */
const SWEEP_EVERY_MS = 60_000;

export type RateLimiter = { allow: (form: LeadFormName, ip: string) => Promise<boolean> };

type Options = {
  db: Database;
  /** FORM_RATE_LIMIT_PER_MINUTE: sets both limits; 0 turns limiting off. */
  override?: number;
  now?: () => number;
  log?: (entry: Record<string, unknown>) => void;
};

/**
 * A fixed one-minute window (aligned to the clock minute) per form and IP,
 * counted in the database with one UPSERT per post: every server process on
 * the same database shares the count, and a restart forgets nothing.
 * When the database cannot count, the post is let through (storing the lead
 * needs the database too, and will say so) and the failure is logged.
 */
export function createRateLimiter({
  db,
  override,
  now = Date.now,
  log = (entry) => console.warn(JSON.stringify(entry)),
}: Options): RateLimiter {
  let lastSweep = 0;

  function sweep(currentWindow: number) {
    lastSweep = currentWindow;
    // The previous window is kept: another process's clock may still be in it.
    db.delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(currentWindow - WINDOW_MS)))
      .catch((error: unknown) =>
        log({ level: "warn", msg: "sweeping old rate-limit windows failed", error: String(error) }),
      );
  }

  return {
    async allow(form, ip) {
      const limit = override ?? DEFAULT_LIMITS_PER_MINUTE[form];
      if (limit === 0) return true;
      const time = now();
      const windowStart = time - (time % WINDOW_MS);
      if (time - lastSweep >= SWEEP_EVERY_MS) sweep(windowStart);
      try {
        const [row] = await db
          .insert(rateLimits)
          .values({ key: `${form}|${ip}`, windowStart: new Date(windowStart), count: 1 })
          .onConflictDoUpdate({
            target: [rateLimits.key, rateLimits.windowStart],
            set: { count: sql`${rateLimits.count} + 1` },
          })
          .returning({ count: rateLimits.count });
        return (row?.count ?? 0) <= limit;
      } catch (error) {
        log({ level: "warn", msg: "rate limiter could not count", form, error: String(error) });
        return true;
      }
    },
  };
}
