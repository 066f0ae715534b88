/**
 * One person's page: everything stored about them, newest first. A person is
 * everyone who wrote from one e-mail address (their `lead_people` row's email_key).
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { MlsStatus } from "#domain/mls.ts";
import type { Database, Transaction } from "../db/client.ts";
import {
  contactMessages,
  contactSubmissions,
  leadNotes,
  leadPeople,
  leadProperties,
  leadSources,
  leadStatusChanges,
  leadTouches,
  listings,
  mlsProperties,
  notificationOutbox,
  type OutboxPayload,
} from "../db/schema.ts";
import { unsubscribedAtOf } from "../follow-up.ts";
import { readAttributions } from "../insights/lead-attribution.ts";
import { mlsHomePath } from "../mls/homes.ts";
import { mlsStreetLine } from "../mls/search.ts";
import { followUpColumns, followUpOf, withFollowUp } from "./follow-up-columns.ts";
import { submissionEmailKey } from "./lead-filters.ts";
import { savedSearchesOf } from "./lead-saved-searches.ts";

export async function personById(db: Database | Transaction, id: number) {
  const [person] = await db.select().from(leadPeople).where(eq(leadPeople.id, id));
  return person;
}

/** The names of the people with these ids (those erased are absent). */
export async function peopleNamed(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: leadPeople.id, first: leadPeople.firstName, last: leadPeople.lastName })
    .from(leadPeople)
    .where(inArray(leadPeople.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim()]));
}

/** The audit log's name for a person: their id, never their e-mail (it must not outlive an erasure). */
export const personSubject = (personId: number) => `lead:${personId}`;

/**
 * An MLS home as the lead's page names it: its whole street line (the team may read what the
 * MLS keeps off the public pages), its price, and its page while it is on the site.
 */
function mlsHomeOf(home: {
  slug: string;
  streetNumber: string | null;
  streetName: string | null;
  unitNumber: string | null;
  unparsedAddress: string | null;
  town: string | null;
  status: MlsStatus;
  listPrice: number | null;
  closePrice: number | null;
  removedAt: Date | null;
}) {
  return {
    street: mlsStreetLine({ ...home, addressDisplay: true }) ?? "",
    town: home.town ?? "",
    price: home.status === "Closed" ? (home.closePrice ?? home.listPrice) : home.listPrice,
    href: home.removedAt ? null : mlsHomePath(home.slug),
  };
}

/** Everything stored about one person, newest first; undefined when there is no such person. */
export async function getLeadDetail(db: Database | Transaction, id: number) {
  const person = await personById(db, id);
  if (!person) return undefined;
  const submissionRows = await withFollowUp(
    db
      .select({
        id: contactSubmissions.id,
        createdAt: contactSubmissions.createdAt,
        firstName: contactSubmissions.firstName,
        lastName: contactSubmissions.lastName,
        email: contactSubmissions.email,
        phone: contactSubmissions.phone,
        source: leadSources.name,
        type: leadSources.type,
        message: contactMessages.message,
        leadType: contactSubmissions.leadType,
        language: contactSubmissions.language,
        property: {
          street: leadProperties.street,
          unit: leadProperties.unit,
          town: leadProperties.town,
          zip: leadProperties.zip,
          propertyType: leadProperties.propertyType,
          bedrooms: leadProperties.bedrooms,
          bathrooms: leadProperties.bathrooms,
          squareFeet: leadProperties.squareFeet,
          condition: leadProperties.condition,
          timeline: leadProperties.timeline,
          reason: leadProperties.reason,
          bestTime: leadProperties.bestTime,
        },
        listing: {
          slug: listings.slug,
          street: listings.street,
          unit: listings.unit,
          town: listings.town,
          listPrice: listings.listPrice,
        },
        mlsHome: {
          slug: mlsProperties.slug,
          streetNumber: mlsProperties.streetNumber,
          streetName: mlsProperties.streetName,
          unitNumber: mlsProperties.unitNumber,
          unparsedAddress: mlsProperties.unparsedAddress,
          town: mlsProperties.city,
          status: mlsProperties.standardStatus,
          listPrice: mlsProperties.listPrice,
          closePrice: mlsProperties.closePrice,
          removedAt: mlsProperties.removedAt,
        },
        ...followUpColumns,
      })
      .from(contactSubmissions)
      .leftJoin(leadSources, eq(leadSources.id, contactSubmissions.leadSourceId))
      .leftJoin(contactMessages, eq(contactMessages.contactSubmissionId, contactSubmissions.id))
      .leftJoin(leadProperties, eq(leadProperties.contactSubmissionId, contactSubmissions.id))
      .leftJoin(listings, eq(listings.id, contactSubmissions.listingId))
      .leftJoin(mlsProperties, eq(mlsProperties.listingKey, contactSubmissions.mlsListingKey))
      .$dynamic(),
  )
    .where(eq(submissionEmailKey, person.emailKey))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id), contactMessages.id);
  const unsubscribed = await unsubscribedAtOf(db, [person.emailKey]);
  const attributions = await readAttributions(
    db,
    submissionRows.map((row) => row.id),
  );
  const submissions = submissionRows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    source: row.source,
    type: row.type,
    message: row.message,
    leadType: row.leadType,
    /** The language of the page she wrote from (issue 40). */
    language: row.language,
    /** A home-value request's property; null for every other form. */
    property: row.property,
    /** A showing request's listing; null for every other form. */
    listing: row.listing,
    /** A showing request's MLS home (issue 42); null for every other form. */
    mlsHome: row.mlsHome && mlsHomeOf(row.mlsHome),
    /** Where the visit that sent it came from; null when not known (issue 44). */
    attribution: attributions.get(row.id) ?? null,
    ...followUpOf(row, unsubscribed.get(person.emailKey)),
  }));
  const notifications = await db
    .select({
      id: notificationOutbox.id,
      submissionId: notificationOutbox.contactSubmissionId,
      channel: notificationOutbox.channel,
      /** A team notification, the guest's own thank-you, or a hand-off. */
      kind: sql<OutboxPayload["kind"]>`${notificationOutbox.payload}->>'kind'`,
      recipient: notificationOutbox.recipient,
      status: notificationOutbox.status,
      attempts: notificationOutbox.attempts,
      nextAttemptAt: notificationOutbox.nextAttemptAt,
      lastError: notificationOutbox.lastError,
      sentAt: notificationOutbox.sentAt,
      createdAt: notificationOutbox.createdAt,
    })
    .from(notificationOutbox)
    .innerJoin(
      contactSubmissions,
      eq(contactSubmissions.id, notificationOutbox.contactSubmissionId),
    )
    .where(eq(submissionEmailKey, person.emailKey))
    .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id));
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
  const touches = await db
    .select()
    .from(leadTouches)
    .where(eq(leadTouches.personId, id))
    .orderBy(desc(leadTouches.createdAt), desc(leadTouches.id));
  // A buyer's saved searches and the homes she opened from their alerts (issue 43).
  const alerts = await savedSearchesOf(db, person.emailKey);
  return { person, submissions, notifications, notes, statusHistory, touches, ...alerts };
}
export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLeadDetail>>>;
