/**
 * The staff workspace's reads and writes: the inbox (one row per person), a
 * person's detail, events, the CSV rows, and the changes staff make (status,
 * notes, retrying a notification, erasing a person). Every change and every
 * export is written to the audit log in the same transaction as the change.
 *
 * A person is everyone who wrote from one e-mail address, compared
 * case-insensitively; `lead_people` (kept by a trigger on contact_submissions)
 * holds their rolled-up row, and its id is the person's URL key.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { answeredQuestions, NOT_ANSWERED } from "#app/components/staff/sign-in-answers.ts";
import {
  answerLabel,
  SIGN_IN_QUESTIONS,
  type SignInAnswers,
  type SignInQuestionName,
} from "#app/utils/forms/sign-in-options.ts";
import type { Database, Transaction } from "../db/client.ts";
import {
  contactSubmissions,
  emailSuppressions,
  followUpConsents,
  LEAD_STATUSES,
  type LeadStatus,
  leadNotes,
  leadPeople,
  leadStatusChanges,
  notificationOutbox,
  signInAnswers,
} from "../db/schema.ts";
import { recordAudit } from "./audit.ts";
import { RowIdSchema, storableText } from "./request.ts";

/** The team works in Boston: dates typed in filters and shown in lists are Boston dates. */
export const TIME_ZONE = "America/New_York";
/** Inbox rows per page. */
export const PAGE_SIZE = 50;
/** Rows fetched per round trip while streaming the CSV: bounded memory, few round trips. */
const CSV_BATCH = 5_000;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** The inbox's filters, read from the URL so a view can be bookmarked and exported. */
export const LeadFiltersSchema = z.object({
  q: optional(storableText.trim().max(200)),
  type: optional(z.enum(["website", "event"])),
  source: optional(storableText.trim().max(300)),
  /** One status, "all", or (absent) everything but Archived. */
  status: optional(z.enum([...LEAD_STATUSES, "all"])),
  from: optional(day),
  to: optional(day),
  /** The id of the last person on the previous page (keyset pagination). */
  after: optional(RowIdSchema),
});
export type LeadFilters = z.infer<typeof LeadFiltersSchema>;

