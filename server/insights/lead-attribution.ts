/**
 * Each lead's attribution (issue 44 §1): stored in the lead's transaction, read back for the lead
 * page, the inbox and both CSVs.
 */
import { asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  type LeadAttribution,
  type NamedAttribution,
  type StoredAttribution,
  sourceName,
  type UtmField,
} from "#domain/attribution.ts";
import type { LeadFormName } from "#domain/lead.ts";
import type { Database, Transaction } from "../db/client.ts";
import { contactSubmissions, leadAttribution } from "../db/schema.ts";

type Row = typeof leadAttribution.$inferSelect;

const storedOf = (row: Row): StoredAttribution => ({
  source: row.source,
  landingPath: row.landingPath,
  referrerHost: row.referrerHost,
  utm: {
    source: row.utmSource,
    medium: row.utmMedium,
    campaign: row.utmCampaign,
    term: row.utmTerm,
    content: row.utmContent,
  } satisfies Record<UtmField, string | null>,
  paid: row.paidClick,
  formPage: row.formPage,
  form: row.form,
});

/** Stores the lead's attribution with its source named as of today; returns it named. */
export async function storeAttribution(
  tx: Database | Transaction,
  contactSubmissionId: number,
  attribution: LeadAttribution,
  form: LeadFormName,
): Promise<NamedAttribution> {
  const row: Row = {
    contactSubmissionId,
    source: sourceName(attribution),
    landingPath: attribution.landingPath,
    referrerHost: attribution.referrerHost,
    utmSource: attribution.utm.source,
    utmMedium: attribution.utm.medium,
    utmCampaign: attribution.utm.campaign,
    utmTerm: attribution.utm.term,
    utmContent: attribution.utm.content,
    paidClick: attribution.paid,
    formPage: attribution.formPage,
    form,
  };
  await tx.insert(leadAttribution).values(row);
  const { form: _form, ...named } = storedOf(row);
  return named;
}

/** The attributions of the given submissions, keyed by submission id (a lead without one is absent). */
export async function readAttributions(
  db: Database | Transaction,
  contactSubmissionIds: readonly number[],
): Promise<Map<number, StoredAttribution>> {
  if (contactSubmissionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(leadAttribution)
    .where(inArray(leadAttribution.contactSubmissionId, [...contactSubmissionIds]));
  return new Map(rows.map((row) => [row.contactSubmissionId, storedOf(row)]));
}

/** The sources leads have come from, for the inbox's filter. */
export async function attributedSources(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ source: leadAttribution.source })
    .from(leadAttribution)
    .where(isNotNull(leadAttribution.source))
    .orderBy(asc(leadAttribution.source));
  return rows.map((row) => row.source);
}

/** The leads CSV's columns of where each lead came from (blank when not known). */
export const ATTRIBUTION_CSV_COLUMNS = [
  { key: "cameFrom", header: "Came from" },
  { key: "landingPage", header: "Landing page" },
  { key: "referrer", header: "Referring site" },
  { key: "utmSource", header: "UTM source" },
  { key: "utmMedium", header: "UTM medium" },
  { key: "utmCampaign", header: "UTM campaign" },
  { key: "utmTerm", header: "UTM term" },
  { key: "utmContent", header: "UTM content" },
  { key: "paidClick", header: "Paid click" },
  { key: "formPage", header: "Form sent from" },
] as const;

export type AttributionCsvCells = Record<(typeof ATTRIBUTION_CSV_COLUMNS)[number]["key"], string>;

const PAID_CLICK_LABELS = { google: "Google", meta: "Meta" } as const;

export function attributionCsvCells(
  attribution: NamedAttribution | undefined,
): AttributionCsvCells {
  return {
    cameFrom: attribution?.source ?? "",
    landingPage: attribution?.landingPath ?? "",
    referrer: attribution?.referrerHost ?? "",
    utmSource: attribution?.utm.source ?? "",
    utmMedium: attribution?.utm.medium ?? "",
    utmCampaign: attribution?.utm.campaign ?? "",
    utmTerm: attribution?.utm.term ?? "",
    utmContent: attribution?.utm.content ?? "",
    paidClick: attribution?.paid ? PAID_CLICK_LABELS[attribution.paid] : "",
    formPage: attribution?.formPage ?? "",
  };
}

/** Each person's first known source (by lower-cased e-mail): the people CSV's "Came From". */
export async function firstSourcesOf(db: Database, emailKeys: readonly string[]) {
  if (emailKeys.length === 0) return new Map<string, string>();
  const key = sql<string>`lower(${contactSubmissions.email})`;
  const rows = await db
    .selectDistinctOn([key], { key, source: leadAttribution.source })
    .from(leadAttribution)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, leadAttribution.contactSubmissionId))
    .where(inArray(key, [...emailKeys]))
    .orderBy(key, asc(contactSubmissions.createdAt), asc(contactSubmissions.id));
  return new Map(rows.map((row) => [row.key, row.source]));
}

/** The inbox's "came from" filter: submissions whose visit had this source. */
export const cameFrom = (source: string) =>
  sql`${contactSubmissions.id} in (select ${leadAttribution.contactSubmissionId} from ${leadAttribution} where ${leadAttribution.source} = ${source})`;
