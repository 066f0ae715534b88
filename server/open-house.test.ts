import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { officeAddressLine, site } from "#content/site.ts";
import { FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import {
  db,
  EVENT_TO,
  GUEST_IP,
  headerValue,
  mailsTo,
  SITE_URL,
  setUpOpenHouseTests,
  setup,
  signIn,
  sink,
  unsubscribeTokenOf,
} from "#tests/support/open-house-bench.ts";
import { postedContact } from "#tests/support/posted-contact.ts";
import { readSignInAnswers } from "#tests/support/sign-in-answers.ts";
import { contactSubmissions, followUpConsents, notificationOutbox } from "./db/schema.ts";
import { createLeadService } from "./leads.ts";

await setUpOpenHouseTests();

describe("when a sign-in is dated", () => {
  const serverNow = new Date("2025-05-17T18:00:00Z");
  const storedTimes = async (posted: (string | undefined)[]) => {
    const leads = createLeadService({
      db,
      contactNotifyTo: "lena@example.com",
      eventNotifyTo: EVENT_TO,
      now: () => serverNow,
    });
    for (const [index, signedInAt] of posted.entries()) {
      const fields = { email: `guest${index}@example.com` };
      await leads.recordSignIn(
        signIn(signedInAt === undefined ? fields : { ...fields, signedInAt }),
        "Maple St Open House",
        randomUUID(),
        GUEST_IP,
      );
    }
    const rows = await db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id));
    return rows.map((row) => row.createdAt);
  };

  it("stores a waited sign-in at the time the guest signed in; anything implausible or absent at the server's time", async () => {
    const twoHoursAgo = new Date(serverNow.getTime() - 2 * 60 * 60_000);
    const before = Date.now();
    const [waited, future, stale, online] = await storedTimes([
      String(twoHoursAgo.getTime()),
      String(serverNow.getTime() + 60 * 60_000),
      String(serverNow.getTime() - 8 * 24 * 60 * 60_000),
      undefined,
    ]);
    expect(waited).toEqual(twoHoursAgo);
    // The others get the database's now(), not a posted time.
    for (const time of [future, stale, online]) {
      expect(time!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(time!.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }
  });
});

describe("the questions agents ask", () => {
  it("stores the answers with the sign-in, shows them to the team and reads them back", async () => {
    const { leads, sent } = setup();
    await leads.recordSignIn(
      signIn({ workingWithAgent: "no", preApproved: "cash", moveTimeline: "3-6" }),
      "Maple St Open House",
      randomUUID(),
      GUEST_IP,
    );
    await leads.recordSignIn(
      signIn({ email: "quiet@example.com" }),
      "Maple St Open House",
      randomUUID(),
      GUEST_IP,
    );
    const submissions = await db
      .select()
      .from(contactSubmissions)
      .orderBy(asc(contactSubmissions.id));
    const answers = await readSignInAnswers(
      db,
      submissions.map((row) => row.id),
    );
    expect(answers.get(submissions[0]!.id)).toMatchObject({
      workingWithAgent: "no",
      preApproved: "cash",
      moveTimeline: "3-6",
    });
    expect(answers.get(submissions[1]!.id)).toMatchObject({
      workingWithAgent: null,
      preApproved: null,
      moveTimeline: null,
    });

    await sent();
    const [answered] = (await sink.waitForMessages(2)).filter((mail) =>
      mail.parsed.text?.includes("sam@example.com"),
    );
    expect(answered!.parsed.text).toContain("Working with an agent: No");
    expect(answered!.parsed.text).toContain("Pre-approved: Paying cash");
    expect(answered!.parsed.text).toContain("Hoping to move: 3-6 months");
  });

  it("stores a phone typed in any usual format in E.164 form", async () => {
    const { leads } = setup();
    for (const phone of ["(617) 555-0199", "617-555-0199", "+1 617 555 0199", "617.555.0199"]) {
      await leads.recordSignIn(signIn({ phone }), "Phones", randomUUID(), GUEST_IP);
    }
    await leads.recordSignIn(
      signIn({ phone: "+44 20 7946 0958" }),
      "Phones",
      randomUUID(),
      GUEST_IP,
    );
    const phones = (
      await db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id))
    ).map((row) => row.phone);
    expect(phones).toEqual([
      "+16175550199",
      "+16175550199",
      "+16175550199",
      "+16175550199",
      "+442079460958",
    ]);
  });
});

