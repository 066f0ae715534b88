import { eq, ilike, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import {
  agentQuestion,
  approvalQuestion,
  filters,
  STAFF,
  someAnswers,
  timelineQuestion,
  withLeadDatabase,
} from "#tests/support/staff-leads.ts";
import {
  contactMessages,
  contactSubmissions,
  followUpConsents,
  leadNotes,
  notificationOutbox,
  signInAnswers,
} from "../db/schema.ts";
import { listLeads } from "./inbox.ts";
import { addLeadNote } from "./lead-changes.ts";
import { getLeadDetail } from "./lead-detail.ts";
import { leadsPerWeek } from "./leads-per-week.ts";
import { erasePerson, exportPerson } from "./privacy.ts";

const workspace = withLeadDatabase();

describe("a privacy request", () => {
  it("exports a person's data and erases every row for their e-mail, sparing everyone else", async () => {
    await workspace.storeAll([
      { email: "i@example.com", at: "2025-03-01T15:00:00Z", message: "Secret" },
      { email: "I@example.com", at: "2025-03-02T15:00:00Z", source: "2025 - Open House" },
      { email: "j@example.com", at: "2025-03-03T15:00:00Z", message: "Keep me" },
      {
        email: "i@example.com",
        at: "2025-03-01T16:00:00Z",
        source: "2025 - Open House",
        answers: someAnswers,
        consentFrom: "203.0.113.9",
      },
    ]);
    await workspace.unsubscribe("i@example.com", "2025-03-04T15:00:00Z");
    const [, person] = (await listLeads(workspace.db, filters())).leads;
    await addLeadNote(workspace.db, { personId: person!.id, body: "Note", author: STAFF });
    const copy = await exportPerson(workspace.db, { personId: person!.id, actor: STAFF });
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
      (await leadsPerWeek(workspace.db, new Date("2025-03-10T12:00:00Z"))).reduce(
        (sum, week) => sum + week.website + week.event,
        0,
      );
    // The chart counts people (issue 33): the two here, then the one left.
    expect(await weekly()).toBe(2);
    expect(await erasePerson(workspace.db, { personId: person!.id, actor: STAFF })).toBe(3);
    expect(await weekly()).toBe(1);
    const { db } = workspace;
    const leftovers = {
      submissions: await db.$count(
        contactSubmissions,
        ilike(contactSubmissions.email, "i@example.com"),
      ),
      messages: await db.$count(contactMessages, eq(contactMessages.message, "Secret")),
      outbox: await db.$count(
        notificationOutbox,
        sql`${notificationOutbox.payload}->>'email' ilike 'i@example.com'`,
      ),
      notes: await db.$count(leadNotes),
      answers: await db.$count(signInAnswers),
      consents: await db.$count(followUpConsents),
      others: await db.$count(contactSubmissions),
    };
    expect(leftovers).toEqual({
      submissions: 0,
      messages: 0,
      outbox: 0,
      notes: 0,
      answers: 0,
      consents: 0,
      others: 1,
    });
    expect(await getLeadDetail(workspace.db, person!.id)).toBeUndefined();
    expect((await listLeads(workspace.db, filters())).leads.map((lead) => lead.email)).toEqual([
      "j@example.com",
    ]);
    expect(await erasePerson(workspace.db, { personId: person!.id, actor: STAFF })).toBeUndefined();
  });
});
