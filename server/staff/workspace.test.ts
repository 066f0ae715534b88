import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FOLLOW_UP_CONSENT } from "#app/utils/forms/consent.ts";
import { SIGN_IN_QUESTIONS, type SignInAnswers } from "#app/utils/forms/sign-in-options.ts";
import { openTestDatabase, resetTables } from "#tests/support/database.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import {
  contactMessages,
  contactSubmissions,
  emailSuppressions,
  followUpConsents,
  leadSources,
  notificationOutbox,
  signInAnswers,
} from "../db/schema.ts";
import { csvFileName, leadsCsvStream } from "./leads-csv.ts";
import {
  addLeadNote,
  erasePerson,
  exportPerson,
  getEvent,
  getLeadDetail,
  leadCsvRows,
  leadsPerWeek,
  listEvents,
  listLeads,
  parseLeadFilters,
  retryNotification,
  setLeadStatus,
  signInsByHour,
} from "./workspace.ts";

let handle: DatabaseHandle;
let db: Database;
const STAFF = "lena@example.com";

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await resetTables(db);
  await db.execute(sql`truncate table lead_people, lead_weeks restart identity cascade`);
});

type Stored = {
  email: string;
  first?: string;
  last?: string;
  phone?: string;
  source?: string;
  type?: "website" | "event";
  message?: string;
  at: string;
  outbox?: "sent" | "failed" | "pending";
  /** A sign-in's answers, stored as the lead service stores them. */
  answers?: SignInAnswers;
  /** Follow-up consent given with the submission, from this IP address. */
  consentFrom?: string;
};

let keys = 0;
/** Stores one lead the way the lead service does (source, submission, message, notification). */
async function store(lead: Stored) {
  const source = lead.source ?? "Website";
  const type = lead.type ?? (source.match(/^\d{4} - /) ? "event" : "website");
  await db.insert(leadSources).values({ name: source, type }).onConflictDoNothing();
  const [ls] = await db
    .execute(sql`select id from lead_sources where name = ${source}`)
    .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
  const createdAt = new Date(lead.at);
  const [submission] = await db
    .insert(contactSubmissions)
    .values({
      firstName: lead.first ?? "Ann",
      lastName: lead.last ?? "Lee",
      email: lead.email,
      phone: lead.phone ?? null,
      leadSourceId: ls!.id,
      createdAt,
    })
    .returning({ id: contactSubmissions.id });
  if (lead.message !== undefined)
    await db
      .insert(contactMessages)
      .values({ message: lead.message, contactSubmissionId: submission!.id, createdAt });
  const status = lead.outbox ?? "sent";
  await db.insert(notificationOutbox).values({
    idempotencyKey: `key-${keys++}`,
    contactSubmissionId: submission!.id,
    recipient: STAFF,
    payload: {
      kind: type === "event" ? "sign-in" : "contact",
      first_name: lead.first ?? "Ann",
      last_name: lead.last ?? "Lee",
      email: lead.email,
      phone: lead.phone ?? "",
      lead_source: source,
      recipient: STAFF,
    },
    status,
    attempts: status === "failed" ? 22 : 1,
    lastError: status === "failed" ? "connect ECONNREFUSED" : null,
    sentAt: status === "sent" ? createdAt : null,
  });
  if (lead.answers)
    await db
      .insert(signInAnswers)
      .values({ contactSubmissionId: submission!.id, ...lead.answers, createdAt });
  if (lead.consentFrom) {
    const wording = FOLLOW_UP_CONSENT[type === "event" ? "sign-in" : "contact"];
    await db.insert(followUpConsents).values({
      email: lead.email,
      form: type === "event" ? "sign-in" : "contact",
      wordingVersion: wording.version,
      wording: wording.text,
      ipAddress: lead.consentFrom,
      contactSubmissionId: submission!.id,
      createdAt,
    });
  }
  return submission!.id;
}

const unsubscribe = (email: string, at: string) =>
  db.insert(emailSuppressions).values({ email, via: "page", createdAt: new Date(at) });

