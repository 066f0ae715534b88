import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { DeliveryChannel } from "#domain/delivery-channel.ts";
import { notificationOutbox } from "../db/schema.ts";
import { withoutQueryParameters } from "../loggable-error.ts";
import { configuredSecrets, secretRedactor } from "../secrets.ts";
import { type Channel, type ClaimedRow, DeliveryError, type DeliveryOutcome } from "./delivery.ts";
import { type FollowUpBossConfig, followUpBossChannel } from "./follow-up-boss.ts";
import { type MailChannelOptions, mailChannel } from "./mail.ts";
import { type WebhookConfig, webhookChannel } from "./webhook.ts";

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

/**
 * How long a claimed row stays reserved; a process that dies mid-delivery frees
 * it when this runs out. Every channel gives up on a request well inside it.
 */
export const CLAIM_LEASE_SECONDS = 120;
const BATCH_SIZE = 20;

export function retryDelayMs(attempt: number, policy: RetryPolicy) {
  return Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

export type OutboxWorker = {
  /** Sends what is due now (called after each commit, and on a timer). */
  kick: () => void;
  /** Runs until nothing is due; for tests and shutdown. */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
};

type WorkerOptions = MailChannelOptions & {
  /** Set: every lead's hand-off rows are delivered to Follow Up Boss. */
  followUpBoss?: FollowUpBossConfig;
  /** Set: every lead's hand-off rows are POSTed, signed, to the team's webhook. */
  webhook?: WebhookConfig;
  retry?: RetryPolicy;
  pollIntervalMs?: number;
  /** Tests shorten the lease to watch a second worker take over a row. */
  leaseSeconds?: number;
  /**
   * The server's other secrets (server/secrets.ts), taken out of every answer the worker stores,
   * with the hand-off's own key, secret and hook URL.
   */
  secrets?: readonly string[];
  log?: (entry: Record<string, unknown>) => void;
};

/**
 * The outbox worker. Each row is delivered through its channel: mail, Follow
 * Up Boss or the webhook. Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so several server processes sharing one PostgreSQL never deliver the
 * same row at once; rows left pending by a stopped process are picked up after
 * a restart, and a row whose process died mid-delivery when its lease ends.
 */
export function startOutboxWorker({
  followUpBoss,
  webhook,
  retry = DEFAULT_RETRY,
  pollIntervalMs = 5_000,
  leaseSeconds = CLAIM_LEASE_SECONDS,
  secrets = [],
  log = (entry) => console.log(JSON.stringify(entry)),
  ...mail
}: WorkerOptions): OutboxWorker {
  const { db } = mail;
  const redact = secretRedactor(configuredSecrets({ followUpBoss, leadWebhook: webhook }, secrets));
  const channels: Record<DeliveryChannel, Channel | undefined> = {
    mail: mailChannel(mail),
    "follow-up-boss": followUpBoss && followUpBossChannel(followUpBoss, mail.siteUrl, redact),
    webhook: webhook && webhookChannel(webhook, mail.siteUrl, redact),
  };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Channels where a delivery of this worker failed and none has worked since: the next success ends an outage. */
  const failing = new Set<DeliveryChannel>();
  /** The first run after start brings what earlier processes left waiting forward. */
  let starting = true;

  /**
   * Makes every row waiting for a retry due now (on start), or those of one
   * channel (when it works again). Only rows at rest ('pending') move: a row
   * being delivered keeps its lease, and claim() still hands each due row to
   * one worker (FOR UPDATE SKIP LOCKED), so bringing rows forward never
   * delivers one twice.
   */
  async function bringPendingForward(reason: string, channel?: DeliveryChannel) {
    const moved = await db
      .update(notificationOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        and(
          sql`${notificationOutbox.status} = 'pending' and ${notificationOutbox.nextAttemptAt} > now()`,
          channel && eq(notificationOutbox.channel, channel),
        ),
      )
      .returning({ id: notificationOutbox.id });
    if (moved.length > 0)
      log({ level: "info", msg: "waiting notifications made due", reason, count: moved.length });
  }

  /**
   * Answers stored before their secrets were taken out (or under another configuration's
   * secrets) are redacted on start: the lead page and data.json show what is stored.
   */
  async function redactStoredAnswers() {
    const stored = await db
      .select({ id: notificationOutbox.id, lastError: notificationOutbox.lastError })
      .from(notificationOutbox)
      .where(isNotNull(notificationOutbox.lastError));
    let count = 0;
    for (const { id, lastError } of stored) {
      const redacted = redact(lastError ?? "");
      if (redacted === lastError) continue;
      await db
        .update(notificationOutbox)
        .set({ lastError: redacted })
        .where(eq(notificationOutbox.id, id));
      count += 1;
    }
    if (count > 0) log({ level: "warn", msg: "stored answers quoting a secret redacted", count });
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
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(notificationOutbox.id, due))
      .returning({
        id: notificationOutbox.id,
        channel: notificationOutbox.channel,
        recipient: notificationOutbox.recipient,
        payload: notificationOutbox.payload,
        attempts: notificationOutbox.attempts,
      });
  }

  /**
   * Records what became of a delivery, if this worker still holds the row: the
   * attempt count is the claim's fence. A worker that outlived its lease (a
   * stalled request) finds the row claimed again (one more attempt, or done)
   * and changes nothing, so it cannot undo the delivery of the worker that
   * took over.
   */
  async function settle(row: ClaimedRow, change: Partial<typeof notificationOutbox.$inferInsert>) {
    const settled = await db
      .update(notificationOutbox)
      .set(change)
      .where(
        and(
          eq(notificationOutbox.id, row.id),
          eq(notificationOutbox.status, "sending"),
          eq(notificationOutbox.attempts, row.attempts),
        ),
      )
      .returning({ id: notificationOutbox.id });
    return settled.length > 0;
  }

  async function outcomeOf(row: ClaimedRow): Promise<DeliveryOutcome> {
    const deliver = channels[row.channel];
    if (!deliver)
      throw new DeliveryError(`${row.channel} is not configured on the server that tried it`, {
        retry: false,
        reason: "not configured",
      });
    return deliver(row);
  }

  async function deliver(row: ClaimedRow) {
    try {
      const outcome = await outcomeOf(row);
      const settled = await settle(row, {
        status: outcome.status,
        lastError: outcome.status === "ignored" ? redact(outcome.note) : null,
        ...(outcome.status === "suppressed" ? {} : { sentAt: new Date() }),
      });
      // This row had failed before, or this worker saw a failure: the channel works again.
      if (
        settled &&
        outcome.status !== "suppressed" &&
        (row.attempts > 1 || failing.has(row.channel))
      ) {
        failing.delete(row.channel);
        await bringPendingForward(`${row.channel} is back`, row.channel);
        again = true;
      }
    } catch (error) {
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError(String(error), { retry: true, reason: errorName(error) });
      // Redacted before it is cut short: a cut could leave the start of a secret.
      const lastError = redact(failure.message).slice(0, 500);
      const entry = {
        id: row.id,
        channel: row.channel,
        attempts: row.attempts,
        reason: failure.reason,
      };
      if (failure.retry) failing.add(row.channel);
      if (!failure.retry || row.attempts >= retry.maxAttempts) {
        if (await settle(row, { status: "failed", lastError }))
          log({ level: "error", msg: "notification failed for good", ...entry });
        return;
      }
      const delay = retryDelayMs(row.attempts, retry);
      const settled = await settle(row, {
        status: "pending",
        lastError,
        nextAttemptAt: new Date(Date.now() + delay),
      });
      if (settled)
        log({
          level: "warn",
          msg: "notification send failed, will retry",
          ...entry,
          retryInMs: delay,
        });
    }
  }

  async function runUntilIdle() {
    if (starting) {
      starting = false;
      await redactStoredAnswers();
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

/** An unexpected error's kind, for the log: its code or class, never its text. */
function errorName(error: unknown) {
  const { code, name } = (error ?? {}) as { code?: string; name?: string };
  return code ?? name ?? "unknown";
}
