/**
 * The contact form's words (issue 40): the section around it, its fields and choices, its busy
 * label and outcome, and its error messages in a language other than the schema's. The English
 * here is the specification's; content/zh/forms.ts is its twin.
 */

import { EMAIL_HINT_WORDS } from "#domain/email-typo.ts";
import { type ConsentWording, FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import {
  CONTACT_INTENTS,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  type ContactTopic,
  LEAD_SOURCES,
} from "#domain/forms/contact-options.ts";
import type { ErrorWords } from "#domain/forms/error-words.ts";
import type { LeadFormName } from "#domain/lead.ts";
import type { LeadType } from "#domain/lead-type.ts";
import { contactAnswer, contactNextReadFor } from "./next-steps.ts";
import { formPrivacyNote } from "./notices.ts";

export type LeadSourceName = (typeof LEAD_SOURCES)[number];

/** The section that holds the form, with the team's details beside it. */
export const contactSection: {
  eyebrow: string;
  heading: string;
  intro: string;
  detailsLabel: string;
  detailsHeading: string;
  callOrText: string;
  office: string;
  /** {languages}: what the team speaks, from the members' profiles. */
  weSpeak: string;
} = {
  eyebrow: "Contact",
  heading: "Send us a message",
  intro: "Tell us what you are planning. We answer every message personally, usually the same day.",
  detailsLabel: "Contact details",
  detailsHeading: "Reach us directly",
  callOrText: "Call or text the team",
  office: "Our office",
  weSpeak: "We speak {languages}.",
};

/**
 * Who is writing: the name's two fields, in the order the language's readers write a name
 * (`familyNameFirst`: 姓 before 名), e-mail and phone.
 */
export type PersonWords = {
  first: string;
  last: string;
  familyNameFirst: boolean;
  email: string;
  phone: string;
  phonePlaceholder: string;
};

export const contactForm: {
  label: string;
  leadType: string;
  choose: string;
  intents: Record<LeadType, string>;
  person: PersonWords;
  source: string;
  chooseOptional: string;
  sources: Record<LeadSourceName, string>;
  message: string;
  submit: string;
  busy: string;
  outcome: { success: string; failure: string };
} = {
  label: "Contact form",
  leadType: "What can we help you with?*",
  choose: "Choose one",
  intents: Object.fromEntries(CONTACT_INTENTS.map(({ value, label }) => [value, label])) as Record<
    LeadType,
    string
  >,
  person: {
    first: "First Name*",
    last: "Last Name*",
    familyNameFirst: false,
    email: "Email*",
    phone: "Phone (optional)",
    phonePlaceholder: "(123) 456-7890",
  },
  source: "How did you hear about us? (optional)",
  chooseOptional: "Choose one (optional)",
  sources: Object.fromEntries(LEAD_SOURCES.map((source) => [source, source])) as Record<
    LeadSourceName,
    string
  >,
  message: "Message*",
  submit: "Send Message",
  busy: "Sending...",
  outcome: CONTACT_MESSAGES,
};

/** English messages are the schema's own (the specification's words): nothing to replace. */
export const contactErrors: ErrorWords | null = null;

/** /contact around its section: its head tags, its hero, and the topics another page opens it on. */
export const contactPage: {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; intro: string };
  topics: Record<ContactTopic, { heading: string; intro: string }>;
} = {
  meta: {
    title: "Contact Us",
    description:
      "Contact our Newton, MA real-estate team by message, phone, text or e-mail. We answer every inquiry personally.",
  },
  hero: {
    eyebrow: "Contact",
    title: "Let's Create Something Extraordinary",
    intro:
      "Buying, selling or just starting to think about it? Send a message, call or text. We would love to hear your plans.",
  },
  topics: Object.fromEntries(
    Object.entries(CONTACT_TOPICS).map(([topic, { heading, intro }]) => [
      topic,
      { heading, intro },
    ]),
  ) as Record<ContactTopic, { heading: string; intro: string }>,
};

/**
 * The thank-you a sent message opens. {who}: the member who answers, or `ourTeam`; {when}: how
 * soon (content/next-steps.ts); {city}: the office's town.
 */
export const contactThanks: {
  ourTeam: string;
  answers: string;
  when: string;
  nextHeading: string;
  steps: [string, string, string];
  memberNote: string;
  sendAnother: string;
  /** What to read meanwhile, by what she said she wants (the links: content/next-steps.ts). */
  nextRead: Record<LeadType, string>;
} = {
  ourTeam: "Our team",
  answers: "{who} will answer you personally, {when}.",
  when: contactAnswer.when,
  nextHeading: "What happens next",
  steps: [
    "{who} reads your message and replies by e-mail or phone.",
    "If it helps, we set up a short call or meet at our office in {city}.",
    "You get a plan for your next step: no obligation.",
  ],
  memberNote: "Answers your message",
  sendAnother: "Send another message",
  nextRead: Object.fromEntries(
    Object.entries(contactNextReadFor).map(([type, { label }]) => [type, label]),
  ) as Record<LeadType, string>,
};

/**
 * Under a thank-you: the address we write to, and the form that corrects it. {email}: her
 * address; {hint}: "Did you mean gmail.com?"; {domain}: the domain she probably meant; {who}:
 * whom to call instead.
 */
export const emailCorrection: {
  corrected: string;
  writeTo: string;
  hint: string;
  refused: string;
  rateLimited: string;
  open: string;
  field: string;
  submit: string;
} = {
  corrected: "Thank you: we will write to {email}. Your confirmation is on its way there.",
  writeTo: "We will write to {email}.",
  hint: EMAIL_HINT_WORDS,
  refused: "This page can no longer change your address. Please call or e-mail {who}.",
  rateLimited: "Too many corrections from your network. Please wait a minute and try again.",
  open: "Wrong address? Correct it",
  field: "Your e-mail address",
  submit: "Correct my address",
};

/** A member's small card on a thank-you or a post. {languages}, {name}: hers. */
export const memberCard: { speaks: string; call: string; email: string } = {
  speaks: "Speaks {languages}",
  call: "Call {name}:",
  email: "Email {name}:",
};

/**
 * The follow-up checkbox's words on each form, recorded with her consent under their version
 * (server/leads.ts): what she agreed to is the wording she read. A language's wording is its own
 * version; change a text only together with a new version id, never in place.
 */
export const followUpConsent: Record<LeadFormName, ConsentWording> = FOLLOW_UP_CONSENT;

/**
 * The short privacy line under every lead form (content/notices.ts), with its link's words; on
 * the kiosk, where no link can be followed, `printed` ({note}, {address}: the notice's address).
 */
export const privacyNote: { note: string; link: string; printed: string } = {
  note: formPrivacyNote,
  link: "Privacy notice",
  printed: "{note} Privacy notice: {address}",
};

/**
 * The office map under /contact. {address}: the office's address; {city}, {region}: its town and
 * state; {name}: the team's.
 */
export const officeMap: {
  heading: string;
  openAddress: string;
  mapTitle: string;
  where: string;
  show: string;
  openOutside: string;
} = {
  heading: "Visit our office",
  openAddress: "{address} (open in a map)",
  mapTitle: "Map of {name}'s office in {city}, {region}",
  where: "Our office is in {city}, {region}. Open the map to see the street and plan your visit.",
  show: "Show interactive map",
  openOutside: "Open the map on OpenStreetMap",
};