/** The first question's first answer and the last question's last: real values, read from the form's list. */
const [agentQuestion, approvalQuestion, timelineQuestion] = SIGN_IN_QUESTIONS;
const someAnswers: SignInAnswers = {
  workingWithAgent: agentQuestion.answers[0].value,
  preApproved: null,
  moveTimeline: timelineQuestion.answers[3].value,
};

const filters = (query = "") => parseLeadFilters(new URLSearchParams(query));

describe("the inbox", () => {
  it("shows one row per person (e-mail compared case-insensitively), most recent activity first", async () => {
    await store({ email: "ann@example.com", at: "2025-03-01T15:00:00Z", message: "First" });
    await store({ email: "bob@example.com", first: "Bob", at: "2025-03-02T15:00:00Z" });
    await store({
      email: "Ann@Example.com",
      first: "Anne",
      phone: "617-555-0100",
      source: "2025 - Spring Open House",
      at: "2025-03-03T15:00:00Z",
    });
    const { leads, nextAfter } = await listLeads(db, filters());
    expect(leads.map((lead) => lead.email)).toEqual(["Ann@Example.com", "bob@example.com"]);
    const ann = leads[0]!;
    expect(ann).toMatchObject({
      name: "Anne Lee",
      phone: "617-555-0100",
      contacts: 2,
      status: "new",
      latestMessage: "First",
      notificationFailed: false,
    });
    expect(ann.sources.sort()).toEqual(["2025 - Spring Open House", "Website"]);
    expect(ann.firstContactAt.toISOString()).toBe("2025-03-01T15:00:00.000Z");
    expect(ann.lastContactAt.toISOString()).toBe("2025-03-03T15:00:00.000Z");
    expect(nextAfter).toBeUndefined();
  });

  it("shows the first line of the latest message and flags a notification that failed for good", async () => {
    await store({ email: "c@example.com", at: "2025-03-01T15:00:00Z", message: "Old" });
    await store({
      email: "c@example.com",
      at: "2025-03-02T15:00:00Z",
      message: "New line one\nline two",
      outbox: "failed",
    });
    const [lead] = (await listLeads(db, filters())).leads;
    expect(lead).toMatchObject({ latestMessage: "New line one", notificationFailed: true });
  });

  it("pages by keyset without skipping or repeating a person", async () => {
    for (let i = 0; i < 7; i++)
      // Two people share each timestamp: the id breaks the tie.
      await store({
        email: `p${i}@example.com`,
        at: `2025-03-0${1 + Math.floor(i / 2)}T15:00:00Z`,
      });
    const seen: string[] = [];
    let after: number | undefined;
    do {
      const page = await listLeads(db, { ...filters(), after }, 3);
      seen.push(...page.leads.map((lead) => lead.email));
      expect(page.leads.length).toBeLessThanOrEqual(3);
      after = page.nextAfter;
    } while (after !== undefined);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 1)).toEqual(["p6@example.com"]);
  });

  it("filters by search (name, e-mail, phone digits), type, source, status and Boston dates", async () => {
    await store({
      email: "ann@example.com",
      first: "Ann",
      phone: "(617) 555-0100",
      at: "2025-03-01T15:00:00Z",
    });
    await store({
      email: "bob@example.com",
      first: "Bob",
      last: "Stone",
      source: "2025 - Spring Open House",
      at: "2025-04-12T03:30:00Z", // 11:30 pm on April 11 in Boston
    });
    await store({ email: "cy@example.com", first: "Cy", at: "2025-05-01T15:00:00Z" });
    const emails = async (query: string) =>
      (await listLeads(db, filters(query))).leads.map((lead) => lead.email);
    expect(await emails("q=stone")).toEqual(["bob@example.com"]);
    expect(await emails("q=ANN%40EXAMPLE")).toEqual(["ann@example.com"]);
    expect(await emails("q=617-555-01")).toEqual(["ann@example.com"]);
    // A name or address with digits in it is not read as a phone number.
    expect(await emails("q=x617y555")).toEqual([]);
    // LIKE wildcards typed in the search are literal.
    expect(await emails("q=a%25")).toEqual([]);
    expect(await emails("type=event")).toEqual(["bob@example.com"]);
    expect(await emails("type=website")).toEqual(["cy@example.com", "ann@example.com"]);
    expect(await emails("source=2025%20-%20Spring%20Open%20House")).toEqual(["bob@example.com"]);
    expect(await emails("from=2025-04-11&to=2025-04-11")).toEqual(["bob@example.com"]);
    expect(await emails("from=2025-04-12")).toEqual(["cy@example.com"]);
    expect(await emails("from=not-a-date")).toHaveLength(3);

    const [cy] = (await listLeads(db, filters("q=cy"))).leads;
    await setLeadStatus(db, { personId: cy!.id, status: "archived", actor: STAFF });
    expect(await emails("")).toEqual(["bob@example.com", "ann@example.com"]);
    expect(await emails("status=archived")).toEqual(["cy@example.com"]);
    expect(await emails("status=all")).toHaveLength(3);
  });

  it("reopens an archived person as new when they write again, and says so in the history", async () => {
    await store({ email: "d@example.com", at: "2025-03-01T15:00:00Z" });
    const [person] = (await listLeads(db, filters())).leads;
    await setLeadStatus(db, { personId: person!.id, status: "archived", actor: STAFF });
    await store({ email: "d@example.com", at: "2025-03-05T15:00:00Z" });
    const detail = await getLeadDetail(db, person!.id);
    expect(detail?.person.status).toBe("new");
    expect(detail?.statusHistory.map((change) => [change.status, change.actor])).toEqual([
      ["new", "system"],
      ["archived", STAFF],
    ]);
  });

  it("counts leads per Boston week over the last year, website and events apart", async () => {
    const now = new Date("2025-06-04T16:00:00Z"); // a Wednesday
    await store({ email: "a@example.com", at: "2025-06-02T16:00:00Z" });
    await store({
      email: "b@example.com",
      at: "2025-06-03T16:00:00Z",
      source: "2025 - Open House",
    });
    await store({ email: "c@example.com", at: "2025-06-01T16:00:00Z" }); // the Sunday before
    await store({ email: "old@example.com", at: "2024-05-01T16:00:00Z" }); // over a year ago
    const weeks = await leadsPerWeek(db, now);
    expect(weeks).toHaveLength(52);
    expect(weeks.at(-1)).toEqual({ week: "2025-06-02", website: 1, event: 1 });
    expect(weeks.at(-2)).toEqual({ week: "2025-05-26", website: 1, event: 0 });
    expect(weeks.reduce((sum, week) => sum + week.website + week.event, 0)).toBe(3);
  });
});

