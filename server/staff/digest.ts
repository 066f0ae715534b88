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
import { waitedFor } from "#domain/format.ts";
import { LEAD_TYPE_LABELS } from "#domain/lead-type.ts";
import { formatPhone } from "#domain/phone.ts";
import { TEAM_TIME_ZONE, teamDay } from "#domain/time-zone.ts";
import type { Database, Transaction } from "../db/client.ts";
import { notificationOutbox, type StaffDigestPayload, staffMembers } from "../db/schema.ts";
import { escapeHtml, type NotificationEmail } from "../mail/lead-notification.ts";
import { type TodayLead, todayFor } from "./today.ts";

/** The digest goes from 7:00 Boston time; a process that starts later in the morning still sends it, until noon. */
export const DIGEST_HOUR = 7;
const DIGEST_LAST_HOUR = 12;

const hourFormat = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  hourCycle: "h23",
  timeZone: TEAM_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeStyle: "short",
  timeZone: TEAM_TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: TEAM_TIME_ZONE,
});

/** The Boston hour of an instant (0-23). */
export const teamHour = (date: Date) => Number(hourFormat.format(date));

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
      line: (lead) => `${lead.nextStep ?? ""} (was due ${dateTimeFormat.format(lead.nextStepAt!)})`,
    },
    {
      title: "Next steps due today",
      leads: today.dueToday,
      line: (lead) => `${lead.nextStep ?? ""} (due ${timeFormat.format(lead.nextStepAt!)})`,
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
  const text = [
    `Good morning. Your leads at ${site.name} today (Boston time):`,
    "",
    ...sections.flatMap((section) => [
      `${section.title} (${section.leads.length}):`,
      ...section.leads.map((lead) => `- ${describe(lead)}: ${section.line(lead)}\n  ${link(lead)}`),
      "",
    ]),
    `Today in the workspace: ${siteUrl}/staff/today`,
    `Turn this mail off on your account page: ${siteUrl}/staff/account`,
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">
<p>Good morning. Your leads at ${escapeHtml(site.name)} today (Boston time):</p>
${sections
  .map(
    (
      section,
    ) => `<h2 style="font-size:16px;color:${site.colors.brand}">${escapeHtml(section.title)} (${section.leads.length})</h2>
<ul>${section.leads
      .map(
        (lead) =>
          `<li><a href="${escapeHtml(link(lead))}">${escapeHtml(describe(lead))}</a>: ${escapeHtml(section.line(lead))}</li>`,
      )
      .join("")}</ul>`,
  )
  .join("\n")}
<p><a href="${escapeHtml(`${siteUrl}/staff/today`)}">Open Today in the workspace</a></p>
<p style="color:#78716c;font-size:12px">You can turn this mail off on <a href="${escapeHtml(`${siteUrl}/staff/account`)}">your account page</a>.</p>
</body></html>`;
  const count = sections.reduce((sum, section) => sum + section.leads.length, 0);
  return {
    subject: `Today: ${count} ${count === 1 ? "lead" : "leads"} to follow up (${site.name})`,
    text,
    html,
    replyTo: site.email,
  };
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
  let running = false;
  const check = async () => {
    if (running || team.length === 0) return;
    running = true;
    try {
      const queued = await queueDigests(db, { team, siteUrl });
      if (queued > 0) {
        log({ level: "info", msg: "morning digests queued", count: queued });
        onQueued();
      }
    } catch (error) {
      log({ level: "error", msg: "digest check failed", error: (error as Error).name });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  void check();
  return { check, stop: () => clearInterval(timer) };
}
