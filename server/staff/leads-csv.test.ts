import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { visitAttribution } from "#domain/attribution.ts";
import { FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import { SIGN_IN_QUESTIONS } from "#domain/sign-in-answers.ts";
import {
  agentQuestion,
  approvalQuestion,
  filters,
  someAnswers,
  timelineQuestion,
  withLeadDatabase,
} from "#tests/support/staff-leads.ts";
import { attributionCsvCells } from "../insights/lead-attribution.ts";
import { csvFileName, leadCsvRows, leadsCsvStream } from "./leads-csv.ts";

/** A lead whose visit is not known: every attribution cell blank. */
const NOT_ATTRIBUTED = attributionCsvCells(undefined);

const workspace = withLeadDatabase();

describe("the CSV", () => {
  it("streams one row per matching submission, with the person's status, across batches", async () => {
    await workspace.storeAll([
      {
        email: "n@example.com",
        first: '=HYPERLINK("x")',
        message: "Hi",
        at: "2025-03-01T15:00:00Z",
      },
      {
        email: "o@example.com",
        source: "2025 - Open House",
        at: "2025-03-01T20:00:00Z",
        answers: someAnswers,
        consentFrom: "203.0.113.8",
      },
    ]);
    await workspace.unsubscribe("o@example.com", "2025-03-04T01:30:00Z");
    const collect = async (query: string) => {
      const out = [];
      for await (const row of leadCsvRows(workspace.db, filters(query))) out.push(row);
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
        language: "English",
        ...NOT_ATTRIBUTED,
      },
      expect.objectContaining({
        email: "o@example.com",
        source: "Open House",
        type: "event",
        // Each answer's label, "Not answered" for a question left blank; Boston times.
        workingWithAgent: agentQuestion.answers[0].label,
        preApproved: "Not answered",
        moveTimeline: timelineQuestion.answers[3].label,
        consented: "2025-03-01 15:00",
        consentWording: FOLLOW_UP_CONSENT["sign-in"].version,
        unsubscribed: "2025-03-03 20:30",
        language: "English",
      }),
    ]);
    expect((await collect("type=event")).map((row) => row.email)).toEqual(["o@example.com"]);
    // More rows than one batch holds.
    await workspace.db.execute(sql`insert into contact_submissions (first_name, last_name, email, created_at)
      select 'Bulk', 'Row', 'bulk' || g || '@example.com', now() from generate_series(1, 4500) g`);
    const select = vi.spyOn(workspace.db, "select");
    expect(await collect("q=bulk")).toHaveLength(4500);
    // One query per batch, answers and consent included, one for its addresses' unsubscribes
    // (looked up by their keyed hashes) and one for where its leads came from: none per lead.
    expect(select).toHaveBeenCalledTimes(3);
    select.mockRestore();
  });

  it("is UTF-8 with a BOM, RFC 4180 quoted, formula-looking text neutralised, the phone in E.164 as it is", async () => {
    await workspace.storeAll([
      {
        email: "p@example.com",
        first: '=HYPERLINK("http://evil.example","Click")',
        last: "Ó'Brien, Jr.",
        phone: "+1 617 555 0100",
        message: 'Line one\nsaid "hi"',
        at: "2025-03-01T15:00:00Z",
      },
      { email: "q@example.com", first: "@Quinn", last: "\tTab", at: "2025-03-02T15:00:00Z" },
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of leadsCsvStream(workspace.db, filters("")))
      chunks.push(Buffer.from(chunk));
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      [
        "Submitted (Boston time),First name,Last name,E-mail,Phone,Type,Source,Status,Message",
        ...SIGN_IN_QUESTIONS.map((question) => question.summary),
        "Agreed to follow-up e-mail (Boston time),Consent wording version,Unsubscribed (Boston time),Language",
        "Came from,Landing page,Referring site,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Paid click,Form sent from",
      ].join(","),
    );
    expect(text).toContain(
      `2025-03-01 10:00,"'=HYPERLINK(""http://evil.example"",""Click"")","Ó'Brien, Jr.",p@example.com,+16175550100,website,Website,new,"Line one\nsaid ""hi"""`,
    );
    expect(text).toContain("2025-03-02 10:00,'@Quinn,'\tTab,q@example.com,");
  });

  it("keeps a value with a lone line break in one quoted cell, so no line starts a formula", async () => {
    for (const [email, message] of [
      ["lf@example.com", "@SUM(1+1)\n=cmd|' /C calc'!A0"],
      ["cr@example.com", "Hello\r=cmd|' /C calc'!A0"],
    ] as const) {
      await workspace.store({
        email,
        first: "Ann",
        last: "Lee",
        message,
        at: "2025-03-03T15:00:00Z",
      });
      const chunks: Buffer[] = [];
      for await (const chunk of leadsCsvStream(workspace.db, filters(`q=${email}`))) {
        chunks.push(Buffer.from(chunk));
      }
      const rows = Buffer.concat(chunks).subarray(3).toString("utf8").split("\r\n");
      expect(rows[1]).toBe(
        `2025-03-03 10:00,Ann,Lee,${email},,website,Website,new,"${message.replace(/^@/, "'@")}",,,,,,,English${",".repeat(10)}`,
      );
    }
  });

  it("carries a sign-in's answers and consent in the cells under their headers", async () => {
    await workspace.store({
      email: "r@example.com",
      source: "2025 - Open House",
      at: "2025-03-01T15:00:00Z",
      answers: someAnswers,
      consentFrom: "203.0.113.10",
    });
    const chunks: Buffer[] = [];
    for await (const chunk of leadsCsvStream(workspace.db, filters("")))
      chunks.push(Buffer.from(chunk));
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

  it("says where each lead's visit came from, and keeps only the leads from one source", async () => {
    await workspace.storeAll([
      {
        email: "fb@example.com",
        at: "2025-03-01T15:00:00Z",
        attribution: {
          ...visitAttribution(
            new URL(
              "https://www.example.com/massachusetts/newton?utm_source=facebook&utm_medium=paid&utm_campaign=spring&fbclid=1",
            ),
            "https://l.facebook.com/",
            ["www.example.com"],
          ),
          formPage: "/sellers/home-value",
        },
      },
      { email: "plain@example.com", at: "2025-03-01T16:00:00Z" },
    ]);
    const rows = [];
    for await (const row of leadCsvRows(workspace.db, filters("came=Facebook (paid, spring)")))
      rows.push(row);
    expect(rows).toEqual([
      expect.objectContaining({
        email: "fb@example.com",
        cameFrom: "Facebook (paid, spring)",
        landingPage: "/massachusetts/newton",
        referrer: "l.facebook.com",
        utmSource: "facebook",
        utmMedium: "paid",
        utmCampaign: "spring",
        utmTerm: "",
        utmContent: "",
        paidClick: "Meta",
        formPage: "/sellers/home-value",
      }),
    ]);
  });

  it("names the file after the day and the filter", () => {
    expect(csvFileName(filters("source=2025%20-%20Open%20House"), "2025-06-01")).toBe(
      "leads-2025-06-01-open-house.csv",
    );
    expect(csvFileName(filters(""), "2025-06-01")).toBe("leads-2025-06-01.csv");
  });
});