describe("a person's detail and the changes staff make", () => {
  it("lists every submission, message and notification with its delivery state", async () => {
    await store({ email: "e@example.com", at: "2025-03-01T15:00:00Z", message: "Hi" });
    const failed = await store({
      email: "e@example.com",
      at: "2025-03-02T15:00:00Z",
      outbox: "failed",
    });
    const [person] = (await listLeads(db, filters())).leads;
    const detail = await getLeadDetail(db, person!.id);
    expect(detail?.submissions.map((s) => s.message)).toEqual([null, "Hi"]);
    expect(detail?.notifications.map((n) => [n.submissionId, n.status, n.lastError])).toEqual([
      [failed, "failed", "connect ECONNREFUSED"],
      [failed - 1, "sent", null],
    ]);
    expect(await getLeadDetail(db, 9999)).toBeUndefined();
  });

  it("gives each submission its sign-in answers, its follow-up consent and the address's unsubscribe", async () => {
    const signIn = await store({
      email: "guest@example.com",
      source: "2025 - Open House",
      at: "2025-03-01T15:00:00Z",
      answers: someAnswers,
      consentFrom: "203.0.113.7",
    });
    // Signed in before the questions were asked: no answers row, and no consent.
    await store({
      email: "Guest@example.com",
      source: "2024 - Fall House",
      at: "2024-10-01T15:00:00Z",
    });
    await store({ email: "guest@example.com", at: "2025-03-02T15:00:00Z", message: "Hi" });
    await unsubscribe("guest@example.com", "2025-03-05T15:00:00Z");
    const [person] = (await listLeads(db, filters())).leads;
    const detail = await getLeadDetail(db, person!.id);
    expect(
      detail?.submissions.map(({ id, answers, consent, unsubscribedAt }) => ({
        id,
        answers,
        consent,
        unsubscribedAt,
      })),
    ).toEqual([
      expect.objectContaining({ answers: null, consent: null }),
      {
        id: signIn,
        answers: someAnswers,
        consent: {
          at: new Date("2025-03-01T15:00:00Z"),
          wordingVersion: FOLLOW_UP_CONSENT["sign-in"].version,
        },
        unsubscribedAt: new Date("2025-03-05T15:00:00Z"),
      },
      expect.objectContaining({ answers: null, consent: null }),
    ]);
    // The unsubscribe is the address's, whatever its case in each submission.
    expect(new Set(detail?.submissions.map((s) => s.unsubscribedAt?.toISOString()))).toEqual(
      new Set(["2025-03-05T15:00:00.000Z"]),
    );

    const openHouse = (await listEvents(db)).find((event) => event.name === "2025 - Open House");
    const event = await getEvent(db, openHouse!.id);
    expect(event?.attendees).toEqual([
      expect.objectContaining({
        id: signIn,
        answers: someAnswers,
        consent: expect.objectContaining({ at: new Date("2025-03-01T15:00:00Z") }),
        unsubscribedAt: new Date("2025-03-05T15:00:00Z"),
      }),
    ]);
  });

  it("retries a failed notification now, once, and only for its own person", async () => {
    await store({ email: "f@example.com", at: "2025-03-01T15:00:00Z", outbox: "failed" });
    await store({ email: "g@example.com", at: "2025-03-02T15:00:00Z" });
    const { leads } = await listLeads(db, filters());
    const [g, f] = leads;
    const [notification] = (await getLeadDetail(db, f!.id))!.notifications;
    expect(
      await retryNotification(db, {
        personId: g!.id,
        notificationId: notification!.id,
        actor: STAFF,
      }),
    ).toBe(false);
    expect(
      await retryNotification(db, {
        personId: f!.id,
        notificationId: notification!.id,
        actor: STAFF,
      }),
    ).toBe(true);
    const [after] = (await getLeadDetail(db, f!.id))!.notifications;
    expect(after?.status).toBe("pending");
    expect(after!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Already pending: nothing to retry.
    expect(
      await retryNotification(db, {
        personId: f!.id,
        notificationId: notification!.id,
        actor: STAFF,
      }),
    ).toBe(false);
  });

  it("keeps notes and status history with their author and time", async () => {
    await store({ email: "h@example.com", at: "2025-03-01T15:00:00Z" });
    const [person] = (await listLeads(db, filters())).leads;
    expect(
      await addLeadNote(db, { personId: person!.id, body: "Called, no answer", author: STAFF }),
    ).toBe(true);
    expect(
      await setLeadStatus(db, { personId: person!.id, status: "contacted", actor: STAFF }),
    ).toBe(true);
    expect(await setLeadStatus(db, { personId: 9999, status: "contacted", actor: STAFF })).toBe(
      false,
    );
    const detail = await getLeadDetail(db, person!.id);
    expect(detail?.person.status).toBe("contacted");
    expect(detail?.notes.map((note) => [note.body, note.author])).toEqual([
      ["Called, no answer", STAFF],
    ]);
    expect(detail?.statusHistory.map((change) => change.status)).toEqual(["contacted"]);
  });

  it("exports a person's data and erases every row for their e-mail, sparing everyone else", async () => {
    await store({ email: "i@example.com", at: "2025-03-01T15:00:00Z", message: "Secret" });
    await store({
      email: "I@example.com",
      at: "2025-03-02T15:00:00Z",
      source: "2025 - Open House",
    });
    await store({ email: "j@example.com", at: "2025-03-03T15:00:00Z", message: "Keep me" });
    await store({
      email: "i@example.com",
      at: "2025-03-01T16:00:00Z",
      source: "2025 - Open House",
      answers: someAnswers,
      consentFrom: "203.0.113.9",
    });
    await unsubscribe("i@example.com", "2025-03-04T15:00:00Z");
    const [, person] = (await listLeads(db, filters())).leads;
    await addLeadNote(db, { personId: person!.id, body: "Note", author: STAFF });
    const copy = await exportPerson(db, { personId: person!.id, actor: STAFF });
    expect(copy?.person.email).toBe("I@example.com");
    expect(copy?.submissions).toHaveLength(3);
    expect(JSON.stringify(copy)).toContain("Secret");
    // The privacy copy holds the answers in words, the consent's proof and the unsubscribe.
    expect(copy?.submissions[1]?.answers).toEqual([
      { question: agentQuestion.question, answer: agentQuestion.answers[0].label },
      { question: approvalQuestion.question, answer: null },
      { question: timelineQuestion.question, answer: timelineQuestion.answers[3].label },
    ]);
    expect(copy?.submissions[0]?.answers).toBeNull();
    expect(copy?.followUpConsents).toEqual([
      {
        submissionId: copy?.submissions[1]?.id,
        email: "i@example.com",
        form: "sign-in",
        wordingVersion: FOLLOW_UP_CONSENT["sign-in"].version,
        wording: FOLLOW_UP_CONSENT["sign-in"].text,
        ipAddress: "203.0.113.9",
        createdAt: new Date("2025-03-01T16:00:00Z"),
      },
    ]);
    expect(copy?.unsubscribes).toEqual([
      { email: "i@example.com", via: "page", createdAt: new Date("2025-03-04T15:00:00Z") },
    ]);

    const weekly = async () =>
      (await leadsPerWeek(db, new Date("2025-03-10T12:00:00Z"))).reduce(
        (sum, week) => sum + week.website + week.event,
        0,
      );
    expect(await weekly()).toBe(4);
    expect(await erasePerson(db, { personId: person!.id, actor: STAFF })).toBe(3);
    expect(await weekly()).toBe(1);
    const leftovers = await db.execute(sql`
      select (select count(*) from contact_submissions where lower(email) = 'i@example.com')::int as submissions,
             (select count(*) from contact_messages where message = 'Secret')::int as messages,
             (select count(*) from notification_outbox where payload->>'email' ilike 'i@example.com')::int as outbox,
             (select count(*) from lead_notes)::int as notes,
             (select count(*) from sign_in_answers)::int as answers,
             (select count(*) from follow_up_consents)::int as consents,
             (select count(*) from contact_submissions)::int as others`);
    expect((leftovers as unknown as { rows: Record<string, unknown>[] }).rows[0]).toEqual({
      submissions: 0,
      messages: 0,
      outbox: 0,
      notes: 0,
      answers: 0,
      consents: 0,
      others: 1,
    });
    expect(await getLeadDetail(db, person!.id)).toBeUndefined();
    expect((await listLeads(db, filters())).leads.map((lead) => lead.email)).toEqual([
      "j@example.com",
    ]);
    expect(await erasePerson(db, { personId: person!.id, actor: STAFF })).toBeUndefined();
  });
});

describe("events and the CSV", () => {
  it("lists events with attendee counts and first and last sign-in, and an event's attendees", async () => {
    await store({
      email: "k@example.com",
      source: "2025 - Open House",
      at: "2025-03-01T15:00:00Z",
    });
    await store({
      email: "l@example.com",
      source: "2025 - Open House",
      at: "2025-03-01T17:00:00Z",
    });
    await store({ email: "m@example.com", at: "2025-03-02T15:00:00Z" });
    const events = await listEvents(db);
    expect(events).toEqual([
      {
        id: expect.any(Number),
        name: "2025 - Open House",
        attendees: 2,
        firstSignIn: new Date("2025-03-01T15:00:00Z"),
        lastSignIn: new Date("2025-03-01T17:00:00Z"),
      },
    ]);
    const event = await getEvent(db, events[0]!.id);
    expect(event?.eventName).toBe("Open House");
    expect(event?.attendees.map((attendee) => attendee.email)).toEqual([
      "k@example.com",
      "l@example.com",
    ]);
    expect(event?.attendees[0]?.personId).toEqual(expect.any(Number));
    const website = await db.execute(sql`select id from lead_sources where name = 'Website'`);
    const websiteId = (website as unknown as { rows: { id: number }[] }).rows[0]!.id;
    expect(await getEvent(db, websiteId)).toBeUndefined();
  });

  it("streams one row per matching submission, with the person's status, across batches", async () => {
    await store({
      email: "n@example.com",
      first: '=HYPERLINK("x")',
      message: "Hi",
      at: "2025-03-01T15:00:00Z",
    });
    await store({
      email: "o@example.com",
      source: "2025 - Open House",
      at: "2025-03-01T20:00:00Z",
      answers: someAnswers,
      consentFrom: "203.0.113.8",
    });
    await unsubscribe("o@example.com", "2025-03-04T01:30:00Z");
    const collect = async (query: string) => {
      const out = [];
      for await (const row of leadCsvRows(db, filters(query))) out.push(row);
      return out;
    };
    expect(await collect("")).toEqual([
      {
        submitted: "2025-03-01 10:00",
        firstName: '=HYPERLINK("x")',
        lastName: "Lee",
        email: "n@example.com",
        phone: "",
        type: "website",
        source: "Website",
        status: "new",
        message: "Hi",
        // A contact message: no questions were asked, no consent given.
        workingWithAgent: "",
        preApproved: "",
        moveTimeline: "",
        consented: "",
        consentWording: "",
        unsubscribed: "",
      },
      expect.objectContaining({
        email: "o@example.com",
        source: "2025 - Open House",
        type: "event",
        // Each answer's label, "Not answered" for a question left blank; Boston times.
        workingWithAgent: agentQuestion.answers[0].label,
        preApproved: "Not answered",
        moveTimeline: timelineQuestion.answers[3].label,
        consented: "2025-03-01 15:00",
        consentWording: FOLLOW_UP_CONSENT["sign-in"].version,
        unsubscribed: "2025-03-03 20:30",
      }),
    ]);
    expect((await collect("type=event")).map((row) => row.email)).toEqual(["o@example.com"]);
    // More rows than one batch holds.
    await db.execute(sql`insert into contact_submissions (first_name, last_name, email, created_at)
      select 'Bulk', 'Row', 'bulk' || g || '@example.com', now() from generate_series(1, 4500) g`);
    const execute = vi.spyOn(db, "execute");
    expect(await collect("q=bulk")).toHaveLength(4500);
    // One query per batch, answers, consent and unsubscribe included: none per lead.
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
  });
});

describe("the CSV file", () => {
  it("is UTF-8 with a BOM, RFC 4180 quoted, with formula-looking values neutralised", async () => {
    await store({
      email: "p@example.com",
      first: '=HYPERLINK("http://evil.example","Click")',
      last: "Ó'Brien, Jr.",
      phone: "+1 617 555 0100",
      message: 'Line one\nsaid "hi"',
      at: "2025-03-01T15:00:00Z",
    });
    await store({
      email: "q@example.com",
      first: "@Quinn",
      last: "\tTab",
      at: "2025-03-02T15:00:00Z",
    });
    const chunks: Buffer[] = [];
    for await (const chunk of leadsCsvStream(db, filters(""))) chunks.push(Buffer.from(chunk));
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      [
        "Submitted (Boston time),First name,Last name,E-mail,Phone,Type,Source,Status,Message",
        ...SIGN_IN_QUESTIONS.map((question) => question.summary),
        "Agreed to follow-up e-mail (Boston time),Consent wording version,Unsubscribed (Boston time)",
      ].join(","),
    );
    expect(text).toContain(
      `2025-03-01 10:00,"'=HYPERLINK(""http://evil.example"",""Click"")","Ó'Brien, Jr.",p@example.com,'+1 617 555 0100,website,Website,new,"Line one\nsaid ""hi"""`,
    );
    expect(text).toContain("2025-03-02 10:00,'@Quinn,'\tTab,q@example.com,");
  });

  it("keeps a value with a lone line break in one quoted cell, so no line starts a formula", async () => {
    for (const [email, message] of [
      ["lf@example.com", "@SUM(1+1)\n=cmd|' /C calc'!A0"],
      ["cr@example.com", "Hello\r=cmd|' /C calc'!A0"],
    ] as const) {
      await store({ email, first: "Ann", last: "Lee", message, at: "2025-03-03T15:00:00Z" });
      const chunks: Buffer[] = [];
      for await (const chunk of leadsCsvStream(db, filters(`q=${email}`))) {
        chunks.push(Buffer.from(chunk));
      }
      const rows = Buffer.concat(chunks).subarray(3).toString("utf8").split("\r\n");
      expect(rows[1]).toBe(
        `2025-03-03 10:00,Ann,Lee,${email},,website,Website,new,"${message.replace(/^@/, "'@")}",,,,,,`,
      );
    }
  });

  it("carries a sign-in's answers and consent in the cells under their headers", async () => {
    await store({
      email: "r@example.com",
      source: "2025 - Open House",
      at: "2025-03-01T15:00:00Z",
      answers: someAnswers,
      consentFrom: "203.0.113.10",
    });
    const chunks: Buffer[] = [];
    for await (const chunk of leadsCsvStream(db, filters(""))) chunks.push(Buffer.from(chunk));
    const [header, row] = Buffer.concat(chunks).subarray(3).toString("utf8").split("\r\n");
    const headers = header!.split(",");
    const cells = row!.split(",");
    const cell = (name: string) => cells[headers.indexOf(name)];
    expect(cell(agentQuestion.summary)).toBe(agentQuestion.answers[0].label);
    expect(cell(approvalQuestion.summary)).toBe("Not answered");
    expect(cell(timelineQuestion.summary)).toBe(timelineQuestion.answers[3].label);
    expect(cell("Agreed to follow-up e-mail (Boston time)")).toBe("2025-03-01 10:00");
    expect(cell("Consent wording version")).toBe(FOLLOW_UP_CONSENT["sign-in"].version);
    expect(cell("Unsubscribed (Boston time)")).toBe("");
  });

  it("names the file after the day and the filter", () => {
    expect(csvFileName(filters("source=2025%20-%20Open%20House"), "2025-06-01")).toBe(
      "leads-2025-06-01-2025-open-house.csv",
    );
    expect(csvFileName(filters(""), "2025-06-01")).toBe("leads-2025-06-01.csv");
  });
});

describe("an event's sign-ins by hour", () => {
  it("has one bar per Boston clock hour from the first sign-in to the last, empty hours included", () => {
    const at = (iso: string) => new Date(iso);
    expect(
      signInsByHour([
        at("2025-05-03T17:05:00Z"), // 1 PM in Boston
        at("2025-05-03T17:55:00Z"),
        at("2025-05-03T19:10:00Z"), // 3 PM
      ]),
    ).toEqual([
      { label: "1 PM", count: 2 },
      { label: "2 PM", count: 0 },
      { label: "3 PM", count: 1 },
    ]);
    expect(signInsByHour([])).toEqual([]);
  });

  it("folds a source spanning several days into the 24 hours of the day", () => {
    const bins = signInsByHour([
      new Date("2025-05-03T17:05:00Z"),
      new Date("2025-05-10T17:30:00Z"),
    ]);
    expect(bins).toHaveLength(24);
    expect(bins[0]?.label).toBe("12 AM");
    expect(bins.find((bin) => bin.label === "1 PM")?.count).toBe(2);
  });
});
