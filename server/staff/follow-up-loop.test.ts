import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { filters, withLeadDatabase } from "#tests/support/staff-leads.ts";
import { leadPeople, notificationOutbox } from "../db/schema.ts";
import { buildDigest, queueDigests, setDigest } from "./digest.ts";
import { listLeads } from "./inbox.ts";
import {
  completeNextStep,
  recordTouch,
  setLeadOwner,
  setLeadType,
  setNextStep,
} from "./lead-changes.ts";
import { getLeadDetail } from "./lead-detail.ts";
import { peopleCsvStream } from "./people-csv.ts";
import { saveRouting } from "./routing.ts";
import { speedToLead, todayFor } from "./today.ts";

const workspace = withLeadDatabase();

const LEAD = "lead@example.com";
const AGENT = "agent@example.com";
const TEAM = [LEAD, AGENT] as const;
const SITE = "https://www.example.com";

const personOf = async (email: string) => {
  const [person] = await workspace.db
    .select()
    .from(leadPeople)
    .where(eq(leadPeople.emailKey, email));
  return person!;
};
const mine = (member: string) => ({ email: member, team: TEAM });
const emailsOf = async (query: string, member: string) =>
  (await listLeads(workspace.db, filters(query), undefined, mine(member))).leads.map(
    (lead) => lead.email,
  );

describe("owner and type", () => {
  it("routes a new person by type (default: the team lead), and Mine shows each member hers", async () => {
    await saveRouting(workspace.db, {
      rules: {
        buyer: AGENT,
        seller: LEAD,
        both: LEAD,
        renter: LEAD,
        investor: LEAD,
        "team-applicant": LEAD,
        other: LEAD,
      },
      team: TEAM,
      actor: LEAD,
    });
    await workspace.storeAll([
      { email: "buyer@example.com", at: "2026-11-20T15:00:00Z", leadType: "buyer" },
      { email: "seller@example.com", at: "2026-11-21T15:00:00Z", leadType: "seller" },
      { email: "quiet@example.com", at: "2026-11-22T15:00:00Z" },
    ]);
    expect(await emailsOf("owner=mine", AGENT)).toEqual(["buyer@example.com"]);
    expect(await emailsOf("owner=mine", LEAD)).toEqual(["quiet@example.com", "seller@example.com"]);
    const [quiet] = (await listLeads(workspace.db, filters(), undefined, mine(LEAD))).leads;
    expect(quiet?.owner).toBe(LEAD);

    // Changed on the lead: hers from now on, and a later submission does not move it back.
    const seller = await personOf("seller@example.com");
    await setLeadOwner(workspace.db, { personId: seller.id, owner: AGENT, actor: LEAD });
    await workspace.store({
      email: "seller@example.com",
      at: "2026-11-23T15:00:00Z",
      leadType: "seller",
    });
    expect(await emailsOf("owner=mine", AGENT)).toEqual([
      "seller@example.com",
      "buyer@example.com",
    ]);
  });

  it("takes the person's type from her latest submission that says one, until the team sets it", async () => {
    await workspace.storeAll([
      { email: "t@example.com", at: "2026-11-20T15:00:00Z", leadType: "buyer" },
      { email: "t@example.com", at: "2026-11-21T15:00:00Z" },
    ]);
    expect((await personOf("t@example.com")).leadType).toBe("buyer");
    await workspace.store({ email: "t@example.com", at: "2026-11-22T15:00:00Z", leadType: "both" });
    expect((await personOf("t@example.com")).leadType).toBe("both");
    const person = await personOf("t@example.com");
    await setLeadType(workspace.db, { personId: person.id, leadType: "investor", actor: LEAD });
    await workspace.store({
      email: "t@example.com",
      at: "2026-11-23T15:00:00Z",
      leadType: "renter",
    });
    expect((await personOf("t@example.com")).leadType).toBe("investor");
    expect(await emailsOf("kind=investor", LEAD)).toEqual(["t@example.com"]);
  });
});

