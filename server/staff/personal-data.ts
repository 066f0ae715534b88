/**
 * Where a person's data is stored, declared once. "Erase this person" and her
 * copy (data.json) both follow this list: erasing visits every entry in order,
 * the copy is made of the sections the entries name. A table with an e-mail,
 * name, phone, message or free JSON column that is missing here fails
 * personal-data.test.ts, which reads the schema: a new table cannot hold her
 * data unnoticed.
 *
 * Tables that hold someone else's data (the team's own sign-in, the site's
 * content) are declared too, with the reason they are not hers.
 */
import { and, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  alertChanges,
  contactMessages,
  contactSubmissions,
  contentImports,
  contentVersion,
  emailSuppressions,
  followUpConsents,
  leadAttribution,
  leadNotes,
  leadPeople,
  leadProperties,
  leadRouting,
  leadSources,
  leadStatusChanges,
  leadTouches,
  listingChanges,
  listingPhotos,
  listingRevisions,
  listings,
  mlsMedia,
  mlsOpenHouses,
  mlsProperties,
  mlsSyncState,
  notificationOutbox,
  openHouses,
  pageViewDays,
  pageViewRollups,
  pageViewVisitors,
  photos,
  photoVariants,
  postOldSlugs,
  postRevisions,
  posts,
  rateLimits,
  reviews,
  savedSearches,
  savedSearchSent,
  signInAnswers,
  soldHomes,
  staffAuditLog,
  staffLoginTokens,
  staffMembers,
  staffPasskeys,
  staffSessions,
  staffWebauthnChallenges,
  teamMembers,
  unsubscribeTokens,
} from "../db/schema.ts";
import { emailHash } from "../email-hash.ts";
import { submissionEmailKey } from "./lead-filters.ts";

/** Who is being erased or copied: her row, her address (lower-case) and its keyed hash. */
export type PersonScope = { personId: number; emailKey: string; emailHash: string };

export const scopeOf = (person: { id: number; emailKey: string }): PersonScope => ({
  personId: person.id,
  emailKey: person.emailKey,
  emailHash: emailHash(person.emailKey),
});

/** The sections of her copy (data.json); server/staff/privacy.ts builds each. */
export type ExportSection =
  | "person"
  | "submissions"
  | "followUpConsents"
  | "unsubscribes"
  | "notifications"
  | "savedSearches"
  | "notes"
  | "statusHistory"
  | "touches";

/** A table holding a lead's data: how her rows are found, what erasing does, where her copy shows them. */
export type LeadData = {
  table: PgTable;
  /** The columns (SQL names) that hold her data. */
  columns: readonly string[];
  /** Her rows in the table. */
  rows: (person: PersonScope) => SQL | undefined;
  /**
   * 'delete': her rows go. 'clear': the `clear` columns of her rows are emptied
   * and the rows stay, for the reason in `kept`.
   */
  erase: "delete" | "clear";
  clear?: Record<string, null>;
  kept?: string;
  /** The section of data.json that holds her rows, or why her copy leaves them out. */
  exportedIn: ExportSection | { notExported: string };
};

/** A table whose personal columns are not a lead's: why. */
export type NotLeadData = { table: PgTable; columns: readonly string[]; notLeadData: string };

/** Her submissions' ids (a subquery). */
const herSubmissions = (person: PersonScope) =>
  sql`(select ${contactSubmissions.id} from ${contactSubmissions} where ${submissionEmailKey} = ${person.emailKey})`;

const payload = notificationOutbox.payload;

