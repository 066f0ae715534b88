import type { LeadType } from "#domain/lead-type.ts";

/**
 * The contact form's lead sources, in the select's order. The question is optional and nothing
 * is preselected; a lead that does not say is filed under 'Website', where it came from.
 */
export const LEAD_SOURCES = ["Website", "Referral", "Social Media", "Open House", "Other"] as const;
export const DEFAULT_LEAD_SOURCE = "Website";

/** The contact form's first question, "What can we help you with?", as the visitor reads it. */
export const CONTACT_INTENTS: { value: LeadType; label: string }[] = [
  { value: "buyer", label: "Buy a home" },
  { value: "seller", label: "Sell a home" },
  { value: "both", label: "Buy and sell" },
  { value: "renter", label: "Rent a home" },
  { value: "investor", label: "Invest in property" },
  { value: "team-applicant", label: "Join the team" },
  { value: "other", label: "Something else" },
];

/**
 * What another page may open the contact form on (`/contact?topic=…`): the heading that fits and
 * the answer to "What can we help you with?" chosen for her. The calculator's "Talk to us about
 * pre-approval" opens it on "pre-approval"; /contact alone keeps its own heading.
 */
export const CONTACT_TOPICS = {
  "pre-approval": {
    heading: "Talk to us about pre-approval",
    intro:
      "We can introduce you to local lenders and help you compare their quotes. Send us your figures or your questions.",
    leadType: "buyer",
  },
} as const satisfies Record<string, { heading: string; intro: string; leadType: LeadType }>;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

export const isContactTopic = (value: unknown): value is ContactTopic =>
  typeof value === "string" && Object.hasOwn(CONTACT_TOPICS, value);

/** The contact form opened on `topic`, its message started with `message` when given. */
export const contactTopicHref = (topic: ContactTopic, message?: string) =>
  `/contact?${new URLSearchParams({ topic, ...(message ? { message } : {}) })}`;

/** The toast the visitor sees after the contact form succeeds or fails. */
export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We will get back to you soon.",
  failure: "Failed to send message. Please try again later.",
} as const;
