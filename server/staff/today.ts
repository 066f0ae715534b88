/**
 * Today, the workspace's first page: a member's new leads not yet contacted
 * (with how long each has waited), her next steps overdue and due today, and the
 * leads new since her last visit. The morning digest (digest.ts) reads the same.
 */
import { asc, desc, eq, gt, isNotNull, lt, not, type SQL, sql } from "drizzle-orm";
import { TEAM_TIME_ZONE, teamDay } from "#domain/dates.ts";
import type { LeadStatus } from "#domain/lead-status.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type { Database, Transaction } from "../db/client.ts";
import { leadPeople, staffMembers } from "../db/schema.ts";
import { withoutAgent } from "./has-agent.ts";
import { allOf, teamDayStart } from "./lead-filters.ts";
import { effectiveOwner, ownedBy } from "./team.ts";

/** A visit starts when the member comes back after this long away: a reload does not empty "new since". */
const VISIT_GAP_MINUTES = 30;
/** A member's first visit shows the leads of the last day as new. */
const FIRST_VISIT_LOOKBACK_HOURS = 24;
/** At most this many people in each of Today's lists. */
const LIST_LIMIT = 50;

export type TodayLead = {
  id: number;
  name: string;
  phone: string | null;
  status: LeadStatus;
  leadType: LeadType | null;
  owner: string;
  lastContactAt: Date;
  firstContactAt: Date;
  nextStepAt: Date | null;
  nextStep: string | null;
};

/** Where Today's "new" list starts, and the visit before this one (none on her first visit). */
export type Visit = { since: Date; lastVisit: Date | null };

/**
 * Records the member's visit and answers where "new since your last visit"
 * starts: the time she was last here before this visit began. Through her first
 * visit (reloads included) there is no last visit: the list starts a day back.
 */
export async function recordVisit(db: Database, email: string, now = new Date()): Promise<Visit> {
  const [row] = await db
    .insert(staffMembers)
    .values({ email, lastSeenAt: sql`now()`, sinceAt: null })
    .onConflictDoUpdate({
      target: staffMembers.email,
      set: {
        sinceAt: sql`case
          when ${staffMembers.lastSeenAt} < now() - make_interval(mins => ${VISIT_GAP_MINUTES}) then ${staffMembers.lastSeenAt}
          else ${staffMembers.sinceAt} end`,
        lastSeenAt: sql`now()`,
      },
    })
    .returning({ lastVisit: staffMembers.sinceAt });
  const lastVisit = row!.lastVisit;
  return {
    since: lastVisit ?? new Date(now.getTime() - FIRST_VISIT_LOOKBACK_HOURS * 3_600_000),
    lastVisit,
  };
}

const columns = {
  id: leadPeople.id,
  firstName: leadPeople.firstName,
  lastName: leadPeople.lastName,
  phone: leadPeople.phone,
  status: leadPeople.status,
  leadType: leadPeople.leadType,
  owner: leadPeople.owner,
  lastContactAt: leadPeople.lastContactAt,
  firstContactAt: leadPeople.firstContactAt,
  nextStepAt: leadPeople.nextStepAt,
  nextStep: leadPeople.nextStep,
};

/** The member's lists for `now` (or the whole team's with `team: true`). */
export async function todayFor(
  db: Database | Transaction,
  {
    member,
    team,
    since,
    everyone = false,
    now = new Date(),
  }: {
    member: string;
    team: readonly string[];
    /** Where "new since your last visit" starts (recordVisit); none: that list is left out. */
    since?: Date;
    everyone?: boolean;
    now?: Date;
  },
) {
  const scope = everyone ? [] : [ownedBy(member, team)];
  const select = (conditions: SQL) =>
    db.select(columns).from(leadPeople).where(conditions).$dynamic();
  const count = async (conditions: SQL) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(leadPeople).where(conditions))[0]!.n;
  const tomorrow = teamDayStart(teamDay(now), 1);
  // Each person once, in the first list that holds her: a new lead whose step is due waits
  // for her first call, and "new since" lists only those not already above. A guest who works
  // with an agent is the agent's to call: listed in the inbox, not queued here.
  const waits = eq(leadPeople.status, "new");
  const due = allOf([isNotNull(leadPeople.nextStepAt), lt(leadPeople.nextStepAt, tomorrow)]);
  const waitingWhere = allOf([...scope, waits, withoutAgent]);
  const stepsWhere = allOf([...scope, due, not(waits)]);
  const freshWhere = since
    ? allOf([...scope, gt(leadPeople.firstContactAt, since), not(waits), not(due)])
    : undefined;
  const [waiting, steps, fresh, waitingTotal, stepsTotal, freshTotal] = await Promise.all([
    // Newest first: a lead is likeliest to answer in its first hour; the older ones are
    // counted and a link away, in the inbox.
    select(waitingWhere).orderBy(desc(leadPeople.lastContactAt)).limit(LIST_LIMIT),
    select(stepsWhere).orderBy(asc(leadPeople.nextStepAt)).limit(LIST_LIMIT),
    freshWhere
      ? select(freshWhere).orderBy(desc(leadPeople.firstContactAt)).limit(LIST_LIMIT)
      : Promise.resolve([]),
    count(waitingWhere),
    count(stepsWhere),
    freshWhere ? count(freshWhere) : Promise.resolve(0),
  ]);
  const shape = (row: (typeof waiting)[number]): TodayLead => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    status: row.status,
    leadType: row.leadType,
    owner: effectiveOwner(row.owner, team),
    lastContactAt: row.lastContactAt,
    firstContactAt: row.firstContactAt,
    nextStepAt: row.nextStepAt,
    nextStep: row.nextStep,
  });
  const overdue = steps.filter((row) => row.nextStepAt! < now);
  const dueToday = steps.filter((row) => row.nextStepAt! >= now);
  return {
    waiting: waiting.map(shape),
    overdue: overdue.map(shape),
    dueToday: dueToday.map(shape),
    fresh: fresh.map(shape),
    /** How many each list holds in all: each shows at most LIST_LIMIT. */
    totals: { waiting: waitingTotal, steps: stepsTotal, fresh: freshTotal },
  };
}
export type Today = Awaited<ReturnType<typeof todayFor>>;

/**
 * Speed to lead: for each Boston month of the last year in which leads arrived,
 * the median time from a person's first contact to the team's first recorded
 * call, text or e-mail (minutes), how many were reached, and how many arrived.
 */
export async function speedToLead(db: Database, now = new Date()) {
  const zone = sql.raw(`'${TEAM_TIME_ZONE}'`);
  const month = sql<string>`to_char(${leadPeople.firstContactAt} at time zone ${zone}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      arrived: sql<number>`count(*)::int`,
      reached: sql<number>`count(${leadPeople.firstTouchAt})::int`,
      medianMinutes: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by extract(epoch from ${leadPeople.firstTouchAt} - ${leadPeople.firstContactAt}) / 60) filter (where ${leadPeople.firstTouchAt} is not null))::float8`,
    })
    .from(leadPeople)
    .where(
      gt(leadPeople.firstContactAt, sql`${now.toISOString()}::timestamptz - interval '1 year'`),
    )
    .groupBy(month)
    .orderBy(desc(month));
  return rows;
}
export type SpeedToLead = Awaited<ReturnType<typeof speedToLead>>;
