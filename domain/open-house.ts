/**
 * An open house as a record (issue 31): its short sign-in code, its times in
 * Boston, and how its address and time read. Shared by the workspace, the
 * public pages and the server; no React, no database.
 */
import {
  formatShortDay,
  formatTimeRange,
  formatWeekday,
  teamDay,
  teamInstant,
  teamLocalTime,
} from "./dates.ts";

/**
 * The short code's characters: digits and capitals without the ones that read
 * alike on a printed sign or a phone keyboard (0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V).
 */
export const OPEN_HOUSE_CODE_ALPHABET = "34679ACEFGHJKMNPRTWXY";
/** 5 characters of 21: four million codes, so a random pick rarely meets a taken one. */
export const OPEN_HOUSE_CODE_LENGTH = 5;

/** The short sign-in address of an open house: /oh/<code>. */
export const OPEN_HOUSE_PATH_PREFIX = "/oh/";
export const openHousePath = (code: string) => `${OPEN_HOUSE_PATH_PREFIX}${code}`;

/** The sign-in page's query parameter naming an open house by its code: /event/sign-in?oh=<code>. */
export const OPEN_HOUSE_PARAM = "oh";

/** A new code from `random` (values in [0, 1)); the caller retries on a collision. */
export function makeOpenHouseCode(random: () => number = Math.random): string {
  let code = "";
  for (let i = 0; i < OPEN_HOUSE_CODE_LENGTH; i++) {
    code += OPEN_HOUSE_CODE_ALPHABET[Math.floor(random() * OPEN_HOUSE_CODE_ALPHABET.length)];
  }
  return code;
}

const CODE_PATTERN = new RegExp(`^[${OPEN_HOUSE_CODE_ALPHABET}]{${OPEN_HOUSE_CODE_LENGTH}}$`);

/** A typed code as stored ('ab-c3x' reads as 'ABC3X'), or undefined when it cannot be one. */
export function normaliseOpenHouseCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  return CODE_PATTERN.test(code) ? code : undefined;
}

// ---------------------------------------------------------------------------
// Boston wall-clock time <-> instants.
// ---------------------------------------------------------------------------

/**
 * The instant of a Boston date ('2026-12-05') and time ('13:30'), as the form's inputs hold
 * them (domain/dates.ts converts); an invalid date (NaN) when they name no time.
 */
export const bostonInstant = (day: string, time: string): Date =>
  teamInstant(day, time) ?? new Date(Number.NaN);

/** An instant's Boston date and time, as a form's date and time inputs hold them. */
export function bostonWallClock(instant: Date): { day: string; time: string } {
  const [day = "", time = ""] = teamLocalTime(instant).split("T");
  return { day, time };
}

/** 'Saturday, December 5, 1:00 PM – 3:00 PM' */
export const openHouseWhen = (startsAt: Date, endsAt: Date) =>
  `${formatWeekday(startsAt)}, ${formatTimeRange(startsAt, endsAt)}`;

// ---------------------------------------------------------------------------
// The property.
// ---------------------------------------------------------------------------

export type OpenHouseAddress = {
  street: string;
  unit: string | null;
  town: string;
  zip: string;
};

/** '12 Elm Street, Unit 3' */
export const streetLine = ({ street, unit }: Pick<OpenHouseAddress, "street" | "unit">) =>
  unit ? `${street}, ${unit.match(/^\d/) ? `Unit ${unit}` : unit}` : street;

/**
 * An open house's name wherever a person reads it (mail subjects, the lead source in the inbox,
 * on the lead page, in filters and CSVs): '27 Walnut Park, Newton, Sun Nov 29'.
 */
export const openHouseName = (
  house: Pick<OpenHouseAddress, "street" | "unit" | "town"> & { startsAt: Date },
) => `${streetLine(house)}, ${house.town}, ${formatShortDay(house.startsAt)}`;

/** Whether `now` falls on the open house's day in Boston (a kiosk opened another day asks first). */
export const isOpenHouseDay = (startsAt: Date, now: Date) => teamDay(startsAt) === teamDay(now);

/** '12 Elm Street, Unit 3, Newton, MA 02458' */
export const fullAddress = (address: OpenHouseAddress) =>
  `${streetLine(address)}, ${address.town}, MA ${address.zip}`;

/** A map link (a link, no embed): the address searched on Google Maps. */
export const mapLink = (address: OpenHouseAddress) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(address))}`;

/** How a language names a home's figures in an open house's facts line. */
export type FactWords = {
  beds: (count: number) => string;
  baths: (count: number) => string;
  /** {size}: the figure with its thousands separated ('1,850'). */
  squareFeet: (size: string) => string;
};

/** The facts line in English, the team's language (the workspace, the calendar file). */
export const ENGLISH_FACT_WORDS: FactWords = {
  beds: (count) => `${count} bed${count === 1 ? "" : "s"}`,
  baths: (count) => `${count} bath${count === 1 ? "" : "s"}`,
  squareFeet: (size) => `${size} sq ft`,
};

/** The figures an open house may give of its home; null: not given. */
export type OpenHouseFigures = {
  beds: number | null;
  baths: number | null;
  squareFeet: number | null;
  price: number | null;
};

/** The figures of a record that has them (an open house), and nothing else of it. */
export const openHouseFigures = ({ beds, baths, squareFeet, price }: OpenHouseFigures) => ({
  beds,
  baths,
  squareFeet,
  price,
});

/** '3 beds · 2.5 baths · 1,850 sq ft · $925,000': the facts given, in that order. */
export function propertyFacts(
  home: OpenHouseFigures,
  words: FactWords = ENGLISH_FACT_WORDS,
): string {
  const facts = [
    home.beds === null ? "" : words.beds(home.beds),
    home.baths === null ? "" : words.baths(home.baths),
    home.squareFeet === null ? "" : words.squareFeet(home.squareFeet.toLocaleString("en-US")),
    home.price === null ? "" : `$${home.price.toLocaleString("en-US")}`,
  ];
  return facts.filter(Boolean).join(" · ");
}
