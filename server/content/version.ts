import { and, eq, gt, min, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { contentVersion, openHouses, posts } from "../db/schema.ts";
import { type AuditEntry, recordAudit } from "../staff/audit.ts";
import { generationCache } from "./generation-cache.ts";

/**
 * How a publish reaches every server process (docs/decisions/029-content-in-the-database.md):
 * each content change bumps one row in its own transaction; every process polls that
 * row once a second and, when it moved (or a scheduled post's time came, or an open house
 * the pages list ended), starts a new generation, which empties the caches built on the old one.
 */

/** How often each process looks: a publish shows within this plus one page render. */
export const CONTENT_POLL_MS = 1_000;

/** Marks the site's content as changed; call it in the transaction that changes it. */
export async function bumpContentVersion(db: Database | Transaction): Promise<void> {
  await db
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1`, changedAt: sql`now()` },
    });
}

/** A content change the team made: its audit entry and the version bump, in the caller's transaction. */
export async function recordContentChange(tx: Transaction, entry: AuditEntry): Promise<void> {
  await recordAudit(tx, entry);
  await bumpContentVersion(tx);
}

export type ContentState = {
  /** 0 before the first change. */
  version: number;
  /** When the next scheduled post goes public, if one is waiting. */
  nextPublishAt: Date | null;
  /** When the next open house ends (the town pages list the upcoming ones), if one is to come. */
  nextOpenHouseEndsAt: Date | null;
};

export async function readContentState(db: Database, now: Date): Promise<ContentState> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
  const [next] = await db
    .select({ at: min(posts.publishAt) })
    .from(posts)
    .where(and(eq(posts.status, "published"), gt(posts.publishAt, now)));
  const [ending] = await db
    .select({ at: min(openHouses.endsAt) })
    .from(openHouses)
    .where(gt(openHouses.endsAt, now));
  return {
    version: row?.version ?? 0,
    nextPublishAt: next?.at ?? null,
    nextOpenHouseEndsAt: ending?.at ?? null,
  };
}

export type ContentSignal = {
  /** Changes whenever what the public pages show may have changed. */
  generation: () => number;
  /** Looks once now (the timer does it every `intervalMs`). */
  poll: () => Promise<void>;
  stop: () => Promise<void>;
};

type WatchOptions = {
  db: Database;
  intervalMs?: number;
  now?: () => Date;
  log?: (entry: Record<string, unknown>) => void;
};

/** Starts polling the content version; the first look happens before this resolves. */
export async function watchContent({
  db,
  intervalMs = CONTENT_POLL_MS,
  now = () => new Date(),
  log = (entry) => console.warn(JSON.stringify(entry)),
}: WatchOptions): Promise<ContentSignal> {
  let generation = 0;
  let last: ContentState | null = null;
  let inFlight: Promise<void> | null = null;

  const look = async () => {
    const at = now();
    const state = await readContentState(db, at);
    const passed = (when: Date | null | undefined) => when != null && when <= at;
    const timeCame = passed(last?.nextPublishAt) || passed(last?.nextOpenHouseEndsAt);
    if (last && (state.version !== last.version || timeCame)) generation += 1;
    last = state;
  };
  const poll = () => {
    inFlight ??= look()
      .catch((error: unknown) => {
        // A database hiccup: keep serving what is cached, look again next time.
        log({ level: "warn", msg: "content version poll failed", error: String(error) });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  await look();
  const timer = setInterval(() => void poll(), intervalMs);
  timer.unref();
  return {
    generation: () => generation,
    poll,
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}

/** Entries a cache keeps at most: every post page and list page of a large blog, with room. */
const CACHE_MAX_ENTRIES = 5_000;

export type ContentCache = {
  /** The value cached under `key` for the current generation, or `load()`'s (shared by concurrent callers). */
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>;
};

/** A per-process cache of what the pages read from the content tables, emptied by each new generation. */
export function createContentCache(
  signal: Pick<ContentSignal, "generation">,
  maxEntries = CACHE_MAX_ENTRIES,
): ContentCache {
  const cached = generationCache<unknown>(() => signal.generation(), maxEntries);
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = cached(key, load);
      return entry as Promise<T>;
    },
  };
}
