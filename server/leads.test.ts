import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  allMessages,
  allOutbox,
  allSources,
  allSubmissions,
  CONTACT_TO,
  db,
  GUEST_IP,
  service,
  setUpLeadServiceTests,
} from "#tests/support/lead-service-bench.ts";
import { postedContact } from "#tests/support/posted-contact.ts";
import type { Database } from "./db/client.ts";
import { contactMessages, type contactSubmissions, leadSources } from "./db/schema.ts";

await setUpLeadServiceTests();

describe("recordContact", () => {
  it("stores the submission, its message, a 'website' lead source and the queued notification", async () => {
    const onCommitted = vi.fn();
    const input = postedContact({
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
      // Her confirmation, in the same transaction: the form's terms only, never her message.
      expect.objectContaining({
        contactSubmissionId: submissions[0]!.id,
        recipient: "ann.lee@example.com",
        status: "pending",
        payload: {
          kind: "visitor-confirmation",
          recipient: "ann.lee@example.com",
          form: "contact",
          language: "en",
          leadType: "buyer",
          sentAt: submissions[0]!.createdAt.toISOString(),
        },
      }),
    ]);
    expect(onCommitted).toHaveBeenCalledTimes(1);
  });

  it("stores a missing phone as NULL", async () => {
    await service().recordContact(postedContact({ phone: "" }), randomUUID(), GUEST_IP);
    await service().recordContact(
      postedContact({ email: "b@example.com" }),
      randomUUID(),
      GUEST_IP,
    );
    const submissions = await allSubmissions();
    expect(submissions.map((row) => row.phone)).toEqual([null, null]);
  });

  it("reuses an existing lead source and creates a missing one", async () => {
    await db.insert(leadSources).values({ name: "Website", type: "website" });
    await service().recordContact(
      postedContact({ lead_source: "Website" }),
      randomUUID(),
      GUEST_IP,
    );
    await service().recordContact(
      postedContact({ lead_source: "Website", email: "b@example.com" }),
      randomUUID(),
      GUEST_IP,
    );
    await service().recordContact(
      postedContact({ lead_source: "Social Media" }),
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
    await leads.recordContact(postedContact({ message: "first" }), token, GUEST_IP);
    await leads.recordContact(postedContact({ message: "first" }), token, GUEST_IP);
    await Promise.all(
      [1, 2, 3].map(() =>
        leads.recordContact(postedContact({ message: "first" }), token, GUEST_IP),
      ),
    );

    expect(await allSubmissions()).toHaveLength(1);
    expect((await allMessages()).map((row) => row.message)).toEqual(["first"]);
    expect((await allOutbox()).map((row) => row.payload.kind)).toEqual([
      "contact",
      "visitor-confirmation",
    ]);
    expect(onCommitted).toHaveBeenCalledTimes(1);
  });

  it("stores a different message sent from the same rendered page as a new lead", async () => {
    const token = randomUUID();
    await service().recordContact(postedContact({ message: "first" }), token, GUEST_IP);
    await service().recordContact(postedContact({ message: "second" }), token, GUEST_IP);
    expect((await allMessages()).map((row) => row.message)).toEqual(["first", "second"]);
    // The team hears of both; she is confirmed once that day (one per address per day).
    expect((await allOutbox()).map((row) => row.payload.kind)).toEqual([
      "contact",
      "visitor-confirmation",
      "contact",
    ]);
  });

  it("stores nothing when an insert inside the transaction fails", async () => {
    const onCommitted = vi.fn();
    const leads = service({ database: failingInsertsInto(db, contactMessages), onCommitted });
    await expect(
      leads.recordContact(postedContact({ lead_source: "Other" }), randomUUID(), GUEST_IP),
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
      await service().recordContact(postedContact({}), token, GUEST_IP);
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
    await service().recordContact(postedContact({}), token, GUEST_IP);
    expect(await allSubmissions()).toHaveLength(1);
    expect(await allMessages()).toHaveLength(1);
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
