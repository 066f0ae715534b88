/**
 * Hands every lead to Follow Up Boss the way its API documents for a website:
 * `POST /v1/events` (docs.followupboss.com/reference/events-post), HTTP Basic
 * with the API key as the user name and an empty password, `source` the site's
 * domain without "www." and `system` the site's name (reference/idx-integration).
 * Follow Up Boss finds or creates the person and runs the team's lead flow.
 */

import { site } from "#content/site.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from "#domain/language.ts";
import type { LeadFormName } from "#domain/lead.ts";
import { LEAD_TYPE_LABELS, type LeadType } from "#domain/lead-type.ts";
import { LISTING_TYPE_LABELS } from "#domain/listing.ts";
import { PROPERTY_TYPE_LABELS, propertyAddress, propertyFacts } from "#domain/property.ts";
import { answerLabel, SIGN_IN_QUESTIONS } from "#domain/sign-in-answers.ts";
import type { LeadHandOffPayload } from "../db/schema.ts";
import { type Channel, handOffOf } from "./delivery.ts";
import { postJson } from "./http.ts";

export type FollowUpBossConfig = { apiKey: string; apiUrl: string };

/** Event types Follow Up Boss runs action plans for (reference/events-post). */
type FollowUpBossEventType =
  | "General Inquiry"
  | "Seller Inquiry"
  | "Property Inquiry"
  | "Property Search"
  | "Viewed Property"
  | "Visited Open House";

/**
 * The Follow Up Boss event type of a lead, in one table: by the form it came
 * through, and within a form by what the lead said it came for. A contact is a
 * General Inquiry unless the visitor said she is selling; a home-value request
 * is a Seller Inquiry; a showing request is a Property Inquiry (about one listing); an open-house
 * sign-in is a visit, whatever its type; a confirmed saved search is a Property Search.
 */
export const FOLLOW_UP_BOSS_EVENT_TYPES = {
  contact: { any: "General Inquiry", seller: "Seller Inquiry" },
  "sign-in": { any: "Visited Open House" },
  "home-value": { any: "Seller Inquiry" },
  showing: { any: "Property Inquiry" },
  "saved-search": { any: "Property Search" },
} as const satisfies Record<
  LeadFormName,
  { any: FollowUpBossEventType } & Partial<Record<LeadType, FollowUpBossEventType>>
>;

/** The event type of one hand-off: its form's row, its type's column if there is one. */
export function followUpBossEventType({
  form,
  lead,
  viewed,
}: LeadHandOffPayload): FollowUpBossEventType {
  // A home she opened from a saved search's alert (server/alerts/opened.ts).
  if (viewed) return "Viewed Property";
  const row: { any: FollowUpBossEventType } & Partial<Record<LeadType, FollowUpBossEventType>> =
    FOLLOW_UP_BOSS_EVENT_TYPES[form];
  return (lead.lead_type && row[lead.lead_type]) || row.any;
}

/** The lead source Follow Up Boss files the lead under: the site's domain without "www.". */
export const followUpBossSource = (siteUrl: string) =>
  new URL(siteUrl).hostname.replace(/^www\./, "");

/**
 * The event's `description`: what the lead's form adds beyond the person and
 * the message. A sign-in names its open house (the event name is whatever the
 * team typed for the QR code, not an address, so it is not sent as the
 * `property`) and the guest's answers.
 */
function describe({ lead, event, answers, property, attribution }: LeadHandOffPayload) {
  return [
    ...(event === undefined ? [`Lead source: ${lead.lead_source}`] : [`Open house: ${event}`]),
    ...(attribution ? [`Came from: ${attribution.source} → ${attribution.landingPath}`] : []),
    ...(lead.lead_type ? [`Looking to: ${LEAD_TYPE_LABELS[lead.lead_type]}`] : []),
    ...(property ? propertyFacts(property).map(([label, value]) => `${label}: ${value}`) : []),
    ...(answers
      ? SIGN_IN_QUESTIONS.map(
          ({ name, summary }) => `${summary}: ${answerLabel(name, answers[name])}`,
        )
      : []),
  ].join("\n");
}

/**
 * The event's `message`: what the lead wrote, or for a home-value request the
 * request itself, with the address, so the team reads it first in the person's timeline.
 */
function messageOf({ lead, property }: LeadHandOffPayload) {
  if (property)
    return [
      `Home value request: ${propertyAddress(property)}`,
      ...propertyFacts(property).map(([label, value]) => `${label}: ${value}`),
    ].join("\n");
  return lead.message || undefined;
}

/**
 * The event's `property` (reference/events-post): the listing a buyer asked to see (its address,
 * price, MLS number and page), or the home a seller asked about.
 */
