/**
 * The MLS feed worker (issue 42 §1), in the server process beside the outbox worker: every
 * IDX_SYNC_MINUTES it claims the feed (one process at a time, on PGlite and PostgreSQL alike: a
 * claimed row with a lease, renewed with every page stored), pulls what is due (the first full
 * pull, resumed where it stopped; then what changed; once a day the key reconciliation) and
 * records how it went for delivery health. A failed run keeps every home already stored; the
 * next one comes sooner (1, 2, 4... minutes, never later than the usual interval).
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mlsSyncState } from "../db/schema.ts";
import type { Env } from "../env.ts";
import {
  FEED_STATE,
  fullPull,
  incrementalPull,
  LeaseLost,
  type PullCounts,
  type ReplicationContext,
  reconcileKeys,
} from "./replication.ts";
import { createResoClient, FeedError, type RetryOptions } from "./reso-client.ts";

/**
 * How long a claim holds without a page stored: a page with its photos takes seconds; a killed
 * process's claim runs out after this and another process (or the restarted one) resumes.
 */
export const FEED_LEASE_SECONDS = 120;
/** Homes per page (providers cap `$top` near 1,000: Bridge 200 to 2,000, Trestle 1,000). */
export const FEED_PAGE_SIZE = 1000;
/** A key reconciliation a day finds homes deleted from the feed without a change. */
export const RECONCILE_HOURS = 24;
const FIRST_RETRY_MINUTES = 1;

export type FeedRun =
  | { ran: false }
  | ({ ran: true; kind: "full" | "incremental"; finished: boolean; error?: string } & PullCounts);

export type MlsWorker = {
  /** One run now if the feed is due and free; for tests and the benchmark. */
  runOnce: () => Promise<FeedRun>;
  stop: () => Promise<void>;
};

