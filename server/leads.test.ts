import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ContactSchema } from "#domain/forms/contact-schema.ts";
import { SignInSchema } from "#domain/forms/sign-in-schema.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import type { Database } from "./db/client.ts";
import {
  contactMessages,
  contactSubmissions,
  leadSources,
  notificationOutbox,
} from "./db/schema.ts";
import { createLeadService } from "./leads.ts";
import { createMailer } from "./mail/mailer.ts";
import { startOutboxWorker } from "./outbox/worker.ts";

/** The address a test lead is posted from. */
const GUEST_IP = "203.0.113.7";
const CONTACT_TO = "lena@example.com";
const EVENT_TO = "events@example.com";
const SPRING_2025 = new Date("2025-04-12T16:00:00Z");

const { db } = await openFileDatabase();

function service(options: { now?: Date; onCommitted?: () => void; database?: Database } = {}) {
  return createLeadService({
    db: options.database ?? db,
    contactNotifyTo: CONTACT_TO,
    eventNotifyTo: EVENT_TO,
    onCommitted: options.onCommitted,
    now: () => options.now ?? SPRING_2025,
  });
}

/** What the contact route does with the posted fields. */
const contactInput = (fields: Record<string, string>) =>
  ContactSchema.parse({
    first_name: "Ann",
    last_name: "Lee",
    email: "ann@example.com",
    lead_type: "buyer",
    lead_source: "Website",
    message: "Hello",
    ...fields,
  });

/** What the sign-in route does with the posted fields. */
const signInInput = (fields: Record<string, string>) =>
  SignInSchema.parse({
    firstName: "Sam",
    lastName: "Park",
    email: "sam@example.com",
    phone: "",
    ...fields,
  });

const allSources = () => db.select().from(leadSources).orderBy(asc(leadSources.id));
const allSubmissions = () =>
  db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id));
const allMessages = () => db.select().from(contactMessages).orderBy(asc(contactMessages.id));
const allOutbox = () => db.select().from(notificationOutbox).orderBy(asc(notificationOutbox.id));

