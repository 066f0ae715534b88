/**
 * The morning digest: at 7:00 Boston time each member who has not turned it off
 * gets one mail with her new leads not yet contacted and her next steps overdue
 * and due today, each linking to the lead's page; none when there is nothing to say.
 *
 * Several server processes may share one PostgreSQL: each checks every minute,
 * and for each member the one that moves her `staff_members.digest_day` to today
 * (a conditional UPDATE, so one row lock decides) queues the mail, in the same
 * transaction, under the outbox key `staff-digest:<member>:<day>`. One digest per
 * member per day, whichever process and however often it checks. The outbox row
 * names no lead: the mail is written from the database when it is sent.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { site } from "#content/site.ts";
import { formatDayTime, formatTime, teamDay, teamHour } from "#domain/dates.ts";
import { waitedFor } from "#domain/format.ts";
import { LEAD_TYPE_LABELS } from "#domain/lead-type.ts";
import { formatPhone } from "#domain/phone.ts";
import type { Database, Transaction } from "../db/client.ts";
import { notificationOutbox, type StaffDigestPayload, staffMembers } from "../db/schema.ts";
import { checkEveryMinute } from "../every-minute.ts";
import { type NotificationEmail, renderMail } from "../mail/layout.tsx";
import { type TodayLead, todayFor } from "./today.ts";

/** The digest goes from 7:00 Boston time; a process that starts later in the morning still sends it, until noon. */
export const DIGEST_HOUR = 7;
const DIGEST_LAST_HOUR = 12;

/** Whose digest, for which team and site, at what moment. */
type DigestFor = { member: string; team: readonly string[]; siteUrl: string; now?: Date };

/** The digest's content for a member, or null when there is nothing to say. */
export async function buildDigest(
  db: Database | Transaction,
  { member, team, siteUrl, now = new Date() }: DigestFor,
): Promise<NotificationEmail | null> {
  const today = await todayFor(db, { member, team, now });
  type Section = { title: string; leads: TodayLead[]; line: (lead: TodayLead) => string };
  const all: Section[] = [
    {
      title: "New leads waiting for a first call",
      leads: today.waiting,
      line: (lead) => `waiting ${waitedFor(lead.lastContactAt, now)}`,
    },
    {
      title: "Next steps overdue",
      leads: today.overdue,
      line: (lead) => `${lead.nextStep ?? ""} (was due ${formatDayTime(lead.nextStepAt!)})`,
    },
    {
      title: "Next steps due today",
      leads: today.dueToday,
      line: (lead) => `${lead.nextStep ?? ""} (due ${formatTime(lead.nextStepAt!)})`,
    },
  ];
  const sections = all.filter((section) => section.leads.length > 0);
  if (sections.length === 0) return null;
  const link = (lead: TodayLead) => `${siteUrl}/staff/leads/${lead.id}`;
  const describe = (lead: TodayLead) =>
    [
      lead.name,
      lead.leadType ? LEAD_TYPE_LABELS[lead.leadType] : null,
      lead.phone ? formatPhone(lead.phone) : null,
    ]
      .filter(Boolean)
      .join(" · ");
  const count = sections.reduce((sum, section) => sum + section.leads.length, 0);
  return renderMail({
    subject: `Today: ${count} ${count === 1 ? "lead" : "leads"} to follow up (${site.name})`,
    blocks: [
      {
        kind: "paragraph",
        lines: [`Good morning. Your leads at ${site.name} today (Boston time):`],
      },
      ...sections.map((section) => ({
        kind: "links" as const,
        title: `${section.title} (${section.leads.length})`,
        items: section.leads.map((lead) => ({
          text: describe(lead),
          href: link(lead),
          detail: section.line(lead),
        })),
      })),
      {
        kind: "paragraph",
        lines: [{ text: "Today in the workspace", href: `${siteUrl}/staff/today` }],
      },
    ],
    footer: [{ text: "Turn this mail off on your account page", href: `${siteUrl}/staff/account` }],
    replyTo: site.email,
  });
}

/**
 * Queues today's digest for each member whose day it is, once per member and day
 * across every process (see the module comment). Returns how many were queued.
 */
export async function queueDigests(
  db: Database,
  { team, siteUrl, now = new Date() }: { team: readonly string[]; siteUrl: string; now?: Date },
) {
  const hour = teamHour(now);
  if (hour < DIGEST_HOUR || hour >= DIGEST_LAST_HOUR) return 0;
  const day = teamDay(now);
  let queued = 0;
  for (const member of team) {
    const sent = await db.transaction(async (tx) => {
      await tx.insert(staffMembers).values({ email: member }).onConflictDoNothing();
      const [claimed] = await tx
        .update(staffMembers)
        .set({ digestDay: day })
        .where(
          and(
            eq(staffMembers.email, member),
            eq(staffMembers.digestOff, false),
            or(isNull(staffMembers.digestDay), lt(staffMembers.digestDay, day)),
          ),
        )
        .returning({ email: staffMembers.email });
      if (!claimed) return false;
      // Nothing to say: the day is decided all the same, so a lead arriving at 10:00 sends no "morning" mail.
      if (!(await buildDigest(tx, { member, team, siteUrl, now }))) return false;
      return queueDigestRow(tx, member, `staff-digest:${member}:${day}`, day);
    });
    if (sent) queued += 1;
  }
  return queued;
}

async function queueDigestRow(
  db: Database | Transaction,
  member: string,
  key: string,
  day: string,
) {
  const payload: StaffDigestPayload = { kind: "staff-digest", recipient: member, day };
  const [row] = await db
    .insert(notificationOutbox)
    .values({ idempotencyKey: key, recipient: member, payload })
    .onConflictDoNothing({ target: notificationOutbox.idempotencyKey })
    .returning({ id: notificationOutbox.id });
  return Boolean(row);
}

/** "Send me my digest now" on the account page: false when there is nothing to say. */
export async function queueDigestNow(
  db: Database,
  { member, team, siteUrl, now = new Date() }: DigestFor,
) {
  if (!(await buildDigest(db, { member, team, siteUrl, now }))) return false;
  return queueDigestRow(
    db,
    member,
    `staff-digest:${member}:now:${now.toISOString()}`,
    teamDay(now),
  );
}

/** Turns a member's digest on or off. */
export async function setDigest(db: Database, member: string, on: boolean) {
  await db
    .insert(staffMembers)
    .values({ email: member, digestOff: !on })
    .onConflictDoUpdate({ target: staffMembers.email, set: { digestOff: !on } });
}

export async function digestIsOn(db: Database, member: string) {
  const [row] = await db
    .select({ off: staffMembers.digestOff })
    .from(staffMembers)
    .where(eq(staffMembers.email, member));
  return !row?.off;
}

/** Checks every minute whether a digest is due; `onQueued` wakes the outbox. */
export function startDigestScheduler({
  db,
  team,
  siteUrl,
  onQueued,
  log,
  intervalMs = 60_000,
}: {
  db: Database;
  team: readonly string[];
  siteUrl: string;
  onQueued: () => void;
  log: (entry: Record<string, unknown>) => void;
  intervalMs?: number;
}) {
  return checkEveryMinute({
    // Without a team there is nobody to write to.
    run: async () => (team.length === 0 ? 0 : queueDigests(db, { team, siteUrl })),
    onQueued,
    log,
    name: "morning digests",
    intervalMs,
  });
}