/** In erasing order: rows that point at others first. */
export const LEAD_DATA: readonly LeadData[] = [
  {
    // Team notifications and CRM hand-offs repeat the lead; a guest mail is addressed to her.
    table: notificationOutbox,
    columns: ["recipient", "payload", "last_error"],
    rows: (person) =>
      or(
        inArray(notificationOutbox.contactSubmissionId, herSubmissions(person)),
        sql`lower(${notificationOutbox.recipient}) = ${person.emailKey}`,
        sql`lower(${payload}->>'email') = ${person.emailKey}`,
        sql`lower(${payload}->'lead'->>'email') = ${person.emailKey}`,
      ),
    erase: "delete",
    exportedIn: "notifications",
  },
  {
    table: contactMessages,
    columns: ["message"],
    rows: (person) => inArray(contactMessages.contactSubmissionId, herSubmissions(person)),
    erase: "delete",
    exportedIn: "submissions",
  },
  {
    table: signInAnswers,
    columns: ["working_with_agent", "pre_approved", "move_timeline"],
    rows: (person) => inArray(signInAnswers.contactSubmissionId, herSubmissions(person)),
    erase: "delete",
    exportedIn: "submissions",
  },
  {
    table: followUpConsents,
    columns: ["email", "ip_address", "wording"],
    rows: (person) =>
      or(
        inArray(followUpConsents.contactSubmissionId, herSubmissions(person)),
        sql`lower(${followUpConsents.email}) = ${person.emailKey}`,
      ),
    erase: "delete",
    exportedIn: "followUpConsents",
  },
  {
    // A home-value request's home: her address, as she gave it.
    table: leadProperties,
    columns: ["street", "unit", "town", "zip", "reason", "best_time"],
    rows: (person) => inArray(leadProperties.contactSubmissionId, herSubmissions(person)),
    erase: "delete",
    exportedIn: "submissions",
  },
  {
    // Which homes her searches' alerts named: nothing she gave, but gone with her searches.
    table: savedSearchSent,
    columns: ["saved_search_id"],
    rows: (person) =>
      inArray(
        savedSearchSent.savedSearchId,
        sql`(select ${savedSearches.id} from ${savedSearches} where lower(${savedSearches.email}) = ${person.emailKey})`,
      ),
    erase: "delete",
    exportedIn: { notExported: "the homes on the market her alerts named, already in her mails" },
  },
  {
    // Her saved searches (issue 43).
    table: savedSearches,
    columns: ["email", "name", "phone", "query", "criteria", "attribution"],
    rows: (person) =>
      or(
        inArray(savedSearches.contactSubmissionId, herSubmissions(person)),
        sql`lower(${savedSearches.email}) = ${person.emailKey}`,
      ),
    erase: "delete",
    exportedIn: "savedSearches",
  },
  {
    // Where her visit came from: a search term she typed can be in utm_term, a page she read in the paths.
    table: leadAttribution,
    columns: [
      "landing_path",
      "referrer_host",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "form_page",
    ],
    rows: (person) => inArray(leadAttribution.contactSubmissionId, herSubmissions(person)),
    erase: "delete",
    exportedIn: "submissions",
  },
  {
    table: contactSubmissions,
    columns: ["first_name", "last_name", "email", "phone"],
    rows: (person) => eq(submissionEmailKey, person.emailKey),
    erase: "delete",
    exportedIn: "submissions",
  },
  {
    table: leadNotes,
    columns: ["body"],
    rows: (person) => eq(leadNotes.personId, person.personId),
    erase: "delete",
    exportedIn: "notes",
  },
  {
    // The team's recorded calls, texts and e-mails with her, and the next steps done.
    table: leadTouches,
    columns: ["note"],
    rows: (person) => eq(leadTouches.personId, person.personId),
    erase: "delete",
    exportedIn: "touches",
  },
  {
    table: leadStatusChanges,
    columns: ["status"],
    rows: (person) => eq(leadStatusChanges.personId, person.personId),
    erase: "delete",
    exportedIn: "statusHistory",
  },
  {
    table: leadPeople,
    columns: ["email_key", "email", "first_name", "last_name", "phone", "search", "next_step"],
    rows: (person) =>
      or(eq(leadPeople.id, person.personId), eq(leadPeople.emailKey, person.emailKey)),
    erase: "delete",
    exportedIn: "person",
  },
  {
    table: unsubscribeTokens,
    columns: ["email", "email_hash"],
    rows: (person) =>
      or(
        eq(unsubscribeTokens.emailHash, person.emailHash),
        sql`lower(${unsubscribeTokens.email}) = ${person.emailKey}`,
      ),
    erase: "clear",
    clear: { email: null },
    kept: "The token and its keyed hash stay, so the unsubscribe link in a mail she kept still works.",
    exportedIn: { notExported: "a random token that stands for her address, nothing she gave" },
  },
  {
    table: emailSuppressions,
    columns: ["email", "email_hash"],
    rows: (person) =>
      or(
        eq(emailSuppressions.emailHash, person.emailHash),
        sql`lower(${emailSuppressions.email}) = ${person.emailKey}`,
      ),
    erase: "clear",
    clear: { email: null },
    kept: "Her unsubscribe stays as the keyed hash of her address only, so no follow-up e-mail reaches her should she sign in again.",
    exportedIn: "unsubscribes",
  },
  {
    // The log names a person by row id only; entries from before that rule may quote her
    // (a CSV export's search): their detail is emptied.
    table: staffAuditLog,
    columns: ["detail"],
    rows: (person) =>
      and(
        isNotNull(staffAuditLog.detail),
        sql`position(${person.emailKey} in lower(${staffAuditLog.detail}::text)) > 0`,
      ),
    erase: "clear",
    clear: { detail: null },
    kept: "The team's record of what it did stays, without her address.",
    exportedIn: { notExported: "the team's record of its own actions" },
  },
];