/** Filters from a query string; an invalid value is dropped rather than failing the page. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const raw = Object.fromEntries(params);
  const filters: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(LeadFiltersSchema.shape)) {
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as LeadFilters;
}

const PHONE_LIKE = /^[\d\s+().-]+$/;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions on the person's row `p`: the search and the status. */
function personConditions({ q, status }: LeadFilters): SQL[] {
  const conditions: SQL[] = [];
  if (status === undefined) conditions.push(sql`p.status <> 'archived'`);
  else if (status !== "all") conditions.push(sql`p.status = ${status}`);
  if (q) {
    // `search` is the person's lower-cased name and e-mail plus their phone's digits (see the schema).
    const matches = [sql`p.search like ${likePattern(q.toLowerCase())}`];
    // A phone number matches however it was typed: (617) 555-0100 and 617-555-0100 alike.
    // Only a query written like a phone (digits and + ( ) . - spaces) is matched by its digits,
    // so a name or e-mail with digits in it ("anna82") never matches a phone or address by them.
    const digits = q.replace(/\D/g, "");
    if (PHONE_LIKE.test(q) && digits.length >= 3 && digits !== q) {
      matches.push(sql`p.search like ${`%${digits}%`}`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return conditions;
}

/** Conditions on a submission `s` and its source `ls`: type, source and dates (Boston days). */
function submissionConditions({ type, source, from, to }: LeadFilters): SQL[] {
  const conditions: SQL[] = [];
  if (type) conditions.push(sql`ls.type = ${type}`);
  if (source) conditions.push(sql`ls.name = ${source}`);
  if (from)
    conditions.push(sql`s.created_at >= (${from}::date)::timestamp at time zone ${TIME_ZONE}`);
  if (to)
    conditions.push(sql`s.created_at < (${to}::date + 1)::timestamp at time zone ${TIME_ZONE}`);
  return conditions;
}

const all = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

async function rows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));

/**
 * Joined to a submission `s`: its answers (sign_in_answers), its follow-up
 * consent (`consent`, the latest should there be two) and its address's
 * unsubscribe (`unsubscribed`: stored lower-case, as the forms lower-case every
 * address, so older mixed-case submissions of the person match it too).
 * Each adds at most one row per submission, so the CSV's keyset batches stay
 * exact, and each is a key lookup: under the CSV's LIMIT the planner loops per
 * row, where lower() over the whole suppression list cost more than the rest.
 */
const followUpJoins = sql`
  left join ${signInAnswers} on ${signInAnswers.contactSubmissionId} = s.id
  left join lateral (select c.created_at, c.wording_version from follow_up_consents c
      where c.contact_submission_id = s.id order by c.created_at desc, c.id desc limit 1
    ) consent on true
  left join email_suppressions unsubscribed on unsubscribed.email = lower(s.email)`;

/** The joined answers, each named as its question, and whether the submission has an answers row. */
const answerColumns = sql.join(
  [
    ...SIGN_IN_QUESTIONS.map(({ name }) => sql`${signInAnswers[name]} as ${sql.identifier(name)}`),
    sql`${signInAnswers.contactSubmissionId} is not null as asked`,
  ],
  sql`, `,
);
type AnswerRow = SignInAnswers & { asked: boolean };

const followUpColumns = sql`${answerColumns}, consent.created_at as consented_at,
  consent.wording_version, unsubscribed.created_at as unsubscribed_at`;
type FollowUpRow = AnswerRow & {
  consented_at: Date | string | null;
  wording_version: string | null;
  unsubscribed_at: Date | string | null;
};

/** A submission's answers and follow-up consent, as the workspace shows them. */
export type FollowUp = {
  /** Null when no questions were asked: a contact message, or a sign-in stored before them. */
  answers: SignInAnswers | null;
  /** When follow-up e-mail was agreed to with this submission, and the wording's version; null: not agreed. */
  consent: { at: Date; wordingVersion: string } | null;
  /** When the address unsubscribed from follow-up e-mail (before or after this submission); null: never. */
  unsubscribedAt: Date | null;
};

const answersOf = (row: AnswerRow): SignInAnswers | null =>
  row.asked
    ? (Object.fromEntries(
        SIGN_IN_QUESTIONS.map(({ name }) => [name, row[name]]),
      ) as unknown as SignInAnswers)
    : null;

const followUpOf = (row: FollowUpRow): FollowUp => ({
  answers: answersOf(row),
  consent:
    row.consented_at === null
      ? null
      : { at: toDate(row.consented_at), wordingVersion: row.wording_version ?? "" },
  unsubscribedAt: toDateOrNull(row.unsubscribed_at),
});

export type InboxRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  sources: string[];
  firstContactAt: Date;
  lastContactAt: Date;
  contacts: number;
  status: LeadStatus;
  /** The first line of the person's latest message, if they wrote one. */
  latestMessage: string | null;
  /** A team notification about this person failed for good. */
  notificationFailed: boolean;
};

type PersonRow = {
  id: number;
  email_key: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  first_contact_at: Date | string;
  last_contact_at: Date | string;
  contacts: number;
  status: LeadStatus;
};

/** One page of the inbox: people, most recent activity first, and the cursor of the next page. */
export async function listLeads(db: Database, filters: LeadFilters, pageSize = PAGE_SIZE) {
  const submissionFilter = submissionConditions(filters);
  const conditions = personConditions(filters);
  if (submissionFilter.length > 0)
    conditions.push(sql`p.email_key in (
      select lower(s.email) from contact_submissions s
      join lead_sources ls on ls.id = s.lead_source_id
      where ${all(submissionFilter)})`);
  if (filters.after)
    conditions.push(sql`(p.last_contact_at, p.id) <
      (select last_contact_at, id from lead_people where id = ${filters.after})`);
  const people = await rows<PersonRow>(
    db,
    // NULLS LAST as the index spells it (lead_people_recent_idx), so the page is an index walk.
    sql`select p.* from lead_people p where ${all(conditions)}
      order by p.last_contact_at desc nulls last, p.id desc nulls last limit ${pageSize + 1}`,
  );
  const page = people.slice(0, pageSize);
  const keys = page.map((person) => person.email_key);
  const extras = new Map<string, { sources: string[]; failed: boolean; message: string | null }>();
  if (keys.length > 0) {
    const keyList = sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    );
    const summaries = await rows<{ key: string; sources: string[]; failed: boolean }>(
      db,
      sql`select lower(s.email) as key,
          array_agg(distinct ls.name) filter (where ls.name is not null) as sources,
          coalesce(bool_or(o.status = 'failed'), false) as failed
        from contact_submissions s
        left join lead_sources ls on ls.id = s.lead_source_id
        left join notification_outbox o on o.contact_submission_id = s.id
        where lower(s.email) in (${keyList}) group by 1`,
    );
    const messages = await rows<{ key: string; message: string }>(
      db,
      sql`select distinct on (lower(s.email)) lower(s.email) as key, m.message
        from contact_submissions s join contact_messages m on m.contact_submission_id = s.id
        where lower(s.email) in (${keyList})
        order by lower(s.email), m.created_at desc, m.id desc`,
    );
    const latest = new Map(messages.map((row) => [row.key, row.message]));
    for (const row of summaries)
      extras.set(row.key, {
        sources: row.sources ?? [],
        failed: row.failed,
        message: latest.get(row.key) ?? null,
      });
  }
  const leads: InboxRow[] = page.map((person) => {
    const extra = extras.get(person.email_key);
    return {
      id: person.id,
      name: `${person.first_name} ${person.last_name}`.trim(),
      email: person.email,
      phone: person.phone,
      sources: extra?.sources ?? [],
      firstContactAt: toDate(person.first_contact_at),
      lastContactAt: toDate(person.last_contact_at),
      contacts: person.contacts,
      status: person.status,
      latestMessage: extra?.message?.split(/\r?\n/, 1)[0] ?? null,
      notificationFailed: extra?.failed ?? false,
    };
  });
  return { leads, nextAfter: people.length > pageSize ? page.at(-1)?.id : undefined };
}

