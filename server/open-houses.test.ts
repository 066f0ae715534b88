import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { eventNameOf } from "#domain/event-source.ts";
import { FOLLOW_UP_CONSENT_FIELD, FOLLOW_UP_CONSENT_VALUE } from "#domain/forms/consent.ts";
import { openHouseSchema } from "#domain/forms/open-house-schema.ts";
import { SignInSchema } from "#domain/forms/sign-in-schema.ts";
import type { Language } from "#domain/language.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { importSeedTeam } from "./content/import.ts";
import { PhotoRejected } from "./content/photos.ts";
import { toTraditional } from "./content/traditional.ts";
import { readContentState } from "./content/version.ts";
import {
  contactSubmissions,
  type GuestFollowUpPayload,
  leadSources,
  notificationOutbox,
} from "./db/schema.ts";
import { createLeadService } from "./leads.ts";
import { buildGuestFollowUp } from "./mail/guest-follow-up.ts";
import { openHouseView, openHouseViewIn } from "./open-house-view.ts";
import {
  createOpenHouse,
  getOpenHouse,
  getOpenHouseBySource,
  guestMailOpenHouse,
  openHouseEventName,
  setOpenHouseCancelled,
  upcomingOpenHouses,
  updateOpenHouse,
} from "./open-houses.ts";
import {
  countGuests,
  getOpenHouseAttendance,
  groupGuests,
  listOpenHouses,
  summariseAnswers,
} from "./staff/open-house-list.ts";
import { listMembers } from "./team/members.ts";

const { db } = await openFileDatabase();

const RENAME_MIGRATION = new URL("./db/migrations/0019_open_house_names.sql", import.meta.url);

const now = new Date("2026-11-26T15:00:00Z");
const input = openHouseSchema({ now, staffEmails: ["lena@example.com"] }).parse({
  street: "12 Elm Street",
  unit: "3",
  town: "Newton",
  zip: "02458",
  day: "2026-12-05",
  start: "13:00",
  end: "15:00",
  host: "lena@example.com",
  listingUrl: "https://listings.example.com/12-elm",
  beds: "3",
  baths: "2",
});

const guest = (fields: Record<string, string>) =>
  SignInSchema.parse({ firstName: "Sam", lastName: "Park", email: "sam@example.com", ...fields });

async function signInAt(
  houseId: number,
  fields: Record<string, string>,
  language: Language = "en",
) {
  const house = (await getOpenHouse(db, houseId))!;
  const leads = createLeadService({
    db,
    contactNotifyTo: "lena@example.com",
    eventNotifyTo: "events@example.com",
  });
  await leads.recordSignIn(
    { ...guest(fields), language },
    {
      name: openHouseEventName(house),
      leadSourceId: house.leadSourceId,
      leadSourceName: house.leadSourceName,
      mail: guestMailOpenHouse(house, await listMembers(db)),
    },
    randomUUID(),
    "198.51.100.7",
  );
}

