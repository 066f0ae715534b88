/**
 * How the workspace shows times, statuses and sources, from loader data: the
 * formats are domain/dates.ts's, in the team's Boston time.
 */
import { formatTime as formatClockTime, formatDay, formatDayTime } from "#domain/dates.ts";

/** Loader data arrives as ISO strings (or Dates during the server render). */
type When = string | Date;
const asDate = (value: When) => (value instanceof Date ? value : new Date(value));

export const formatDateTime = (value: When) => formatDayTime(asDate(value));
export const formatDate = (value: When) => formatDay(asDate(value));
export const formatTime = (value: When) => formatClockTime(asDate(value));
export const isoOf = (value: When) => asDate(value).toISOString();
