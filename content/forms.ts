/**
 * The contact form's words (issue 40): the section around it, its fields and choices, its busy
 * label and outcome, and its error messages in a language other than the schema's. The English
 * here is the specification's; content/zh/forms.ts is its twin.
 */
import { CONTACT_INTENTS, CONTACT_MESSAGES, LEAD_SOURCES } from "#domain/forms/contact-options.ts";
import type { ErrorWords } from "#domain/forms/error-words.ts";
import type { LeadType } from "#domain/lead-type.ts";

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
