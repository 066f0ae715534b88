import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { filters, withLeadDatabase } from "#tests/support/staff-leads.ts";
import { leadPeople, leadSources, leadTouches, notificationOutbox } from "../db/schema.ts";
import { buildOutboxEmail, mailChannel } from "../outbox/mail.ts";
import { guestsOfEvent, sendGuestNote } from "./guest-note.ts";
import { listLeads } from "./inbox.ts";
import { todayFor } from "./today.ts";

const workspace = withLeadDatabase();

const HOST = "lena@example.com";
const EVENT = "2026 - 27 Walnut Park, Newton, Sun Nov 29 (K7M3P)";
const EVENT_NAME = "27 Walnut Park, Newton, Sun Nov 29";
const FROM = {
  name: "Lena Ortiz",
  phone: "(617) 555-0100",
  phoneE164: "+16175550100",
  email: HOST,
};
const SITE = "https://www.example.com";

/** Ann and Bea agreed to follow-up e-mail at the open house; Cal did not. */
async function openHouseWithGuests() {
  await workspace.storeAll([
    {
      email: "ann@example.com",
      first: "Ann",
      source: EVENT,
      at: "2026-11-29T18:00:00Z",
      consentFrom: "198.51.100.1",
    },
    {
      email: "bea@example.com",
      first: "Bea",
      source: EVENT,
      at: "2026-11-29T18:10:00Z",
      consentFrom: "198.51.100.2",
      // She signed in on the kiosk in Chinese.
      language: "zh-Hans",
    },
    { email: "cal@example.com", first: "Cal", source: EVENT, at: "2026-11-29T18:20:00Z" },
    // Dee signed in elsewhere: never a guest of this open house.
    {
      email: "dee@example.com",
      first: "Dee",
      source: "2026 - Fall Fair",
      at: "2026-11-29T18:30:00Z",
      consentFrom: "198.51.100.4",
    },
  ]);
  const [source] = await workspace.db
    .select({ id: leadSources.id })
    .from(leadSources)
    .where(eq(leadSources.name, EVENT));
  return source!.id;
}

const note = (sendKey: string, to: "all" | "chosen" = "all", guest: number[] = []) => ({
  to,
  guest,
  subject: `${EVENT_NAME}: thank you`,
  message: "The sellers take offers until Tuesday.\n\nCall me with any question.",
  sendKey,
});

const send = (leadSourceId: number, sendKey: string, to?: "all" | "chosen", guest?: number[]) =>
  sendGuestNote(workspace.db, {
    leadSourceId,
    eventName: EVENT_NAME,
    note: note(sendKey, to, guest),
    from: FROM,
    actor: HOST,
  });

const outbox = () =>
  workspace.db
    .select({ recipient: notificationOutbox.recipient, payload: notificationOutbox.payload })
    .from(notificationOutbox)
    .then((rows) => rows.filter((row) => row.payload.kind === "guest-note"));

const timelineOf = async (email: string) =>
  workspace.db
    .select({ kind: leadTouches.kind, note: leadTouches.note, actor: leadTouches.actor })
    .from(leadTouches)
    .innerJoin(leadPeople, eq(leadPeople.id, leadTouches.personId))
    .where(eq(leadPeople.emailKey, email));

