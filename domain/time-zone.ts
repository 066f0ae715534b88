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

const wallClockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TEAM_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The Boston wall-clock time of an instant, as milliseconds of a UTC date with the same fields. */
function wallClockMs(date: Date) {
  const parts = Object.fromEntries(
    wallClockFormat.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The Boston wall-clock time of an instant as a datetime-local input writes it ('2026-12-01T09:30'). */
export const teamLocalTime = (date: Date) => new Date(wallClockMs(date)).toISOString().slice(0, 16);

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a Boston wall-clock time names ('2026-12-01T09:30', as a
 * datetime-local input posts it), or null when it is not one. In the hour
 * skipped when clocks go forward the time is read with the offset before the
 * change; in the hour repeated when they go back, the first of the two.
 */
export function fromTeamLocalTime(value: string): Date | null {
  const match = LOCAL_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day || check.getUTCHours() !== hour) return null;
  // The zone's offset near that time, then again at the answer (the offset may differ across a change).
  const offsetBefore = wallClockMs(new Date(asUtc)) - asUtc;
  let instant = asUtc - offsetBefore;
  const offsetAt = wallClockMs(new Date(instant)) - instant;
  if (offsetAt !== offsetBefore) {
    const other = asUtc - offsetAt;
    if (wallClockMs(new Date(other)) === asUtc) instant = Math.min(instant, other);
  }
  return new Date(instant);
}

/**
 * The instant of a Boston wall-clock time given as a date and a time field ("2026-11-27",
 * "09:30"), as a next step's fields post them; undefined when they are not a date and a time.
 */
export const teamInstant = (day: string, time: string) =>
  fromTeamLocalTime(`${day}T${time}`) ?? undefined;

/** The Boston wall-clock time of an instant, as HH:MM (a time field's value). */
export const teamClock = (date: Date) => teamLocalTime(date).slice(11);