describe("follow-up consent", () => {
  it("records the address, the versioned wording, the IP and the form", async () => {
    const { leads } = setup();
    await leads.recordSignIn(
      signIn({ followUpConsent: "yes" }),
      "Open House",
      randomUUID(),
      GUEST_IP,
    );
    await leads.recordContact(
      postedContact({ email: "Ann@Example.com", followUpConsent: "yes" }),
      randomUUID(),
      "2001:db8::1",
    );
    const consents = await db.select().from(followUpConsents).orderBy(asc(followUpConsents.id));
    expect(consents).toEqual([
      expect.objectContaining({
        email: "sam@example.com",
        form: "sign-in",
        wordingVersion: FOLLOW_UP_CONSENT["sign-in"].version,
        wording: "E-mail me details about this home and similar homes",
        ipAddress: GUEST_IP,
        createdAt: expect.any(Date),
      }),
      expect.objectContaining({
        email: "ann@example.com",
        form: "contact",
        wordingVersion: FOLLOW_UP_CONSENT.contact.version,
        wording: "Keep me posted by e-mail",
        ipAddress: "2001:db8::1",
      }),
    ]);
  });

  it("with consent, thanks the guest by e-mail with the postal address and both unsubscribe headers", async () => {
    const { leads, sent } = setup();
    await leads.recordSignIn(
      signIn({ followUpConsent: "yes", firstName: "Maya" }),
      "42 Maple Street Open House",
      randomUUID(),
      GUEST_IP,
    );
    await sent();
    await sink.waitForMessages(2);
    expect(mailsTo(EVENT_TO)).toHaveLength(1);
    const [guest] = mailsTo("sam@example.com");
    expect(guest).toBeDefined();
    const { parsed } = guest!;
    expect(parsed.subject).toBe(`Thank you for visiting our open house`);
    const token = (await unsubscribeTokenOf("sam@example.com"))!;
    const url = `${SITE_URL}/unsubscribe?t=${token}`;
    expect(headerValue(parsed, "list-unsubscribe")).toBe(`<${url}>`);
    expect(headerValue(parsed, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    for (const part of [parsed.text ?? "", parsed.html || ""]) {
      expect(part).toContain(officeAddressLine);
      expect(part).toContain(site.team.lead.name);
      expect(part).toContain(site.team.lead.phone.display);
      expect(part).toContain(url);
      expect(part).toContain(SITE_URL);
    }
  });

  it("without consent records nothing and sends the guest nothing; the team is told", async () => {
    const { leads, sent } = setup();
    await leads.recordSignIn(signIn({}), "Open House", randomUUID(), GUEST_IP);
    await sent();
    await sink.waitForMessages(1);
    expect(mailsTo(EVENT_TO)).toHaveLength(1);
    expect(mailsTo("sam@example.com")).toEqual([]);
    expect(await db.select().from(followUpConsents)).toEqual([]);
    expect((await db.select().from(notificationOutbox)).map((row) => row.recipient)).toEqual([
      EVENT_TO,
    ]);
  });

  it("a contact-form consent is recorded but sends the visitor no follow-up: her confirmation only", async () => {
    const { leads, sent } = setup();
    await leads.recordContact(postedContact({ followUpConsent: "yes" }), randomUUID(), GUEST_IP);
    await sent();
    await sink.waitForMessages(2);
    expect(mailsTo("ann@example.com").map((mail) => mail.parsed.subject)).toEqual([
      "We received your message",
    ]);
  });
});
