import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ContactSchema } from "#app/utils/forms/contact-schema.ts";
import { SignInSchema } from "#app/utils/forms/sign-in-schema.ts";
import { site } from "#content/site.ts";
import { freePort } from "#tests/support/free-port.ts";
import { type HttpStub, type StubRequest, startHttpStub } from "#tests/support/http-stub.ts";
import {
  db,
  FAST_RETRY,
  GUEST_IP,
  type Log,
  leadService,
  outboxRows,
  setUpOutboxTests,
  sink,
  sleep,
  startWorker,
} from "#tests/support/outbox-fixture.ts";
import { waitUntil } from "#tests/support/wait.ts";
import { contactSubmissions, leadPeople } from "../db/schema.ts";
import { deliveryHealth } from "../staff/deliveries.ts";
import { retryNotification } from "../staff/lead-changes.ts";
import { exportPerson } from "../staff/privacy.ts";
import { handOffTargets } from "./hand-off.ts";

setUpOutboxTests();

const FUB_PATH = "/v1/events";
/** A Zapier Catch Hook's shape: the path is as good as a password. */
const HOOK_PATH = "/hooks/catch/123456/abcdef/";
const FUB_KEY = "fub-key-0123456789abcdef";
const WEBHOOK_SECRET = "whsec-fedcba9876543210";

let stub: HttpStub;
beforeAll(async () => {
  stub = await startHttpStub();
});
afterAll(async () => {
  await stub?.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  stub.answer = () => ({ status: 200, body: "{}" });
});

/** Follow Up Boss and the webhook, both at `origin` (the stub's, unless a test says otherwise). */
const crm = (origin = stub.url) => ({
  followUpBoss: { apiKey: FUB_KEY, apiUrl: origin },
  webhook: { url: `${origin}${HOOK_PATH}`, secret: WEBHOOK_SECRET },
});

/** A worker that hands leads to the receivers, and the lead service that queues them for it. */
function handOffBench(options: { log?: Log; leaseSeconds?: number; origin?: string } = {}) {
  const { origin, ...rest } = options;
  const worker = startWorker({ ...crm(origin), retry: FAST_RETRY, ...rest });
  return { worker, leads: leadService(worker, handOffTargets(crm(origin))) };
}

const contact = () =>
  ContactSchema.parse({
    first_name: "Ana",
    last_name: "Lopez",
    email: "ana@example.com",
    phone: "(617) 555-0101",
    // A buyer: a contact who says she is selling is a Seller Inquiry (follow-up-boss.test.ts).
    lead_type: "buyer",
    lead_source: "Referral",
    message: "We'd like to sell in the spring.",
  });

const signIn = () =>
  SignInSchema.parse({
    firstName: "Sam",
    lastName: "Park",
    email: "sam@example.com",
    workingWithAgent: "no",
    preApproved: "cash",
  });

const handOffRows = async () => (await outboxRows()).filter((row) => row.channel !== "mail");

const waitForHandOffs = (count: number, status: string) =>
  waitUntil(`${count} hand-offs ${status}`, async () => {
    const rows = await handOffRows();
    return rows.length === count && rows.every((row) => row.status === status) ? rows : undefined;
  });

/** Checks the webhook's signature as a receiver would (docs/lead-webhook.md), with its own code. */
function signatureIsValid(request: StubRequest, secret = WEBHOOK_SECRET) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request.headers["x-webhook-signature"]));
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(`${match[1]}.${request.body}`).digest();
  const fresh = Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
  return fresh && timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}

const json = (request: StubRequest) => JSON.parse(request.body) as Record<string, unknown>;

async function submittedAt(email: string) {
  const [row] = await db
    .select({ createdAt: contactSubmissions.createdAt })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.email, email));
  return row!.createdAt.toISOString();
}

