import { lt, sql } from "drizzle-orm";
import type { LeadFormName } from "#domain/lead.ts";
import type { Database } from "./db/client.ts";
import { rateLimits } from "./db/schema.ts";

/**
 * What is counted: a form's posts per IP, the staff login code's posts per IP and per
 * address (the address's SHA-256, so no typed address is kept), and the passkey login's
 * challenges per IP (each one is a row kept for 5 minutes, asked for without a session).
 */
export type RateLimitedPost =
  | LeadFormName
  | "staff-code-ip"
  | "staff-code-address"
  | "staff-photo"
  | "staff-passkey-challenge"
  | "email-correction";

/**
 * Default posts per minute. Open-house guests share one network, so sign-in allows more. A
 * member types her code once or twice: 5 a minute per address leaves room for typos, and 10 per
 * IP for a few members behind one office address; a guesser gets 5 of a million a minute.
 */
export const DEFAULT_LIMITS_PER_MINUTE: Record<RateLimitedPost, number> = {
  contact: 10,
  "sign-in": 60,
  "home-value": 10,
  // A visitor corrects her address once, twice for a second slip: 5 a minute per network.
  "email-correction": 5,
  showing: 10,
  // A buyer saves a search or two from one page; 5 a minute keeps a stranger from mailing many addresses.
  "saved-search": 5,
  "staff-code-ip": 10,
  "staff-code-address": 5,
  // A passkey login asks for one; a cancelled prompt or two, a few members behind one office
  // address: 10 a minute, as for codes. Unthrottled, a stranger wrote 150 rows in 1.3 s.
  "staff-passkey-challenge": 10,
  // Photos uploaded in /staff, per member: a post's cover and a few in its body, a sold home's
  // photo, with room to retry; each upload is up to 20 MB to decode and encode at 9-12 sizes.
  "staff-photo": 20,
};
/** The posts FORM_RATE_LIMIT_PER_MINUTE sets; its 0 turns every limit off. */
const FORM_POSTS = new Set<RateLimitedPost>([
  "contact",
  "sign-in",
  "home-value",
  "email-correction",
  "showing",
]);
const WINDOW_MS = 60_000;
/** Each process sweeps finished windows at most this often, on a request (no timer to stop). */
const SWEEP_EVERY_MS = 60_000;

export type RateLimiter = {
  /** Counts one post of `what` by `key` (an IP, or an address's hash); false past the limit. */
  allow: (what: RateLimitedPost, key: string) => Promise<boolean>;
};

type Options = {
  db: Database;
  /** FORM_RATE_LIMIT_PER_MINUTE: sets both form limits; 0 turns every limit off. */
  override?: number;
  now?: () => number;
  log?: (entry: Record<string, unknown>) => void;
};

/**
 * A fixed one-minute window (aligned to the clock minute) per kind of post and key,
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
    async allow(what, key) {
      const limit =
        override === 0 || (override !== undefined && FORM_POSTS.has(what))
          ? override
          : DEFAULT_LIMITS_PER_MINUTE[what];
      if (limit === 0) return true;
      const time = now();
      const windowStart = time - (time % WINDOW_MS);
      if (time - lastSweep >= SWEEP_EVERY_MS) sweep(windowStart);
      try {
        const [row] = await db
          .insert(rateLimits)
          .values({ key: `${what}|${key}`, windowStart: new Date(windowStart), count: 1 })
          .onConflictDoUpdate({
            target: [rateLimits.key, rateLimits.windowStart],
            set: { count: sql`${rateLimits.count} + 1` },
          })
          .returning({ count: rateLimits.count });
        return (row?.count ?? 0) <= limit;
      } catch (error) {
        log({ level: "warn", msg: "rate limiter could not count", what, error: String(error) });
        return true;
      }
    },
  };
}
