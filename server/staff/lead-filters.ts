/**
 * The inbox's filters: read from the URL (so a view can be bookmarked and
 * exported), and turned into conditions on a person (`lead_people`) and on a
 * submission and its source. The inbox and the CSV apply the same ones.
 */
import { and, eq, gte, inArray, like, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { isCalendarDay, TEAM_TIME_ZONE } from "#domain/dates.ts";
import { LANGUAGES } from "#domain/language.ts";
import { LEAD_STATUSES, RESTING_STATUSES } from "#domain/lead-status.ts";
import { LEAD_TYPES } from "#domain/lead-type.ts";
import type { Database } from "../db/client.ts";
import { contactSubmissions, leadPeople, leadSources } from "../db/schema.ts";
import { cameFrom } from "../insights/lead-attribution.ts";
import { RowIdSchema, storableText } from "./request.ts";
import { ownedBy } from "./team.ts";

const day = z.string().refine(isCalendarDay);
const optional = <T extends z.core.$ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.optional(schema));

export const LeadFiltersSchema = z.object({
  q: optional(storableText.trim().max(200)),
  type: optional(z.enum(["website", "event"])),
  source: optional(storableText.trim().max(300)),
  /** Where the lead's visit came from (issue 44: "Google search", "Facebook (paid, spring)"). */
  came: optional(storableText.trim().max(300)),
  /** One stage, "all", or (absent) everything but Not now and Lost. */
  status: optional(z.enum([...LEAD_STATUSES, "all"])),
  /** "mine": the signed-in member's leads only. */
  owner: optional(z.enum(["mine"])),
  /** What the person came for. */
  kind: optional(z.enum(LEAD_TYPES)),
  /** "Wrote at least once in" this language (issue 40). */
  language: optional(z.enum(LANGUAGES)),
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

/**
 * What an export's audit entry says of the view it exported: which filters narrowed it, by name,
 * never their values. A search is a person's name, address or phone, which must not outlive her
 * erasure, and a link from any page can put a stranger's text in it.
 */
export function auditedFilters(filters: LeadFilters) {
  const { after: _after, ...used } = filters;
  const filteredBy = Object.keys(used).sort();
  return filteredBy.length > 0 ? { filteredBy: filteredBy.join(", ") } : undefined;
}

/** A submission's person: lower(email), as `lead_people.email_key` holds it (indexed for these lookups). */
export const submissionEmailKey = sql<string>`lower(${contactSubmissions.email})`;

const PHONE_LIKE = /^[\d\s+().-]+$/;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Who is looking: "Mine" is her leads. */
export type Viewer = { email: string; team: readonly string[] };

/** Conditions on the person's row: the search, the stage, the owner and the type. */
export function personConditions({ q, status, owner, kind }: LeadFilters, viewer?: Viewer): SQL[] {
  const conditions: SQL[] = [];
  if (status === undefined) conditions.push(notInArray(leadPeople.status, [...RESTING_STATUSES]));
  else if (status !== "all") conditions.push(eq(leadPeople.status, status));
  if (owner === "mine" && viewer) conditions.push(ownedBy(viewer.email, viewer.team));
  if (kind) conditions.push(inArray(leadPeople.leadType, [kind]));
  if (q) {
    // `search` is the person's lower-cased name and e-mail plus their phone's digits (see the schema).
    const matches = [like(leadPeople.search, likePattern(q.toLowerCase()))];
    // A phone number matches however it was typed: (617) 555-0100 and 617-555-0100 alike.
    // Only a query written like a phone (digits and + ( ) . - spaces) is matched by its digits,
    // so a name or e-mail with digits in it ("anna82") never matches a phone or address by them.
    const digits = q.replace(/\D/g, "");
    if (PHONE_LIKE.test(q) && digits.length >= 3 && digits !== q) {
      matches.push(like(leadPeople.search, `%${digits}%`));
    }
    conditions.push(or(...matches)!);
  }
  return conditions;
}

/** The start of a Boston day, as a timestamp. */
export const teamDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TEAM_TIME_ZONE})`;

/** Conditions on a submission and its source: type, source, where it came from, language and dates (Boston days). */
export function submissionConditions({
  type,
  source,
  came,
  language,
  from,
  to,
}: LeadFilters): SQL[] {
  const conditions: SQL[] = [];
  if (language) conditions.push(eq(contactSubmissions.language, language));
  if (type) conditions.push(eq(leadSources.type, type));
  if (source) conditions.push(eq(leadSources.name, source));
  if (came) conditions.push(cameFrom(came));
  if (from) conditions.push(gte(contactSubmissions.createdAt, teamDayStart(from)));
  if (to) conditions.push(lt(contactSubmissions.createdAt, teamDayStart(to, 1)));
  return conditions;
}

/** All of the conditions (none: every row). */
export const allOf = (conditions: SQL[]) => and(...conditions) ?? sql`true`;

/**
 * The people (`lead_people` rows) the inbox's filters keep: those on the person
 * themselves, and those on submissions as "wrote at least once so".
 */
export function peopleConditions(db: Database, filters: LeadFilters, viewer?: Viewer): SQL[] {
  const conditions = personConditions(filters, viewer);
  const submissionFilter = submissionConditions(filters);
  if (submissionFilter.length > 0)
    conditions.push(
      inArray(
        leadPeople.emailKey,
        db
          .select({ key: submissionEmailKey })
          .from(contactSubmissions)
          .innerJoin(leadSources, eq(leadSources.id, contactSubmissions.leadSourceId))
          .where(allOf(submissionFilter)),
      ),
    );
  return conditions;
}