describe("touches and next steps", () => {
  it("records a call on the timeline, keeps the first contact time and moves New to Contacted", async () => {
    await workspace.store({ email: "c@example.com", at: "2026-11-20T15:00:00Z" });
    const person = await personOf("c@example.com");
    await recordTouch(workspace.db, {
      personId: person.id,
      kind: "call-left-message",
      note: "Voicemail, will try at 5",
      actor: AGENT,
    });
    const first = (await personOf("c@example.com")).firstTouchAt;
    expect(first).toBeInstanceOf(Date);
    await recordTouch(workspace.db, {
      personId: person.id,
      kind: "text",
      note: null,
      actor: AGENT,
    });
    const detail = (await getLeadDetail(workspace.db, person.id))!;
    expect(detail.person.status).toBe("contacted");
    expect(detail.person.firstTouchAt).toEqual(first);
    expect(detail.touches.map((touch) => [touch.kind, touch.note, touch.actor])).toEqual([
      ["text", null, AGENT],
      ["call-left-message", "Voicemail, will try at 5", AGENT],
    ]);
    expect(detail.statusHistory.map((change) => [change.status, change.actor])).toEqual([
      ["contacted", AGENT],
    ]);
  });

  it("sets a next step, and Done clears it and records it once", async () => {
    await workspace.store({ email: "s@example.com", at: "2026-11-20T15:00:00Z" });
    const person = await personOf("s@example.com");
    const at = new Date("2026-11-27T14:00:00Z");
    await setNextStep(workspace.db, { personId: person.id, at, text: "Send the CMA", actor: LEAD });
    expect((await personOf("s@example.com")).nextStepAt).toEqual(at);
    expect(await completeNextStep(workspace.db, { personId: person.id, actor: LEAD })).toBe(true);
    expect(await completeNextStep(workspace.db, { personId: person.id, actor: LEAD })).toBe(false);
    const detail = (await getLeadDetail(workspace.db, person.id))!;
    expect(detail.person.nextStep).toBeNull();
    expect(detail.touches.map((touch) => [touch.kind, touch.note])).toEqual([
      ["step-done", "Send the CMA"],
    ]);
  });

  it("shows the median time to first contact per month (speed to lead)", async () => {
    for (const [email, minutes] of [
      ["a@example.com", 10],
      ["b@example.com", 30],
      ["c@example.com", 120],
    ] as const) {
      await workspace.store({ email, at: "2026-11-20T15:00:00Z" });
      await workspace.db
        .update(leadPeople)
        .set({ firstTouchAt: new Date(Date.parse("2026-11-20T15:00:00Z") + minutes * 60_000) })
        .where(eq(leadPeople.emailKey, email));
    }
    await workspace.store({ email: "d@example.com", at: "2026-11-21T15:00:00Z" });
    const [november] = await speedToLead(workspace.db, new Date("2026-11-26T15:00:00Z"));
    expect(november).toEqual({ month: "2026-11", arrived: 4, reached: 3, medianMinutes: 30 });
  });
});

describe("Today", () => {
  const now = new Date("2026-11-26T15:00:00Z"); // 10:00 in Boston

  it("lists new leads waiting, steps overdue and due today, and leads new since the last visit", async () => {
    await workspace.storeAll([
      { email: "waiting@example.com", at: "2026-11-26T12:00:00Z" },
      { email: "late@example.com", at: "2026-11-20T12:00:00Z" },
      { email: "due@example.com", at: "2026-11-19T12:00:00Z" },
      { email: "later@example.com", at: "2026-11-18T12:00:00Z" },
    ]);
    for (const [email, at] of [
      ["late@example.com", "2026-11-25T14:00:00Z"],
      ["due@example.com", "2026-11-26T21:00:00Z"],
      ["later@example.com", "2026-11-27T14:00:00Z"],
    ] as const) {
      const person = await personOf(email);
      await recordTouch(workspace.db, {
        personId: person.id,
        kind: "email",
        note: null,
        actor: LEAD,
      });
      await setNextStep(workspace.db, {
        personId: person.id,
        at: new Date(at),
        text: "Call",
        actor: LEAD,
      });
    }
    const today = await todayFor(workspace.db, {
      member: LEAD,
      team: TEAM,
      since: new Date("2026-11-25T00:00:00Z"),
      now,
    });
    const names = (list: { id: number }[]) => list.map((lead) => lead.id);
    expect(names(today.waiting)).toEqual([(await personOf("waiting@example.com")).id]);
    expect(names(today.overdue)).toEqual([(await personOf("late@example.com")).id]);
    expect(names(today.dueToday)).toEqual([(await personOf("due@example.com")).id]);
    // Waiting already lists the one new since the last visit.
    expect(names(today.fresh)).toEqual([]);
    // Another member owns none of them.
    const theirs = await todayFor(workspace.db, { member: AGENT, team: TEAM, now });
    expect(theirs.waiting).toEqual([]);
  });

  it("lists the newest 50 waiting and counts them all: a busy week does not hide the lead that just came in", async () => {
    const now = new Date("2026-11-26T15:00:00Z");
    for (let minute = 0; minute < 55; minute++) {
      const at = new Date(now.getTime() - (55 - minute) * 60_000).toISOString();
      await workspace.store({ email: `wait${minute}@example.com`, at });
    }
    const today = await todayFor(workspace.db, { member: LEAD, team: TEAM, now, everyone: true });
    expect(today.totals.waiting).toBe(55);
    expect(today.waiting).toHaveLength(50);
    expect(today.waiting[0]!.id).toBe((await personOf("wait54@example.com")).id);
    expect(today.waiting.map((lead) => lead.id)).not.toContain(
      (await personOf("wait0@example.com")).id,
    );
  });
});

