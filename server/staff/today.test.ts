import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withLeadDatabase } from "#tests/support/staff-leads.ts";
import { leadPeople, staffMembers } from "../db/schema.ts";
import { buildDigest } from "./digest.ts";
import { recordTouch, setNextStep } from "./lead-changes.ts";
import { recordVisit, todayFor } from "./today.ts";

const workspace = withLeadDatabase();

const LEAD = "lead@example.com";
const AGENT = "agent@example.com";
const TEAM = [LEAD, AGENT] as const;
const SITE = "https://www.example.com";

const person = async (email: string) => {
  const [row] = await workspace.db
    .select({ id: leadPeople.id })
    .from(leadPeople)
    .where(eq(leadPeople.emailKey, email));
  return row!.id;
};

/** Today's lists (issue 39 §5): each person on them once, and no "last visit" on the first. */
describe("Today", () => {
  const now = new Date("2026-11-26T15:00:00Z"); // 10:00 in Boston

  it("lists each person once: a new lead with a step due waits for her first call; 'new since' holds the rest", async () => {
    await workspace.storeAll([
      { email: "due-and-new@example.com", at: "2026-11-26T13:00:00Z" },
      { email: "twice@example.com", at: "2026-11-25T12:00:00Z" },
      { email: "twice@example.com", at: "2026-11-26T12:00:00Z" },
      { email: "called@example.com", at: "2026-11-26T11:00:00Z" },
      { email: "called-due@example.com", at: "2026-11-26T10:00:00Z" },
    ]);
    await setNextStep(workspace.db, {
      personId: await person("due-and-new@example.com"),
      at: new Date("2026-11-26T20:00:00Z"),
      text: "Call back after work",
      actor: LEAD,
    });
    for (const email of ["called@example.com", "called-due@example.com"])
      await recordTouch(workspace.db, {
        personId: await person(email),
        kind: "call-reached",
        note: null,
        actor: LEAD,
      });
    await setNextStep(workspace.db, {
      personId: await person("called-due@example.com"),
      at: new Date("2026-11-26T18:00:00Z"),
      text: "Send the listings",
      actor: LEAD,
    });
    const today = await todayFor(workspace.db, {
      member: LEAD,
      team: TEAM,
      since: new Date("2026-11-25T00:00:00Z"),
      now,
    });
    const ids = (list: { id: number }[]) => list.map((lead) => lead.id);
    expect(ids(today.waiting)).toEqual([
      await person("due-and-new@example.com"),
      await person("twice@example.com"),
    ]);
    expect(ids(today.dueToday)).toEqual([await person("called-due@example.com")]);
    expect(ids(today.fresh)).toEqual([await person("called@example.com")]);
    const listed = [...today.waiting, ...today.overdue, ...today.dueToday, ...today.fresh];
    expect(new Set(ids(listed)).size).toBe(listed.length);
    expect(today.totals).toEqual({ waiting: 2, steps: 1, fresh: 1 });
    // The digest counts each person once too.
    const mail = await buildDigest(workspace.db, {
      member: LEAD,
      team: TEAM,
      siteUrl: SITE,
      now,
    });
    expect(mail?.subject).toMatch(/^Today: 3 leads to follow up/);
  });

  it("starts 'new since your last visit' where the previous visit ended, not at a reload", async () => {
    const later = async (minutes: number) =>
      workspace.db
        .update(staffMembers)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(staffMembers.email, AGENT));
    // Her first visit, reloads included, claims no last visit: "new" goes a day back.
    const first = await recordVisit(workspace.db, AGENT);
    expect(first.lastVisit).toBeNull();
    expect(Date.now() - first.since.getTime()).toBeGreaterThan(23 * 3_600_000);
    await later(5);
    expect((await recordVisit(workspace.db, AGENT)).lastVisit).toBeNull();
    // Back two hours later: that is her last visit, through this visit's reloads.
    await later(120);
    const back = await recordVisit(workspace.db, AGENT);
    expect(Date.now() - back.lastVisit!.getTime()).toBeGreaterThan(119 * 60_000);
    expect(back.since).toEqual(back.lastVisit);
    expect(await recordVisit(workspace.db, AGENT)).toEqual(back);
  });
});
