/**
 * How the workspace shows times, statuses and sources; the team works in Boston
 * time. Time-zone conversion needs Intl, which public pages avoid
 * (domain/format.ts says why); the workspace accepts its first-call cost.
 */
import { TEAM_TIME_ZONE as TIME_ZONE } from "#domain/time-zone.ts";

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: TIME_ZONE });
const timeOnly = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: TIME_ZONE });

/** Loader data arrives as ISO strings (or Dates during the server render). */
type When = string | Date;
const asDate = (value: When) => (value instanceof Date ? value : new Date(value));

export const formatDateTime = (value: When) => dateTime.format(asDate(value));
export const formatDate = (value: When) => dateOnly.format(asDate(value));
export const formatTime = (value: When) => timeOnly.format(asDate(value));
export const isoOf = (value: When) => asDate(value).toISOString();
