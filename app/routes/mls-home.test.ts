import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FORM_TOKEN_FIELD } from "#domain/forms/guard-fields.ts";
import {
  contactSubmissions,
  type LeadHandOffPayload,
  leadPeople,
  type NotificationPayload,
  notificationOutbox,
} from "#server/db/schema.ts";
import { buildLeadNotification } from "#server/mail/lead-notification.ts";
import { followUpBossEvent } from "#server/outbox/follow-up-boss.ts";
import { getLeadDetail } from "#server/staff/lead-detail.ts";
import { publicFormContext, TEST_SITE, testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { insertMlsHome } from "#tests/support/mls-homes.ts";
import { callRoute, type Handler, locationOf } from "#tests/support/route-calls.ts";
import { action, loader } from "./mls-home.tsx";

const { db } = await openFileDatabase();
const SLUG = "73000001-45-walnut-st-newton-ma-02459";

const open = (slug: string, prefix = "") =>
  callRoute(
    loader as Handler,
    new Request(`http://localhost${prefix}/homes/${slug}`),
    testLoadContext(db),
    { slug },
  );

describe("an MLS home's page", () => {
  it("answers 200 for the home, 301 from an old address, 410 once it left the feed, 404 when unknown", async () => {
    await insertMlsHome(db);
    expect((await open(SLUG)).status).toBe(200);
    const moved = await open("73000001-45-walnut-street");
    expect([moved.status, locationOf(moved)]).toEqual([301, `/homes/${SLUG}`]);
    expect((await open("12345678-nowhere")).status).toBe(404);
    await insertMlsHome(db, {
      listingId: "73000002",
      slug: "73000002-1-oak-st",
      removedAt: new Date(),
    });
    expect((await open("73000002-1-oak-st")).status).toBe(410);
  });

  it("answers an old address in Chinese with the home's current Chinese address", async () => {
    await insertMlsHome(db);
    expect((await open(SLUG, "/zh")).status).toBe(200);
    const moved = await open("73000001-45-walnut-street", "/zh");
    expect([moved.status, locationOf(moved)]).toEqual([301, `/zh/homes/${SLUG}`]);
  });

  it("stores a showing request as a buyer's lead with the MLS home, for the team's mail and Follow Up Boss", async () => {
    await insertMlsHome(db);
    const answer = await callRoute(
      action as Handler,
      new Request(`http://localhost/homes/${SLUG}`, {
        method: "POST",
        body: new URLSearchParams({
          preferred_times: "Saturday morning",
          first_name: "Rae",
          last_name: "Okafor",
          email: "rae@example.com",
          phone: "617-555-0177",
          [FORM_TOKEN_FIELD]: randomUUID(),
        }),
      }),
      publicFormContext(db, {
        handOffTo: [{ channel: "follow-up-boss", recipient: "api.followupboss.com" }],
      }),
      { slug: SLUG },
    );
    expect(answer).toMatchObject({ status: 200, body: { status: "success" } });
    const [lead] = await db.select().from(contactSubmissions);
    expect(lead).toMatchObject({ leadType: "buyer", listingId: null });
    // The lead's page in the workspace names the home and links its page.
    const [person] = await db.select({ id: leadPeople.id }).from(leadPeople);
    const detail = await getLeadDetail(db, person!.id);
    expect(detail?.submissions[0]?.mlsHome).toEqual({
      street: "45 Walnut St",
      town: "Newton",
      price: 1_200_000,
      href: `/homes/${SLUG}`,
    });
    const outbox = await db.select().from(notificationOutbox).orderBy(notificationOutbox.id);
    const mail = buildLeadNotification(outbox[0]!.payload as NotificationPayload);
    expect(mail.subject).toBe("Showing request: 45 Walnut St, Newton");
    expect(mail.text).toContain("MLS number: 73000001");
    expect(mail.text).toContain(`/homes/${SLUG}`);
    expect(followUpBossEvent(outbox[1]!.payload as LeadHandOffPayload, TEST_SITE)).toMatchObject({
      type: "Property Inquiry",
      property: { street: "45 Walnut St", city: "Newton", price: 1_200_000, mlsNumber: "73000001" },
    });
  });
});
