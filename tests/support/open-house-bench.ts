/**
 * The open-house sign-in tests' bench, shared by server/open-house.test.ts and
 * guest-follow-up.test.ts: one database and one SMTP sink per test file, and a
 * lead service whose outbox worker sends to the sink. The `let` exports are
 * live: read them inside tests, after setUpOpenHouseTests() has opened them.
 */
import type { ParsedMail } from "mailparser";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { SignInSchema } from "#domain/forms/sign-in-schema.ts";
import { importSeedTeam } from "#server/content/import.ts";
import type { Database } from "#server/db/client.ts";
import { notificationOutbox } from "#server/db/schema.ts";
import { createLeadService } from "#server/leads.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { startOutboxWorker } from "#server/outbox/worker.ts";
import { openFileDatabase } from "./database.ts";
import { mailBench } from "./mail-bench.ts";
import type { SmtpSink } from "./smtp-sink.ts";

export const EVENT_TO = "events@example.com";
export const SITE_URL = "https://www.example.com";
export const GUEST_IP = "198.51.100.23";

export let db: Database;
export let sink: SmtpSink;
let dataDir: string;
const cleanups: (() => unknown)[] = [];

export async function setUpOpenHouseTests() {
  ({ db } = await openFileDatabase());
  const mail = mailBench("open-house-test-");
  beforeAll(() => {
    ({ sink, dataDir } = mail);
  });
  // The team the site starts with (its first start imports it), after each test's emptying:
  // the guest mail names a member.
  beforeEach(async () => {
    await importSeedTeam(db);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    sink.clear();
  });
}

/** A lead service whose outbox worker sends to the SMTP sink; `sent()` waits until the outbox is idle. */
export function setup({ now }: { now?: () => Date } = {}) {
  const mailer = createMailer({ smtpUrl: sink.url, from: "website@example.com", dataDir });
  const worker = startOutboxWorker({
    db,
    mailer,
    siteUrl: SITE_URL,
    pollIntervalMs: 60_000,
    log: () => {},
  });
  cleanups.push(
    () => mailer.close(),
    () => worker.stop(),
  );
  const leads = createLeadService({
    db,
    contactNotifyTo: "lena@example.com",
    eventNotifyTo: EVENT_TO,
    onCommitted: worker.kick,
    now,
  });
  return { leads, sent: () => worker.drain() };
}

export const signIn = (fields: Record<string, string>) =>
  SignInSchema.parse({ firstName: "Sam", lastName: "Park", email: "sam@example.com", ...fields });

/** A header as the message carries it, unfolded (RFC 5322 folds long lines). */
export function headerValue(parsed: ParsedMail, key: string) {
  const line = parsed.headerLines.find((header) => header.key === key)?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

export const mailsTo = (address: string) =>
  sink.messages.filter((mail) => mail.envelope.to.includes(address));

export async function unsubscribeTokenOf(email: string) {
  const rows = await db.select().from(notificationOutbox);
  const payload = rows.find((row) => row.recipient === email)?.payload;
  return payload?.kind === "guest-follow-up" ? payload.unsubscribeToken : undefined;
}
