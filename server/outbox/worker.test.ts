import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase, usingPostgres } from "#tests/support/database.ts";
import {
  CONTACT_TO,
  cleanups,
  contactInput,
  db,
  deliveredEmails,
  FAST_RETRY,
  GUEST_IP,
  HOUR_RETRY,
  handle,
  type Log,
  leadEmailOf,
  leadService,
  outboxRows,
  range,
  recordContacts,
  setUpOutboxTests,
  sink,
  sleep,
  startWorker,
} from "#tests/support/outbox-fixture.ts";
import { waitUntil } from "#tests/support/wait.ts";
import { contactSubmissions, notificationOutbox } from "../db/schema.ts";
import { DEFAULT_RETRY, type RetryPolicy, retryDelayMs } from "./worker.ts";

setUpOutboxTests();

describe("outbox worker", () => {
  it("sends a committed lead at once, without waiting for the next poll", async () => {
    const worker = startWorker({ pollIntervalMs: 60_000 });
    await leadService(worker).recordContact(contactInput(1), randomUUID(), GUEST_IP);
    const [mail] = await sink.waitForMessages(1, 5_000);
    expect(mail!.envelope.to).toEqual([CONTACT_TO]);
    expect(mail!.parsed.subject).toBe("New contact message: Client1 Test (Website)");
    const [row] = await waitUntil("the row marked sent", async () => {
      const rows = await outboxRows();
      return rows[0]?.status === "sent" ? rows : undefined;
    });
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("keeps 50 leads through a mail outage and sends each exactly once when mail is back", async () => {
    await sink.stop();
    const log: Log = [];
    const worker = startWorker({ retry: FAST_RETRY, log });
    await recordContacts(50, leadService(worker));

    // Every lead is stored although no mail could go out.
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactSubmissions)) as [{ count: number }];
    expect(count).toBe(50);
    await waitUntil("every notification tried and failed at least twice", async () => {
      const rows = await outboxRows();
      return rows.length === 50 && rows.every((row) => row.attempts >= 2 && row.lastError !== null);
    });
    const rows = await outboxRows();
    expect(rows.every((row) => row.status !== "sent" && row.status !== "failed")).toBe(true);
    expect(rows[0]!.lastError).toMatch(/ECONNREFUSED/);
    expect(sink.messages).toHaveLength(0);
    expect(log).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "notification send failed, will retry" }),
    );

    await sink.start();
    await sink.waitForMessages(50);
    await waitUntil("all 50 rows marked sent", async () =>
      (await outboxRows()).every((row) => row.status === "sent"),
    );
    // A little longer than the longest retry delay: a duplicate would have arrived by now.
    await sleep(FAST_RETRY.maxDelayMs * 2);
    expect(sink.messages).toHaveLength(50);
    expect(new Set(deliveredEmails())).toEqual(
      new Set(range(50).map((i) => `client-${i}@example.com`)),
    );
    expect(log.filter((entry) => entry.level === "error")).toEqual([]);
  });

  it("marks a notification that always fails 'failed' after maxAttempts, logs it, and still sends the others", async () => {
    const retry: RetryPolicy = { baseDelayMs: 10, maxDelayMs: 40, maxAttempts: 3 };
    sink.reject = (mail) => mail.parsed.text?.includes("client-0@example.com") === true;
    const log: Log = [];
    const worker = startWorker({ retry, log });
    await recordContacts(3, leadService(worker));

    const failed = await waitUntil("the doomed notification to fail for good", async () =>
      (await outboxRows()).find((row) => row.status === "failed"),
    );
    expect(leadEmailOf(failed)).toBe("client-0@example.com");
    expect(failed.attempts).toBe(3);
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/550|rejected/i);
    expect(sink.rejectedCount).toBe(3);
    expect(log).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "notification failed for good",
        id: failed.id,
        attempts: 3,
      }),
    );
    expect(log.filter((entry) => entry.level === "warn" && entry.id === failed.id)).toHaveLength(2);
    // The mail server's answer names the recipient: the log keeps its codes only.
    expect(JSON.stringify(log)).not.toContain("client-0");
    expect(log.find((entry) => entry.id === failed.id)?.reason).toMatch(/550/);

    await waitUntil(
      "the other two sent",
      async () => (await outboxRows()).filter((row) => row.status === "sent").length === 2,
    );
    expect(deliveredEmails().sort()).toEqual(["client-1@example.com", "client-2@example.com"]);
    // Failed for good means no further tries.
    await sleep(150);
    expect(sink.rejectedCount).toBe(3);
    expect((await outboxRows()).find((row) => row.id === failed.id)).toMatchObject({
      status: "failed",
      attempts: 3,
    });
  });

  it("sends what a stopped process left behind when a new worker starts", async () => {
    // The old process stored these and stopped before its worker sent them.
    await recordContacts(5);
    // ...and had claimed this one when it died: its lease has run out.
    await recordContacts(1, leadService(), 5);
    await db
      .update(notificationOutbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(sql`${notificationOutbox.payload}->>'email' = 'client-5@example.com'`);
    // This one is claimed by a live process right now (lease running): not ours to send.
    await recordContacts(1, leadService(), 6);
    await db
      .update(notificationOutbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(sql`${notificationOutbox.payload}->>'email' = 'client-6@example.com'`);
    expect(sink.messages).toHaveLength(0);

    const worker = startWorker({});
    await worker.drain();
    await sink.waitForMessages(6);
    expect(new Set(deliveredEmails())).toEqual(
      new Set(range(6).map((i) => `client-${i}@example.com`)),
    );
    const rows = await outboxRows();
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(6);
    expect(rows.find((row) => leadEmailOf(row) === "client-5@example.com")).toMatchObject({
      status: "sent",
      attempts: 2,
    });
    expect(rows.find((row) => leadEmailOf(row) === "client-6@example.com")).toMatchObject({
      status: "sending",
      attempts: 1,
    });
  });

  /** Waits until the outage has failed each of `count` notifications once and put it off. */
  async function waitForRetriesPutOff(count: number) {
    const rows = await waitUntil(`${count} notifications failed once`, async () => {
      const rows = await outboxRows();
      return rows.length === count &&
        rows.every((row) => row.status === "pending" && row.attempts === 1)
        ? rows
        : undefined;
    });
    // Without being brought forward they would wait the whole first retry delay.
    for (const row of rows)
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + HOUR_RETRY.baseDelayMs / 2);
  }

  it("when mail works again, the first successful send makes every waiting notification due at once", async () => {
    await sink.stop();
    const log: Log = [];
    const worker = startWorker({ retry: HOUR_RETRY, pollIntervalMs: 60_000, log });
    const leads = leadService(worker);
    await recordContacts(3, leads);
    await waitForRetriesPutOff(3);

    await sink.start();
    await recordContacts(1, leads, 3);
    await sink.waitForMessages(4, 10_000);
    await waitUntil("all 4 rows marked sent", async () =>
      (await outboxRows()).every((row) => row.status === "sent"),
    );
    await sleep(200);
    expect(sink.messages).toHaveLength(4);
    expect(new Set(deliveredEmails())).toEqual(
      new Set(range(4).map((i) => `client-${i}@example.com`)),
    );
    expect(log).toContainEqual(
      expect.objectContaining({ msg: "waiting notifications made due", reason: "mail is back" }),
    );
  });

  it("a restart makes the notifications waiting for a retry due at once", async () => {
    await sink.stop();
    const before = startWorker({ retry: HOUR_RETRY, pollIntervalMs: 60_000 });
    await recordContacts(3, leadService(before));
    await waitForRetriesPutOff(3);
    await before.stop();

    await sink.start();
    const log: Log = [];
    startWorker({ retry: HOUR_RETRY, pollIntervalMs: 60_000, log });
    await sink.waitForMessages(3, 10_000);
    expect(new Set(deliveredEmails())).toEqual(
      new Set(range(3).map((i) => `client-${i}@example.com`)),
    );
    expect(log).toContainEqual(
      expect.objectContaining({ msg: "waiting notifications made due", reason: "start", count: 3 }),
    );
    await waitUntil("all 3 rows marked sent once", async () =>
      (await outboxRows()).every((row) => row.status === "sent" && row.attempts === 2),
    );
  });

  it("stops sending after stop()", async () => {
    const worker = startWorker({});
    await worker.stop();
    await recordContacts(2, leadService(worker));
    worker.kick();
    await sleep(150);
    expect(sink.messages).toHaveLength(0);
    expect(
      (await outboxRows()).every((row) => row.status === "pending" && row.attempts === 0),
    ).toBe(true);
  });

  it(`sends each notification once with two workers on the same database (${usingPostgres ? "PostgreSQL, two connection pools: SKIP LOCKED" : "PGlite, serialised"})`, async () => {
    // On PostgreSQL the second worker gets its own pool, as a second server process would.
    const second = usingPostgres ? await openTestDatabase({ reset: false }) : handle;
    if (second !== handle) cleanups.push(() => second.close());
    const count = 100;
    await recordContacts(count);

    const first = startWorker({ from: "worker-a@example.com" });
    const other = startWorker({ from: "worker-b@example.com", database: second.db });
    await Promise.all([first.drain(), other.drain()]);
    await sink.waitForMessages(count);
    await waitUntil("all rows marked sent", async () =>
      (await outboxRows()).every((row) => row.status === "sent"),
    );
    await sleep(100);

    expect(sink.messages).toHaveLength(count);
    expect(new Set(deliveredEmails())).toEqual(
      new Set(range(count).map((i) => `client-${i}@example.com`)),
    );
    const rows = await outboxRows();
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    // Both really worked: each sent some of the notifications.
    const byWorker = (from: string) =>
      sink.messages.filter((mail) => mail.envelope.from === from).length;
    expect(byWorker("worker-a@example.com")).toBeGreaterThan(0);
    expect(byWorker("worker-b@example.com")).toBeGreaterThan(0);
    expect(byWorker("worker-a@example.com") + byWorker("worker-b@example.com")).toBe(count);
  });

  it("a row claimed by one worker is not claimed again by another", async () => {
    await recordContacts(1);
    const [row] = await outboxRows();
    // Worker A's claim (no mail server needed: we only look at the row).
    await db.execute(
      sql`update notification_outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now() + interval '120 seconds' where id = ${row!.id}`,
    );
    const worker = startWorker({});
    await worker.drain();
    await sleep(100);
    expect(sink.messages).toHaveLength(0);
    expect(
      (await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, row!.id)))[0],
    ).toMatchObject({
      status: "sending",
      attempts: 1,
    });
  });
});

describe("retryDelayMs", () => {
  it("doubles from the base delay up to the maximum", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, FAST_RETRY))).toEqual([
      50, 100, 200, 200, 200,
    ]);
    expect(retryDelayMs(1, DEFAULT_RETRY)).toBe(15_000);
    expect(retryDelayMs(2, DEFAULT_RETRY)).toBe(30_000);
    expect(retryDelayMs(21, DEFAULT_RETRY)).toBe(2 * 60 * 60_000);
  });

  it("with DEFAULT_RETRY spreads the attempts over at least 24 hours", () => {
    // A notification is tried maxAttempts times; between two tries it waits retryDelayMs(attempt).
    const waits = range(DEFAULT_RETRY.maxAttempts - 1, 1).map((attempt) =>
      retryDelayMs(attempt, DEFAULT_RETRY),
    );
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThanOrEqual(24 * 60 * 60_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(DEFAULT_RETRY.maxDelayMs);
  });
});
