/**
 * Every date and time the site and the workspace write, and the team's wall clock,
 * through date-fns and @date-fns/tz: the one module that formats an instant.
 *
 * The team works in Boston: every date the workspace shows, every day typed in
 * its filters, the weeks of its chart and the year in an event's lead source
 * are Boston dates. Migration 0005 spells the same zone in SQL (a migration is
 * a record of the past and is not rewritten); every TypeScript use reads it here.
 *
 * Formats take a date-fns locale, US English unless told: a catalogue for another
 * language passes its own (`zhCN` from date-fns/locale).
 */
import { TZDate, tz } from "@date-fns/tz";
import { format, type Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { zhCN } from "date-fns/locale/zh-CN";
import { zhTW } from "date-fns/locale/zh-TW";
import type { Language } from "./language.ts";

export const TEAM_TIME_ZONE = "America/New_York";

const inTeamZone = /* @__PURE__ */ tz(TEAM_TIME_ZONE);

/** An instant written in Boston time by a date-fns pattern. */
const teamFormat = (date: Date, pattern: string, locale: Locale = enUS) =>
  format(date, pattern, { in: inTeamZone, locale });

// ---------------------------------------------------------------------------
// The Boston wall clock, as fields and filters read and write it.
// ---------------------------------------------------------------------------

/** The Boston day of an instant, as YYYY-MM-DD. */
export const teamDay = (date: Date) => teamFormat(date, "yyyy-MM-dd");

/** The Boston year of an instant ('2025'). */
export const teamYear = (date: Date) => teamFormat(date, "yyyy");

/** The Boston hour of an instant (0-23). */
export const teamHour = (date: Date) => Number(teamFormat(date, "H"));

/** The Boston wall-clock time of an instant as a datetime-local input writes it ('2026-12-01T09:30'). */
export const teamLocalTime = (date: Date) => teamFormat(date, "yyyy-MM-dd'T'HH:mm");

/** The Boston wall-clock time of an instant, as HH:MM (a time field's value). */
export const teamClock = (date: Date) => teamFormat(date, "HH:mm");

/** An instant to the minute as the CSV writes it (as `csvTime` does in SQL): '2026-12-01 09:30'. */
export const teamMinute = (date: Date) => teamFormat(date, "yyyy-MM-dd HH:mm");

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
  const check = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!));
  if (check.getUTCDate() !== day || check.getUTCHours() !== hour) return null;
  return new Date(new TZDate(year!, month! - 1, day!, hour!, minute!, TEAM_TIME_ZONE).getTime());
}

/**
 * A calendar day, YYYY-MM-DD, that exists: `Date.parse` takes 2025-02-30 (as
 * March 2), which PostgreSQL refuses, so the day must come back unchanged from a date.
 */
export const isCalendarDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, dayOfMonth] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === dayOfMonth
  );
};

/**
 * The instant of a Boston wall-clock time given as a date and a time field ("2026-11-27",
 * "09:30"), as a next step's fields post them; undefined when they are not a date and a time.
 */
export const teamInstant = (day: string, time: string) =>
  fromTeamLocalTime(`${day}T${time}`) ?? undefined;

// ---------------------------------------------------------------------------
// Instants as people read them, in Boston time.
// ---------------------------------------------------------------------------

/** 'Nov 27, 2026' */
export const formatDay = (date: Date, locale?: Locale) => teamFormat(date, "PP", locale);

/** '9:30 AM' */
export const formatTime = (date: Date, locale?: Locale) => teamFormat(date, "p", locale);

/** 'Nov 27, 2026, 9:30 AM' */
export const formatDayTime = (date: Date, locale?: Locale) => teamFormat(date, "PPp", locale);

/** 'Saturday, December 5' */
export const formatWeekday = (date: Date, locale?: Locale) =>
  teamFormat(date, "EEEE, MMMM d", locale);

/** 'Sun Nov 29': the day in an open house's name, short enough for a mail subject or a filter. */
export const formatShortDay = (date: Date, locale?: Locale) =>
  teamFormat(date, "EEE MMM d", locale);

/** '1:00 PM – 3:00 PM' */
export const formatTimeRange = (start: Date, end: Date, locale?: Locale) =>
  `${formatTime(start, locale)} – ${formatTime(end, locale)}`;

