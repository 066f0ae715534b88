/**
 * The inbox: one row per person, most recent activity first, filtered and
 * paged by keyset. A person is everyone who wrote from one e-mail address,
 * compared case-insensitively; `lead_people` (kept by a trigger on
 * contact_submissions) holds their rolled-up row, and its id is the person's URL key.
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "#domain/language.ts";
import type { LeadStatus } from "#domain/lead-status.ts";
import { LEAD_TYPES, type LeadType } from "#domain/lead-type.ts";
import { propertyAddress } from "#domain/property.ts";
import type { Database } from "../db/client.ts";
import {
  contactMessages,
  contactSubmissions,
  leadPeople,
  leadProperties,
  leadSources,
  notificationOutbox,
} from "../db/schema.ts";
import {
  allOf,
  type LeadFilters,
  peopleConditions,
  submissionEmailKey,
  type Viewer,
} from "./lead-filters.ts";
import { effectiveOwner } from "./team.ts";

/** Inbox rows per page. */
export const PAGE_SIZE = 50;

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
  /** The member who works the lead. */
  owner: string;
  leadType: LeadType | null;
  nextStepAt: Date | null;
  nextStep: string | null;
  /** The first line of the person's latest message, if they wrote one. */
  latestMessage: string | null;
  /** A team notification about this person failed for good. */
  notificationFailed: boolean;
  /** What the person came for, as their submissions said (a home-value request: seller). */
  leadTypes: LeadType[];
  /** The address of the home in their latest home-value request, if they sent one. */
  property: string | null;
  /** The languages their submissions were written in, besides English (issue 40). */
  otherLanguages: Language[];
};

/** One page of the inbox: people, most recent activity first, and the cursor of the next page. */
export async function listLeads(
  db: Database,
  filters: LeadFilters,
  pageSize = PAGE_SIZE,
  /** Who is looking (for "Mine"), and the team (owners are shown as one of it). */
  viewer: Viewer = { email: "", team: [] },
) {
  const conditions = peopleConditions(db, filters, viewer);
  if (filters.after)
    conditions.push(
      sql`(${leadPeople.lastContactAt}, ${leadPeople.id}) < (${db
        .select({ at: leadPeople.lastContactAt, id: leadPeople.id })
        .from(leadPeople)
        .where(eq(leadPeople.id, filters.after))})`,
    );
  const people = await db
    .select()
    .from(leadPeople)
    .where(allOf(conditions))
    // NULLS LAST as the index spells it (lead_people_recent_idx), so the page is an index walk.
    .orderBy(
      sql`${leadPeople.lastContactAt} desc nulls last`,
      sql`${leadPeople.id} desc nulls last`,
    )
    .limit(pageSize + 1);
  const page = people.slice(0, pageSize);
  const extras = await pageExtras(
    db,
    page.map((person) => person.emailKey),
  );
  const leads: InboxRow[] = page.map((person) => {
    const extra = extras.get(person.emailKey);
    return {
      id: person.id,
      name: `${person.firstName} ${person.lastName}`.trim(),
      email: person.email,
      phone: person.phone,
      sources: extra?.sources ?? [],
      firstContactAt: person.firstContactAt,
      lastContactAt: person.lastContactAt,
      contacts: person.contacts,
      status: person.status,
      owner: effectiveOwner(person.owner, viewer.team),
      leadType: person.leadType,
      nextStepAt: person.nextStepAt,
      nextStep: person.nextStep,
      latestMessage: extra?.message?.split(/\r?\n/, 1)[0] ?? null,
      notificationFailed: extra?.failed ?? false,
      leadTypes: extra?.leadTypes ?? [],
      property: extra?.property ?? null,
      otherLanguages: extra?.otherLanguages ?? [],
    };
  });
  return { leads, nextAfter: people.length > pageSize ? page.at(-1)?.id : undefined };
}

/** For the people on a page (by e-mail key): their sources, a failed notification, their latest message. */
async function pageExtras(db: Database, keys: string[]) {
  const extras = new Map<
    string,
    {
      sources: string[];
      failed: boolean;
      message: string | null;
      leadTypes: LeadType[];
      property: string | null;
      otherLanguages: Language[];
    }
  >();
  if (keys.length === 0) return extras;
  const summaries = await db
    .select({
      key: submissionEmailKey,
      sources: sql<
        string[] | null
      >`array_agg(distinct ${leadSources.name}) filter (where ${leadSources.name} is not null)`,
      failed: sql<boolean>`coalesce(bool_or(${notificationOutbox.status} = 'failed'), false)`,
      leadTypes: sql<
        string[] | null
      >`array_agg(distinct ${contactSubmissions.leadType}) filter (where ${contactSubmissions.leadType} is not null)`,
      languages: sql<string[]>`array_agg(distinct ${contactSubmissions.language})`,
    })
    .from(contactSubmissions)
    .leftJoin(leadSources, eq(leadSources.id, contactSubmissions.leadSourceId))
    .leftJoin(notificationOutbox, eq(notificationOutbox.contactSubmissionId, contactSubmissions.id))
    .where(inArray(submissionEmailKey, keys))
    .groupBy(submissionEmailKey);
  const messages = await db
    .selectDistinctOn([submissionEmailKey], {
      key: submissionEmailKey,
      message: contactMessages.message,
    })
    .from(contactSubmissions)
    .innerJoin(contactMessages, eq(contactMessages.contactSubmissionId, contactSubmissions.id))
    .where(inArray(submissionEmailKey, keys))
    .orderBy(submissionEmailKey, desc(contactMessages.createdAt), desc(contactMessages.id));
  const latest = new Map(messages.map((row) => [row.key, row.message]));
  const properties = await db
    .selectDistinctOn([submissionEmailKey], {
      key: submissionEmailKey,
      street: leadProperties.street,
      unit: leadProperties.unit,
      town: leadProperties.town,
    })
    .from(contactSubmissions)
    .innerJoin(leadProperties, eq(leadProperties.contactSubmissionId, contactSubmissions.id))
    .where(inArray(submissionEmailKey, keys))
    .orderBy(submissionEmailKey, desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  const homes = new Map(properties.map((row) => [row.key, propertyAddress(row)]));
  for (const row of summaries)
    extras.set(row.key, {
      sources: row.sources ?? [],
      failed: row.failed,
      message: latest.get(row.key) ?? null,
      // In the domain's order (buyer, seller, …), whatever order the database gave.
      leadTypes: LEAD_TYPES.filter((type) => row.leadTypes?.includes(type)),
      property: homes.get(row.key) ?? null,
      otherLanguages: LANGUAGES.filter(
        (language) => language !== DEFAULT_LANGUAGE && row.languages.includes(language),
      ),
    });
  return extras;
}

/** Every lead source's name, for the inbox's source filter: events newest first, then the website's. */
export async function listSourceNames(db: Database) {
  const sources = await db
    .select({ name: leadSources.name })
    .from(leadSources)
    .orderBy(
      desc(sql`${leadSources.type} = 'event'`),
      desc(leadSources.createdAt),
      leadSources.name,
    );
  return sources.map((source) => source.name);
}