describe("lead hand-off to Follow Up Boss and a webhook", () => {
  it("hands a contact lead and an open-house sign-in to each, once, in the documented shapes", async () => {
    const { leads } = handOffBench();
    await leads.recordContact(contact(), randomUUID(), GUEST_IP);
    await leads.recordSignIn(signIn(), "12 Elm Street", randomUUID(), GUEST_IP);
    await waitForHandOffs(4, "sent");
    await sleep(FAST_RETRY.maxDelayMs * 2);

    const events = stub.to(FUB_PATH);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.method).toBe("POST");
      expect(event.headers["content-type"]).toBe("application/json");
      // HTTP Basic: the key as the user name, an empty password.
      expect(event.headers.authorization).toBe(
        `Basic ${Buffer.from(`${FUB_KEY}:`).toString("base64")}`,
      );
    }
    const byType = new Map(events.map((event) => [json(event).type, json(event)]));
    expect(byType.get("General Inquiry")).toEqual({
      source: "example.com",
      system: site.name,
      type: "General Inquiry",
      occurredAt: await submittedAt("ana@example.com"),
      message: "We'd like to sell in the spring.",
      description: "Lead source: Referral\nLooking to: Buyer",
      person: {
        firstName: "Ana",
        lastName: "Lopez",
        emails: [{ value: "ana@example.com" }],
        phones: [{ value: "+16175550101" }],
      },
    });
    expect(byType.get("Visited Open House")).toEqual({
      source: "example.com",
      system: site.name,
      type: "Visited Open House",
      occurredAt: await submittedAt("sam@example.com"),
      description: [
        "Open house: 12 Elm Street",
        "Looking to: Buyer",
        "Working with an agent: No",
        "Pre-approved: Paying cash",
        "Hoping to move: (not answered)",
      ].join("\n"),
      person: { firstName: "Sam", lastName: "Park", emails: [{ value: "sam@example.com" }] },
    });

    const hooks = stub.to(HOOK_PATH);
    expect(hooks).toHaveLength(2);
    expect(hooks.every((hook) => signatureIsValid(hook))).toBe(true);
    expect(hooks.some((hook) => signatureIsValid(hook, "another secret"))).toBe(false);
    const byForm = new Map(hooks.map((hook) => [(json(hook).lead as { form: string }).form, hook]));
    const site_ = { name: site.name, url: "https://www.example.com" };
    expect(json(byForm.get("contact")!)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "lead.created",
      version: 1,
      createdAt: await submittedAt("ana@example.com"),
      site: site_,
      lead: {
        form: "contact",
        eventType: "General Inquiry",
        firstName: "Ana",
        lastName: "Lopez",
        email: "ana@example.com",
        phone: "+16175550101",
        source: "Referral",
        message: "We'd like to sell in the spring.",
        leadType: "buyer",
        property: null,
        openHouse: null,
      },
    });
    expect(json(byForm.get("sign-in")!)).toMatchObject({
      type: "lead.created",
      version: 1,
      lead: {
        form: "sign-in",
        eventType: "Visited Open House",
        leadType: "buyer",
        phone: null,
        message: null,
        source: expect.stringMatching(/^\d{4} - 12 Elm Street$/),
        openHouse: {
          event: "12 Elm Street",
          answers: { workingWithAgent: "no", preApproved: "cash", moveTimeline: null },
        },
      },
    });
    // The team's e-mails went as before.
    await sink.waitForMessages(2);
  });

  it("delivers once through a receiver that fails (500, then 429) for a while, with the same id every time", async () => {
    stub.answer = (_request, earlier) =>
      earlier < 2 ? { status: 500, body: "oops" } : earlier < 3 ? { status: 429 } : { status: 200 };
    const { leads } = handOffBench();
    await leads.recordContact(contact(), randomUUID(), GUEST_IP);
    const rows = await waitForHandOffs(2, "sent");
    await sleep(FAST_RETRY.maxDelayMs * 2);

    expect(rows.map((row) => row.attempts)).toEqual([4, 4]);
    for (const path of [FUB_PATH, HOOK_PATH]) {
      const received = stub.to(path);
      expect(received.map((request) => request.answered)).toEqual([500, 500, 429, 200]);
    }
    const hooks = stub.to(HOOK_PATH);
    expect(new Set(hooks.map((hook) => json(hook).id)).size).toBe(1);
    expect(new Set(hooks.map((hook) => hook.body)).size).toBe(1);
    expect(hooks.every((hook) => signatureIsValid(hook))).toBe(true);
  });

  it("does not retry a 400 from Follow Up Boss: shows it failed with the answer, until Retry now", async () => {
    stub.answer = (request) =>
      request.path === FUB_PATH && stub.to(FUB_PATH).length === 1
        ? {
            status: 400,
            body: '{"errorMessage":"Invalid phone for ana@example.com: 617 555 0101"}',
          }
        : { status: 200 };
    const { leads } = handOffBench();
    await leads.recordContact(contact(), randomUUID(), GUEST_IP);
    const failed = await waitUntil("the Follow Up Boss row failed", async () =>
      (await handOffRows()).find((row) => row.status === "failed"),
    );
    await sleep(FAST_RETRY.maxDelayMs * 2);
    expect(stub.to(FUB_PATH)).toHaveLength(1);
    expect(failed).toMatchObject({ channel: "follow-up-boss", attempts: 1 });
    // The answer, without the lead's address or phone.
    expect(failed.lastError).toBe(
      "Follow Up Boss answered 400: Invalid phone for [e-mail]: [number]",
    );
    expect(await deliveryHealth(db)).toContainEqual({
      channel: "follow-up-boss",
      pending: 0,
      failed: 1,
      ignored: 0,
    });

    const [person] = await db.select().from(leadPeople);
    expect(
      await retryNotification(db, {
        personId: person!.id,
        notificationId: failed.id,
        actor: "lena@example.com",
      }),
    ).toBe(true);
    await waitForHandOffs(2, "sent");
    expect(stub.to(FUB_PATH).map((request) => request.answered)).toEqual([400, 200]);
  });

  it("records Follow Up Boss's 204 (lead flow archived) as ignored, not retried", async () => {
    stub.answer = (request) => (request.path === FUB_PATH ? { status: 204 } : { status: 200 });
    const { leads } = handOffBench();
    await leads.recordContact(contact(), randomUUID(), GUEST_IP);
    const ignored = await waitUntil("the Follow Up Boss row ignored", async () =>
      (await handOffRows()).find((row) => row.status === "ignored"),
    );
    await sleep(FAST_RETRY.maxDelayMs * 2);
    expect(stub.to(FUB_PATH)).toHaveLength(1);
    expect(ignored.lastError).toMatch(/^Follow Up Boss answered 204: the lead flow .* is archived/);
    expect(await deliveryHealth(db)).toContainEqual({
      channel: "follow-up-boss",
      pending: 0,
      failed: 0,
      ignored: 1,
    });
  });

  it("a worker that stalls mid-delivery loses the row when its lease ends: another delivers it, with the same id, and the first cannot undo that", async () => {
    // The first request to each receiver never gets an answer: its worker is as good as dead.
    stub.answer = (request) => (stub.to(request.path).length === 1 ? "hang" : { status: 200 });
    const first = handOffBench({ leaseSeconds: 1 });
    await first.leads.recordContact(contact(), randomUUID(), GUEST_IP);
    await stub.waitForRequests(FUB_PATH, 1);
    await stub.waitForRequests(HOOK_PATH, 1);

    startWorker({ ...crm(), retry: FAST_RETRY, leaseSeconds: 1 });
    const rows = await waitForHandOffs(2, "sent");
    expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
    const hooks = stub.to(HOOK_PATH);
    expect(hooks.map((hook) => hook.answered)).toEqual([undefined, 200]);
    expect(json(hooks[0]!).id).toBe(json(hooks[1]!).id);
    expect(stub.to(FUB_PATH).map((request) => request.answered)).toEqual([undefined, 200]);

    // The stalled requests fail at last: the first worker finds the rows no longer its own.
    stub.releaseHung();
    await first.worker.drain();
    expect(
      (await handOffRows()).map(({ status, attempts, lastError }) => ({
        status,
        attempts,
        lastError,
      })),
    ).toEqual([
      { status: "sent", attempts: 2, lastError: null },
      { status: "sent", attempts: 2, lastError: null },
    ]);
  });

  it("retries a receiver that cannot be reached, naming the host and the socket's error only", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const { leads } = handOffBench({ origin: closed });
    await leads.recordContact(contact(), randomUUID(), GUEST_IP);
    const rows = await waitUntil("both hand-offs failed twice", async () => {
      const rows = await handOffRows();
      return rows.length === 2 && rows.every((row) => row.attempts >= 2) ? rows : undefined;
    });
    expect(rows.map(({ status, lastError }) => ({ status, lastError }))).toEqual([
      {
        status: expect.stringMatching(/^(pending|sending)$/),
        lastError: "Follow Up Boss could not be reached (ECONNREFUSED)",
      },
      {
        status: expect.stringMatching(/^(pending|sending)$/),
        lastError: `The webhook at ${new URL(closed).host} could not be reached (ECONNREFUSED)`,
      },
    ]);
  });

  it("keeps the key and the secret out of the log and the person's data export", async () => {
    stub.answer = (request, earlier) =>
      request.path === FUB_PATH
        ? { status: 401, body: '{"errorMessage":"Invalid API key"}' }
        : earlier < 2
          ? { status: 503 }
          : { status: 200 };
    const log: Log = [];
    const { leads } = handOffBench({ log });
    await leads.recordContact(contact(), randomUUID(), GUEST_IP);
    await waitUntil("the webhook delivered and Follow Up Boss failed", async () => {
      const rows = await handOffRows();
      return (
        rows.some((row) => row.status === "failed") && rows.some((row) => row.status === "sent")
      );
    });
    const logged = JSON.stringify(log);
    expect(log.filter((entry) => entry.level === "warn")).toHaveLength(2);
    expect(log).toContainEqual(
      expect.objectContaining({ msg: "notification failed for good", reason: "http 401" }),
    );
    const [person] = await db.select().from(leadPeople).orderBy(asc(leadPeople.id));
    const exported = JSON.stringify(
      await exportPerson(db, { personId: person!.id, actor: "lena@example.com" }),
    );
    expect(exported).toContain("follow-up-boss");
    for (const text of [logged, exported]) {
      for (const secret of [
        FUB_KEY,
        Buffer.from(`${FUB_KEY}:`).toString("base64"),
        WEBHOOK_SECRET,
        HOOK_PATH,
      ])
        expect(text).not.toContain(secret);
    }
    // Nor does the log name the lead.
    expect(logged).not.toContain("ana@example.com");
  });
});
