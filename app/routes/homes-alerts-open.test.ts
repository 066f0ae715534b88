/**
 * A home opened from an alert (issue 43): recorded once on her lead as viewed, told to Follow Up
 * Boss once as a Viewed Property event, and the search counts as opened (the 60-day rule).
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loader } from "#app/routes/homes-alerts-open.ts";
import { readHomeSearch } from "#domain/forms/home-search-schema.ts";
import { readOpenToken } from "#server/alerts/alert-links.ts";
import { recordAlertOpen } from "#server/alerts/opened.ts";
import { confirmSearch, saveSearch } from "#server/alerts/saved-searches.ts";
import { notificationOutbox, savedSearches, savedSearchSent } from "#server/db/schema.ts";
import { createLeadService } from "#server/leads.ts";
import { followUpBossEvent } from "#server/outbox/follow-up-boss.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { VISIT_OF } from "#tests/support/hand-off-leads.ts";
import { insertMlsHome } from "#tests/support/mls-homes.ts";
import { callRoute, type Handler, locationOf } from "#tests/support/route-calls.ts";
import { ALERT_SITE, testAlertLinks } from "#tests/support/saved-search-alerts.ts";
import { STAFF, withLeadDatabase } from "#tests/support/staff-leads.ts";

const workspace = withLeadDatabase();
const FUB_HOST = "api.followupboss.com";

it("records a home opened from her alert as viewed, tells Follow Up Boss once, and leads to the home's page in her language", async () => {
  const { db } = workspace;
  const leads = createLeadService({
    db,
    contactNotifyTo: STAFF,
    eventNotifyTo: STAFF,
    handOffTo: [{ channel: "follow-up-boss", recipient: FUB_HOST }],
  });
  await saveSearch(db, {
    email: "lin.wei@example.com",
    name: "Lin Wei",
    phone: "",
    frequency: "instant",
    search: readHomeSearch(new URLSearchParams("town=Newton&min_beds=3")),
    language: "zh-Hans",
    attribution: VISIT_OF["saved-search"],
  });
  const [confirmation] = await db.select().from(notificationOutbox);
  if (confirmation?.payload.kind !== "saved-search-confirmation")
    throw new Error("no confirmation");
  await confirmSearch(
    { db, leads, siteUrl: ALERT_SITE },
    confirmation.payload.token,
    "203.0.113.9",
  );
  const [search] = await db.select().from(savedSearches);
  const home = await insertMlsHome(db);
  await db.insert(savedSearchSent).values({
    savedSearchId: search!.id,
    listingKey: home.listingKey,
    kind: "new",
    queuedAt: new Date(),
  });

  const link = testAlertLinks.open(search!.id, home.listingKey);
  const opened = readOpenToken(link.split("/").at(-1)!);
  const token = link.split("/").at(-1)!;
  const now = new Date("2026-12-01T15:00:00Z");
  expect(await recordAlertOpen(db, opened!, { siteUrl: ALERT_SITE, now })).toBe(
    `/zh/homes/${home.slug}`,
  );
  await recordAlertOpen(db, opened!, { siteUrl: ALERT_SITE, now });

  const [sent] = await db.select().from(savedSearchSent);
  expect(sent?.viewedAt).toEqual(now);
  const [after] = await db.select().from(savedSearches).where(eq(savedSearches.id, search!.id));
  expect(after?.lastOpenedAt).toEqual(now);
  const viewed = (await db.select().from(notificationOutbox)).filter(
    (row) => row.payload.kind === "lead-hand-off" && row.payload.viewed,
  );
  expect(viewed).toHaveLength(1);
  expect(viewed[0]?.recipient).toBe(FUB_HOST);
  const payload = viewed[0]!.payload;
  if (payload.kind !== "lead-hand-off") return;
  expect(followUpBossEvent(payload, ALERT_SITE)).toMatchObject({
    type: "Viewed Property",
    person: { emails: [{ value: "lin.wei@example.com" }] },
    property: { mlsNumber: home.listingId, url: `${ALERT_SITE}/zh/homes/${home.slug}` },
  });

  // Through its route: a forged token is a 404, the real one a 303 to her page.
  const open = (given: string) =>
    callRoute(loader as Handler, new Request(link), testLoadContext(db), { token: given });
  expect((await open(`${token.slice(0, -1)}x`)).status).toBe(404);
  const answer = await open(token);
  expect([answer.status, locationOf(answer)]).toEqual([303, `/zh/homes/${home.slug}`]);
});
