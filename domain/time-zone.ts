/**
 * The team works in Boston: every date the workspace shows, every day typed in
 * its filters, the weeks of its chart and the year in an event's lead source
 * are Boston dates. Migration 0005 spells the same zone in SQL (a migration is
 * a record of the past and is not rewritten); every TypeScript use reads it here.
 */
export const TEAM_TIME_ZONE = "America/New_York";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TEAM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const yearFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: TEAM_TIME_ZONE });

/** The Boston day of an instant, as YYYY-MM-DD. */
export const teamDay = (date: Date) => dayFormat.format(date);

/** The Boston year of an instant ('2025'). */
export const teamYear = (date: Date) => yearFormat.format(date);