describe("an open house record", () => {
  it("gets a short code and its own event lead source, listed with the named events", async () => {
    const created = await createOpenHouse(db, input, { actor: "lena@example.com" });
    expect(created.code).toMatch(/^[34679ACEFGHJKMNPRTWXY]{5}$/);
    const house = await getOpenHouseBySource(db, created.leadSourceId);
    expect(house).toMatchObject({ street: "12 Elm Street", unit: "3", town: "Newton" });
    expect(house?.leadSourceName).toBe(
      `2026 - 12 Elm Street, Unit 3, Newton, Sat Dec 5 (${created.code})`,
    );
    // The inbox, the lead page, the filters and the CSVs read it as the property and the day.
    expect(eventNameOf(house!.leadSourceName)).toBe("12 Elm Street, Unit 3, Newton, Sat Dec 5");
    const events = await listOpenHouses(db);
    expect(events.map((event) => event.id)).toEqual([created.leadSourceId]);
  });

  it("created before names carried the town and day is renamed by its migration as it is named now", async () => {
    const created = await createOpenHouse(db, input, { actor: "lena@example.com" });
    const named = (await getOpenHouseBySource(db, created.leadSourceId))!.leadSourceName;
    await db
      .update(leadSources)
      .set({ name: `2026 - 12 Elm Street, Unit 3 (${created.code})` })
      .where(eq(leadSources.id, created.leadSourceId));
    await db.execute(sql.raw(await readFile(RENAME_MIGRATION, "utf8")));
    expect((await getOpenHouseBySource(db, created.leadSourceId))!.leadSourceName).toBe(named);
  });

  it("draws another code when the first one is taken", async () => {
    const same = () => 0; // always the alphabet's first character
    const first = await createOpenHouse(db, input, { actor: "lena@example.com", random: same });
    let calls = 0;
    const thenOther = () => (calls++ < 5 ? 0 : 0.99);
    const second = await createOpenHouse(db, input, {
      actor: "lena@example.com",
      random: thenOther,
    });
    expect(first.code).toBe("33333");
    expect(second.code).not.toBe(first.code);
  });

  it("refuses a file that is not a photo, with a message, and stores nothing", async () => {
    await expect(
      createOpenHouse(db, input, {
        actor: "lena@example.com",
        photo: { bytes: Buffer.from("not a photo"), fileName: "listing.pdf" },
      }),
    ).rejects.toThrow(PhotoRejected);
    expect(await listOpenHouses(db)).toEqual([]);
  });

  it("stores a photo through the photo pipeline", async () => {
    const bytes = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#8b1a1a" },
    })
      .jpeg()
      .toBuffer();
    const created = await createOpenHouse(db, input, {
      actor: "lena@example.com",
      photo: { bytes, fileName: "front.jpg" },
    });
    expect((await getOpenHouse(db, created.id))?.photoHash).toMatch(/^[0-9a-f]{20}$/);
  });

  it("is listed while upcoming (cancelled ones marked), and drops off once over", async () => {
    const created = await createOpenHouse(db, input, { actor: "lena@example.com" });
    expect((await upcomingOpenHouses(db, now)).map((house) => house.code)).toEqual([created.code]);
    await setOpenHouseCancelled(db, created.id, true, "lena@example.com");
    expect((await upcomingOpenHouses(db, now))[0]?.cancelledAt).toBeInstanceOf(Date);
    expect(await upcomingOpenHouses(db, input.endsAt)).toEqual([]);
  });

  it("shown on a listing's page in Chinese is written as the Chinese open-houses page writes it", async () => {
    await importSeedTeam(db);
    const { id } = await createOpenHouse(db, input, { actor: "lena@example.com" });
    const house = (await getOpenHouse(db, id))!;
    const members = await listMembers(db);
    // A listing's page keeps the view it made in English (the content cache) and rewrites it.
    for (const language of ["zh-Hans", "zh-Hant"] as const)
      expect(openHouseViewIn(openHouseView(house, members), language)).toEqual(
        openHouseView(house, members, language),
      );
  });

  it("shows her Chinese note on Chinese pages (in Traditional on /zh-hant/), the English one where she wrote none", async () => {
    await importSeedTeam(db);
    const note = { note: "Shoes off, please.", noteZh: "进门请换鞋。" };
    const { id } = await createOpenHouse(db, { ...input, ...note }, { actor: "lena@example.com" });
    const house = (await getOpenHouse(db, id))!;
    const members = await listMembers(db);
    const shown = (language: Language, of = house) => {
      const view = openHouseView(of, members, language);
      return [view.note, view.noteLanguage];
    };
    expect(shown("en")).toEqual([note.note, "en"]);
    expect(shown("zh-Hans")).toEqual([note.noteZh, "zh-Hans"]);
    expect(shown("zh-Hant")).toEqual([toTraditional(note.noteZh), "zh-Hant"]);
    expect(shown("zh-Hans", { ...house, noteZh: "" })).toEqual([note.note, "en"]);
    for (const language of ["zh-Hans", "zh-Hant"] as const)
      expect(openHouseViewIn(openHouseView(house, members), language)).toEqual(
        openHouseView(house, members, language),
      );
  });

  it("is listed on its town's page only", async () => {
    const created = await createOpenHouse(db, input, { actor: "lena@example.com" });
    const inTown = async (town: string) =>
      (await upcomingOpenHouses(db, now, { town })).map((house) => house.code);
    expect(await inTown("Newton")).toEqual([created.code]);
    expect(await inTown("Wellesley")).toEqual([]);
  });

  it("reaches the public pages at once: creating, editing and cancelling each change the content", async () => {
    const version = async () => (await readContentState(db, now)).version;
    const before = await version();
    const { id } = await createOpenHouse(db, input, { actor: "lena@example.com" });
    await updateOpenHouse(
      db,
      id,
      { ...input, note: "Parking on the street" },
      {
        actor: "lena@example.com",
      },
    );
    await setOpenHouseCancelled(db, id, true, "lena@example.com");
    expect(await version()).toBe(before + 3);
    // Its end is when the pages that list it must be drawn again.
    expect((await readContentState(db, now)).nextOpenHouseEndsAt).toEqual(input.endsAt);
  });
});