function propertyOf({ property, listing }: LeadHandOffPayload) {
  if (listing)
    return {
      property: {
        street: listing.unit ? `${listing.street} Unit ${listing.unit}` : listing.street,
        city: listing.town,
        state: "MA",
        code: listing.zip,
        price: listing.price,
        ...(listing.mlsNumber ? { mlsNumber: listing.mlsNumber } : {}),
        url: listing.url,
      },
    };
  if (!property) return {};
  return {
    property: {
      street: property.unit ? `${property.street} Unit ${property.unit}` : property.street,
      city: property.town,
      state: "MA",
      code: property.zip,
      type: PROPERTY_TYPE_LABELS[property.propertyType],
      ...(property.bedrooms === null ? {} : { bedrooms: property.bedrooms }),
      ...(property.bathrooms === null ? {} : { bathrooms: property.bathrooms }),
      ...(property.squareFeet === null ? {} : { area: property.squareFeet }),
    },
  };
}

/**
 * The event's `propertySearch` (reference/events-post): a saved search's criteria in Follow Up
 * Boss's names, so the team's lead flow sees what she is looking for.
 */
function propertySearchOf({ savedSearch }: LeadHandOffPayload) {
  if (!savedSearch) return {};
  const { town, zip, q, minPrice, maxPrice, minBeds, minBaths, type } = savedSearch;
  return {
    propertySearch: {
      ...(town ? { city: town, state: "MA" } : {}),
      ...(zip ? { code: zip } : {}),
      ...(q ? { neighborhood: q } : {}),
      ...(type ? { type: LISTING_TYPE_LABELS[type] } : {}),
      ...(minPrice === undefined ? {} : { minPrice }),
      ...(maxPrice === undefined ? {} : { maxPrice }),
      ...(minBeds === undefined ? {} : { minBedrooms: minBeds }),
      ...(minBaths === undefined ? {} : { minBathrooms: minBaths }),
      url: savedSearch.url,
    },
  };
}

/**
 * Where the visit came from, in the event's own fields (reference/events-post): `campaign` with
 * the UTM tags, `pageUrl` the page the form was on, `pageReferrer` the referring site (only its
 * host is ever kept). A lead whose visit is not known sends none of them.
 */
function visitOf({ attribution }: LeadHandOffPayload, siteUrl: string) {
  if (!attribution) return {};
  const { utm, formPage, landingPath, referrerHost } = attribution;
  const campaign = Object.fromEntries(
    Object.entries(utm).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  return {
    ...(Object.keys(campaign).length > 0 ? { campaign } : {}),
    pageUrl: new URL(formPage ?? landingPath, siteUrl).href,
    ...(referrerHost ? { pageReferrer: `https://${referrerHost}/` } : {}),
  };
}

/** The body of `POST /v1/events` for one lead. */
export function followUpBossEvent(payload: LeadHandOffPayload, siteUrl: string) {
  const { lead } = payload;
  const message = messageOf(payload);
  return {
    source: followUpBossSource(siteUrl),
    system: site.name,
    type: followUpBossEventType(payload),
    occurredAt: payload.submittedAt,
    ...(message ? { message } : {}),
    description: describe(payload),
    ...propertyOf(payload),
    ...propertySearchOf(payload),
    ...visitOf(payload, siteUrl),
    person: {
      firstName: lead.first_name,
      lastName: lead.last_name,
      emails: [{ value: lead.email }],
      ...(lead.phone ? { phones: [{ value: lead.phone }] } : {}),
      // The team filters and writes back in her language: only a lead who did not write in English is tagged.
      ...(lead.language && lead.language !== DEFAULT_LANGUAGE
        ? { tags: [`Language: ${LANGUAGE_NAMES[lead.language]}`] }
        : {}),
    },
  };
}

/**
 * Delivers a hand-off row to Follow Up Boss. A 204 means the lead flow of this
 * source is archived and Follow Up Boss dropped the lead: recorded as such
 * (status 'ignored'), not retried, since trying again changes nothing until
 * the team restores the flow.
 */
export function followUpBossChannel(
  { apiKey, apiUrl }: FollowUpBossConfig,
  siteUrl: string,
  redact: (text: string) => string,
): Channel {
  const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`;
  return async (row) => {
    const payload = handOffOf(row);
    const status = await postJson(`${apiUrl}/v1/events`, {
      body: JSON.stringify(followUpBossEvent(payload, siteUrl)),
      headers: { Authorization: authorization },
      receiver: "Follow Up Boss",
      redact,
    });
    if (status === 204)
      return {
        status: "ignored",
        note: `Follow Up Boss answered 204: the lead flow for the source "${followUpBossSource(siteUrl)}" is archived, so it ignored this lead. Restore that lead flow in Follow Up Boss, then retry.`,
      };
    return { status: "sent" };
  };
}
