/**
 * The home-value request's words (/sellers/home-value, issue 40): its head tags, hero and side
 * card, the form's fields and choices, its error messages in a language other than the schema's,
 * and the thank-you. The English is the site's own; content/zh/home-value.ts is its twin. How soon
 * we answer is content/next-steps.ts's promise, said here in each language.
 */
import type { ErrorWords } from "#domain/forms/error-words.ts";
import {
  CONTACT_TIME_LABELS,
  type ContactTime,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyCondition,
  type PropertyType,
  SELL_TIMELINE_LABELS,
  type SellTimeline,
} from "#domain/property.ts";
import { contactForm, type PersonWords } from "./forms.ts";
import { homeValueAnswer } from "./next-steps.ts";

/** How soon, as the sentences below fill {within} and {firstCall}. */
export const answer: { within: string; firstCall: string } = homeValueAnswer;

/** {who}: the member who prepares the analysis, or `ourTeam` (in a sentence, `ourTeamInSentence`). */
export const homeValuePage: {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; intro: string };
  ourTeamInSentence: string;
  label: string;
  receive: { heading: string; items: [string, string, string, string]; noObligation: string };
  memberNote: string;
} = {
  meta: {
    title: "What's My Home Worth? Request a Market Analysis",
    description:
      "Tell us about your Greater Boston home and a member of our team will prepare a written market analysis from recent nearby sales: no automated estimate.",
  },
  hero: {
    eyebrow: "Sellers",
    title: "What's your home worth?",
    intro:
      "Tell us about your home and {who} will prepare a written market analysis from recent sales near you, {within}. A person, not an algorithm: no automated estimate.",
  },
  ourTeamInSentence: "our team",
  label: "Home value request",
  receive: {
    heading: "What you will receive",
    items: [
      "Recent sales of comparable homes near yours, and what they sold for.",
      "Homes for sale now that a buyer would compare with yours.",
      "A suggested price range and the reasons for it, written for your home.",
      "What would add the most value before you list, if anything.",
    ],
    noObligation: "No obligation, and we never share your details.",
  },
  memberNote: "Prepares your market analysis",
};

export const homeValueForm: {
  label: string;
  outcome: { success: string; failure: string };
  submit: string;
  busy: string;
  homeLegend: string;
  personLegend: string;
  street: string;
  streetPlaceholder: string;
  unit: string;
  town: string;
  zip: string;
  propertyType: string;
  choose: string;
  chooseOptional: string;
  bedrooms: string;
  bathrooms: string;
  bathroomsPlaceholder: string;
  squareFeet: string;
  squareFeetPlaceholder: string;
  condition: string;
  timeline: string;
  reason: string;
  bestTime: string;
  person: PersonWords;
  propertyTypes: Record<PropertyType, string>;
  conditions: Record<PropertyCondition, string>;
  timelines: Record<SellTimeline, string>;
  contactTimes: Record<ContactTime, string>;
} = {
  label: "Home value request",
  outcome: {
    success: "Your request is in.",
    failure: "Your request could not be sent. Please try again in a minute, or call us.",
  },
  submit: "Request my market analysis",
  busy: "Sending...",
  homeLegend: "Your home",
  personLegend: "About you",
  street: "Street address*",
  streetPlaceholder: "12 Elm Street",
  unit: "Unit (optional)",
  town: "Town*",
  zip: "ZIP code*",
  propertyType: "Property type*",
  choose: "Choose one",
  chooseOptional: "Choose one (optional)",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  bathroomsPlaceholder: "e.g. 2.5",
  squareFeet: "Approx. square feet",
  squareFeetPlaceholder: "e.g. 1800",
  condition: "Condition",
  timeline: "When might you sell?*",
  reason: "Why are you thinking of selling? (optional)",
  bestTime: "Best time to reach you",
  person: {
    ...contactForm.person,
    first: "First name*",
    last: "Last name*",
    phonePlaceholder: "(617) 555-0123",
  },
  propertyTypes: PROPERTY_TYPE_LABELS,
  conditions: PROPERTY_CONDITION_LABELS,
  timelines: SELL_TIMELINE_LABELS,
  contactTimes: CONTACT_TIME_LABELS,
};

/** English messages are the schema's own: nothing to replace. */
export const homeValueErrors: ErrorWords | null = null;

/**
 * The answer to a sent request. {who}: who prepares the analysis (`ourTeam` without a member);
 * {address}: her home as she typed it, or `yourHome`; {within}, {firstCall}: `answer`.
 */
export const homeValueThanks: {
  eyebrow: string;
  title: string;
  ourTeam: string;
  yourHome: string;
  promise: string;
  nextHeading: string;
  steps: [string, string, string];
  wait: { heading: string; text: string; link: string };
} = {
  eyebrow: "Request received",
  title: "Thank you: your request is in",
  ourTeam: "Our team",
  yourHome: "your home",
  promise: "{who} will prepare a written market analysis of {address} and send it to you {within}.",
  nextHeading: "What happens next",
  steps: [
    "{who} reads your request and calls or e-mails you {firstCall}, at the time you said suits you, with any questions about the home.",
    "She studies recent sales and homes for sale near {address}, and, if you like, walks through the home with you.",
    "You receive her written market analysis {within}: comparable sales, a suggested price range and the reasons for it. No obligation.",
  ],
  wait: {
    heading: "While you wait",
    text: "See how we price, prepare and market a home, step by step.",
    link: "Read our selling guide",
  },
};
