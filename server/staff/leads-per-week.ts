/**
 * The inbox's chart: new leads per Boston week over the last 52 weeks, website
 * and events apart. A lead is a person, as in the list: each is counted once, in
 * the week of their first contact, under the kind of source they first came from. Counted from the submissions themselves,
 * through the index on their time and source (contact_submissions_week_idx: an
 * index-only scan of one year), so storing a lead writes no shared counter row
 * that concurrent sign-ins would queue on (decision 024).
 */
import { and, countDistinct, eq, gte, sql } from "drizzle-orm";
import { TEAM_TIME_ZONE, teamDay } from "#domain/dates.ts";
import type { Database } from "../db/client.ts";
import { contactSubmissions, leadPeople, leadSources } from "../db/schema.ts";
import { submissionEmailKey, teamDayStart } from "./lead-filters.ts";

export type WeekCount = { week: string; website: number; event: number };

const DAY_MS = 86_400_000;
const WEEKS = 52;

// The zone is written into the statement, not bound: the select and the GROUP BY must be one expression.
const zone = sql.raw(`'${TEAM_TIME_ZONE}'`);
/** The Monday (YYYY-MM-DD) of a submission's Boston week: date_trunc('week') starts weeks on Monday. */
const weekOf = sql<string>`to_char(date_trunc('week', ${contactSubmissions.createdAt} at time zone ${zone}), 'YYYY-MM-DD')`;

/** The Mondays of the 52 weeks up to `now`'s, oldest first. */
function mondays(now: Date) {
  const today = new Date(`${teamDay(now)}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: WEEKS }, (_, i) =>
    new Date(monday - (WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Leads per Boston week over the last 52 weeks, oldest first, website and events apart; empty weeks included. */
export async function leadsPerWeek(db: Database, now = new Date()): Promise<WeekCount[]> {
  const weeks = mondays(now);
  const byWeek = new Map(weeks.map((week) => [week, { week, website: 0, event: 0 }]));
  const counts = await db
    .select({ week: weekOf, type: leadSources.type, leads: countDistinct(leadPeople.id) })
    .from(contactSubmissions)
    .innerJoin(leadSources, eq(leadSources.id, contactSubmissions.leadSourceId))
    // The person's first submission: the one made when they first got in touch.
    .innerJoin(
      leadPeople,
      and(
        eq(leadPeople.emailKey, submissionEmailKey),
        eq(leadPeople.firstContactAt, contactSubmissions.createdAt),
      ),
    )
    .where(gte(contactSubmissions.createdAt, teamDayStart(weeks[0]!)))
    .groupBy(weekOf, leadSources.type);
  for (const row of counts) {
    const entry = byWeek.get(row.week);
    if (entry && (row.type === "website" || row.type === "event")) entry[row.type] += row.leads;
  }
  return [...byWeek.values()];
}
