import { mistypedEmailNote } from "#domain/email-typo.ts";
import { eventNameOf } from "#domain/event-source.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from "#domain/language.ts";
import type { LeadFormName } from "#domain/lead.ts";
import { LEAD_TYPE_LABELS } from "#domain/lead-type.ts";
import type { ListingRef } from "#domain/listing.ts";
import { listingPrice } from "#domain/listing-view.ts";
import { streetLine } from "#domain/open-house.ts";
import { formatPhone } from "#domain/phone.ts";
import { propertyAddress, propertyFacts } from "#domain/property.ts";
import { answerLabel, SIGN_IN_QUESTIONS } from "#domain/sign-in-answers.ts";
import type { NotificationPayload } from "../db/schema.ts";
import { type NotificationEmail, renderMail } from "./layout.tsx";

// Header values must stay on one line whatever was stored (fields are validated, this is belt and braces).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const oneLine = (text: string) => text.replace(/[\r\n\u0000-\u001f\u007f]+/g, " ").trim();

/** What each form's mail is titled. */
const LEAD_MAIL_TITLES: Record<LeadFormName, string> = {
  "sign-in": "Event sign-in",
  "home-value": "Home value request",
  contact: "New contact message",
  showing: "Showing request",
  "saved-search": "Saved search",
};

/** A showing request's listing, as the mail's facts list it. */
const listingFacts = (listing: ListingRef): [string, string][] => [
  ["Listing", `${streetLine(listing)}, ${listing.town}, MA ${listing.zip}`],
  ["List price", listingPrice(listing.price)],
  ...(listing.mlsNumber ? [["MLS number", listing.mlsNumber] as [string, string]] : []),
];

/**
 * The team's e-mail about one lead: every field, in a text and an HTML part, and
 * a link to the lead's page (logging in on the way returns there).
 */
export function buildLeadNotification(
  payload: NotificationPayload,
  leadUrl?: string,
): NotificationEmail {
  const name = oneLine(`${payload.first_name} ${payload.last_name}`);
  const what = LEAD_MAIL_TITLES[payload.kind];
  const { listing } = payload;
  const typo = mistypedEmailNote(payload.email);
  const rows: [string, string][] = [
    ["Name", name],
    // A domain that looks mistyped is said next to it, so the team checks before replying.
    ["Email", typo ? `${payload.email} (${typo})` : payload.email],
    ["Phone", payload.phone ? formatPhone(payload.phone) : "(not given)"],
    ["Lead source", eventNameOf(payload.lead_source)],
    ...(payload.lead_type
      ? [["Looking to", LEAD_TYPE_LABELS[payload.lead_type]] as [string, string]]
      : []),
    // She wrote in Chinese: the team answers in it (the mail itself stays English).
    ...(payload.language && payload.language !== DEFAULT_LANGUAGE
      ? [["Language", LANGUAGE_NAMES[payload.language]] as [string, string]]
      : []),
    // A home-value request's property, every fact under its label.
    ...(payload.property ? propertyFacts(payload.property) : []),
    // A showing request's listing: where, its price and MLS number (its page is linked below).
    ...(listing ? listingFacts(listing) : []),
    // A sign-in's answers to the three questions, each under its short label.
    ...SIGN_IN_QUESTIONS.flatMap(({ name, summary }): [string, string][] =>
      payload.answers ? [[summary, answerLabel(name, payload.answers[name])]] : [],
    ),
  ];
  return renderMail({
    // A seller's request is titled with the home's address: the team knows it at a glance.
    // A showing request is titled with the listing's street and town ("Showing request: 12 Elm St, Newton").
    subject: oneLine(
      payload.property
        ? `${what}: ${propertyAddress(payload.property)}`
        : listing
          ? `${what}: ${streetLine(listing)}, ${listing.town}`
          : `${what}: ${name} (${eventNameOf(payload.lead_source)})`,
    ),
    blocks: [
      { kind: "heading", text: `${what} from ${name}` },
      { kind: "facts", rows },
      ...(payload.message === undefined
        ? []
        : [{ kind: "quote" as const, title: "Message", text: payload.message }]),
      ...(listing
        ? [{ kind: "paragraph" as const, lines: [{ text: "Open the listing", href: listing.url }] }]
        : []),
      ...(leadUrl
        ? [{ kind: "paragraph" as const, lines: [{ text: "Open the lead", href: leadUrl }] }]
        : []),
    ],
    replyTo: oneLine(payload.email),
  });
}
