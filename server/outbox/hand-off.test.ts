import { readFileSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { LEAD_FORMS, type LeadFormName } from "#domain/lead.ts";
import { freePort } from "#tests/support/free-port.ts";
import {
  EVENT_TYPE_OF,
  formOfBody,
  recordLead,
  webhookSignatureIsValid,
} from "#tests/support/hand-off-leads.ts";
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
import type { LeadService } from "../leads.ts";
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
// Before the bench's cleanup stops the workers: a request a failed test left hanging would hold
// its worker until the request's timeout.
afterEach(() => stub.releaseHung());
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

const handOffRows = async () => (await outboxRows()).filter((row) => row.channel !== "mail");

const waitForHandOffs = (count: number, status: string) =>
  waitUntil(`${count} hand-offs ${status}`, async () => {
    const rows = await handOffRows();
    return rows.length === count && rows.every((row) => row.status === status) ? rows : undefined;
  });

/** Checks the webhook's signature as a receiver would (docs/lead-webhook.md), with its own code. */
const signatureIsValid = (request: StubRequest, secret = WEBHOOK_SECRET) =>
  webhookSignatureIsValid(request.body, request.headers["x-webhook-signature"], secret);

/** Stores one lead of `form` through the lead service, as the form's route does. */
const record = (leads: LeadService, form: LeadFormName) => recordLead(leads, form, GUEST_IP);

const json = (request: StubRequest): Record<string, unknown> => JSON.parse(request.body);

/** The example bodies of docs/lead-webhook.md, by their lead's form. */
function documentedWebhookBodies() {
  const doc = readFileSync(new URL("../../docs/lead-webhook.md", import.meta.url), "utf8");
  const bodies = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map(
    ([, text]) => JSON.parse(text!) as { lead: { form: string } },
  );
  return new Map(bodies.map((body) => [body.lead.form, body]));
}

/** Every field's path in a JSON value ("lead.property.town"), `depth` levels down, sorted. */
function fieldsOf(value: unknown, depth = Number.POSITIVE_INFINITY, path = ""): string[] {
  if (depth === 0 || value === null || typeof value !== "object" || Array.isArray(value))
    return [path];
  return Object.entries(value)
    .flatMap(([key, inner]) => fieldsOf(inner, depth - 1, path ? `${path}.${key}` : key))
    .sort();
}

async function submittedAt(email: string) {
  const [row] = await db
    .select({ createdAt: contactSubmissions.createdAt })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.email, email));
  return row!.createdAt.toISOString();
}

