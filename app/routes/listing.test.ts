import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { CATALOGUES } from "#content/catalogues.ts";
import { FORM_TOKEN_FIELD } from "#domain/forms/guard-fields.ts";
import {
  contactMessages,
  contactSubmissions,
  type LeadHandOffPayload,
  leadPeople,
  type NotificationPayload,
  notificationOutbox,
} from "#server/db/schema.ts";
import { buildLeadNotification } from "#server/mail/lead-notification.ts";
import { followUpBossEvent } from "#server/outbox/follow-up-boss.ts";
import { leadWebhookBody } from "#server/outbox/webhook.ts";
import { getLeadDetail } from "#server/staff/lead-detail.ts";
import { publicFormContext, TEST_SITE, testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { insertListing } from "#tests/support/listings.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { action, loader } from "./listing.tsx";
import { loader as listingsLoader } from "./listings.tsx";

const { db } = await openFileDatabase();

const open = (slug: string) =>
  callRoute(
    loader as Handler,
    new Request(`http://localhost/listings/${slug}`),
    testLoadContext(db),
    { slug },
  );

/** A showing request as the form posts it without JavaScript. */
const SHOWING = {
  preferred_times: "Saturday morning",
  first_name: "Rae",
  last_name: "Okafor",
  email: "Rae@Example.com",
  phone: "617-555-0177",
  pre_approved: "yes",
  message: "Is the basement finished?",
};

const requestShowing = (slug: string, fields: Record<string, string>, language = "") =>
  callRoute(
    action as Handler,
    new Request(`http://localhost${language}/listings/${slug}`, {
      method: "POST",
      body: new URLSearchParams({ ...fields, [FORM_TOKEN_FIELD]: randomUUID() }),
    }),
    publicFormContext(db, {
      handOffTo: [
        { channel: "follow-up-boss", recipient: "api.followupboss.com" },
        { channel: "webhook", recipient: "hooks.example.com" },
      ],
    }),
    { slug },
  );

describe("a listing's page", () => {
  it("shows a public listing, answers 410 Gone when it is off the market and 404 for a draft or no listing", async () => {
    const active = await insertListing(db);
    const sold = await insertListing(db, {
      street: "3 Oak Rd",
      status: "sold",
      soldPrice: 990_000,
    });
    const off = await insertListing(db, { street: "9 Pine St", status: "off-market" });
    const draft = await insertListing(db, { street: "5 Ash St", status: "draft" });
    expect(await open(active.slug)).toMatchObject({
      status: 200,
      body: {
        kind: "listing",
        listing: { street: "12 Elm St" },
        path: "/listings/12-elm-st-newton",
      },
    });
    expect((await open(sold.slug)).status).toBe(200);
    expect(await open(off.slug)).toMatchObject({ status: 410, body: { kind: "gone" } });
    expect((await open(draft.slug)).status).toBe(404);
    expect((await open("nowhere-at-all")).status).toBe(404);
  });

  it("stores a showing request as a buyer's lead with its listing, and queues the team's mail, the Property Inquiry and the webhook", async () => {
    const listing = await insertListing(db);
    const answer = await requestShowing(listing.slug, SHOWING);
    expect(answer).toMatchObject({ status: 200, body: { status: "success" } });

    const [lead] = await db.select().from(contactSubmissions);
    expect(lead).toMatchObject({
      email: "rae@example.com",
      leadType: "buyer",
      listingId: listing.id,
    });
    const [message] = await db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.contactSubmissionId, lead!.id));
    expect(message?.message).toBe(
      "Preferred days and times: Saturday morning\nPre-approved: Yes, I am pre-approved\n\nIs the basement finished?",
    );

    // The lead's page in /staff names the listing, with its address (the link) and its price.
    const detail = await getLeadDetail(db, (await db.select().from(leadPeople))[0]!.id);
    expect(detail?.submissions[0]?.listing).toEqual({
      slug: listing.slug,
      street: "12 Elm St",
      unit: null,
      town: "Newton",
      listPrice: 1_250_000,
    });

    const outbox = await db.select().from(notificationOutbox).orderBy(notificationOutbox.id);
    expect(outbox.map((row) => row.channel)).toEqual(["mail", "follow-up-boss", "webhook"]);
    const mail = buildLeadNotification(outbox[0]!.payload as NotificationPayload);
    expect(mail.subject).toBe("Showing request: 12 Elm St, Newton");
    expect(mail.text).toContain("List price: $1,250,000");
    expect(mail.text).toContain("MLS number: 73412345");
    expect(mail.text).toContain("/listings/12-elm-st-newton");

    const handOff = outbox[1]!.payload as LeadHandOffPayload;
    expect(followUpBossEvent(handOff, TEST_SITE)).toMatchObject({
      type: "Property Inquiry",
      property: {
        street: "12 Elm St",
        city: "Newton",
        state: "MA",
        code: "02458",
        price: 1_250_000,
        mlsNumber: "73412345",
        url: expect.stringMatching(/\/listings\/12-elm-st-newton$/),
      },
    });
    expect(leadWebhookBody(outbox[2]!.payload as LeadHandOffPayload, TEST_SITE).lead).toMatchObject(
      {
        form: "showing",
        eventType: "Property Inquiry",
        listing: { street: "12 Elm St", town: "Newton", price: 1_250_000, mlsNumber: "73412345" },
      },
    );
  });

  it("answers a request without the preferred times with a 400 naming the field, and stores nothing", async () => {
    const listing = await insertListing(db);
    const { preferred_times: _left, ...rest } = SHOWING;
    expect(await requestShowing(listing.slug, rest)).toMatchObject({
      status: 400,
      body: { status: "invalid", fieldErrors: { preferred_times: [expect.any(String)] } },
    });
    expect(await db.select().from(contactSubmissions)).toEqual([]);
  });

  it("answers a request from the Chinese page in Chinese, and tells the team in English which language she wrote in", async () => {
    const listing = await insertListing(db);
    const words = CATALOGUES.listing["zh-Hans"].showingErrors;
    const { preferred_times: _left, ...rest } = SHOWING;
    expect(await requestShowing(listing.slug, rest, "/zh")).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          preferred_times: [
            words?.messages.required.replace("{field}", words.fields.preferred_times ?? ""),
          ],
        },
      },
    });
    expect(await requestShowing(listing.slug, SHOWING, "/zh")).toMatchObject({ status: 200 });
    const [row] = await db.select().from(notificationOutbox);
    const mail = buildLeadNotification(row!.payload as NotificationPayload);
    expect(mail.subject).toBe("Showing request: 12 Elm St, Newton");
    expect(mail.text).toContain("Language: Chinese");
    expect(mail.text).toContain("Pre-approved: Yes, I am pre-approved");
  });

  it("takes no showing request for a home under agreement or sold", async () => {
    for (const status of ["under-agreement", "sold"] as const) {
      const listing = await insertListing(db, { street: `${status} Rd`, status });
      expect((await requestShowing(listing.slug, SHOWING)).status).toBe(404);
    }
    expect(await db.select().from(contactSubmissions)).toEqual([]);
  });
});

