import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { SignInSchema } from "#domain/forms/sign-in-schema.ts";
import {
  allMessages,
  allOutbox,
  allSources,
  allSubmissions,
  db,
  EVENT_TO,
  GUEST_IP,
  service,
  setUpLeadServiceTests,
} from "#tests/support/lead-service-bench.ts";
import { mailBench } from "#tests/support/mail-bench.ts";
import { createMailer } from "./mail/mailer.ts";
import { startOutboxWorker } from "./outbox/worker.ts";

await setUpLeadServiceTests();

/** What the sign-in route does with the posted fields. */
const signInInput = (fields: Record<string, string>) =>
  SignInSchema.parse({
    firstName: "Sam",
    lastName: "Park",
    email: "sam@example.com",
    phone: "",
    ...fields,
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
    const bench = mailBench("leads-test-");
    afterEach(() => bench.sink.clear());

    it("creates one lead source, 200 submissions and sends each notification once", async () => {
      const mailer = createMailer({
        smtpUrl: bench.sink.url,
        from: "website@example.com",
        dataDir: bench.dataDir,
      });
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
        await bench.sink.waitForMessages(200);
        const outbox = await allOutbox();
        expect(outbox).toHaveLength(200);
        expect(outbox.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);

        expect(bench.sink.messages).toHaveLength(200);
        const delivered = bench.sink.messages.map((mail) => {
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
      expect(bench.sink.messages).toHaveLength(200);
    });
  });
});
