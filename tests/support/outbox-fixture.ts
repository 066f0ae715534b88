/**
 * The outbox worker's test bench, shared by server/outbox/worker.test.ts and the
 * PostgreSQL-only worker.pg.test.ts: one database and one SMTP sink per test
 * file, emptied before each test, and helpers that record leads and start
 * workers. The `let` exports are live: read them inside tests, after
 * setUpOutboxTests() has opened them.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { ContactSchema } from "#domain/forms/contact-schema.ts";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import {
  type NotificationPayload,
  notificationOutbox,
  type OutboxPayload,
} from "#server/db/schema.ts";
import { createLeadService } from "#server/leads.ts";
import { createMailer } from "#server/mail/mailer.ts";
import type { FollowUpBossConfig } from "#server/outbox/follow-up-boss.ts";
import type { HandOffTarget } from "#server/outbox/hand-off.ts";
import type { WebhookConfig } from "#server/outbox/webhook.ts";
import { type OutboxWorker, type RetryPolicy, startOutboxWorker } from "#server/outbox/worker.ts";
import { openTestDatabase, resetTables } from "./database.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

/** The address a test lead is posted from. */
export const GUEST_IP = "203.0.113.7";
export const CONTACT_TO = "lena@example.com";
/** The workers' SITE_URL: Follow Up Boss's `source` is its domain, example.com. */
export const SITE_URL = "https://www.example.com";
/** Retries within milliseconds, and never gives up during a test's outage. */
export const FAST_RETRY: RetryPolicy = { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 1000 };
/** Retries an hour apart: anything sent within a test was brought forward, not retried on time. */
export const HOUR_RETRY: RetryPolicy = {
  baseDelayMs: 60 * 60_000,
  maxDelayMs: 2 * 60 * 60_000,
  maxAttempts: 22,
};

export let handle: DatabaseHandle;
export let db: Database;
export let sink: SmtpSink;
let dataDir: string;
export const cleanups: (() => Promise<void> | void)[] = [];

export type Log = Record<string, unknown>[];

/** The lead's address in a team notification's outbox row (these tests queue only those). */
export const leadEmailOf = (row: { payload: OutboxPayload }) =>
  (row.payload as NotificationPayload).email;

/** A worker with its own SMTP mailer; `from` tells in the sink which worker sent a mail. */
export function startWorker(options: {
  retry?: RetryPolicy;
  pollIntervalMs?: number;
  database?: Database;
  from?: string;
  log?: Log;
  followUpBoss?: FollowUpBossConfig;
  webhook?: WebhookConfig;
  leaseSeconds?: number;
}) {
  const mailer = createMailer({
    smtpUrl: sink.url,
    from: options.from ?? "website@example.com",
    dataDir,
  });
  const log = options.log ?? [];
  const worker = startOutboxWorker({
    db: options.database ?? db,
    mailer,
    siteUrl: SITE_URL,
    retry: options.retry ?? FAST_RETRY,
    pollIntervalMs: options.pollIntervalMs ?? 20,
    log: (entry) => log.push(entry),
    followUpBoss: options.followUpBoss,
    webhook: options.webhook,
    leaseSeconds: options.leaseSeconds,
  });
  cleanups.push(() => mailer.close());
  cleanups.push(() => worker.stop());
  return worker;
}

export function leadService(worker?: OutboxWorker, handOffTo?: HandOffTarget[]) {
  return createLeadService({
    db,
    contactNotifyTo: CONTACT_TO,
    eventNotifyTo: "events@example.com",
    handOffTo,
    onCommitted: worker?.kick,
    // These tests count the team's notifications; the visitor's confirmation has its own tests.
    visitorMailHourlyCap: 0,
  });
}

export const contactInput = (i: number) =>
  ContactSchema.parse({
    first_name: `Client${i}`,
    last_name: "Test",
    email: `client-${i}@example.com`,
    lead_type: "buyer",
    lead_source: "Website",
    message: `Message number ${i}`,
  });

export async function recordContacts(count: number, leads = leadService(), offset = 0) {
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      leads.recordContact(contactInput(offset + i), randomUUID(), GUEST_IP),
    ),
  );
}

/** The outbox rows; these tests store lead notifications only. */
export const outboxRows = async () =>
  (await db.select().from(notificationOutbox).orderBy(asc(notificationOutbox.id))).map((row) => ({
    ...row,
    payload: row.payload as NotificationPayload,
  }));

/** The lead's e-mail address in each received notification. */
export const deliveredEmails = () =>
  sink.messages.map((mail) => /^Email: (.+)$/m.exec(mail.parsed.text ?? "")?.[1]);

export const range = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => offset + i);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the bench for the calling test file and empties it before each test. */
export function setUpOutboxTests() {
  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    sink = await startSmtpSink();
    dataDir = mkdtempSync(join(tmpdir(), "outbox-test-"));
  });
  afterAll(async () => {
    await sink?.close();
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetTables(db);
    sink.clear();
    sink.reject = false;
    await sink.start();
  });
  afterEach(async () => {
    // Workers first (they use the mailers and the database), then the rest.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
}
