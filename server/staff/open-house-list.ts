/**
 * The workspace's open houses: every open house's lead source (the team's, or
 * a QR code made for a named event) with its attendees, and sign-ins by hour
 * for an open house's chart. The lead source's type stays 'event' in the database.
 */
import { and, asc, count, desc, eq, max, min, sql } from "drizzle-orm";
import { formatHourOfDay } from "#domain/dates.ts";
import { eventNameOf } from "#domain/event-source.ts";
import {
  SIGN_IN_QUESTIONS,
  type SignInAnswers,
  type SignInQuestionName,
} from "#domain/sign-in-answers.ts";
import type { Database } from "../db/client.ts";
import { contactSubmissions, leadPeople, leadSources } from "../db/schema.ts";
import { unsubscribedAtOf } from "../follow-up.ts";
import { followUpColumns, followUpOf, withFollowUp } from "./follow-up-columns.ts";
import { submissionEmailKey } from "./lead-filters.ts";

export type OpenHouseSummary = {
  id: number;
  name: string;
  attendees: number;
  firstSignIn: Date | null;
  lastSignIn: Date | null;
};

const isOpenHouseSource = eq(leadSources.type, "event");

/** Every open house's lead source with its attendee count and first and last sign-in, latest first. */
export async function listOpenHouses(db: Database): Promise<OpenHouseSummary[]> {
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
    .where(isOpenHouseSource)
    .groupBy(leadSources.id)
    .orderBy(sql`${lastSignIn} desc nulls last`, desc(leadSources.id));
}

/** One open house and its attendees in sign-in order; undefined when there is no such open house. */
export async function getOpenHouseAttendance(db: Database, id: number) {
  const [event] = await db
    .select({ id: leadSources.id, name: leadSources.name })
    .from(leadSources)
    .where(and(eq(leadSources.id, id), isOpenHouseSource));
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

const HOUR_MS = 3_600_000;

/**
 * Sign-ins per hour over the open house: one bar per clock hour from the first
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
      label: formatHourOfDay(new Date((first + i) * HOUR_MS)),
      count: 0,
    }));
    for (const hour of hours) bins[hour - first]!.count++;
    return bins;
  }
  const byHourOfDay = new Map<string, number>();
  const ordered = Array.from({ length: 24 }, (_, h) =>
    formatHourOfDay(new Date(Date.UTC(2025, 0, 1, h + 5))),
  ); // 5 UTC is midnight in Boston in January
  for (const label of ordered) byHourOfDay.set(label, 0);
  for (const time of times) {
    const label = formatHourOfDay(time);
    byHourOfDay.set(label, (byHourOfDay.get(label) ?? 0) + 1);
  }
  return ordered.map((label) => ({ label, count: byHourOfDay.get(label) ?? 0 }));
}

type Attendee =
  Awaited<ReturnType<typeof getOpenHouseAttendance>> extends infer E
    ? E extends { attendees: (infer A)[] }
      ? A
      : never
    : never;

/** One guest of an open house: a person (one per e-mail address, as the inbox counts them) and every sign-in of theirs. */
export type OpenHouseGuest = {
  /** lower(email), the person's key. */
  key: string;
  personId: number | null;
  /** The latest sign-in's name and phone (a guest may correct a typo the second time). */
  name: string;
  email: string;
  phone: string | null;
  signIns: Attendee[];
  /** The latest answer given to each question, over all the guest's sign-ins. */
  answers: SignInAnswers;
};

/** Groups an open house's sign-ins (in sign-in order) by person: first sign-in first. */
export function groupGuests(attendees: readonly Attendee[]): OpenHouseGuest[] {
  const guests = new Map<string, OpenHouseGuest>();
  for (const attendee of attendees) {
    const key = attendee.email.toLowerCase();
    const guest = guests.get(key) ?? {
      key,
      personId: attendee.personId,
      name: attendee.name,
      email: attendee.email,
      phone: attendee.phone,
      signIns: [],
      answers: { workingWithAgent: null, preApproved: null, moveTimeline: null },
    };
    guest.signIns.push(attendee);
    guest.name = attendee.name;
    guest.phone = attendee.phone ?? guest.phone;
    guest.personId = attendee.personId ?? guest.personId;
    for (const question of SIGN_IN_QUESTIONS) {
      const answer = attendee.answers?.[question.name];
      if (answer) (guest.answers as Record<string, string | null>)[question.name] = answer;
    }
    guests.set(key, guest);
  }
  return [...guests.values()];
}

/** Per question, how many guests (people, not sign-ins) gave each answer, and how many gave none. */
export type AnswerSummary = {
  name: SignInQuestionName;
  summary: string;
  counts: { label: string; count: number }[];
  unanswered: number;
}[];

export function summariseAnswers(guests: readonly OpenHouseGuest[]): AnswerSummary {
  return SIGN_IN_QUESTIONS.map((question) => {
    const counts = question.answers.map((answer) => ({
      label: answer.label,
      count: guests.filter((guest) => guest.answers[question.name] === answer.value).length,
    }));
    return {
      name: question.name,
      summary: question.summary,
      counts,
      unanswered: guests.filter((guest) => guest.answers[question.name] === null).length,
    };
  });
}

/** How many people signed in at an open house so far: the live count on its page. */
export async function countGuests(db: Database, leadSourceId: number) {
  const [row] = await db
    .select({
      people: sql<number>`count(distinct lower(${contactSubmissions.email}))`.mapWith(Number),
      signIns: count(contactSubmissions.id),
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.leadSourceId, leadSourceId));
  return { people: row?.people ?? 0, signIns: row?.signIns ?? 0 };
}
