import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { LEAD_FORMS } from "#domain/lead.ts";
import {
  FUB_KEY,
  FUB_PATH,
  HOOK_PATH,
  handOffBench,
  json,
  record,
  setUpHandOffTests,
  signatureIsValid,
  stub,
  waitForHandOffs,
} from "#tests/support/hand-off-bench.ts";
import { EVENT_TYPE_OF } from "#tests/support/hand-off-leads.ts";
import { db, FAST_RETRY, sink, sleep } from "#tests/support/outbox-fixture.ts";
import { contactSubmissions } from "../db/schema.ts";

setUpHandOffTests();

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
  it("hands a contact lead, a home-value request, an open-house sign-in, a showing request and a confirmed saved search to each, once, in the documented shapes", async () => {
    const { leads } = handOffBench();
    for (const form of LEAD_FORMS) await record(leads, form);
    await waitForHandOffs(10, "sent");
    await sleep(FAST_RETRY.maxDelayMs * 2);

    const events = stub.to(FUB_PATH);
    expect(events).toHaveLength(5);
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
      description:
        "Lead source: Referral\nCame from: Google search → /massachusetts/newton\nLooking to: Buyer",
      // Where the visit came from, in the event's own fields (issue 44).
      pageUrl: "https://www.example.com/contact",
      pageReferrer: "https://www.google.com/",
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
      description: [
        "Lead source: Website",
        "Came from: Facebook (paid, spring) → /massachusetts/newton",
        "Looking to: Seller",
        ...homeFacts,
      ].join("\n"),
      campaign: { source: "facebook", medium: "paid", campaign: "spring" },
      pageUrl: "https://www.example.com/sellers/home-value",
      pageReferrer: "https://l.facebook.com/",
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
    // A showing request: the listing as Follow Up Boss's property, with its price, MLS number and page.
    expect(byType.get("Property Inquiry")).toMatchObject({
      type: "Property Inquiry",
      message:
        "Preferred days and times: Saturday morning\nPre-approved: Yes, I am pre-approved\n\nIs the basement finished?",
      property: {
        street: "12 Elm St",
        city: "Newton",
        state: "MA",
        code: "02458",
        price: 1_250_000,
        mlsNumber: "73412345",
        url: "https://www.example.com/listings/12-elm-st-newton",
      },
      person: { firstName: "Rae", lastName: "Okafor", emails: [{ value: "rae@example.com" }] },
    });
    // A confirmed saved search: her criteria as Follow Up Boss's propertySearch (reference/events-post).
    expect(byType.get("Property Search")).toEqual({
      source: "example.com",
      system: site.name,
      type: "Property Search",
      occurredAt: await submittedAt("lin@example.com"),
      // The visit she saved the search in, kept with the search until she confirmed it.
      description: "Lead source: Website\nCame from: Google search → /homes\nLooking to: Buyer",
      pageUrl: "https://www.example.com/homes",
      pageReferrer: "https://www.google.com/",
      propertySearch: {
        city: "Newton",
        state: "MA",
        maxPrice: 1_500_000,
        minBedrooms: 3,
        url: "https://www.example.com/homes?town=Newton&max_price=1500000&min_beds=3",
      },
      person: { firstName: "Lin", lastName: "Wei", emails: [{ value: "lin@example.com" }] },
    });
    expect(byType.get("Visited Open House")).toEqual({
      source: "example.com",
      system: site.name,
      type: "Visited Open House",
      occurredAt: await submittedAt("sam@example.com"),
      description: [
        "Open house: 12 Elm Street",
        "Came from: QR: 12 Elm Street open house → /event/sign-in",
        "Looking to: Buyer",
        "Working with an agent: No",
        "Pre-approved: Paying cash",
        "Hoping to move: (not answered)",
      ].join("\n"),
      // A sign-in from the printed sign's code says so (its utm_ tags, domain/qr.ts).
      campaign: { source: "open-house-sign", medium: "qr", campaign: "12 Elm Street open house" },
      pageUrl: "https://www.example.com/event/sign-in",
      person: { firstName: "Sam", lastName: "Park", emails: [{ value: "sam@example.com" }] },
    });

    const hooks = stub.to(HOOK_PATH);
    expect(hooks).toHaveLength(5);
    expect(hooks.every((hook) => signatureIsValid(hook))).toBe(true);
    expect(hooks.some((hook) => signatureIsValid(hook, "another secret"))).toBe(false);
    const byForm = new Map(hooks.map((hook) => [(json(hook).lead as { form: string }).form, hook]));
    expect(new Set(hooks.map((hook) => json(hook).id)).size).toBe(5);
    const site_ = { name: site.name, url: "https://www.example.com" };
    expect(json(byForm.get("saved-search")!).lead).toMatchObject({
      form: "saved-search",
      eventType: "Property Search",
      leadType: "buyer",
      savedSearch: {
        url: "https://www.example.com/homes?town=Newton&max_price=1500000&min_beds=3",
        frequency: "instant",
        town: "Newton",
        maxPrice: 1_500_000,
        minBeds: 3,
      },
    });

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
        language: "en",
        property: null,
        listing: null,
        savedSearch: null,
        openHouse: null,
      },
      attribution: {
        source: "Google search",
        landingPage: "https://www.example.com/massachusetts/newton",
        referrerHost: "www.google.com",
        utm: { source: null, medium: null, campaign: null, term: null, content: null },
        paidClick: null,
        formPage: "https://www.example.com/contact",
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
        language: "en",
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
        listing: null,
        savedSearch: null,
        openHouse: null,
      },
      attribution: {
        source: "Facebook (paid, spring)",
        landingPage: "https://www.example.com/massachusetts/newton",
        referrerHost: "l.facebook.com",
        utm: { source: "facebook", medium: "paid", campaign: "spring", term: null, content: null },
        paidClick: "meta",
        formPage: "https://www.example.com/sellers/home-value",
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
        savedSearch: null,
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
    expect([...documented.keys()]).toEqual(["sign-in", "home-value", "showing", "saved-search"]);
    // The team's e-mails went as before.
    await sink.waitForMessages(4);
  });
});