const STAFF_ONLY = "the team's own sign-in: a member's address, never a lead's";
const CONTENT = "the site's public content, written by the team";

export const NOT_LEAD_DATA: readonly NotLeadData[] = [
  { table: leadSources, columns: ["name"], notLeadData: "the names of the team's events" },
  { table: staffSessions, columns: ["email"], notLeadData: STAFF_ONLY },
  { table: staffLoginTokens, columns: ["email", "request_ip"], notLeadData: STAFF_ONLY },
  { table: staffPasskeys, columns: ["email", "transports", "label"], notLeadData: STAFF_ONLY },
  { table: staffWebauthnChallenges, columns: ["email"], notLeadData: STAFF_ONLY },
  { table: staffMembers, columns: ["email"], notLeadData: STAFF_ONLY },
  { table: leadRouting, columns: ["owner"], notLeadData: STAFF_ONLY },
  {
    table: pageViewDays,
    columns: ["path", "referrer_host", "utm_source", "utm_campaign"],
    notLeadData: "counts of page views per day: no address, user agent or cookie (issue 44 §2)",
  },
  {
    table: pageViewRollups,
    columns: ["key", "campaign"],
    notLeadData: "page_view_days's counts added up over blocks of days: paths, hosts, UTM tags",
  },
  {
    table: pageViewVisitors,
    columns: ["visitor"],
    notLeadData:
      "today's salted hashes of address and user agent, only to count a visitor once; the salt is never stored and the rows go the next day",
  },
  {
    table: rateLimits,
    columns: ["key"],
    notLeadData: "a client address counted for one minute, swept after the next",
  },
  { table: posts, columns: ["title", "summary", "body", "author"], notLeadData: CONTENT },
  {
    table: postRevisions,
    columns: ["title", "summary", "body", "author", "saved_by"],
    notLeadData: CONTENT,
  },
  { table: postOldSlugs, columns: [], notLeadData: CONTENT },
  {
    table: photos,
    columns: ["original_name", "uploaded_by", "built_image_id"],
    notLeadData: CONTENT,
  },
  { table: photoVariants, columns: [], notLeadData: CONTENT },
  { table: soldHomes, columns: ["address"], notLeadData: CONTENT },
  {
    table: openHouses,
    columns: ["street", "unit", "host_email", "note", "note_zh"],
    notLeadData: "an open house the team holds: a listing's address and the hosting member",
  },
  {
    table: reviews,
    columns: ["quote", "quote_zh", "first_name", "source_name"],
    notLeadData: "a client's review, given for the site; the team removes one in /staff",
  },
  {
    table: teamMembers,
    columns: ["name", "email", "phone"],
    notLeadData: "a member's public profile (/team), edited by the team lead in /staff/team",
  },
  {
    table: listings,
    columns: ["street", "unit", "showing_instructions", "created_by"],
    notLeadData:
      "a home the team lists for its seller: the property's address, written by the team",
  },
  {
    table: listingRevisions,
    columns: ["fields", "saved_by"],
    notLeadData: "every save of a listing: the listing's own fields and the member who saved",
  },
  { table: listingChanges, columns: ["changed_by"], notLeadData: CONTENT },
  { table: listingPhotos, columns: [], notLeadData: CONTENT },
  {
    table: mlsProperties,
    columns: [
      "unparsed_address",
      "street_name",
      "address_display",
      "public_remarks",
      "list_agent_full_name",
      "list_office_name",
      "originating_system_name",
      "raw",
    ],
    notLeadData: "a home on the market as the MLS publishes it for IDX display (issue 42)",
  },
  { table: mlsMedia, columns: ["caption"], notLeadData: "an MLS listing's photo" },
  { table: mlsOpenHouses, columns: ["remarks"], notLeadData: "an MLS listing's open house" },
  { table: mlsSyncState, columns: ["last_error"], notLeadData: "the MLS feed worker's state" },
  {
    table: alertChanges,
    columns: ["listing_key"],
    notLeadData: "a home the MLS feed changed, waiting for the alerts' matching",
  },
  { table: contentVersion, columns: [], notLeadData: CONTENT },
  { table: contentImports, columns: ["name"], notLeadData: CONTENT },
];