describe("e-mailing the guests of an open house", () => {
  it("queues one personal mail per guest who agreed, records it on her timeline, and counts the rest as skipped", async () => {
    const id = await openHouseWithGuests();
    expect(await send(id, "send-key-0000000001")).toEqual({
      sent: 2,
      skipped: [{ reason: "no-consent", count: 1 }],
    });
    const rows = await outbox();
    expect(rows.map((row) => row.recipient).sort()).toEqual(["ann@example.com", "bea@example.com"]);
    const ann = rows.find((row) => row.recipient === "ann@example.com")!;
    const mail = buildOutboxEmail(
      ann.payload as Parameters<typeof buildOutboxEmail>[0],
      SITE,
    ) as ReturnType<typeof buildOutboxEmail> & { headers: Record<string, string> };
    expect(mail.subject).toBe(`${EVENT_NAME}: thank you`);
    expect(mail.text).toContain("Hello Ann,");
    expect(mail.text).toContain("The sellers take offers until Tuesday.");
    expect(mail.text).toContain("Lena Ortiz");
    expect(mail.replyTo).toBe(HOST);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["List-Unsubscribe"]).toMatch(/^<https:\/\/www\.example\.com\/unsubscribe/);
    const bea = buildOutboxEmail(
      rows.find((row) => row.recipient === "bea@example.com")!.payload as Parameters<
        typeof buildOutboxEmail
      >[0],
      SITE,
    ) as typeof mail;
    const chinese = CATALOGUES.event["zh-Hans"].guestMail;
    expect(bea.text).toContain(chinese.greetingNamed.replace("{name}", "Bea"));
    expect(bea.text).toContain("The sellers take offers until Tuesday.");
    expect(bea.text).toContain(chinese.footer);
    expect(bea.text).not.toContain("Hello");
    expect(bea.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/www\.example\.com\/zh\/unsubscribe/,
    );
    expect(await timelineOf("ann@example.com")).toEqual([
      { kind: "open-house-note", note: `${EVENT_NAME}: thank you`, actor: HOST },
    ]);
    expect(await timelineOf("cal@example.com")).toEqual([]);
    expect(await timelineOf("dee@example.com")).toEqual([]);
  });

  it("sends once when the same form is posted twice (a double click)", async () => {
    const id = await openHouseWithGuests();
    const first = await send(id, "send-key-0000000002");
    const again = await send(id, "send-key-0000000002");
    expect(again).toEqual(first);
    expect(await outbox()).toHaveLength(2);
    expect(await timelineOf("bea@example.com")).toHaveLength(1);
    // A new note (a new page, a new key) goes out again.
    await send(id, "send-key-0000000003");
    expect(await outbox()).toHaveLength(4);
  });

  it("skips a guest who unsubscribed since she signed in, and says why", async () => {
    const id = await openHouseWithGuests();
    await workspace.unsubscribe("Bea@example.com", "2026-11-30T12:00:00Z");
    expect(await send(id, "send-key-0000000004")).toEqual({
      sent: 1,
      skipped: [
        { reason: "unsubscribed", count: 1 },
        { reason: "no-consent", count: 1 },
      ],
    });
    expect((await outbox()).map((row) => row.recipient)).toEqual(["ann@example.com"]);
  });

  it("is not sent to a guest who unsubscribes after it was queued", async () => {
    const id = await openHouseWithGuests();
    await send(id, "send-key-0000000006");
    const [row] = await workspace.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, "ann@example.com"));
    await workspace.unsubscribe("ann@example.com", "2026-11-30T12:00:00Z");
    const sent: string[] = [];
    const deliver = mailChannel({
      db: workspace.db,
      mailer: { send: async ({ to }) => void sent.push(to), close: () => {}, describe: "test" },
      siteUrl: SITE,
    });
    expect(await deliver({ ...row!, attempts: 0 })).toEqual({ status: "suppressed" });
    expect(sent).toEqual([]);
  });

  it("goes to the ticked guests only, when the member chose some", async () => {
    const id = await openHouseWithGuests();
    const guests = await guestsOfEvent(workspace.db, id);
    expect(guests.map((guest) => guest.firstName)).toEqual(["Ann", "Bea", "Cal"]);
    const [ann, , cal] = guests;
    expect(await send(id, "send-key-0000000005", "chosen", [ann!.personId, cal!.personId])).toEqual(
      { sent: 1, skipped: [{ reason: "no-consent", count: 1 }] },
    );
    expect((await outbox()).map((row) => row.recipient)).toEqual(["ann@example.com"]);
  });
});

describe("a guest who works with an agent", () => {
  it("stays in the inbox but out of Today's call queue, until she says she no longer does", async () => {
    const ready = { preApproved: "yes", moveTimeline: "0-3" } as const;
    const visit = (first: string, at: string, workingWithAgent: "yes" | "no") => ({
      email: `${first.toLowerCase()}@example.com`,
      first,
      source: EVENT,
      at,
      answers: { ...ready, workingWithAgent },
    });
    await workspace.storeAll([
      visit("Ann", "2026-11-29T18:00:00Z", "yes"),
      visit("Bea", "2026-11-29T18:10:00Z", "no"),
    ]);
    const now = new Date("2026-11-29T20:00:00Z");
    const queue = async () =>
      (await todayFor(workspace.db, { member: HOST, team: [HOST], now })).waiting.map(
        (lead) => lead.name,
      );
    const inbox = await listLeads(workspace.db, filters("status=all"));
    expect(inbox.leads.map((lead) => lead.email).sort()).toEqual([
      "ann@example.com",
      "bea@example.com",
    ]);
    expect(await queue()).toEqual(["Bea Lee"]);
    await workspace.store(visit("Ann", "2026-11-29T19:00:00Z", "no"));
    expect(await queue()).toEqual(["Ann Lee", "Bea Lee"]);
  });
});
