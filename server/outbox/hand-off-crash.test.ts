/**
 * The CRM hand-off across a real crash: a server process (the hand-off as
 * server/main.ts wires it, tests/support/hand-off-server.ts) with FUB_API_URL
 * and LEAD_WEBHOOK_URL pointed at a loopback stub, killed with SIGKILL while
 * the stub holds its answer to a lead, and started again on the same DATA_DIR.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeadFormName } from "#domain/lead.ts";
import { askingChild } from "#tests/support/child-process.ts";
import { crashTestServers } from "#tests/support/crash-test.ts";
import {
  EVENT_TYPE_OF,
  formOfBody,
  webhookSignatureIsValid,
} from "#tests/support/hand-off-leads.ts";
import type {
  HandOffRow,
  HandOffServerReply,
  HandOffServerRequest,
} from "#tests/support/hand-off-server.ts";
import { type HttpStub, type StubRequest, startHttpStub } from "#tests/support/http-stub.ts";
import { waitUntil } from "#tests/support/wait.ts";

const FUB_PATH = "/v1/events";
const HOOK_PATH = "/hooks/catch/123456/abcdef/";
const WEBHOOK_SECRET = "whsec-fedcba9876543210";
/** The claim lease of both processes: the restarted one takes over the killed one's rows after it. */
const LEASE_SECONDS = 1;

const servers = crashTestServers("tests/support/hand-off-server.ts", "the server");
let stub: HttpStub;

beforeAll(async () => {
  stub = await startHttpStub();
});
afterAll(async () => {
  await stub?.close();
});
beforeEach(() => {
  stub.requests.length = 0;
});
afterEach(() => {
  stub.releaseHung();
});

/** Starts the server (on the test's DATA_DIR, kept across restarts) and waits until it is up. */
async function startServer() {
  const child = await servers.start({
    SITE_URL: "https://www.example.com",
    FUB_API_KEY: "fub-key-0123456789abcdef",
    FUB_API_URL: stub.url,
    LEAD_WEBHOOK_URL: `${stub.url}${HOOK_PATH}`,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    HAND_OFF_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  const ask = askingChild<HandOffServerRequest, HandOffServerReply>(child);
  return {
    child,
    record: (form: LeadFormName) => ask({ record: form }),
    rows: async () => ((await ask({ rows: true })) as { rows: HandOffRow[] }).rows,
  };
}

const json = (request: StubRequest): Record<string, unknown> => JSON.parse(request.body);
const OK = { status: 200, body: "{}" } as const;

/** The leads the test stores, in order: one delivered, one in flight at the kill, one waiting. */
const RECORDED = ["contact", "home-value", "sign-in"] as const satisfies readonly LeadFormName[];

/** The rows of one lead's hand-off, as [channel, status, attempts]. */
const stateOf = (rows: HandOffRow[], form: LeadFormName) =>
  rows.filter((row) => row.form === form).map((row) => [row.channel, row.status, row.attempts]);

describe("lead hand-off across a server killed mid-delivery", () => {
  it("kill -9 while a home-value request is being handed over loses no lead, and its repeat carries the same id", async () => {
    // The stub holds its answer to the home-value request: its delivery is in flight when the
    // server dies. Each lead meets the crash in another state: the contact delivered and
    // recorded before it, the home-value request in flight, the sign-in stored and waiting.
    stub.answer = (request) => (formOfBody(request.body) === "home-value" ? "hang" : OK);
    const first = await startServer();
    await first.record("contact");
    await waitUntil("the contact delivered", async () =>
      (await first.rows()).every((row) => row.status === "sent"),
    );
    await first.record("home-value");
    await waitUntil("the home-value request in flight to both receivers", () =>
      [FUB_PATH, HOOK_PATH].every((path) =>
        stub.to(path).some((request) => formOfBody(request.body) === "home-value"),
      ),
    );
    await first.record("sign-in");
    const atKill = await first.rows();
    expect(stateOf(atKill, "contact")).toEqual([
      ["follow-up-boss", "sent", 1],
      ["webhook", "sent", 1],
    ]);
    expect(stateOf(atKill, "home-value")).toEqual([
      ["follow-up-boss", "sending", 1],
      ["webhook", "sending", 1],
    ]);
    expect(stateOf(atKill, "sign-in")).toEqual([
      ["follow-up-boss", "pending", 0],
      ["webhook", "pending", 0],
    ]);
    await servers.kill(first.child);

    stub.releaseHung();
    stub.answer = () => OK;
    const second = await startServer();
    const rows = await waitUntil("every hand-off sent after the restart", async () => {
      const rows = await second.rows();
      return rows.every((row) => row.status === "sent") ? rows : undefined;
    });

    // Nothing lost: every lead's rows delivered, under the ids the leads were stored with; only
    // the one in flight was tried again.
    expect(rows.map(({ channel, form, id }) => ({ channel, form, id }))).toEqual(
      atKill.map(({ channel, form, id }) => ({ channel, form, id })),
    );
    expect(rows.map((row) => [row.form, row.attempts])).toEqual([
      ["contact", 1],
      ["contact", 1],
      ["home-value", 2],
      ["home-value", 2],
      ["sign-in", 1],
      ["sign-in", 1],
    ]);

    const hooks = stub.to(HOOK_PATH);
    // A receiver that drops repeats by id keeps each lead once.
    const ids = new Set(hooks.map((hook) => json(hook).id));
    expect(ids).toEqual(new Set(rows.map((row) => row.id)));
    expect(ids.size).toBe(RECORDED.length);
    expect(
      hooks.every((hook) =>
        webhookSignatureIsValid(hook.body, hook.headers["x-webhook-signature"], WEBHOOK_SECRET),
      ),
    ).toBe(true);
    for (const form of RECORDED) {
      // The lead in flight reached each receiver once more, with the same body (and id); only
      // the webhook signature's time is new.
      const answers = form === "home-value" ? [undefined, 200] : [200];
      const received = hooks.filter((hook) => formOfBody(hook.body) === form);
      expect(
        received.map((hook) => hook.answered),
        form,
      ).toEqual(answers);
      expect(new Set(received.map((hook) => hook.body)).size, form).toBe(1);
      expect(json(received[0]!).lead).toMatchObject({ form, eventType: EVENT_TYPE_OF[form] });

      const events = stub.to(FUB_PATH).filter((event) => formOfBody(event.body) === form);
      expect(
        events.map((event) => event.answered),
        form,
      ).toEqual(answers);
      expect(new Set(events.map((event) => event.body)).size, form).toBe(1);
      expect(json(events[0]!).type, form).toBe(EVENT_TYPE_OF[form]);
    }
  });
});