export type WeekCount = { week: string; website: number; event: number };

/** Leads (submissions) per Boston week over the last 52 weeks, website and events apart; empty weeks included. */
export async function leadsPerWeek(db: Database, now = new Date()): Promise<WeekCount[]> {
  const counts = await rows<{ week: string; type: string; leads: number }>(
    db,
    sql`select to_char(week, 'YYYY-MM-DD') as week, type, leads from lead_weeks
      where week >= (${bostonDay(now)}::date - interval '52 weeks')`,
  );
  const byWeek = new Map<string, WeekCount>();
  // Mondays of the 52 weeks, oldest first (date_trunc('week') starts weeks on Monday).
  const today = new Date(`${bostonDay(now)}T00:00:00Z`);
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  for (let i = 51; i >= 0; i--) {
    const week = new Date(monday.getTime() - i * 7 * 86_400_000).toISOString().slice(0, 10);
    byWeek.set(week, { week, website: 0, event: 0 });
  }
  for (const row of counts) {
    const entry = byWeek.get(row.week);
    if (entry && (row.type === "website" || row.type === "event")) entry[row.type] += row.leads;
  }
  return [...byWeek.values()];
}

const bostonDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
/** YYYY-MM-DD in Boston. */
export const bostonDay = (date: Date) => bostonDayFormat.format(date);

async function personById(db: Database | Transaction, id: number) {
  const [person] = await db.select().from(leadPeople).where(eq(leadPeople.id, id));
  return person;
}

/** Everything stored about one person, newest first; undefined when there is no such person. */
export async function getLeadDetail(db: Database | Transaction, id: number) {
  const person = await personById(db, id);
  if (!person) return undefined;
  const submissions = (
    await rows<
      FollowUpRow & {
        id: number;
        created_at: Date | string;
        first_name: string;
        last_name: string;
        email: string;
        phone: string | null;
        source: string | null;
        type: string | null;
        message: string | null;
      }
    >(
      db,
      sql`select s.id, s.created_at, s.first_name, s.last_name, s.email, s.phone,
          ls.name as source, ls.type, m.message, ${followUpColumns}
        from contact_submissions s
        left join lead_sources ls on ls.id = s.lead_source_id
        left join contact_messages m on m.contact_submission_id = s.id
        ${followUpJoins}
        where lower(s.email) = ${person.emailKey}
        order by s.created_at desc, s.id desc, m.id`,
    )
  ).map((row) => ({
    id: row.id,
    createdAt: toDate(row.created_at),
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    source: row.source,
    type: row.type,
    message: row.message,
    ...followUpOf(row),
  }));
  const notifications = (
    await rows<{
      id: number;
      submission_id: number;
      recipient: string;
      status: "pending" | "sending" | "sent" | "failed";
      attempts: number;
      next_attempt_at: Date | string;
      last_error: string | null;
      sent_at: Date | string | null;
      created_at: Date | string;
    }>(
      db,
      sql`select o.id, o.contact_submission_id as submission_id, o.recipient, o.status, o.attempts,
          o.next_attempt_at, o.last_error, o.sent_at, o.created_at
        from notification_outbox o join contact_submissions s on s.id = o.contact_submission_id
        where lower(s.email) = ${person.emailKey}
        order by o.created_at desc, o.id desc`,
    )
  ).map((row) => ({
    id: row.id,
    submissionId: row.submission_id,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: toDate(row.next_attempt_at),
    lastError: row.last_error,
    sentAt: row.sent_at === null ? null : toDate(row.sent_at),
    createdAt: toDate(row.created_at),
  }));
  const notes = await db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.personId, id))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  const statusHistory = await db
    .select()
    .from(leadStatusChanges)
    .where(eq(leadStatusChanges.personId, id))
    .orderBy(desc(leadStatusChanges.createdAt), desc(leadStatusChanges.id));
  return { person, submissions, notifications, notes, statusHistory };
}
export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLeadDetail>>>;

