/**
 * An open house's lead source is named '<year> - <event name>' (the year in
 * Boston when the guest signed in), as the original site named them: the
 * sign-in writes it, the workspace reads the event's name back from it.
 */
import { teamYear } from "./dates.ts";
import { OPEN_HOUSE_CODE_ALPHABET, OPEN_HOUSE_CODE_LENGTH } from "./open-house.ts";

const EVENT_SOURCE_NAME = /^(\d{4}) - (.*)$/s;

/** '2025 - Spring Open House': the lead source of a sign-in at `eventName` at `date`. */
export const eventSourceName = (eventName: string, date: Date) =>
  `${teamYear(date)} - ${eventName}`;

/** An open house record's source ends with its sign-in code, which keeps two at one address apart. */
const RECORD_CODE_SUFFIX = new RegExp(
  ` \\([${OPEN_HOUSE_CODE_ALPHABET}]{${OPEN_HOUSE_CODE_LENGTH}}\\)$`,
);

/**
 * The event's name as a person reads it: a named event's as its QR code and sign-in link carry
 * it ('Spring Open House'), an open house record's as `openHouseName` wrote it ('27 Walnut Park,
 * Newton, Sun Nov 29'), without the year and code its stored key keeps. A name in another form
 * is returned as it is.
 */
export const eventNameOf = (sourceName: string) => {
  const name = EVENT_SOURCE_NAME.exec(sourceName)?.[2];
  return name === undefined ? sourceName : name.replace(RECORD_CODE_SUFFIX, "");
};

/** Whether a lead source's name is an event's. */
export const isEventSourceName = (sourceName: string) => EVENT_SOURCE_NAME.test(sourceName);
