import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readHomeSearch } from "#domain/forms/home-search-schema.ts";
import { VISIT_OF } from "#tests/support/hand-off-leads.ts";
import { STAFF, withLeadDatabase } from "#tests/support/staff-leads.ts";
import {
  contactSubmissions,
  leadAttribution,
  notificationOutbox,
  savedSearches,
} from "../db/schema.ts";
import { createLeadService } from "../leads.ts";
import { buildOutboxEmail } from "../outbox/mail.ts";
import { confirmSearch, saveSearch } from "./saved-searches.ts";

const workspace = withLeadDatabase();
const SITE = "https://www.example.com";
const BUYER = "lin.wei@example.com";

/** Saves Newton, 3+ beds, under $1.5M for the buyer from /homes; returns the outbox's rows. */
async function saveNewtonSearch() {
  const { db } = workspace;
  await saveSearch(db, {
    email: BUYER,
    name: "Lin Wei",
    phone: "",
    frequency: "instant",
    search: readHomeSearch(new URLSearchParams("town=Newton&min_beds=3&max_price=1500000")),
    language: "en",
    attribution: VISIT_OF["saved-search"],
  });
  return db.select().from(notificationOutbox);
}

const tokenIn = (text: string) => /confirm\/([\w-]+)/.exec(text)?.[1];

describe("saving a search (double opt-in)", () => {
  it("mails her one confirmation link and stores no lead until she follows it; following it twice makes one buyer lead", async () => {
    const { db } = workspace;
    const leads = createLeadService({ db, contactNotifyTo: STAFF, eventNotifyTo: STAFF });
    const mails = await saveNewtonSearch();
    expect(mails.map((row) => row.recipient)).toEqual([BUYER]);
    expect(await db.select().from(contactSubmissions)).toEqual([]);
    const payload = mails[0]!.payload;
    expect(payload.kind).toBe("saved-search-confirmation");
    if (payload.kind !== "saved-search-confirmation") return;
    const mail = buildOutboxEmail(payload, SITE);
    expect(mail.text).toContain(`${SITE}/homes?town=Newton&max_price=1500000&min_beds=3`);
    const token = tokenIn(mail.text);
    expect(token).toBeTruthy();

    expect(await confirmSearch({ db, leads, siteUrl: SITE }, "not-the-token", "203.0.113.9")).toBe(
      "unknown",
    );
    expect(await confirmSearch({ db, leads, siteUrl: SITE }, token!, "203.0.113.9")).toBe(
      "confirmed",
    );
    expect(await confirmSearch({ db, leads, siteUrl: SITE }, token!, "203.0.113.9")).toBe(
      "already",
    );

    const submissions = await db.select().from(contactSubmissions);
    expect(submissions).toMatchObject([
      { firstName: "Lin", lastName: "Wei", email: BUYER, leadType: "buyer", language: "en" },
    ]);
    // Her lead came from the visit she saved the search in, not from the mail she confirmed in.
    expect(await db.select().from(leadAttribution)).toMatchObject([
      {
        contactSubmissionId: submissions[0]!.id,
        landingPath: VISIT_OF["saved-search"].landingPath,
        referrerHost: VISIT_OF["saved-search"].referrerHost,
        formPage: VISIT_OF["saved-search"].formPage,
        form: "saved-search",
      },
    ]);
    const [search] = await db.select().from(savedSearches).where(eq(savedSearches.email, BUYER));
    expect(search).toMatchObject({
      status: "confirmed",
      contactSubmissionId: submissions[0]!.id,
      query: "?town=Newton&max_price=1500000&min_beds=3",
    });
    const team = await db
      .select({ payload: notificationOutbox.payload })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, STAFF));
    expect(team).toHaveLength(1);
    expect(team[0]!.payload).toMatchObject({
      kind: "saved-search",
      savedSearch: { town: "Newton", minBeds: 3, maxPrice: 1_500_000, frequency: "instant" },
    });
  });
});