/** The audit log's name for a person: their id, never their e-mail (it must not outlive an erasure). */
const subjectOf = (personId: number) => `lead:${personId}`;

/** Sets a person's status and records the change; false when there is no such person. */
export async function setLeadStatus(
  db: Database,
  { personId, status, actor }: { personId: number; status: LeadStatus; actor: string },
) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(leadPeople)
      .set({ status })
      .where(eq(leadPeople.id, personId))
      .returning({ id: leadPeople.id });
    if (updated.length === 0) return false;
    await tx.insert(leadStatusChanges).values({ personId, status, actor });
    await recordAudit(tx, {
      actor,
      action: "changed a lead's status",
      subject: subjectOf(personId),
      detail: { status },
    });
    return true;
  });
}

/** The longest note, in characters. */
export const NOTE_MAX = 5_000;

export async function addLeadNote(
  db: Database,
  { personId, body, author }: { personId: number; body: string; author: string },
) {
  return db.transaction(async (tx) => {
    if (!(await personById(tx, personId))) return false;
    await tx.insert(leadNotes).values({ personId, body, author });
    await recordAudit(tx, { actor: author, action: "added a note", subject: subjectOf(personId) });
    return true;
  });
}

/**
 * Makes a failed notification about this person due now. Its attempt count is
 * kept, so the outbox worker (which polls every few seconds) tries it exactly
 * once more: if mail still fails it is failed again, with the new error.
 */
export async function retryNotification(
  db: Database,
  { personId, notificationId, actor }: { personId: number; notificationId: number; actor: string },
) {
  return db.transaction(async (tx) => {
    const person = await personById(tx, personId);
    if (!person) return false;
    const retried = await tx
      .update(notificationOutbox)
      .set({ status: "pending", nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(notificationOutbox.id, notificationId),
          eq(notificationOutbox.status, "failed"),
          sql`${notificationOutbox.contactSubmissionId} in
            (select id from contact_submissions where lower(email) = ${person.emailKey})`,
        ),
      )
      .returning({ id: notificationOutbox.id });
    if (retried.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "retried a notification",
      subject: subjectOf(personId),
      detail: { notification: notificationId },
    });
    return true;
  });
}

/**
 * Erases every row about the person's e-mail address: the notifications (their
 * payloads repeat the lead), messages, submissions, notes and status history.
 * Lead sources stay: they name events, not people. Returns how many
 * submissions went, or undefined when there is no such person.
 */
export async function erasePerson(
  db: Database,
  { personId, actor }: { personId: number; actor: string },
) {
  return db.transaction(async (tx) => {
    const person = await personById(tx, personId);
    if (!person) return undefined;
    const key = person.emailKey;
    const mine = sql`(select id from contact_submissions where lower(email) = ${key})`;
    await tx.execute(
      sql`delete from notification_outbox
        where contact_submission_id in ${mine}
          or (payload->>'kind' in ('contact', 'sign-in') and lower(payload->>'email') = ${key})`,
    );
    await tx.execute(sql`delete from contact_messages where contact_submission_id in ${mine}`);
    const removed = await rows<{ id: number }>(
      tx,
      sql`delete from contact_submissions where lower(email) = ${key} returning id`,
    );
    // Notes and status history go with the person's row (on delete cascade).
    await tx.delete(leadPeople).where(eq(leadPeople.id, personId));
    await recordAudit(tx, {
      actor,
      action: "erased a person",
      subject: subjectOf(personId),
      detail: { submissions: removed.length },
    });
    return removed.length;
  });
}

