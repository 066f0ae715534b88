/**
 * An open house as a public page, the kiosk and the sign show it, written in the page's language:
 * its day and hours, facts, note and calendar file; made on the server, never in the browser.
 */
import { CATALOGUES } from "#content/catalogues.ts";
import { formatEventTimesIn } from "#domain/dates.ts";
import { DEFAULT_LANGUAGE, type Language, pathIn } from "#domain/language.ts";
import {
  fullAddress,
  mapLink,
  type OpenHouseFigures,
  openHouseFigures,
  propertyFacts,
  streetLine,
} from "#domain/open-house.ts";
import { ownerWordsInTraditional, toTraditional } from "./content/traditional.ts";
import { type HostCard, hostCard, type OpenHouse, openHousePhotoUrl } from "./open-houses.ts";
import type { TeamMember } from "./team/members.ts";

/** An open house as the public pages, the kiosk and the sign show it: text made on the server. */
export type OpenHouseView = {
  code: string;
  street: string;
  town: string;
  address: string;
  day: string;
  hours: string;
  when: string;
  startsAt: string;
  endsAt: string;
  facts: string;
  /** The figures `facts` writes, for the view written in another language (openHouseViewIn). */
  figures: OpenHouseFigures;
  /** The note in the page's language where the team wrote one, else in English (`noteLanguage`). */
  note: string;
  noteLanguage: Language;
  /** Both notes as written, for the view written in another language. */
  notes: { en: string; zh: string };
  listingUrl: string | null;
  photo: { src: string; srcSet: string } | null;
  cancelled: boolean;
  mapUrl: string;
  calendarUrl: string;
  host: HostCard;
};

/** An open house as a page in `language` shows it: its day and hours written in that language. */
export function openHouseView(
  house: OpenHouse,
  members: readonly TeamMember[],
  language: Language = DEFAULT_LANGUAGE,
): OpenHouseView {
  return {
    code: house.code,
    street: streetLine(house),
    town: house.town,
    address: fullAddress(house),
    ...formatEventTimesIn(language, house.startsAt, house.endsAt),
    startsAt: house.startsAt.toISOString(),
    endsAt: house.endsAt.toISOString(),
    facts: propertyFacts(house, CATALOGUES.openHouses[language].openHouseCard.facts),
    figures: openHouseFigures(house),
    ...noteIn({ en: house.note, zh: house.noteZh }, language),
    listingUrl: house.listingUrl,
    photo: house.photoHash
      ? {
          src: openHousePhotoUrl(house.photoHash, 800),
          srcSet: ([480, 800, 1200] as const)
            .map((width) => `${openHousePhotoUrl(house.photoHash!, width)} ${width}w`)
            .join(", "),
        }
      : null,
    cancelled: house.cancelledAt !== null,
    mapUrl: mapLink(house),
    calendarUrl: calendarPath(house.code, language),
    host: hostCard(house.hostEmail, members, language),
  };
}

/** The note a page in `language` shows: her Chinese one on a Chinese page (in Traditional on /zh-hant/), else the English. */
function noteIn(notes: { en: string; zh: string }, language: Language) {
  if (language === DEFAULT_LANGUAGE || !notes.zh)
    return { note: notes.en, noteLanguage: DEFAULT_LANGUAGE, notes };
  return {
    note: language === "zh-Hant" ? toTraditional(notes.zh) : notes.zh,
    noteLanguage: language,
    notes,
  };
}

/** An open house's calendar file in a language: its title, facts and host in that language's words. */
const calendarPath = (code: string, language: Language) =>
  pathIn(language, `/open-houses/${code}/calendar.ics`);

/** A view made for one language (a listing's, kept in the content cache) written in another. */
export const openHouseViewIn = (view: OpenHouseView, language: Language): OpenHouseView => ({
  ...view,
  ...formatEventTimesIn(language, new Date(view.startsAt), new Date(view.endsAt)),
  facts: propertyFacts(view.figures, CATALOGUES.openHouses[language].openHouseCard.facts),
  ...noteIn(view.notes, language),
  calendarUrl: calendarPath(view.code, language),
  host: language === "zh-Hant" ? ownerWordsInTraditional(view.host) : view.host,
});
