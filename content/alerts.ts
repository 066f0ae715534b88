/**
 * The words of saved searches (issue 43): the saving form on /homes, its thank-you, the
 * confirmation page, her management page and the one-click unsubscribe page. The alert mails'
 * words are the mail's own (server/mail/).
 */
import type { ErrorWords } from "#domain/forms/error-words.ts";
import type { HomeSearch } from "#domain/forms/home-search-schema.ts";
import type { AlertFrequency, SavedSearchStatus } from "#domain/saved-search.ts";
import { homesPage } from "./homes.ts";

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

export const savingForm = {
  heading: "Get e-mails for new homes like these",
  intro:
    "We e-mail you when a home matching this search comes on the market or its price drops. No account and no password: confirm once from the e-mail, and stop whenever you like.",
  email: "Email",
  name: "Name (optional)",
  phone: "Phone (optional)",
  frequency: "How often",
  submit: "E-mail me new homes",
  failure: "Your search could not be saved just now. Please try again in a minute.",
  rateLimited: "Too many searches saved from your network. Please wait a minute and try again.",
  privacy: "We use your address only for these e-mails and to answer you.",
  privacyLink: "Our privacy notice",
};

export const frequencies: Record<AlertFrequency, string> = {
  instant: "As soon as they are listed",
  daily: "Once a day, in the morning",
};

/** The form's messages are the schema's own in English. */
export const savingErrors: ErrorWords | null = null;

export const savePage = {
  meta: {
    title: "E-mail Alerts for a Home Search",
    description: "Get an e-mail when a home matching your search comes on the market.",
  },
  thanks: {
    heading: "Check your e-mail",
    text: (email: string) =>
      `We sent a link to ${email}. Follow it to start your alerts; until you do, we send nothing else.`,
    back: "Back to the search",
  },
};

export const confirmPage = {
  meta: { title: "Confirm Your Home Alerts", description: "Start e-mails for your saved search." },
  heading: "Confirm your home alerts",
  ask: "Start e-mails about new homes for this search?",
  confirm: "Start my alerts",
  done: (email: string) => `Your alerts are on. We will e-mail ${email} when new homes match.`,
  already: "These alerts are already on.",
  unknown: "This confirmation link is not valid. Save the search again to get a new one.",
  seeSearch: "See the homes of this search",
  manage: "Change or stop your alerts",
};

export const managePage = {
  meta: { title: "Your Home Alerts", description: "Change or stop your saved searches." },
  heading: "Your home alerts",
  intro: (email: string) =>
    `The searches saved for ${email}. Change how often we write, pause or delete them: no password needed, this link is yours.`,
  none: "No saved searches remain for this address.",
  invalid: "This link is not valid. Use the link at the foot of our latest alert e-mail.",
  status: {
    pending: "Waiting for your confirmation",
    confirmed: "On",
    paused: "Paused",
    deleted: "Deleted",
  } satisfies Record<SavedSearchStatus, string>,
  statusLabel: "Status",
  frequencyLabel: "How often",
  save: "Save",
  pause: "Pause",
  resume: "Resume",
  delete: "Delete",
  open: "See the homes",
  searchLabel: (position: number) => `Search ${position}`,
};

export const unsubscribePage = {
  meta: { title: "Stop Home Alerts", description: "Stop e-mails for a saved search." },
  heading: "Stop these e-mails",
  ask: "Stop e-mails about new homes for this search?",
  stop: "Stop these e-mails",
  done: "Done: you will get no more e-mails for this search.",
  invalid: "This link is not valid. Use the link at the foot of our latest alert e-mail.",
  manage: "See all your alerts",
};

/** A search in words, one phrase per criterion she chose: "Newton", "3+ beds", "up to $1,500,000". */
export function searchInWords(search: HomeSearch): string[] {
  const { minPrice, maxPrice } = search;
  return [
    search.town ?? search.zip ?? search.q ?? "Anywhere we cover",
    minPrice !== undefined && maxPrice !== undefined
      ? `${dollars(minPrice)} to ${dollars(maxPrice)}`
      : minPrice !== undefined
        ? `from ${dollars(minPrice)}`
        : maxPrice !== undefined
          ? `up to ${dollars(maxPrice)}`
          : undefined,
    search.minBeds === undefined ? undefined : `${search.minBeds}+ beds`,
    search.minBaths === undefined ? undefined : `${search.minBaths}+ baths`,
    search.type === undefined ? undefined : homesPage.types[search.type],
    ...search.statuses.map((status) => homesPage.statusChoices[status]),
    search.openHouse ? homesPage.statusChoices["open-house"] : undefined,
  ].filter((phrase): phrase is string => phrase !== undefined);
}
