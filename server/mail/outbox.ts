import { and, count, eq, inArray, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { notificationOutbox, type OutboxPayload, type StaffSignInPayload } from "../db/schema.ts";
import { isSuppressed } from "../follow-up.ts";
import { withoutQueryParameters } from "../loggable-error.ts";
import { buildGuestFollowUp } from "./guest-follow-up.ts";
import { buildLeadNotification, type NotificationEmail } from "./lead-notification.ts";
import type { Mailer } from "./mailer.ts";

export type RetryPolicy = {
  /** Delay after the first failure; doubles with every further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
};

/**
 * 15 s doubling up to 2 h, 22 tries: the last try comes about 26 hours after
 * the first, so a mail outage of a day loses nothing. The long waits only
 * apply while mail keeps failing: a send that works again, or a restart,
 * makes every waiting notification due at once (see `bringPendingForward`).
 */
export const DEFAULT_RETRY: RetryPolicy = {
  baseDelayMs: 15_000,
  maxDelayMs: 2 * 60 * 60_000,
  maxAttempts: 22,
};

/** How long a claimed row stays reserved; a process that dies mid-send frees it when this runs out. */
const CLAIM_LEASE_SECONDS = 120;
const BATCH_SIZE = 20;

export function retryDelayMs(attempt: number, policy: RetryPolicy) {
  return Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

type ClaimedRow = { id: number; recipient: string; payload: OutboxPayload; attempts: number };

/** The e-mail an outbox row sends: a lead notification to the team or a follow-up to a guest. */
export function buildOutboxEmail(
  payload: Exclude<OutboxPayload, { kind: "staff-sign-in" }>,
  siteUrl: string,
): NotificationEmail {
  return payload.kind === "guest-follow-up"
    ? buildGuestFollowUp(payload, { siteUrl })
    : buildLeadNotification(payload);
}

export type OutboxWorker = {
  /** Sends what is due now (called after each commit, and on a timer). */
  kick: () => void;
  /** Runs until nothing is due; for tests and shutdown. */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
};

type WorkerOptions = {
  db: Database;
  mailer: Mailer;
  /** The public origin (SITE_URL): links in guest e-mails. */
  siteUrl: string;
  retry?: RetryPolicy;
  pollIntervalMs?: number;
  log?: (entry: Record<string, unknown>) => void;
  /** Builds a staff sign-in e-mail (its content is sealed with a key this module does not hold). */
  buildStaffSignIn?: (payload: StaffSignInPayload) => NotificationEmail;
};

/**
 * The notification outbox worker. Rows are claimed with FOR UPDATE SKIP
 * LOCKED and a lease, so several server processes sharing one PostgreSQL
 * never send the same notification twice; rows left pending by a stopped
 * process are picked up after a restart.
 */
export function startOutboxWorker({
  db,
  mailer,
  siteUrl,
  retry = DEFAULT_RETRY,
  pollIntervalMs = 5_000,
  log = (entry) => console.log(JSON.stringify(entry)),
  buildStaffSignIn,
}: WorkerOptions): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** A send of this worker failed and none has worked since: the next success ends an outage. */
  let failing = false;
  /** The first run after start brings what earlier processes left waiting forward. */
  let starting = true;

  /**
   * Makes every notification waiting for a retry due now. Only rows at rest
   * ('pending') move: a row being sent keeps its lease, and claim() still
   * hands each due row to one sender (FOR UPDATE SKIP LOCKED), so bringing
   * rows forward never sends one twice.
   */
  async function bringPendingForward(reason: "start" | "mail is back") {
    const moved = await db
      .update(notificationOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        sql`${notificationOutbox.status} = 'pending' and ${notificationOutbox.nextAttemptAt} > now()`,
      )
      .returning({ id: notificationOutbox.id });
    if (moved.length > 0)
      log({ level: "info", msg: "waiting notifications made due", reason, count: moved.length });
  }

  async function claim(): Promise<ClaimedRow[]> {
    const due = db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          inArray(notificationOutbox.status, ["pending", "sending"]),
          lte(notificationOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(notificationOutbox.nextAttemptAt, notificationOutbox.id)
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    return db
      .update(notificationOutbox)
      .set({
        status: "sending",
        attempts: sql`${notificationOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
      })
      .where(inArray(notificationOutbox.id, due))
      .returning({
        id: notificationOutbox.id,
        recipient: notificationOutbox.recipient,
        payload: notificationOutbox.payload,
        attempts: notificationOutbox.attempts,
      });
  }

  async function deliver(row: ClaimedRow) {
    try {
      // An address that unsubscribed after its follow-up was queued is not mailed.
      if (row.payload.kind === "guest-follow-up" && (await isSuppressed(db, row.recipient))) {
        await db
          .update(notificationOutbox)
          .set({ status: "suppressed" })
          .where(eq(notificationOutbox.id, row.id));
        return;
      }
      let email: NotificationEmail;
      if (row.payload.kind !== "staff-sign-in") email = buildOutboxEmail(row.payload, siteUrl);
      else if (buildStaffSignIn) email = buildStaffSignIn(row.payload);
      else throw new Error("no builder for staff sign-in mail");
      await mailer.send({ to: row.recipient, ...email });
      await db
        .update(notificationOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(notificationOutbox.id, row.id));
      // This row had failed before, or this worker saw a failure: mail works again.
      if (row.attempts > 1 || failing) {
        failing = false;
        await bringPendingForward("mail is back");
        again = true;
      }
    } catch (error) {
      failing = true;
      // The whole message is kept on the row, for the team's workspace; the log gets its kind
      // only: a mail server's answer names the recipient ("550 <alice@…>: no such user").
      const lastError = String(error).slice(0, 500);
      const reason = errorKind(error);
      if (row.attempts >= retry.maxAttempts) {
        await db
          .update(notificationOutbox)
          .set({ status: "failed", lastError })
          .where(eq(notificationOutbox.id, row.id));
        log({
          level: "error",
          msg: "notification failed for good",
          id: row.id,
          attempts: row.attempts,
          reason,
        });
        return;
      }
      const delay = retryDelayMs(row.attempts, retry);
      await db
        .update(notificationOutbox)
        .set({ status: "pending", lastError, nextAttemptAt: new Date(Date.now() + delay) })
        .where(eq(notificationOutbox.id, row.id));
      log({
        level: "warn",
        msg: "notification send failed, will retry",
        id: row.id,
        attempts: row.attempts,
        retryInMs: delay,
        reason,
      });
    }
  }

  async function runUntilIdle() {
    if (starting) {
      starting = false;
      await bringPendingForward("start");
    }
    do {
      again = false;
      for (;;) {
        const rows = await claim();
        if (rows.length === 0) break;
        await Promise.all(rows.map(deliver));
      }
    } while (again && !stopped);
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runUntilIdle()
      .catch((error) =>
        log({
          level: "error",
          msg: "outbox run failed",
          error: String(withoutQueryParameters(error)),
        }),
      )
      .finally(() => {
        running = null;
        // A kick that arrived as the run was finishing must not wait for the next poll.
        if (again) kick();
      });
  }

  const timer = setInterval(kick, pollIntervalMs);
  timer.unref();
  kick();

  return {
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

/** What kind of failure, for the log: nodemailer's code and the SMTP reply code, no text. */
function errorKind(error: unknown) {
  const { code, responseCode, name } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    name?: string;
  };
  return [code ?? name ?? "unknown", responseCode].filter(Boolean).join(" ");
}

/** The team's notifications not sent yet and those that failed for good (staff sign-in mails aside), for the workspace's header. */
export async function teamMailHealth(db: Database) {
  const status = notificationOutbox.status;
  const [health] = await db
    .select({
      pending: count(sql`case when ${status} in ('pending', 'sending') then 1 end`),
      failed: count(sql`case when ${status} = 'failed' then 1 end`),
    })
    .from(notificationOutbox)
    .where(
      and(ne(status, "sent"), ne(sql`${notificationOutbox.payload}->>'kind'`, "staff-sign-in")),
    );
  return health ?? { pending: 0, failed: 0 };
}