describe("the morning digest", () => {
  const at7 = new Date("2026-11-26T12:05:00Z"); // 7:05 in Boston

  it("queues one digest per member and day, from processes checking at once; none with nothing to say", async () => {
    await workspace.store({
      email: "new@example.com",
      at: "2026-11-26T03:00:00Z",
      phone: "+442079460958",
    });
    const checks = await Promise.all(
      Array.from({ length: 4 }, () =>
        queueDigests(workspace.db, { team: TEAM, siteUrl: SITE, now: at7 }),
      ),
    );
    expect(checks.reduce((sum, queued) => sum + queued, 0)).toBe(1);
    expect(await queueDigests(workspace.db, { team: TEAM, siteUrl: SITE, now: at7 })).toBe(0);
    const rows = await workspace.db.select().from(notificationOutbox);
    const digests = rows.filter((row) => row.payload.kind === "staff-digest");
    // The team lead owns the lead; the agent had nothing to say and got nothing.
    expect(digests.map((row) => [row.recipient, row.idempotencyKey])).toEqual([
      [LEAD, `staff-digest:${LEAD}:2026-11-26`],
    ]);
    const mail = await buildDigest(workspace.db, {
      member: LEAD,
      team: TEAM,
      siteUrl: SITE,
      now: at7,
    });
    const person = await personOf("new@example.com");
    expect(mail?.text).toContain("New leads waiting for a first call (1):");
    expect(mail?.text).toContain("- Ann Lee · +44 20 7946 0958: waiting 9 h");
    expect(mail?.text).toContain(`${SITE}/staff/leads/${person.id}`);
  });

  it("sends nothing before 7:00 Boston time, nor to a member who turned it off", async () => {
    await workspace.store({ email: "new@example.com", at: "2026-11-26T03:00:00Z" });
    const at6 = new Date("2026-11-26T11:59:00Z");
    expect(await queueDigests(workspace.db, { team: TEAM, siteUrl: SITE, now: at6 })).toBe(0);
    await setDigest(workspace.db, LEAD, false);
    expect(await queueDigests(workspace.db, { team: TEAM, siteUrl: SITE, now: at7 })).toBe(0);
  });
});

describe("the people CSV", () => {
  it("has one row per person with the CRM's headers, the phone in E.164 as it is, formulas neutralised", async () => {
    await workspace.storeAll([
      {
        email: "p@example.com",
        first: "=HYPERLINK(1)",
        phone: "+16175550101",
        at: "2026-11-20T15:00:00Z",
      },
      {
        email: "P@example.com",
        phone: "+16175550101",
        source: "2026 - 12 Elm Street",
        at: "2026-11-21T15:00:00Z",
      },
      { email: "q@example.com", first: "@SUM(A1)", at: "2026-11-22T15:00:00Z" },
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of peopleCsvStream(workspace.db, filters(""), mine(LEAD)))
      chunks.push(Buffer.from(chunk));
    const lines = Buffer.concat(chunks).subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe(
      '"First Name","Last Name","Email","Phone","Stage","Source","Tags","Assigned To","Lead Type","First Contact (Boston time)","Last Contact (Boston time)","First Reply by the Team (Boston time)","Submissions","Notes","Next Step","Next Step Due (Boston time)","Came From","Language"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^"'@SUM\(A1\)","Lee","q@example.com","",/);
    expect(lines[1]).toBe(
      `"Ann","Lee","P@example.com","+16175550101","New","Website","Website, 12 Elm Street","${LEAD}","","2026-11-20 10:00","2026-11-21 10:00","",2,0,"","","","English"`,
    );
  });
});

describe("the pipeline's stages", () => {
  it("maps the five old statuses in the migration: working → Active client, archived → Not now", async () => {
    for (const [email, status] of [
      ["w@example.com", "working"],
      ["a@example.com", "archived"],
      ["c@example.com", "closed"],
    ] as const) {
      await workspace.store({ email, at: "2026-11-20T15:00:00Z" });
      // The old values, as a database before the migration held them.
      await workspace.db.execute(
        sql`update lead_people set status = ${status} where email_key = ${email}`,
      );
    }
    const migration = readFileSync(
      new URL("../db/migrations/0013_lead_pipeline.sql", import.meta.url),
      "utf8",
    );
    const mapping = migration
      .split("--> statement-breakpoint")
      .filter((statement) => /UPDATE lead_people SET status = CASE/.test(statement));
    expect(mapping).toHaveLength(1);
    await workspace.db.execute(sql.raw(mapping[0]!));
    const stages = await workspace.db
      .select({ email: leadPeople.emailKey, status: leadPeople.status })
      .from(leadPeople)
      .orderBy(leadPeople.emailKey);
    expect(stages).toEqual([
      { email: "a@example.com", status: "not-now" },
      { email: "c@example.com", status: "closed" },
      { email: "w@example.com", status: "active-client" },
    ]);
  });
});
