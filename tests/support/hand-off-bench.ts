/**
 * The CRM hand-off tests' bench, shared by server/outbox/hand-off.test.ts and
 * hand-off-failures.test.ts: the outbox bench plus an HTTP stub standing in for
 * Follow Up Boss and the webhook. `stub` is live: read it inside tests, after
 * setUpHandOffTests() has started it.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { LeadFormName } from "#domain/lead.ts";
import type { LeadService } from "#server/leads.ts";
import { handOffTargets } from "#server/outbox/hand-off.ts";
import { recordLead, webhookSignatureIsValid } from "./hand-off-leads.ts";
import { type HttpStub, type StubRequest, startHttpStub } from "./http-stub.ts";
import {
  FAST_RETRY,
  GUEST_IP,
  type Log,
  leadService,
  outboxRows,
  setUpOutboxTests,
  startWorker,
} from "./outbox-fixture.ts";
import { waitUntil } from "./wait.ts";

export const FUB_PATH = "/v1/events";
/** A Zapier Catch Hook's shape: the path is as good as a password. */
export const HOOK_PATH = "/hooks/catch/123456/abcdef/";
export const FUB_KEY = "fub-key-0123456789abcdef";
export const WEBHOOK_SECRET = "whsec-fedcba9876543210";

export let stub: HttpStub;

export function setUpHandOffTests() {
  setUpOutboxTests();
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
}

/** Follow Up Boss and the webhook, both at `origin` (the stub's, unless a test says otherwise). */
export const crm = (origin = stub.url) => ({
  followUpBoss: { apiKey: FUB_KEY, apiUrl: origin },
  webhook: { url: `${origin}${HOOK_PATH}`, secret: WEBHOOK_SECRET },
});

/** A worker that hands leads to the receivers, and the lead service that queues them for it. */
export function handOffBench(options: { log?: Log; leaseSeconds?: number; origin?: string } = {}) {
  const { origin, ...rest } = options;
  const worker = startWorker({ ...crm(origin), retry: FAST_RETRY, ...rest });
  return { worker, leads: leadService(worker, handOffTargets(crm(origin))) };
}

export const handOffRows = async () => (await outboxRows()).filter((row) => row.channel !== "mail");

export const waitForHandOffs = (count: number, status: string) =>
  waitUntil(`${count} hand-offs ${status}`, async () => {
    const rows = await handOffRows();
    return rows.length === count && rows.every((row) => row.status === status) ? rows : undefined;
  });

/** Checks the webhook's signature as a receiver would (docs/lead-webhook.md), with its own code. */
export const signatureIsValid = (request: StubRequest, secret = WEBHOOK_SECRET) =>
  webhookSignatureIsValid(request.body, request.headers["x-webhook-signature"], secret);

/** Stores one lead of `form` through the lead service, as the form's route does. */
export const record = (leads: LeadService, form: LeadFormName) => recordLead(leads, form, GUEST_IP);

export const json = (request: StubRequest) => JSON.parse(request.body) as Record<string, unknown>;