/** '1 PM': an hour of the day, as a chart labels it. */
export const formatHourOfDay = (date: Date, locale?: Locale) => teamFormat(date, "h a", locale);

// ---------------------------------------------------------------------------
// Calendar dates (a post's date, a review's month): days, not instants, so no zone.
// ---------------------------------------------------------------------------

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day '2025-04-15' as a date-fns date, or null when it names no day. */
function calendarDay(isoDate: string) {
  const match = CALENDAR_DAY.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Noon, so no zone's midnight clock change moves the day.
  const date = new Date(year, month - 1, day, 12);
  return date.getDate() === day && date.getMonth() === month - 1 ? date : null;
}

function formatCalendar(isoDate: string, pattern: string, locale: Locale) {
  const date = calendarDay(isoDate);
  if (!date) throw new Error(`Not a date (YYYY-MM-DD): "${isoDate}"`);
  return format(date, pattern, { locale });
}

/** '2025-04-15' → 'April 15, 2025'. */
export const formatCalendarDay = (isoDate: string, locale: Locale = enUS) =>
  formatCalendar(isoDate, "MMMM d, yyyy", locale);

/** '2025-06-01' → 'June 2025'. */
export const formatCalendarMonth = (isoDate: string, locale: Locale = enUS) =>
  formatCalendar(isoDate, "MMMM yyyy", locale);

/**
 * How each of the site's languages writes a day and a month (domain/language.ts): 'April 15,
 * 2025' and '2025年4月15日', as Chinese readers write them; both in Boston time for an instant.
 */
const WRITTEN: Record<
  Language,
  {
    day: string;
    month: string;
    time: string;
    weekday: string;
    /** Between a day and its hours. */
    dayToHours: string;
    locale: Locale;
  }
> = {
  en: {
    day: "MMMM d, yyyy",
    month: "MMMM yyyy",
    time: "h:mm a",
    weekday: "EEEE, MMMM d",
    dayToHours: ", ",
    locale: enUS,
  },
  "zh-Hans": {
    day: "yyyy年M月d日",
    month: "yyyy年M月",
    time: "H:mm",
    weekday: "M月d日（EEEE）",
    dayToHours: " ",
    locale: zhCN,
  },
  "zh-Hant": {
    day: "yyyy年M月d日",
    month: "yyyy年M月",
    time: "H:mm",
    weekday: "M月d日（EEEE）",
    dayToHours: " ",
    locale: zhTW,
  },
};

/** '2025-04-15' in a language: 'April 15, 2025', '2025年4月15日'. */
export const formatCalendarDayIn = (language: Language, isoDate: string) =>
  formatCalendar(isoDate, WRITTEN[language].day, enUS);

/** '2025-06-01' in a language: 'June 2025', '2025年6月'. */
export const formatCalendarMonthIn = (language: Language, isoDate: string) =>
  formatCalendar(isoDate, WRITTEN[language].month, enUS);

/** The Boston day of an instant in a language: 'April 15, 2025', '2025年4月15日'. */
export const formatDayIn = (language: Language, date: Date) =>
  teamFormat(date, WRITTEN[language].day);

/** The Boston time of day of an instant in a language: '2:00 PM', '14:00'. */
export const formatTimeIn = (language: Language, date: Date) =>
  teamFormat(date, WRITTEN[language].time);

/** The Boston day of an instant with its weekday, in a language: 'Saturday, December 5', '12月5日（星期六）'. */
export const formatWeekdayIn = (language: Language, date: Date) =>
  teamFormat(date, WRITTEN[language].weekday, WRITTEN[language].locale);

/** From one Boston time to another, in a language: '1:00 PM – 3:00 PM', '13:00 – 15:00'. */
export const formatTimeRangeIn = (language: Language, start: Date, end: Date) =>
  `${formatTimeIn(language, start)} – ${formatTimeIn(language, end)}`;

/**
 * An event's day and hours, in a language: 'Saturday, December 5, 1:00 PM – 3:00 PM',
 * '12月5日（星期六） 13:00 – 15:00'; each part also on its own, as a card lays them out.
 */
export function formatEventTimesIn(language: Language, start: Date, end: Date) {
  const day = formatWeekdayIn(language, start);
  const hours = formatTimeRangeIn(language, start, end);
  return { day, hours, when: `${day}${WRITTEN[language].dayToHours}${hours}` };
}
