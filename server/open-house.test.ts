import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { officeAddressLine, site } from "#content/site.ts";
import { FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import { ContactSchema } from "#domain/forms/contact-schema.ts";
import { SignInSchema } from "#domain/forms/sign-in-schema.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import {
  contactSubmissions,
  emailSuppressions,
  followUpConsents,
  notificationOutbox,
  unsubscribeTokens,
} from "./db/schema.ts";
import { emailHash } from "./email-hash.ts";
import { hashStoredAddresses, isSuppressed, unsubscribe, unsubscribeTarget } from "./follow-up.ts";
import { createLeadService, readSignInAnswers } from "./leads.ts";
import { createMailer } from "./mail/mailer.ts";
import { startOutboxWorker } from "./outbox/worker.ts";

const EVENT_TO = "events@example.com";
const SITE_URL = "https://www.example.com";
const GUEST_IP = "198.51.100.23";

const { db } = await openFileDatabase();
let sink: SmtpSink;
let dataDir: string;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = mkdtempSync(join(tmpdir(), "open-house-test-"));
});
afterAll(async () => {
  await sink?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  sink.clear();
});

/** A lead service whose outbox worker sends to the SMTP sink; `sent()` waits until the outbox is idle. */
function setup({ now }: { now?: () => Date } = {}) {
  const mailer = createMailer({ smtpUrl: sink.url, from: "website@example.com", dataDir });
  const worker = startOutboxWorker({
    db,
    mailer,
    siteUrl: SITE_URL,
    pollIntervalMs: 60_000,
    log: () => {},
  });
  cleanups.push(
    () => mailer.close(),
    () => worker.stop(),
  );
  const leads = createLeadService({
    db,
    contactNotifyTo: "lena@example.com",
    eventNotifyTo: EVENT_TO,
    onCommitted: worker.kick,
    now,
  });
  return { leads, sent: () => worker.drain() };
}

const signIn = (fields: Record<string, string>) =>
  SignInSchema.parse({ firstName: "Sam", lastName: "Park", email: "sam@example.com", ...fields });

/** A header as the message carries it, unfolded (RFC 5322 folds long lines). */
function headerValue(parsed: ParsedMail, key: string) {
  const line = parsed.headerLines.find((header) => header.key === key)?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

const mailsTo = (address: string) =>
  sink.messages.filter((mail) => mail.envelope.to.includes(address));

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
      ContactSchema.parse({
        first_name: "Ann",
        last_name: "Lee",
        email: "Ann@Example.com",
        lead_type: "buyer",
        lead_source: "Website",
        message: "Hello",
        followUpConsent: "yes",
      }),
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

  it("a contact-form consent is recorded but sends the visitor nothing", async () => {
    const { leads, sent } = setup();
    await leads.recordContact(
      ContactSchema.parse({
        first_name: "Ann",
        last_name: "Lee",
        email: "ann@example.com",
        lead_type: "buyer",
        lead_source: "Website",
        message: "Hello",
        followUpConsent: "yes",
      }),
      randomUUID(),
      GUEST_IP,
    );
    await sent();
    await sink.waitForMessages(1);
    expect(mailsTo("ann@example.com")).toEqual([]);
  });
});

describe("the guest's thank-you is not a relay", () => {
  const guestMails = async () =>
    (await db.select().from(notificationOutbox)).filter(
      (row) => row.payload.kind === "guest-follow-up",
    );

  it("four consenting sign-ins for one address produce one guest mail; the team hears of all four", async () => {
    const { leads, sent } = setup();
    for (const firstName of ["Sam", "Dear customer", "Winner", "Sam"]) {
      await leads.recordSignIn(
        signIn({ followUpConsent: "yes", firstName, email: "Sam@Example.com" }),
        "Claim prize: call +1 900 555 0100",
        randomUUID(),
        GUEST_IP,
      );
    }
    await sent();
    await sink.waitForMessages(5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(EVENT_TO)).toHaveLength(4);
    expect(mailsTo("sam@example.com")).toHaveLength(1);
    expect(await guestMails()).toHaveLength(1);

    // The next day the address may be thanked again.
    const tomorrow = setup({ now: () => new Date(Date.now() + 24 * 60 * 60_000) });
    await tomorrow.leads.recordSignIn(
      signIn({ followUpConsent: "yes", email: "sam@example.com" }),
      "Open House",
      randomUUID(),
      GUEST_IP,
    );
    expect(await guestMails()).toHaveLength(2);
  });

  it("carries no text a stranger chose: neither the event name from the link nor the typed first name", async () => {
    const { leads, sent } = setup();
    await leads.recordSignIn(
      signIn({ followUpConsent: "yes", firstName: "Dear customer" }),
      "Claim prize: call +1 900 555 0100",
      randomUUID(),
      GUEST_IP,
    );
    await sent();
    await sink.waitForMessages(2);
    const { parsed } = mailsTo("sam@example.com")[0]!;
    for (const part of [parsed.subject ?? "", parsed.text ?? "", parsed.html || ""]) {
      expect(part).not.toContain("Claim prize");
      expect(part).not.toContain("900 555");
      expect(part).not.toContain("Dear customer");
    }
    expect(parsed.text).toMatch(/^Hello,$/m);
  });

  it("stops queueing guest mail for the hour at the global cap; the leads are all kept", async () => {
    const leads = createLeadService({
      db,
      contactNotifyTo: "lena@example.com",
      eventNotifyTo: EVENT_TO,
      guestMailHourlyCap: 2,
    });
    for (const index of [1, 2, 3]) {
      await leads.recordSignIn(
        signIn({ followUpConsent: "yes", email: `guest${index}@example.com` }),
        "Open House",
        randomUUID(),
        GUEST_IP,
      );
    }
    expect((await guestMails()).map((row) => row.recipient)).toEqual([
      "guest1@example.com",
      "guest2@example.com",
    ]);
    expect(await db.select().from(contactSubmissions)).toHaveLength(3);
    expect(await db.select().from(followUpConsents)).toHaveLength(3);
  });
});