describe("lead hand-off to Follow Up Boss and a webhook", () => {
  it("hands a contact lead, a home-value request and an open-house sign-in to each, once, in the documented shapes", async () => {
    const { leads } = handOffBench();
    for (const form of LEAD_FORMS) await record(leads, form);
    await waitForHandOffs(6, "sent");
    await sleep(FAST_RETRY.maxDelayMs * 2);

    const events = stub.to(FUB_PATH);
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(event.method).toBe("POST");
      expect(event.headers["content-type"]).toBe("application/json");
      // HTTP Basic: the key as the user name, an empty password.
      expect(event.headers.authorization).toBe(
        `Basic ${Buffer.from(`${FUB_KEY}:`).toString("base64")}`,
      );
    }
    const byType = new Map(events.map((event) => [json(event).type, json(event)]));
    expect([...byType.keys()].sort()).toEqual(Object.values(EVENT_TYPE_OF).sort());
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
    const homeFacts = [
      "Address: 48 Walnut Park, Unit 2, Newton, MA 02458",
      "Property type: Condominium",
      "Bedrooms: 3",
      "Bathrooms: 2.5",
      "Approx. square feet: 1,850",
      "Condition: Well kept, some updates",
      "Might sell: In 3 to 6 months",
      "Why: Moving closer to family",
      "Best time to reach: Evening (5-8)",
    ];
    expect(byType.get("Seller Inquiry")).toEqual({
      source: "example.com",
      system: site.name,
      type: "Seller Inquiry",
      occurredAt: await submittedAt("maya@example.com"),
      message: ["Home value request: 48 Walnut Park, Unit 2, Newton", ...homeFacts].join("\n"),
      description: ["Lead source: Website", "Looking to: Seller", ...homeFacts].join("\n"),
      // Follow Up Boss's own property fields (reference/events-post).
      property: {
        street: "48 Walnut Park Unit 2",
        city: "Newton",
        state: "MA",
        code: "02458",
        type: "Condominium",
        bedrooms: 3,
        bathrooms: 2.5,
        area: 1850,
      },
      person: {
        firstName: "Maya",
        lastName: "Chen",
        emails: [{ value: "maya@example.com" }],
        phones: [{ value: "+16175550144" }],
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
    expect(hooks).toHaveLength(3);
    expect(hooks.every((hook) => signatureIsValid(hook))).toBe(true);
    expect(hooks.some((hook) => signatureIsValid(hook, "another secret"))).toBe(false);
    const byForm = new Map(hooks.map((hook) => [(json(hook).lead as { form: string }).form, hook]));
    expect(new Set(hooks.map((hook) => json(hook).id)).size).toBe(3);
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
    expect(json(byForm.get("home-value")!)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "lead.created",
      version: 1,
      createdAt: await submittedAt("maya@example.com"),
      site: site_,
      lead: {
        form: "home-value",
        eventType: "Seller Inquiry",
        firstName: "Maya",
        lastName: "Chen",
        email: "maya@example.com",
        phone: "+16175550144",
        source: "Website",
        message: null,
        leadType: "seller",
        property: {
          street: "48 Walnut Park",
          unit: "2",
          town: "Newton",
          zip: "02458",
          propertyType: "condo",
          bedrooms: 3,
          bathrooms: 2.5,
          squareFeet: 1850,
          condition: "updated",
          timeline: "3-6-months",
          reason: "Moving closer to family",
          bestTime: "evening",
        },
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
        property: null,
        source: expect.stringMatching(/^\d{4} - 12 Elm Street$/),
        openHouse: {
          event: "12 Elm Street",
          answers: { workingWithAgent: "no", preApproved: "cash", moveTimeline: null },
        },
      },
    });
    // Every body has the fields of docs/lead-webhook.md's examples (null or not), and no others;
    // a form with an example of its own has its fields all the way down.
    const documented = documentedWebhookBodies();
    const [first] = documented.values();
    for (const [form, hook] of byForm) {
      expect(fieldsOf(json(hook), 2), form).toEqual(fieldsOf(first, 2));
      if (documented.has(form))
        expect(fieldsOf(json(hook)), form).toEqual(fieldsOf(documented.get(form)));
    }
    expect([...documented.keys()]).toEqual(["sign-in", "home-value"]);
    // The team's e-mails went as before.
    await sink.waitForMessages(3);
  });

  it.each(LEAD_FORMS)(
    "delivers a %s lead once through a receiver that fails (500, then 429) for a while, with the same id every time",
    async (form) => {
      stub.answer = (_request, earlier) =>
        earlier < 2
          ? { status: 500, body: "oops" }
          : earlier < 3
            ? { status: 429 }
            : { status: 200 };
      const { leads } = handOffBench();
      await record(leads, form);
      const rows = await waitForHandOffs(2, "sent");
      await sleep(FAST_RETRY.maxDelayMs * 2);

      expect(rows.map((row) => row.attempts)).toEqual([4, 4]);
      for (const path of [FUB_PATH, HOOK_PATH]) {
        const received = stub.to(path);
        expect(received.map((request) => request.answered)).toEqual([500, 500, 429, 200]);
        expect(received.map((request) => formOfBody(request.body))).toEqual(Array(4).fill(form));
      }
      expect(stub.to(FUB_PATH).map((event) => json(event).type)).toEqual(
        Array(4).fill(EVENT_TYPE_OF[form]),
      );
      const hooks = stub.to(HOOK_PATH);
      expect(new Set(hooks.map((hook) => json(hook).id)).size).toBe(1);
      expect(new Set(hooks.map((hook) => hook.body)).size).toBe(1);
      expect(hooks.every((hook) => signatureIsValid(hook))).toBe(true);
    },
  );

  it("does not retry a 400 from Follow Up Boss: shows it failed with the answer, until Retry now", async () => {
    stub.answer = (request) =>
      request.path === FUB_PATH && stub.to(FUB_PATH).length === 1
        ? {
            status: 400,
            body: '{"errorMessage":"Invalid phone for ana@example.com: 617 555 0101"}',
          }
        : { status: 200 };
    const { leads } = handOffBench();
    await record(leads, "contact");
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
    await record(leads, "contact");
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

  it.each(LEAD_FORMS)(
    "a worker that stalls mid-delivery of a %s lead loses the row when its lease ends: another delivers it, with the same id, and the first cannot undo that",
    async (form) => {
      // The first request to each receiver never gets an answer: its worker is as good as dead.
      stub.answer = (request) => (stub.to(request.path).length === 1 ? "hang" : { status: 200 });
      const first = handOffBench({ leaseSeconds: 1 });
      await record(first.leads, form);
      await stub.waitForRequests(FUB_PATH, 1);
      await stub.waitForRequests(HOOK_PATH, 1);

      startWorker({ ...crm(), retry: FAST_RETRY, leaseSeconds: 1 });
      const rows = await waitForHandOffs(2, "sent");
      expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
      const hooks = stub.to(HOOK_PATH);
      expect(hooks.map((hook) => hook.answered)).toEqual([undefined, 200]);
      expect(json(hooks[0]!).id).toBe(json(hooks[1]!).id);
      expect(signatureIsValid(hooks[1]!)).toBe(true);
      const events = stub.to(FUB_PATH);
      expect(events.map((request) => request.answered)).toEqual([undefined, 200]);
      expect(events.map((event) => json(event).type)).toEqual(Array(2).fill(EVENT_TYPE_OF[form]));
      expect([...events, ...hooks].every((request) => formOfBody(request.body) === form)).toBe(
        true,
      );

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
    },
  );

  it("retries a receiver that cannot be reached, naming the host and the socket's error only", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const { leads } = handOffBench({ origin: closed });
    await record(leads, "contact");
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
    await record(leads, "contact");
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
