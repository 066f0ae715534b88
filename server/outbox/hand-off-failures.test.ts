import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEAD_FORMS } from "#domain/lead.ts";
import { freePort } from "#tests/support/free-port.ts";
import {
  crm,
  FUB_KEY,
  FUB_PATH,
  HOOK_PATH,
  handOffBench,
  handOffRows,
  json,
  record,
  setUpHandOffTests,
  signatureIsValid,
  stub,
  WEBHOOK_SECRET,
  waitForHandOffs,
} from "#tests/support/hand-off-bench.ts";
import { EVENT_TYPE_OF, formOfBody } from "#tests/support/hand-off-leads.ts";
import { db, FAST_RETRY, type Log, sleep, startWorker } from "#tests/support/outbox-fixture.ts";
import { waitUntil } from "#tests/support/wait.ts";
import { leadPeople, notificationOutbox } from "../db/schema.ts";
import { deliveryHealth } from "../staff/deliveries.ts";
import { retryNotification } from "../staff/lead-changes.ts";
import { getLeadDetail } from "../staff/lead-detail.ts";
import { exportPerson } from "../staff/privacy.ts";

setUpHandOffTests();

/** What an answer must never carry to the log, the lead page or data.json. */
const SECRETS = [FUB_KEY, Buffer.from(`${FUB_KEY}:`).toString("base64"), WEBHOOK_SECRET, HOOK_PATH];

/** The person's page (its deliveries) and her data.json, as the team sees them. */
async function whatTheTeamSees() {
  const [person] = await db.select().from(leadPeople).orderBy(asc(leadPeople.id));
  return JSON.stringify([
    (await getLeadDetail(db, person!.id))?.notifications,
    await exportPerson(db, { personId: person!.id, actor: "lena@example.com" }),
  ]);
}

/**
 * Records a contact lead, waits for its Follow Up Boss row to end `status`, then waits
 * out the retry that must not come and checks Follow Up Boss was called only once.
 */
async function contactLeadsFollowUpBossRow(status: "failed" | "ignored") {
  const { leads } = handOffBench();
  await record(leads, "contact");
  const row = await waitUntil(`the Follow Up Boss row ${status}`, async () =>
    (await handOffRows()).find((candidate) => candidate.status === status),
  );
  await sleep(FAST_RETRY.maxDelayMs * 2);
  expect(stub.to(FUB_PATH)).toHaveLength(1);
  return row;
}

describe("lead hand-off to Follow Up Boss and a webhook", () => {
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
    const failed = await contactLeadsFollowUpBossRow("failed");
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
    const ignored = await contactLeadsFollowUpBossRow("ignored");
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
    const exported = await whatTheTeamSees();
    expect(exported).toContain("follow-up-boss");
    for (const text of [logged, exported])
      for (const secret of SECRETS) expect(text).not.toContain(secret);
    // Nor does the log name the lead.
    expect(logged).not.toContain("ana@example.com");
  });

  it("an answer quoting the key, its Basic header, the secret or the hook's path is stored redacted, and so is one stored before", async () => {
    const basic = Buffer.from(`${FUB_KEY}:`).toString("base64");
    stub.answer = (request) =>
      request.path === FUB_PATH
        ? {
            status: 401,
            body: JSON.stringify({
              errorMessage: `Invalid API key ${FUB_KEY} (Authorization: Basic ${basic})`,
            }),
          }
        : {
            status: 400,
            contentType: "text/plain",
            body: `Signature made with ${WEBHOOK_SECRET} does not match at ${HOOK_PATH}`,
          };
    const { leads } = handOffBench();
    await record(leads, "contact");
    const rows = await waitForHandOffs(2, "failed");

    expect(rows.map((row) => row.lastError)).toEqual([
      "Follow Up Boss answered 401: Invalid API key [redacted] (Authorization: Basic [redacted])",
      `The webhook at ${new URL(stub.url).host} answered 400: Signature made with [redacted] does not match at [redacted]`,
    ]);
    const seen = await whatTheTeamSees();
    expect(seen).toContain("Invalid API key [redacted]");
    for (const secret of SECRETS) expect(seen).not.toContain(secret);

    // A row an earlier version stored with the key in it is redacted when a worker starts.
    await db
      .update(notificationOutbox)
      .set({ lastError: `Follow Up Boss answered 401: Invalid API key ${FUB_KEY}` })
      .where(eq(notificationOutbox.id, rows[0]!.id));
    const log: Log = [];
    await startWorker({ ...crm(), log }).drain();
    expect((await handOffRows())[0]!.lastError).toBe(
      "Follow Up Boss answered 401: Invalid API key [redacted]",
    );
    expect(log).toContainEqual(
      expect.objectContaining({ msg: "stored answers quoting a secret redacted", count: 1 }),
    );
  });
});