type WorkerOptions = {
  db: Database;
  config: Pick<
    NonNullable<Env["mls"]>,
    | "apiUrl"
    | "tokenUrl"
    | "clientId"
    | "clientSecret"
    | "scope"
    | "originatingSystem"
    | "syncMinutes"
  >;
  log?: (entry: Record<string, unknown>) => void;
  /**
   * Run after every sync that stored something, once its pages are committed: the saved
   * searches' matching (server/alerts/matching.ts). It also finds changes a killed process left.
   */
  afterSync?: () => Promise<void>;
  /** Without it the worker runs when asked (`runOnce`) only. */
  checkEveryMs?: number;
  leaseSeconds?: number;
  pageSize?: number;
  retry?: RetryOptions;
  now?: () => Date;
};

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export function createMlsWorker({
  db,
  config,
  log = (entry) => console.log(JSON.stringify(entry)),
  checkEveryMs,
  leaseSeconds = FEED_LEASE_SECONDS,
  pageSize = FEED_PAGE_SIZE,
  retry,
  now = () => new Date(),
  afterSync,
}: WorkerOptions): MlsWorker {
  const owner = randomUUID();
  let stopping = false;
  let running: Promise<FeedRun> | null = null;
  const ctx: ReplicationContext = {
    db,
    client: createResoClient({ config, retry, log }),
    owner,
    leaseSeconds,
    pageSize,
    originatingSystem: config.originatingSystem,
    now,
    stopping: () => stopping,
  };

  /** The feed's state if this process may run now: due, and no other process's claim holds. */
  async function claim() {
    await db.insert(mlsSyncState).values({ resource: FEED_STATE }).onConflictDoNothing();
    const [state] = await db
      .update(mlsSyncState)
      .set({
        leaseOwner: owner,
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        lastRunAt: now(),
      })
      .where(
        and(
          eq(mlsSyncState.resource, FEED_STATE),
          or(isNull(mlsSyncState.leaseUntil), lt(mlsSyncState.leaseUntil, sql`now()`)),
          or(isNull(mlsSyncState.nextRunAt), lte(mlsSyncState.nextRunAt, now())),
        ),
      )
      .returning();
    return state;
  }

  /** Ends the claim with how the run went, if this process still holds it. */
  async function release(change: Partial<typeof mlsSyncState.$inferInsert>) {
    await db
      .update(mlsSyncState)
      .set({ ...change, leaseOwner: null, leaseUntil: null })
      .where(and(eq(mlsSyncState.resource, FEED_STATE), eq(mlsSyncState.leaseOwner, owner)));
  }

  async function run(): Promise<FeedRun> {
    const state = await claim();
    if (!state) return { ran: false };
    const kind = state.fullPullDoneAt ? "incremental" : "full";
    const started = Date.now();
    const pullCtx = { ...ctx, recordChanges: state.fullPullDoneAt !== null };
    try {
      const counts = state.fullPullDoneAt
        ? await incrementalPull(pullCtx, state)
        : await fullPull(pullCtx, state);
      const reconcileDue =
        counts.finished &&
        state.fullPullDoneAt &&
        (!state.lastReconciledAt ||
          now().getTime() - state.lastReconciledAt.getTime() > RECONCILE_HOURS * 3_600_000);
      if (reconcileDue && !stopping) {
        const reconciled = await reconcileKeys(pullCtx);
        counts.stored += reconciled.stored;
        counts.removed += reconciled.removed;
        counts.media += reconciled.media;
      }
      const finishedAt = now();
      await release({
        lastSuccessAt: counts.finished ? finishedAt : undefined,
        lastError: null,
        failures: 0,
        // Stopped mid-pull: the next start resumes at once.
        nextRunAt: counts.finished ? minutesFrom(finishedAt, config.syncMinutes) : finishedAt,
      });
      log({
        level: "info",
        msg: "MLS sync done",
        kind,
        finished: counts.finished,
        pages: counts.pages,
        stored: counts.stored,
        removed: counts.removed,
        media: counts.media,
        ms: Date.now() - started,
      });
      return { ran: true, kind, ...counts };
    } catch (error) {
      if (error instanceof LeaseLost) {
        log({ level: "warn", msg: "MLS sync handed over to another process", kind });
        return { ran: true, kind, finished: false, pages: 0, stored: 0, removed: 0, media: 0 };
      }
      const words =
        error instanceof FeedError
          ? error.message
          : `The MLS sync stopped on an unexpected error (${errorName(error)}).`;
      const failures = state.failures + 1;
      // A stored next-page link the provider no longer knows (an expired cursor): the next run
      // starts the pull again from the last stored change (upserts make pages seen twice harmless).
      const staleLink =
        state.resumeUrl !== null &&
        error instanceof FeedError &&
        [400, 404, 410].includes(error.status ?? 0);
      await release({
        ...(staleLink && { resumeUrl: null }),
        lastError: words,
        failures,
        nextRunAt: minutesFrom(
          now(),
          Math.min(FIRST_RETRY_MINUTES * 2 ** (failures - 1), config.syncMinutes),
        ),
      });
      log({
        level: "error",
        msg: "MLS sync failed",
        kind,
        status: error instanceof FeedError ? (error.status ?? "none") : errorName(error),
        failures,
      });
      return {
        ran: true,
        kind,
        finished: false,
        error: words,
        pages: 0,
        stored: 0,
        removed: 0,
        media: 0,
      };
    }
  }

  /** A run, then the hook: a run that stored nothing new leaves the hook nothing to find. */
  async function runThenHook() {
    const result = await run();
    if (result.ran && afterSync)
      await afterSync().catch((error) =>
        log({ level: "error", msg: "after-sync hook failed", error: errorName(error) }),
      );
    return result;
  }

  function runOnce() {
    running ??= runThenHook().finally(() => {
      running = null;
    });
    return running;
  }

  const timer =
    checkEveryMs === undefined
      ? undefined
      : setInterval(() => {
          if (!stopping)
            void runOnce().catch((error) =>
              log({ level: "error", msg: "MLS sync crashed", error: errorName(error) }),
            );
        }, checkEveryMs);
  timer?.unref();

  return {
    runOnce,
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/**
 * How often a server asks whether a sync is due (one small UPDATE). Well under a minute: a sync is
 * due `IDX_SYNC_MINUTES` after the last one finished, so a check every minute found it due only at
 * the check after next (every 16 minutes for 15), and an alert came that much later.
 */
const SYNC_CHECK_MS = 15_000;

/** Started by the server with an MLS configured: checks every 15 s whether a sync is due. */
export function startMlsWorker(options: Omit<WorkerOptions, "checkEveryMs">): MlsWorker {
  const worker = createMlsWorker({ ...options, checkEveryMs: SYNC_CHECK_MS });
  const log = options.log ?? ((entry) => console.log(JSON.stringify(entry)));
  void worker
    .runOnce()
    .catch((error) => log({ level: "error", msg: "MLS sync crashed", error: errorName(error) }));
  return worker;
}

/** An unexpected error's kind, for the log and the team: its code or class, never its text. */
function errorName(error: unknown) {
  const { code, name } = (error ?? {}) as { code?: string; name?: string };
  return code ?? name ?? "unknown";
}
