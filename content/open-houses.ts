/**
 * The open houses' words (/open-houses, and an open house's card and facts wherever a page shows
 * one); the Chinese twin is content/zh/open-houses.ts. Dates and hours are written by
 * domain/dates.ts in the page's language.
 */
import { ENGLISH_FACT_WORDS } from "#domain/open-house.ts";

export const openHousesPage = {
  meta: {
    title: "Upcoming Open Houses",
    description:
      "Open houses our team is hosting around Greater Boston: dates, times, addresses, and a calendar invitation for each.",
  },
  hero: {
    title: "Upcoming Open Houses",
    intro:
      "Come see a home with us: no appointment needed. Add one to your calendar, or get directions.",
  },
  listLabel: "Open houses",
  none: "No open houses are scheduled right now. New ones are listed here as soon as they are set.",
  notListed: "Looking for a home that is not listed here?",
  tellUs: "Tell us what you are looking for",
  /** The event's name in the page's structured data: {street}, {town}. */
  eventName: "Open house: {street}, {town}",
};

/** An open house's card, its facts line and its host. */
export const openHouseCard = {
  cancelledNotice: "This open house is cancelled.",
  cancelled: "Cancelled",
  /** Each action's visible words, and its name with the home's street: {street}. */
  calendar: { label: "Add to calendar", name: "Add to calendar: {street}" },
  map: { label: "Map", name: "Map of {street}" },
  listing: { label: "Listing", name: "Listing of {street}" },
  /** {street}. */
  photoAlt: "The home at {street}",
  host: "Your host",
  facts: ENGLISH_FACT_WORDS,
  /** The calendar file's event: its title ({street}) and its host line ({name}, {phone}). */
  calendarFile: { title: "Open house: {street}", host: "Host: {name}, {phone}" },
};
