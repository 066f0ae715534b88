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

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TEAM_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** How far Boston's wall clock is ahead of UTC at an instant, in ms (negative: behind). */
function teamOffsetMs(at: number) {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return wall - Math.floor(at / 60_000) * 60_000;
}

/**
 * The instant of a Boston wall-clock time ("2026-11-27", "09:30"), as a next step's
 * date and time fields give it; undefined when the fields are not a date and a time.
 */
export function teamInstant(day: string, time: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return undefined;
  const wall = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(wall)) return undefined;
  // The offset at the wall time read as UTC, then again at the result: right across DST changes.
  const first = wall - teamOffsetMs(wall);
  return new Date(wall - teamOffsetMs(first));
}

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TEAM_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Boston wall-clock time of an instant, as HH:MM (a time field's value). */
export const teamClock = (date: Date) => clockFormat.format(date);