describe("/listings", () => {
  const ListedStreets = z.object({ listings: z.array(z.object({ street: z.string() })) });
  const list = async (query: string) =>
    ListedStreets.parse(
      (
        await callRoute(
          listingsLoader as Handler,
          new Request(`http://localhost/listings${query}`),
          testLoadContext(db),
        )
      ).body,
    );

  it("filters by town, type, price and beds, and ignores values it does not offer", async () => {
    await insertListing(db, { street: "1 Elm St", listPrice: 900_000, beds: 3 });
    await insertListing(db, { street: "2 Elm St", town: "Brookline", zip: "02445", beds: 5 });
    await insertListing(db, {
      street: "3 Elm St",
      propertyType: "condo",
      listPrice: 650_000,
      beds: 2,
    });
    const streets = async (query: string) =>
      (await list(query)).listings.map((home) => home.street).sort();
    expect(await streets("?town=brookline")).toEqual(["2 Elm St"]);
    expect(await streets("?type=condo")).toEqual(["3 Elm St"]);
    expect(await streets("?min=%24700%2C000&max=1000000")).toEqual(["1 Elm St"]);
    expect(await streets("?beds=4")).toEqual(["2 Elm St"]);
    expect(await streets("?type=castle&beds=99&min=lots&max=-3")).toEqual([
      "1 Elm St",
      "2 Elm St",
      "3 Elm St",
    ]);
  });
});
