import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  db,
  EVENT_TO,
  GUEST_IP,
  mailsTo,
  setUpOpenHouseTests,
  setup,
  signIn,
  sink,
  unsubscribeTokenOf,
} from "#tests/support/open-house-bench.ts";
import {
  contactSubmissions,
  emailSuppressions,
  followUpConsents,
  notificationOutbox,
  unsubscribeTokens,
} from "./db/schema.ts";
import { emailHash } from "./email-hash.ts";
import { hashStoredAddresses, isSuppressed, unsubscribe, unsubscribeTarget } from "./follow-up.ts";
import { createLeadService } from "./leads.ts";

await setUpOpenHouseTests();

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
