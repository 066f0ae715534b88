/**
 * An open house's lead source is named '<year> - <event name>' (the year in
 * Boston when the guest signed in), as the original site named them: the
 * sign-in writes it, the workspace reads the event's name back from it.
 */
import { teamYear } from "./dates.ts";

const EVENT_SOURCE_NAME = /^(\d{4}) - (.*)$/s;

/** '2025 - Spring Open House': the lead source of a sign-in at `eventName` at `date`. */
export const eventSourceName = (eventName: string, date: Date) =>
  `${teamYear(date)} - ${eventName}`;

/** The event's name as its QR code and sign-in link carry it ('Spring Open House'); a name in another form is returned as it is. */
export const eventNameOf = (sourceName: string) =>
  EVENT_SOURCE_NAME.exec(sourceName)?.[2] ?? sourceName;

/** Whether a lead source's name is an event's. */
export const isEventSourceName = (sourceName: string) => EVENT_SOURCE_NAME.test(sourceName);