describe("recordContact", () => {
  it("stores the submission, its message, a 'website' lead source and the queued notification", async () => {
    const onCommitted = vi.fn();
    const input = contactInput({
      first_name: "  Ann ",
      last_name: "Lee-Smith",
      email: "Ann.Lee@Example.COM",
      phone: "(617) 555-0100",
      lead_source: "Referral",
      message: "We are looking for a 3-bedroom in Newton.\nCan we talk?",
    });
    await service({ onCommitted }).recordContact(input, "token-contact-0000001", GUEST_IP);

    const sources = await allSources();
    expect(sources).toEqual([
      expect.objectContaining({ id: 1, name: "Referral", type: "website" }),
    ]);

    const submissions = await allSubmissions();
    expect(submissions).toEqual([
      expect.objectContaining({
        firstName: "Ann",
        lastName: "Lee-Smith",
        email: "ann.lee@example.com",
        // Stored in E.164 form (see phone.ts), as a sign-in's is.
        phone: "+16175550100",
        leadSourceId: 1,
        leadType: "buyer",
      }),
    ]);

    const messages = await allMessages();
    expect(messages).toEqual([
      expect.objectContaining({
        message: "We are looking for a 3-bedroom in Newton.\nCan we talk?",
        contactSubmissionId: submissions[0]!.id,
      }),
    ]);

    const outbox = await allOutbox();
    expect(outbox).toEqual([
      expect.objectContaining({
        idempotencyKey: expect.any(String),
        contactSubmissionId: submissions[0]!.id,
        recipient: CONTACT_TO,
        status: "pending",
        attempts: 0,
        payload: {
          kind: "contact",
          first_name: "Ann",
          last_name: "Lee-Smith",
          email: "ann.lee@example.com",
          phone: "+16175550100",
          lead_source: "Referral",
          lead_type: "buyer",
          message: "We are looking for a 3-bedroom in Newton.\nCan we talk?",
          recipient: CONTACT_TO,
        },
      }),
    ]);
    expect(onCommitted).toHaveBeenCalledTimes(1);
  });

  it("stores a missing phone as NULL", async () => {
    await service().recordContact(contactInput({ phone: "" }), randomUUID(), GUEST_IP);
    await service().recordContact(contactInput({ email: "b@example.com" }), randomUUID(), GUEST_IP);
    const submissions = await allSubmissions();
    expect(submissions.map((row) => row.phone)).toEqual([null, null]);
  });

  it("reuses an existing lead source and creates a missing one", async () => {
    await db.insert(leadSources).values({ name: "Website", type: "website" });
    await service().recordContact(contactInput({ lead_source: "Website" }), randomUUID(), GUEST_IP);
    await service().recordContact(
      contactInput({ lead_source: "Website", email: "b@example.com" }),
      randomUUID(),
      GUEST_IP,
    );
    await service().recordContact(
      contactInput({ lead_source: "Social Media" }),
      randomUUID(),
      GUEST_IP,
    );

    const sources = await allSources();
    expect(sources.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: "Website", type: "website" },
      { name: "Social Media", type: "website" },
    ]);
    const submissions = await allSubmissions();
    const [website, social] = sources.map((source) => source.id);
    expect(submissions.map((row) => row.leadSourceId)).toEqual([website, website, social]);
  });

  it("stores a repeated form token once", async () => {
    const onCommitted = vi.fn();
    const leads = service({ onCommitted });
    const token = randomUUID();
    // A double click, a reload, the back button: the same form posted again.
    await leads.recordContact(contactInput({ message: "first" }), token, GUEST_IP);
    await leads.recordContact(contactInput({ message: "first" }), token, GUEST_IP);
    await Promise.all(
      [1, 2, 3].map(() => leads.recordContact(contactInput({ message: "first" }), token, GUEST_IP)),
    );

    expect(await allSubmissions()).toHaveLength(1);
    expect((await allMessages()).map((row) => row.message)).toEqual(["first"]);
    expect(await allOutbox()).toHaveLength(1);
    expect(onCommitted).toHaveBeenCalledTimes(1);
  });

  it("stores a different message sent from the same rendered page as a new lead", async () => {
    const token = randomUUID();
    await service().recordContact(contactInput({ message: "first" }), token, GUEST_IP);
    await service().recordContact(contactInput({ message: "second" }), token, GUEST_IP);
    expect((await allMessages()).map((row) => row.message)).toEqual(["first", "second"]);
    expect(await allOutbox()).toHaveLength(2);
  });

  it("stores nothing when an insert inside the transaction fails", async () => {
    const onCommitted = vi.fn();
    const leads = service({ database: failingInsertsInto(db, contactMessages), onCommitted });
    await expect(
      leads.recordContact(contactInput({ lead_source: "Other" }), randomUUID(), GUEST_IP),
    ).rejects.toThrow("simulated failure");

    expect(await allSources()).toEqual([]);
    expect(await allSubmissions()).toEqual([]);
    expect(await allMessages()).toEqual([]);
    expect(await allOutbox()).toEqual([]);
    expect(onCommitted).not.toHaveBeenCalled();
  });

  it("stores nothing when the database refuses the message row, and the token stays usable", async () => {
    const token = randomUUID();
    await db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    let error: unknown;
    try {
      await service().recordContact(contactInput({}), token, GUEST_IP);
    } catch (caught) {
      error = caught;
    } finally {
      await db.execute(sql`alter table contact_messages_away rename to contact_messages`);
    }
    // undefined_table: Drizzle wraps the driver error, the Postgres code is on the cause.
    expect((error as { cause?: { code?: string } } | undefined)?.cause?.code).toBe("42P01");
    expect(await allSubmissions()).toEqual([]);
    expect(await allSources()).toEqual([]);
    expect(await allOutbox()).toEqual([]);

    // The rolled-back claim left no trace: the same form posted again is stored.
    await service().recordContact(contactInput({}), token, GUEST_IP);
    expect(await allSubmissions()).toHaveLength(1);
    expect(await allMessages()).toHaveLength(1);
  });
});