async function unsubscribeTokenOf(email: string) {
  const rows = await db.select().from(notificationOutbox);
  const payload = rows.find((row) => row.recipient === email)?.payload;
  return payload?.kind === "guest-follow-up" ? payload.unsubscribeToken : undefined;
}

describe("unsubscribe", () => {
  it("an unsubscribed address is never sent a follow-up again; the team still hears of the sign-in", async () => {
    const { leads, sent } = setup();
    await leads.recordSignIn(signIn({ followUpConsent: "yes" }), "First", randomUUID(), GUEST_IP);
    await sent();
    await sink.waitForMessages(2);
    const token = (await unsubscribeTokenOf("sam@example.com"))!;
    expect(await unsubscribeTarget(db, token)).toEqual({
      email: "sam@example.com",
      suppressed: false,
    });
    expect(await unsubscribe(db, token, "one-click")).toEqual({ email: "sam@example.com" });
    expect(await unsubscribe(db, token, "page")).toEqual({ email: "sam@example.com" });
    // The list keeps the address's keyed hash, not the address.
    expect(await db.select().from(emailSuppressions)).toEqual([
      expect.objectContaining({
        email: null,
        emailHash: emailHash("sam@example.com"),
        via: "one-click",
      }),
    ]);
    expect(JSON.stringify(await db.select().from(emailSuppressions))).not.toContain("sam@");
    sink.clear();

    // A day later, when the one-a-day rule would let a thank-you through.
    const tomorrow = setup({ now: () => new Date(Date.now() + 24 * 60 * 60_000) });
    await tomorrow.leads.recordSignIn(
      signIn({ followUpConsent: "yes" }),
      "Second",
      randomUUID(),
      GUEST_IP,
    );
    await tomorrow.sent();
    await sink.waitForMessages(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(EVENT_TO)).toHaveLength(1);
    expect(mailsTo("sam@example.com")).toEqual([]);
    // The consent itself is still recorded: it is what the guest did.
    expect(await db.select().from(followUpConsents)).toHaveLength(2);
  });

  it("a follow-up queued before the address unsubscribed is not sent", async () => {
    // Not kicking the worker: the mail stays queued while the guest unsubscribes (from an earlier e-mail).
    const quiet = createLeadService({
      db,
      contactNotifyTo: "x@example.com",
      eventNotifyTo: EVENT_TO,
    });
    await quiet.recordSignIn(signIn({ followUpConsent: "yes" }), "Queued", randomUUID(), GUEST_IP);
    await unsubscribe(db, (await unsubscribeTokenOf("sam@example.com"))!, "page");
    await setup().sent();
    await sink.waitForMessages(1);
    expect(mailsTo("sam@example.com")).toEqual([]);
    const rows = await db.select().from(notificationOutbox);
    expect(rows.find((row) => row.recipient === "sam@example.com")?.status).toBe("suppressed");
  });

  it("rows from before hashing are hashed at start: the address leaves the list, the unsubscribe holds", async () => {
    const token = "B".repeat(43);
    await db.insert(unsubscribeTokens).values({ token, email: "old@example.com" });
    await db.insert(emailSuppressions).values([
      { email: "old@example.com", via: "page" },
      { email: "Old@Example.com", via: "one-click" },
      { email: "gone@example.com", via: "page" },
    ]);
    await hashStoredAddresses(db);
    await hashStoredAddresses(db);
    const list = await db
      .select({ email: emailSuppressions.email, hash: emailSuppressions.emailHash })
      .from(emailSuppressions)
      .orderBy(asc(emailSuppressions.id));
    expect(list).toEqual([
      { email: null, hash: emailHash("old@example.com") },
      { email: null, hash: emailHash("gone@example.com") },
    ]);
    expect(await isSuppressed(db, "OLD@example.com")).toBe(true);
    expect(await isSuppressed(db, "new@example.com")).toBe(false);
    expect(await unsubscribeTarget(db, token)).toEqual({
      email: "old@example.com",
      suppressed: true,
    });
  });

  it("refuses a token it did not issue", async () => {
    expect(await unsubscribeTarget(db, "A".repeat(43))).toBeNull();
    expect(await unsubscribeTarget(db, "short")).toBeNull();
    expect(await unsubscribe(db, "A".repeat(43), "one-click")).toBeNull();
    expect(await db.select().from(emailSuppressions)).toEqual([]);
  });
});