/**
 * The proof of every follow-up consent given with the person's submissions
 * (the exact wording and its version, when, from which IP address, on which
 * form) and the unsubscribes of their address.
 */
async function followUpRecordsOf(db: Database | Transaction, emailKey: string) {
  const consents = await db
    .select({
      submissionId: followUpConsents.contactSubmissionId,
      email: followUpConsents.email,
      form: followUpConsents.form,
      wordingVersion: followUpConsents.wordingVersion,
      wording: followUpConsents.wording,
      ipAddress: followUpConsents.ipAddress,
      createdAt: followUpConsents.createdAt,
    })
    .from(followUpConsents)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, followUpConsents.contactSubmissionId))
    .where(sql`lower(${contactSubmissions.email}) = ${emailKey}`)
    .orderBy(desc(followUpConsents.createdAt), desc(followUpConsents.id));
  const unsubscribes = await db
    .select({
      email: emailSuppressions.email,
      via: emailSuppressions.via,
      createdAt: emailSuppressions.createdAt,
    })
    .from(emailSuppressions)
    .where(sql`lower(${emailSuppressions.email}) = ${emailKey}`)
    .orderBy(emailSuppressions.createdAt);
  return { consents, unsubscribes };
}

/** A person's data as one JSON document (a privacy request's copy); the export is audited. */
export async function exportPerson(
  db: Database,
  { personId, actor }: { personId: number; actor: string },
) {
  return db.transaction(async (tx) => {
    const detail = await getLeadDetail(tx, personId);
    if (!detail) return undefined;
    await recordAudit(tx, {
      actor,
      action: "downloaded a person's data",
      subject: subjectOf(personId),
    });
    const { person, submissions, notifications, notes, statusHistory } = detail;
    const { consents, unsubscribes } = await followUpRecordsOf(tx, person.emailKey);
    return {
      exportedAt: new Date().toISOString(),
      person: {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        status: person.status,
        firstContactAt: person.firstContactAt,
        lastContactAt: person.lastContactAt,
      },
      // Each submission with its answers in words; its consent is in followUpConsents, in full.
      submissions: submissions.map(
        ({ answers, consent: _consent, unsubscribedAt: _at, ...rest }) => ({
          ...rest,
          answers:
            answers &&
            answeredQuestions(answers).map(({ question, answer, answered }) => ({
              question,
              answer: answered ? answer : null,
            })),
        }),
      ),
      followUpConsents: consents,
      unsubscribes,
      notifications,
      notes: notes.map(({ body, author, createdAt }) => ({ body, author, createdAt })),
      statusHistory: statusHistory.map(({ status, actor, createdAt }) => ({
        status,
        actor,
        createdAt,
      })),
    };
  });
}

/** The event's name as its QR code and sign-in link carry it: the lead source without its year. */
export const eventNameOf = (leadSourceName: string) => leadSourceName.replace(/^\d{4} - /, "");

export type EventSummary = {
  id: number;
  name: string;
  attendees: number;
  firstSignIn: Date | null;
  lastSignIn: Date | null;
};

/** Every event lead source with its attendee count and first and last sign-in, latest first. */
export async function listEvents(db: Database): Promise<EventSummary[]> {
  const events = await rows<{
    id: number;
    name: string;
    attendees: number | string;
    first: Date | string | null;
    last: Date | string | null;
  }>(
    db,
    sql`select ls.id, ls.name, count(s.id) as attendees, min(s.created_at) as first, max(s.created_at) as last
      from lead_sources ls left join contact_submissions s on s.lead_source_id = ls.id
      where ls.type = 'event'
      group by ls.id
      order by max(s.created_at) desc nulls last, ls.id desc`,
  );
  return events.map((event) => ({
    id: event.id,
    name: event.name,
    attendees: Number(event.attendees),
    firstSignIn: event.first === null ? null : toDate(event.first),
    lastSignIn: event.last === null ? null : toDate(event.last),
  }));
}