describe("recordSignIn", () => {
  it("stores the submission under '<year> - <event>' with type 'event' and no message", async () => {
    const input = signInInput({
      firstName: "Sam",
      lastName: "O'Neil",
      email: "SAM.ONeil@Example.com",
      phone: "6175550100",
    });
    await service().recordSignIn(input, "Spring Open House", "token-sign-in-0000001", GUEST_IP);

    expect(await allSources()).toEqual([
      expect.objectContaining({ id: 1, name: "2025 - Spring Open House", type: "event" }),
    ]);
    const submissions = await allSubmissions();
    expect(submissions).toEqual([
      expect.objectContaining({
        firstName: "Sam",
        lastName: "O'Neil",
        email: "sam.oneil@example.com",
        // Stored in E.164 form (see phone.ts).
        phone: "+16175550100",
        leadSourceId: 1,
      }),
    ]);
    expect(await allMessages()).toEqual([]);
    const outbox = await allOutbox();
    expect(outbox).toEqual([
      expect.objectContaining({
        idempotencyKey: expect.any(String),
        contactSubmissionId: submissions[0]!.id,
        recipient: EVENT_TO,
        payload: {
          kind: "sign-in",
          first_name: "Sam",
          last_name: "O'Neil",
          email: "sam.oneil@example.com",
          phone: "+16175550100",
          lead_source: "2025 - Spring Open House",
          lead_type: "buyer",
          recipient: EVENT_TO,
          answers: { workingWithAgent: null, preApproved: null, moveTimeline: null },
        },
      }),
    ]);
    expect(outbox[0]!.payload).not.toHaveProperty("message");
  });

  it("stores a missing phone as NULL", async () => {
    await service().recordSignIn(signInInput({ phone: "" }), "Open House", randomUUID(), GUEST_IP);
    expect((await allSubmissions())[0]).toMatchObject({ phone: null });
  });

  it("dates the event by the year in Boston, not in UTC", async () => {
    // 2025-01-01T03:00Z is still New Year's Eve 2024, 22:00, in Boston.
    const newYear = new Date("2025-01-01T03:00:00Z");
    await service({ now: newYear }).recordSignIn(signInInput({}), "Gala", randomUUID(), GUEST_IP);
    await service({ now: new Date("2025-01-01T05:00:00Z") }).recordSignIn(
      signInInput({ email: "b@example.com" }),
      "Gala",
      randomUUID(),
      GUEST_IP,
    );
    const sources = await allSources();
    expect(sources.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: "2024 - Gala", type: "event" },
      { name: "2025 - Gala", type: "event" },
    ]);
    const submissions = await allSubmissions();
    expect(submissions.map((row) => row.leadSourceId)).toEqual([sources[0]!.id, sources[1]!.id]);
  });

  it("stores a repeated form token once", async () => {
    const token = randomUUID();
    await service().recordSignIn(signInInput({}), "Open House", token, GUEST_IP);
    await service().recordSignIn(signInInput({}), "Open House", token, GUEST_IP);
    expect(await allSubmissions()).toHaveLength(1);
    expect(await allOutbox()).toHaveLength(1);
    expect(await allSources()).toHaveLength(1);
  });

  describe("200 guests signing in at once to a brand-new event", () => {
    let sink: SmtpSink;
    let dataDir: string;

    beforeAll(async () => {
      sink = await startSmtpSink();
      dataDir = mkdtempSync(join(tmpdir(), "leads-test-"));
    });
    afterAll(async () => {
      await sink?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });
    afterEach(() => sink.clear());

    it("creates one lead source, 200 submissions and sends each notification once", async () => {
      const mailer = createMailer({ smtpUrl: sink.url, from: "website@example.com", dataDir });
      const logs: Record<string, unknown>[] = [];
      const worker = startOutboxWorker({
        db,
        mailer,
        siteUrl: "https://www.example.com",
        pollIntervalMs: 60_000,
        log: (entry) => logs.push(entry),
      });
      try {
        const leads = service({ onCommitted: worker.kick });
        const guests = Array.from({ length: 200 }, (_, i) => i);
        const results = await Promise.allSettled(
          guests.map((i) =>
            leads.recordSignIn(
              signInInput({
                firstName: `Guest${i}`,
                email: `Guest-${i}@Example.com`,
                phone: `617555${String(i).padStart(4, "0")}`,
              }),
              "Launch Party",
              randomUUID(),
              GUEST_IP,
            ),
          ),
        );
        expect(results.filter((result) => result.status === "rejected")).toEqual([]);

        const sources = await allSources();
        expect(sources).toEqual([
          expect.objectContaining({ name: "2025 - Launch Party", type: "event" }),
        ]);
        const submissions = await allSubmissions();
        expect(submissions).toHaveLength(200);
        expect(new Set(submissions.map((row) => row.leadSourceId))).toEqual(
          new Set([sources[0]!.id]),
        );
        expect(new Set(submissions.map((row) => row.email)).size).toBe(200);

        await worker.drain();
        await sink.waitForMessages(200);
        const outbox = await allOutbox();
        expect(outbox).toHaveLength(200);
        expect(outbox.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);

        expect(sink.messages).toHaveLength(200);
        const delivered = sink.messages.map((mail) => {
          const email = /^Email: (.+)$/m.exec(mail.parsed.text ?? "")?.[1];
          return `${mail.envelope.to.join(",")} ${email}`;
        });
        // Every guest's notification reached the event recipient, and none twice.
        expect(new Set(delivered).size).toBe(200);
        expect(new Set(delivered)).toEqual(
          new Set(guests.map((i) => `${EVENT_TO} guest-${i}@example.com`)),
        );
        expect(logs.filter((entry) => entry.level !== "info")).toEqual([]);
      } finally {
        await worker.stop();
        mailer.close();
      }
      // Nothing more arrives after the drain (no late duplicate).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sink.messages).toHaveLength(200);
    });
  });
});

/**
 * The database, except that inside a transaction an insert into `table`
 * throws: a failure in the middle of storing a lead.
 */
function failingInsertsInto(database: Database, table: unknown): Database {
  const bind = <T extends object>(target: T, property: PropertyKey) => {
    const value = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  };
  return new Proxy(database, {
    get(target, property) {
      if (property !== "transaction") return bind(target, property);
      return (run: (tx: unknown) => Promise<unknown>, config?: unknown) =>
        target.transaction(
          (tx) =>
            run(
              new Proxy(tx, {
                get(txTarget, txProperty) {
                  if (txProperty !== "insert") return bind(txTarget, txProperty);
                  return (into: unknown) => {
                    if (into === table) throw new Error("simulated failure: insert refused");
                    return txTarget.insert(into as typeof contactSubmissions);
                  };
                },
              }),
            ),
          config as Parameters<Database["transaction"]>[1],
        );
    },
  });
}
