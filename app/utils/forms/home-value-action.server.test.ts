import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#domain/forms/guard-fields.ts";
import {
  contactSubmissions,
  followUpConsents,
  type LeadHandOffPayload,
  leadProperties,
  leadSources,
  type NotificationPayload,
  notificationOutbox,
} from "#server/db/schema.ts";
import { buildLeadNotification } from "#server/mail/lead-notification.ts";
import { followUpBossEvent } from "#server/outbox/follow-up-boss.ts";
import { publicFormContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { type Handler, postForm } from "#tests/support/route-calls.ts";
import { homeValueAction } from "./home-value-action.server.ts";
import type { HomeValueResult } from "./home-value-result.ts";

const { db } = await openFileDatabase();

const context = () =>
  publicFormContext(db, {
    handOffTo: [{ channel: "follow-up-boss", recipient: "api.followupboss.com" }],
  });

/** A seller's request as the form posts it, property first. */
const request = {
  street: "12 Elm St",
  unit: "",
  town: "Newton",
  zip: "02458",
  property_type: "single-family",
  bedrooms: "4",
  bathrooms: "2.5",
  square_feet: "2,400",
  condition: "updated",
  timeline: "3-6-months",
  reason: "Downsizing once the kids leave for college.",
  first_name: "Maria",
  last_name: "Santos",
  email: "Maria.Santos@Example.com",
  phone: "617-555-0177",
  best_time: "evening",
};

/** Posts the home-value form the way a browser without JavaScript does, from `path`'s page. */
async function post(fields: Record<string, string>, path = "/sellers/home-value") {
  const answer = await postForm(
    homeValueAction as Handler,
    `http://localhost${path}`,
    fields,
    context(),
  );
  return { status: answer.status, result: answer.data as HomeValueResult };
}

const count = async (
  table: typeof contactSubmissions | typeof notificationOutbox | typeof leadProperties,
) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe("home-value action", () => {
  it("stores a seller lead with its property and its outbox rows, and answers with the address", async () => {
    const { status, result } = await post({ ...request, [FORM_TOKEN_FIELD]: randomUUID() });
    expect(status).toBe(200);
    expect(result).toEqual({
      status: "success",
      echo: { street: "12 Elm St", unit: "", town: "Newton", email: "Maria.Santos@Example.com" },
      // The thank-you's "correct my address" form: the address as stored, and its token.
      correction: { email: "maria.santos@example.com", token: expect.stringMatching(/^1\./) },
    });

    const [submission] = await db
      .select({
        id: contactSubmissions.id,
        email: contactSubmissions.email,
        phone: contactSubmissions.phone,
        leadType: contactSubmissions.leadType,
        source: leadSources.name,
      })
      .from(contactSubmissions)
      .innerJoin(leadSources, eq(leadSources.id, contactSubmissions.leadSourceId));
    expect(submission).toEqual({
      id: 1,
      email: "maria.santos@example.com",
      phone: "+16175550177",
      leadType: "seller",
      source: "Website",
    });
    expect(await db.select().from(leadProperties)).toEqual([
      expect.objectContaining({
        contactSubmissionId: 1,
        street: "12 Elm St",
        unit: "",
        town: "Newton",
        zip: "02458",
        propertyType: "single-family",
        bedrooms: 4,
        bathrooms: 2.5,
        squareFeet: 2400,
        condition: "updated",
        timeline: "3-6-months",
        reason: "Downsizing once the kids leave for college.",
        bestTime: "evening",
      }),
    ]);

    const outbox = await db.select().from(notificationOutbox).orderBy(notificationOutbox.id);
    expect(outbox.map((row) => [row.channel, row.contactSubmissionId])).toEqual([
      ["mail", 1],
      ["follow-up-boss", 1],
      // Her confirmation.
      ["mail", 1],
    ]);
    expect(outbox[2]!.payload).toMatchObject({
      kind: "visitor-confirmation",
      recipient: "maria.santos@example.com",
      form: "home-value",
      leadType: "seller",
      home: { propertyType: "single-family", zip: "02458", timeline: "3-6-months" },
    });
    // The team's mail is titled with the address and lists the property.
    const mail = buildLeadNotification(outbox[0]!.payload as NotificationPayload);
    expect(mail.subject).toBe("Home value request: 12 Elm St, Newton");
    expect(mail.text).toContain("Property type: Single-family house");
    expect(mail.text).toContain("Approx. square feet: 2,400");
    expect(mail.text).toContain("Looking to: Seller");
    // Follow Up Boss gets a Seller Inquiry with the property in the message and as its property.
    const event = followUpBossEvent(
      outbox[1]!.payload as LeadHandOffPayload,
      "https://www.example.com",
    );
    expect(event).toMatchObject({
      type: "Seller Inquiry",
      property: {
        street: "12 Elm St",
        city: "Newton",
        state: "MA",
        code: "02458",
        bedrooms: 4,
        bathrooms: 2.5,
        area: 2400,
      },
    });
    expect(event.message).toContain("Home value request: 12 Elm St, Newton");
    expect(event.message).toContain("Might sell: In 3 to 6 months");
  });

  it("answers missing and malformed fields with a 400 naming each field, and stores nothing", async () => {
    const { status, result } = await post({
      ...request,
      street: " ",
      zip: "2458",
      property_type: "castle",
      bedrooms: "four",
      bathrooms: "2.3",
      timeline: "",
      email: "maria@",
      [FORM_TOKEN_FIELD]: randomUUID(),
    });
    expect(status).toBe(400);
    expect(result).toMatchObject({
      status: "invalid",
      fieldErrors: {
        street: ["Street address is required"],
        zip: ["Please enter a five-digit ZIP code"],
        property_type: ["Please choose the type of property"],
        bedrooms: ["Bedrooms must be a number from 0 to 20"],
        bathrooms: ["Bathrooms must be a number from 0 to 20 (halves allowed)"],
        timeline: ["Please choose when you might sell"],
        email: ["Please enter a valid email address"],
      },
      values: expect.objectContaining({ town: "Newton", zip: "2458" }),
    });
    expect(await count(contactSubmissions)).toBe(0);
    expect(await count(leadProperties)).toBe(0);
    expect(await count(notificationOutbox)).toBe(0);
  });

  it("answers a Chinese page's post in Chinese, a bad ZIP and a count out of bounds by what they are", async () => {
    const { status, result } = await post(
      {
        ...request,
        first_name: "",
        zip: "2458",
        bedrooms: "four",
        timeline: "",
        email: "maria@",
        [FORM_TOKEN_FIELD]: randomUUID(),
      },
      "/zh/sellers/home-value",
    );
    expect(status).toBe(400);
    expect(result).toEqual({
      status: "invalid",
      values: expect.any(Object),
      fieldErrors: {
        first_name: ["请填写名"],
        zip: ["邮政编码格式不正确"],
        bedrooms: ["卧室数请填写 0 到 20 之间的数字"],
        timeline: ["请选择卖房时间"],
        email: ["请输入有效的电子邮箱地址"],
      },
    });
    expect(await count(contactSubmissions)).toBe(0);
  });

  it("stores a Chinese page's request as Chinese, and queues her confirmation in Chinese", async () => {
    const { status } = await post(
      {
        ...request,
        first_name: "美华",
        last_name: "陈",
        followUpConsent: "yes",
        [FORM_TOKEN_FIELD]: randomUUID(),
      },
      "/zh/sellers/home-value",
    );
    expect(status).toBe(200);
    const languages = (await db.select().from(notificationOutbox)).flatMap(({ payload }) =>
      payload.kind === "visitor-confirmation" ? [payload.language] : [],
    );
    expect(languages).toEqual(["zh-Hans"]);
    const [stored] = await db
      .select({ language: contactSubmissions.language })
      .from(contactSubmissions);
    expect(stored).toEqual({ language: "zh-Hans" });
    // Her consent is recorded in the words she read on the Chinese page, under their own version.
    const consents = await db
      .select({ version: followUpConsents.wordingVersion, wording: followUpConsents.wording })
      .from(followUpConsents);
    const chinese = CATALOGUES.forms["zh-Hans"].followUpConsent["home-value"];
    expect(consents).toEqual([{ version: chinese.version, wording: chinese.text }]);
    expect(chinese.version).not.toBe(CATALOGUES.forms.en.followUpConsent["home-value"].version);
  });

  it("never answers hostile input with a 5xx", async () => {
    const hostile = [
      { ...request, reason: "a\u0000b" },
      { ...request, street: "x".repeat(1_000_000) },
      { ...request, square_feet: "1e400" },
      { ...request, bedrooms: "-1" },
      { ...request, best_time: "midnight" },
      { ...request, condition: "[object Object]" },
      {},
    ];
    for (const fields of hostile) {
      const { status, result } = await post(fields);
      expect(status).toBe(400);
      expect(result.status).toBe("invalid");
    }
    expect(await count(contactSubmissions)).toBe(0);
  });

  it("keeps the lead, its property and its outbox rows together: a failed property insert stores nothing", async () => {
    await db.execute(
      sql`alter table lead_properties add constraint refuse_all check (length(street) < 0)`,
    );
    const error = vi.mocked(console.error);
    error.mockImplementation(() => {});
    try {
      const { status, result } = await post({ ...request, [FORM_TOKEN_FIELD]: randomUUID() });
      expect(status).toBe(503);
      expect(result.status).toBe("failure");
      expect(await count(contactSubmissions)).toBe(0);
      expect(await count(notificationOutbox)).toBe(0);
      expect(await count(leadProperties)).toBe(0);
    } finally {
      error.mockClear();
      await db.execute(sql`alter table lead_properties drop constraint refuse_all`);
    }
  });

  it("stores the same render once, and takes a bot's honeypot post without storing it", async () => {
    const token = randomUUID();
    for (let i = 0; i < 2; i++)
      expect((await post({ ...request, [FORM_TOKEN_FIELD]: token })).status).toBe(200);
    expect(await count(contactSubmissions)).toBe(1);
    expect(await count(leadProperties)).toBe(1);
    const bot = await post({ ...request, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(bot.status).toBe(200);
    expect(await count(contactSubmissions)).toBe(1);
  });
});
