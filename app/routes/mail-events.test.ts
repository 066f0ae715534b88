/**
 * The SMTP provider's bounce and complaint events (issue 43 §2, docs/mail-events.md): a signed
 * event stops every search of its address and the lead page says why; a bad signature or body
 * changes nothing and answers 4xx, an address with no search 200.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/mail-events.ts";
import { MAIL_EVENT_SIGNATURE_HEADER } from "#server/alerts/mail-events.ts";
import { savedSearches } from "#server/db/schema.ts";
import { signWebhook } from "#server/outbox/webhook.ts";
import { savedSearchesOf } from "#server/staff/lead-saved-searches.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { confirmSearchFor } from "#tests/support/saved-search-alerts.ts";

const { db } = await openFileDatabase();
const SECRET = "mail-events-secret-0123456789";
const BUYER = "Lin.Wei@example.com";
const NEIGHBOUR = "sam.park@example.com";
const now = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  process.env.MAIL_EVENTS_SECRET = SECRET;
});
afterEach(() => {
  delete process.env.MAIL_EVENTS_SECRET;
});

/** Posts `body` as the provider's relay does, signed with `secret` at `time`. */
const post = (body: string, { secret = SECRET, time = now() } = {}) =>
  callRoute(
    action as Handler,
    new Request("https://www.example.com/mail-events", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [MAIL_EVENT_SIGNATURE_HEADER]: signWebhook(body, secret, time),
      },
      body,
    }),
    testLoadContext(db),
  );

/** Her two searches (one confirmed, one waiting for its confirmation) and someone else's. */
async function searches() {
  await confirmSearchFor(db, "town=Newton&min_beds=3", { email: BUYER });
  const waiting = await confirmSearchFor(db, "town=Brookline", { email: BUYER, index: 1 });
  await db
    .update(savedSearches)
    .set({ status: "pending", confirmedAt: null })
    .where(eq(savedSearches.id, waiting.id));
  await confirmSearchFor(db, "town=Newton", { email: NEIGHBOUR });
}

const stateOf = async (email: string) =>
  (await savedSearchesOf(db, email.toLowerCase())).savedSearches.map(({ status, stoppedBy }) => ({
    status,
    stoppedBy,
  }));
const ON = { status: "confirmed", stoppedBy: null };

describe("the SMTP provider's bounces and complaints", () => {
  for (const type of ["bounce", "complaint"] as const)
    it(`a ${type} stops every search of the address, and the lead page says why`, async () => {
      await searches();
      const answer = await post(JSON.stringify({ type, email: "LIN.WEI@example.com" }));
      expect(answer).toMatchObject({ status: 200, body: { stopped: 2 } });
      expect(await stateOf(BUYER)).toEqual([
        { status: "paused", stoppedBy: type },
        { status: "paused", stoppedBy: type },
      ]);
      expect(await stateOf(NEIGHBOUR)).toEqual([ON]);
      // The provider reporting it again changes nothing and still succeeds.
      expect(await post(JSON.stringify({ type, email: BUYER }))).toMatchObject({
        status: 200,
        body: { stopped: 0 },
      });
    });

  it("answers 200 for an address with no search, and stops nothing", async () => {
    await searches();
    const answer = await post(JSON.stringify({ type: "bounce", email: "nobody@example.com" }));
    expect(answer).toMatchObject({ status: 200, body: { stopped: 0 } });
    expect(await stateOf(NEIGHBOUR)).toEqual([ON]);
  });

  it("refuses a bad signature (another secret, an old one, a changed body) with 401 and stops nothing", async () => {
    await searches();
    const body = JSON.stringify({ type: "complaint", email: NEIGHBOUR });
    expect((await post(body, { secret: "another-secret-0123456789" })).status).toBe(401);
    expect((await post(body, { time: now() - 3600 })).status).toBe(401);
    const tampered = await callRoute(
      action as Handler,
      new Request("https://www.example.com/mail-events", {
        method: "POST",
        headers: { [MAIL_EVENT_SIGNATURE_HEADER]: signWebhook(body, SECRET, now()) },
        body: body.replace(NEIGHBOUR, "lin.wei@example.com"),
      }),
      testLoadContext(db),
    );
    expect(tampered.status).toBe(401);
    expect(await stateOf(NEIGHBOUR)).toEqual([ON]);
    expect((await stateOf(BUYER)).map((search) => search.stoppedBy)).toEqual([null, null]);
  });

  it("refuses a signed body that is not an event with 400", async () => {
    for (const body of ["not json", "{}", JSON.stringify({ type: "delivered", email: NEIGHBOUR })])
      expect((await post(body)).status, body).toBe(400);
    expect((await post(JSON.stringify({ type: "bounce", email: "not an address" }))).status).toBe(
      400,
    );
  });

  it("takes nothing without MAIL_EVENTS_SECRET (404), and answers a GET with 405", async () => {
    const get = new Request("https://www.example.com/mail-events");
    expect((await callRoute(loader as Handler, get, testLoadContext(db))).status).toBe(405);
    delete process.env.MAIL_EVENTS_SECRET;
    expect((await post(JSON.stringify({ type: "bounce", email: NEIGHBOUR }))).status).toBe(404);
  });
});