describe("an open house's guests", () => {
  it("are people, one per e-mail address, with all their sign-ins and answers", async () => {
    const { id, leadSourceId } = await createOpenHouse(db, input, { actor: "lena@example.com" });
    await signInAt(id, { email: "ada@example.com", firstName: "Ada", preApproved: "yes" });
    await signInAt(id, { email: "ben@example.com", firstName: "Ben", moveTimeline: "0-3" });
    // Ada again, from another spelling of her address, now with a timeline.
    await signInAt(id, { email: "ADA@example.com", firstName: "Ada", moveTimeline: "3-6" });
    const stored = await db
      .select({ source: contactSubmissions.leadSourceId })
      .from(contactSubmissions);
    expect(stored.map((row) => row.source)).toEqual([leadSourceId, leadSourceId, leadSourceId]);

    const event = (await getOpenHouseAttendance(db, leadSourceId))!;
    const guests = groupGuests(event.attendees);
    expect(guests.map((person) => [person.email.toLowerCase(), person.signIns.length])).toEqual([
      ["ada@example.com", 2],
      ["ben@example.com", 1],
    ]);
    expect(guests[0]?.answers).toEqual({
      workingWithAgent: null,
      preApproved: "yes",
      moveTimeline: "3-6",
    });
    const summary = summariseAnswers(guests);
    const approval = summary.find((question) => question.name === "preApproved")!;
    expect(approval.counts.find((answer) => answer.label === "Yes")?.count).toBe(1);
    expect(approval.unanswered).toBe(1);
    expect(await countGuests(db, leadSourceId)).toEqual({ people: 2, signIns: 3 });
  });

  it("get a thank-you e-mail naming the home and its host, with consent", async () => {
    await importSeedTeam(db);
    const { id } = await createOpenHouse(db, input, { actor: "lena@example.com" });
    await signInAt(id, { [FOLLOW_UP_CONSENT_FIELD]: FOLLOW_UP_CONSENT_VALUE });
    const [row] = await db
      .select({ payload: notificationOutbox.payload })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, "sam@example.com"));
    const payload = row!.payload as GuestFollowUpPayload;
    expect(payload.openHouse?.address).toBe("12 Elm Street, Unit 3, Newton, MA 02458");
    const mail = buildGuestFollowUp(payload, { siteUrl: "https://www.example.com" });
    expect(mail.subject).toBe("Thank you for visiting 12 Elm Street, Unit 3, Newton, Sat Dec 5");
    expect(mail.text).toContain("Saturday, December 5, 1:00 PM – 3:00 PM");
    expect(mail.text).toContain("https://listings.example.com/12-elm");
    expect(mail.text).toContain("Lena Marlow");
    expect(mail.html).toContain("See the listing");
  });

  it("get it in Chinese when they signed in in Chinese, its unsubscribe link to the Chinese page", async () => {
    await importSeedTeam(db);
    const { id } = await createOpenHouse(db, input, { actor: "lena@example.com" });
    const email = "mei@example.com";
    await signInAt(id, { email, [FOLLOW_UP_CONSENT_FIELD]: FOLLOW_UP_CONSENT_VALUE }, "zh-Hans");
    const [row] = await db
      .select({ payload: notificationOutbox.payload })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, email));
    const mail = buildGuestFollowUp(row!.payload as GuestFollowUpPayload, {
      siteUrl: "https://www.example.com",
    });
    const words = CATALOGUES.event["zh-Hans"].guestMail;
    expect(mail.subject).toBe(words.subject.openHouse.replace("{street}", "12 Elm Street"));
    expect(mail.text).toContain("2026年12月5日 13:00–15:00");
    const facts = CATALOGUES.openHouses["zh-Hans"].openHouseCard.facts;
    expect(mail.text).toContain(`${facts.beds(3)} · ${facts.baths(2)}`);
    expect(mail.text).not.toContain("beds");
    expect(mail.text).toContain(words.question);
    expect(mail.text).not.toContain("Thank you");
    expect(mail.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/www\.example\.com\/zh\/unsubscribe\?t=/,
    );
  });
});
