/**
 * The words of the mails a visitor gets after a form (issue 40 §2, issue 43 §2): the saved
 * search's confirmation and alerts, and the contact form's and home-value request's confirmation.
 * The team's mails stay in English (server/mail/lead-notification.ts); the guest's thank-you is
 * the event's (content/event.ts `guestMail`).
 */
import { formatDayTime } from "#domain/dates.ts";
import type { LeadType } from "#domain/lead-type.ts";
import {
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  SELL_TIMELINE_LABELS,
  type SellTimeline,
} from "#domain/property.ts";
import type { AlertKind } from "#domain/saved-search.ts";
import { spokenList } from "#domain/team.ts";
import { contactAnswer, homeValueAnswer } from "./next-steps.ts";
import { site } from "./site.ts";

/** The double opt-in mail of a saved search: one link that confirms it. */
export const savedSearchConfirmation = {
  subject: `Confirm your home alerts from ${site.name}`,
  ask: "You asked for e-mails about new homes like the ones in your search. Please confirm this is your address:",
  confirm: "Yes, send me new homes like these",
  search: "Your search",
  ignore: "If you did not ask for this, ignore this mail: nothing more will be sent to you.",
};

/** A saved search's alert, and the 60-day question when she has stopped opening them. */
export const savedSearchAlert = {
  subject: (count: number, first: string) =>
    count === 1 ? `A home for your search: ${first}` : `${count} homes for your search`,
  heading: "New homes and lower prices for your search",
  kinds: { new: "New on the market", "price-drop": "Price reduced" } as Record<AlertKind, string>,
  photo: (address: string) => `Photo of ${address}`,
  manage: "Change or stop these alerts",
  why: `You get this mail because you saved a search on ${site.name} and confirmed your address.`,
  unsubscribe: "Unsubscribe",
  askSubject: "Do you still want homes for your search?",
  ask: "You have not opened these alerts for two months, so we have been sending them once a week. Would you like to keep them?",
  keep: "Yes, keep my alerts",
  stop: "If we do not hear from you within two weeks, we will stop sending them. You can save a search again at any time.",
};

/** Which form she sent: the contact form or the home-value request. */
export type VisitorForm = "contact" | "home-value";

/** What the contact form's first question chose, as a sentence names it. */
const ABOUT: Record<LeadType, string> = {
  buyer: "buying a home",
  seller: "selling a home",
  both: "buying and selling",
  renter: "renting a home",
  investor: "investing in property",
  "team-applicant": "joining the team",
  other: "",
};

/** The confirmation after the contact form or the home-value request, in her page's language. */
export const visitorConfirmation = {
  subject: {
    contact: "We received your message",
    "home-value": "We received your request for a market analysis",
  } as Record<VisitorForm, string>,
  greeting: "Hello,",
  /** What she sent, in the team's words: the subject she chose and when it arrived. */
  received: (form: VisitorForm, leadType: LeadType, when: string) =>
    form === "home-value"
      ? `Thank you for your request. It reached us on ${when}:`
      : `Thank you for writing to us. Your message${ABOUT[leadType] ? ` about ${ABOUT[leadType]}` : ""} reached us on ${when}.`,
  homeFacts: (home: {
    propertyType: PropertyType;
    zip: string;
    timeline: SellTimeline;
  }): [string, string][] => [
    ["You asked for", "A written market analysis"],
    ["Home", `${PROPERTY_TYPE_LABELS[home.propertyType]}, ZIP ${home.zip}`],
    ["Selling", SELL_TIMELINE_LABELS[home.timeline]],
  ],
  /** Who answers and when: the thank-you page's promise, word for word. */
  promise: (form: VisitorForm, who: string) =>
    form === "home-value"
      ? `${who} calls or e-mails you ${homeValueAnswer.firstCall} and sends you the written analysis ${homeValueAnswer.within}.`
      : `${who} will answer you personally, ${contactAnswer.when}.`,
  card: {
    role: (role: string | null) => (role ? `${role}, ${site.name}` : site.name),
    phone: "Phone: ",
    email: "Email: ",
    speaks: (languages: readonly string[]) => `Speaks ${spokenList(languages)}`,
  },
  reply: "To add anything, reply to this e-mail.",
  footer:
    "You receive this e-mail because this address was entered in a form on our website. If that was not you, ignore it: we will not write again unless you answer.",
  /** Boston time, as the team's calendar keeps it. */
  when: (sentAt: Date) => `${formatDayTime(sentAt)} (Boston time)`,
};