/** One event and its attendees in sign-in order; undefined when there is no such event. */
export async function getEvent(db: Database, id: number) {
  const [event] = await rows<{ id: number; name: string }>(
    db,
    sql`select id, name from lead_sources where id = ${id} and type = 'event'`,
  );
  if (!event) return undefined;
  const attendees = (
    await rows<
      FollowUpRow & {
        id: number;
        person_id: number | null;
        first_name: string;
        last_name: string;
        email: string;
        phone: string | null;
        created_at: Date | string;
      }
    >(
      db,
      sql`select s.id, p.id as person_id, s.first_name, s.last_name, s.email, s.phone, s.created_at,
          ${followUpColumns}
        from contact_submissions s left join lead_people p on p.email_key = lower(s.email)
        ${followUpJoins}
        where s.lead_source_id = ${id}
        order by s.created_at, s.id`,
    )
  ).map((row) => ({
    id: row.id,
    personId: row.person_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    signedInAt: toDate(row.created_at),
    ...followUpOf(row),
  }));
  return { id: event.id, name: event.name, eventName: eventNameOf(event.name), attendees };
}

export type CsvRow = {
  submitted: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  type: string;
  source: string;
  status: string;
  message: string;
  /** When follow-up e-mail was agreed to with this submission (Boston time), and the wording's version. */
  consented: string;
  consentWording: string;
  /** When the address unsubscribed (Boston time). */
  unsubscribed: string;
} & Record<SignInQuestionName, string>; // each answer's label; empty when no questions were asked

/** A timestamp as the CSV writes it: Boston time to the minute, '' for none. */
const csvTime = (column: SQL) =>
  sql`coalesce(to_char(${column} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI'), '')`;

/**
 * The CSV's rows: every submission matching the inbox's filters (type, source
 * and dates on the submission; search and status on its person), oldest first,
 * read in keyset batches so memory stays bounded however many rows there are.
 */
export async function* leadCsvRows(db: Database, filters: LeadFilters): AsyncGenerator<CsvRow> {
  const where = all([...personConditions(filters), ...submissionConditions(filters)]);
  let after = 0;
  for (;;) {
    const batch = await rows<Omit<CsvRow, SignInQuestionName> & AnswerRow & { id: number }>(
      db,
      sql`select s.id, ${csvTime(sql`s.created_at`)} as submitted,
          s.first_name as "firstName", s.last_name as "lastName", s.email, coalesce(s.phone, '') as phone,
          coalesce(ls.type, '') as type, coalesce(ls.name, '') as source, p.status,
          coalesce(m.message, '') as message, ${answerColumns},
          ${csvTime(sql`consent.created_at`)} as consented,
          coalesce(consent.wording_version, '') as "consentWording",
          ${csvTime(sql`unsubscribed.created_at`)} as unsubscribed
        from contact_submissions s
        join lead_people p on p.email_key = lower(s.email)
        left join lead_sources ls on ls.id = s.lead_source_id
        left join contact_messages m on m.contact_submission_id = s.id and m.contact_submission_id > ${after}
        ${followUpJoins}
        where s.id > ${after} and ${where}
        order by s.id limit ${CSV_BATCH}`,
    );
    for (const row of batch) {
      const { id: _id, asked, ...csv } = row;
      const answers = SIGN_IN_QUESTIONS.map(({ name }) => [
        name,
        asked ? answerLabel(name, row[name], NOT_ANSWERED) : "",
      ]);
      yield { ...csv, ...Object.fromEntries(answers) };
    }
    if (batch.length < CSV_BATCH) return;
    after = batch.at(-1)!.id;
  }
}

/** Audits an export of the inbox's rows (the CSV) before it streams. */
export async function recordCsvExport(db: Database, actor: string, filters: LeadFilters) {
  const { after: _after, ...detail } = filters;
  await recordAudit(db, { actor, action: "exported leads as CSV", detail });
}

/** Every lead source's name, for the inbox's source filter: events newest first, then the website's. */
export async function listSourceNames(db: Database) {
  const sources = await rows<{ name: string }>(
    db,
    sql`select name from lead_sources order by type = 'event' desc, created_at desc, name`,
  );
  return sources.map((source) => source.name);
}

const StatusChangeSchema = z.object({
  personId: z.coerce.number().int().positive(),
  status: z.enum(LEAD_STATUSES),
});

/** A posted status change (`personId`, `status`); undefined when the form is not one. */
export function parseStatusChange(form: FormData) {
  const parsed = StatusChangeSchema.safeParse({
    personId: form.get("personId"),
    status: form.get("status"),
  });
  return parsed.success ? parsed.data : undefined;
}

const bostonHour = new Intl.DateTimeFormat("en-US", { hour: "numeric", timeZone: TIME_ZONE });
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
