/**
 * The workspace's events: every open house's lead source with its attendees,
 * and sign-ins by hour for an event's chart.
 */
import { and, asc, count, desc, eq, max, min, sql } from "drizzle-orm";
import { eventNameOf } from "#domain/event-source.ts";
import { TEAM_TIME_ZONE } from "#domain/time-zone.ts";
import type { Database } from "../db/client.ts";
import { contactSubmissions, leadPeople, leadSources } from "../db/schema.ts";
import { unsubscribedAtOf } from "../follow-up.ts";
import { followUpColumns, followUpOf, withFollowUp } from "./follow-up-columns.ts";
import { submissionEmailKey } from "./lead-filters.ts";

export type EventSummary = {
  id: number;
  name: string;
  attendees: number;
  firstSignIn: Date | null;
  lastSignIn: Date | null;
};

const isEvent = eq(leadSources.type, "event");

/** Every event lead source with its attendee count and first and last sign-in, latest first. */
export async function listEvents(db: Database): Promise<EventSummary[]> {
  const lastSignIn = max(contactSubmissions.createdAt);
  return db
    .select({
      id: leadSources.id,
      name: leadSources.name,
      attendees: count(contactSubmissions.id),
      firstSignIn: min(contactSubmissions.createdAt),
      lastSignIn,
    })
    .from(leadSources)
    .leftJoin(contactSubmissions, eq(contactSubmissions.leadSourceId, leadSources.id))
    .where(isEvent)
    .groupBy(leadSources.id)
    .orderBy(sql`${lastSignIn} desc nulls last`, desc(leadSources.id));
}

/** One event and its attendees in sign-in order; undefined when there is no such event. */
export async function getEvent(db: Database, id: number) {
  const [event] = await db
    .select({ id: leadSources.id, name: leadSources.name })
    .from(leadSources)
    .where(and(eq(leadSources.id, id), isEvent));
  if (!event) return undefined;
  const rows = await withFollowUp(
    db
      .select({
        id: contactSubmissions.id,
        personId: leadPeople.id,
        firstName: contactSubmissions.firstName,
        lastName: contactSubmissions.lastName,
        email: contactSubmissions.email,
        phone: contactSubmissions.phone,
        signedInAt: contactSubmissions.createdAt,
        ...followUpColumns,
      })
      .from(contactSubmissions)
      .leftJoin(leadPeople, eq(leadPeople.emailKey, submissionEmailKey))
      .$dynamic(),
  )
    .where(eq(contactSubmissions.leadSourceId, id))
    .orderBy(asc(contactSubmissions.createdAt), asc(contactSubmissions.id));
  const unsubscribed = await unsubscribedAtOf(
    db,
    rows.map((row) => row.email),
  );
  const attendees = rows.map((row) => ({
    id: row.id,
    personId: row.personId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    signedInAt: row.signedInAt,
    ...followUpOf(row, unsubscribed.get(row.email.toLowerCase())),
  }));
  return { ...event, eventName: eventNameOf(event.name), attendees };
}

const bostonHour = new Intl.DateTimeFormat("en-US", { hour: "numeric", timeZone: TEAM_TIME_ZONE });
const HOUR_MS = 3_600_000;

/**
 * Sign-ins per hour over the event: one bar per clock hour from the first
 * sign-in's to the last's. A source that spans more than a day (an event name
 * reused on several days) is shown by hour of the day instead.
 */
export function signInsByHour(times: Date[]): { label: string; count: number }[] {
  if (times.length === 0) return [];
  const hours = times.map((time) => Math.floor(time.getTime() / HOUR_MS));
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  if (last - first < 24) {
    const bins = Array.from({ length: last - first + 1 }, (_, i) => ({
      label: bostonHour.format(new Date((first + i) * HOUR_MS)),
      count: 0,
    }));
    for (const hour of hours) bins[hour - first]!.count++;
    return bins;
  }
  const byHourOfDay = new Map<string, number>();
  const ordered = Array.from({ length: 24 }, (_, h) =>
    bostonHour.format(new Date(Date.UTC(2025, 0, 1, h + 5))),
  ); // 5 UTC is midnight in Boston in January
  for (const label of ordered) byHourOfDay.set(label, 0);
  for (const time of times) {
    const label = bostonHour.format(time);
    byHourOfDay.set(label, (byHourOfDay.get(label) ?? 0) + 1);
  }
  return ordered.map((label) => ({ label, count: byHourOfDay.get(label) ?? 0 }));
}
