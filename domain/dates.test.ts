import { zhCN } from "date-fns/locale/zh-CN";
import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatCalendarDayIn,
  formatCalendarMonth,
  formatCalendarMonthIn,
  formatDay,
  formatDayIn,
  formatDayTime,
  formatEventTimesIn,
  formatHourOfDay,
  formatTime,
  formatTimeIn,
  formatTimeRange,
  formatWeekday,
  fromTeamLocalTime,
  teamClock,
  teamDay,
  teamHour,
  teamInstant,
  teamLocalTime,
  teamMinute,
  teamYear,
} from "./dates.ts";

describe("Boston wall-clock times, as the schedule field reads and writes them", () => {
  it("reads a winter and a summer time with their offsets (EST -5, EDT -4)", () => {
    expect(fromTeamLocalTime("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T14:30:00.000Z");
    expect(fromTeamLocalTime("2026-07-04T18:00")?.toISOString()).toBe("2026-07-04T22:00:00.000Z");
  });

  it("writes an instant as the field shows it", () => {
    expect(teamLocalTime(new Date("2026-12-01T14:30:00Z"))).toBe("2026-12-01T09:30");
    expect(teamLocalTime(new Date("2026-07-04T22:00:00Z"))).toBe("2026-07-04T18:00");
  });

  it("takes the first of the repeated hour when clocks go back (1 November 2026)", () => {
    expect(fromTeamLocalTime("2026-11-01T01:30")?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("round-trips across the spring change (8 March 2026)", () => {
    const after = fromTeamLocalTime("2026-03-08T03:30")!;
    expect(after.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(teamLocalTime(after)).toBe("2026-03-08T03:30");
  });

  it("refuses what is not a time", () => {
    for (const value of [
      "",
      "tomorrow",
      "2026-02-30T10:00",
      "2026-12-01 09:30",
      "2026-12-01T25:00",
    ])
      expect(fromTeamLocalTime(value), value).toBeNull();
  });
});

describe("teamInstant", () => {
  it("reads a Boston date and time in winter and in summer", () => {
    expect(teamInstant("2026-11-27", "09:30")?.toISOString()).toBe("2026-11-27T14:30:00.000Z");
    expect(teamInstant("2026-07-01", "09:30")?.toISOString()).toBe("2026-07-01T13:30:00.000Z");
  });

  it("round-trips with teamDay and teamClock", () => {
    const at = teamInstant("2026-03-08", "18:05")!;
    expect([teamDay(at), teamClock(at)]).toEqual(["2026-03-08", "18:05"]);
  });

  it("refuses what is not a date and a time", () => {
    expect(teamInstant("tomorrow", "09:30")).toBeUndefined();
    expect(teamInstant("2026-11-27", "9am")).toBeUndefined();
  });
});

describe("an instant as the team reads it, in Boston time", () => {
  // 1:05 AM on 1 January 2026 in Boston, still 31 December nowhere; 6:05 UTC.
  const newYear = new Date("2026-01-01T06:05:00Z");
  // 1:00 PM and 3:00 PM on Saturday 5 December 2026 (EST).
  const start = new Date("2026-12-05T18:00:00Z");
  const end = new Date("2026-12-05T20:00:00Z");

  it("writes the day, the time and both as the workspace shows them (Intl's medium and short)", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-US", { ...options, timeZone: "America/New_York" }).format(start);
    expect(formatDay(start)).toBe(intl({ dateStyle: "medium" }));
    expect(formatTime(start)).toBe(intl({ timeStyle: "short" }));
    expect(formatDayTime(start)).toBe(intl({ dateStyle: "medium", timeStyle: "short" }));
    expect(formatDayTime(start)).toBe("Dec 5, 2026, 1:00 PM");
  });

  it("writes an open house's day and hours", () => {
    expect(formatWeekday(start)).toBe("Saturday, December 5");
    expect(formatTimeRange(start, end)).toBe("1:00 PM – 3:00 PM");
    expect(formatHourOfDay(newYear)).toBe("1 AM");
  });

  it("reads the Boston day, year, hour and minute of an instant, not UTC's", () => {
    const lateEve = new Date("2027-01-01T03:30:00Z");
    expect([teamDay(lateEve), teamYear(lateEve), teamHour(lateEve)]).toEqual([
      "2026-12-31",
      "2026",
      22,
    ]);
    expect(teamMinute(newYear)).toBe("2026-01-01 01:05");
  });

  it("takes another language's locale for a catalogue to come", () => {
    expect(formatWeekday(start, zhCN)).toContain("星期六");
  });
});

describe("a calendar date, which has no zone", () => {
  it("writes a day and a month in full", () => {
    expect(formatCalendarDay("2025-04-15")).toBe("April 15, 2025");
    expect(formatCalendarMonth("2025-06-01")).toBe("June 2025");
  });

  it.each(["2024-07-28", "2026-01-01", "2026-12-31", "2028-02-29"])(
    "writes %s as Intl does for en-US",
    (iso) => {
      const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
      expect(formatCalendarDay(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    },
  );

  it("refuses what is no day", () => {
    for (const value of ["2025-13-01", "2025-02-30", "April 15, 2025"])
      expect(() => formatCalendarDay(value), value).toThrow(/Not a date/);
  });
});

describe("dates in each language", () => {
  it("writes a day as English and Chinese readers do", () => {
    expect(formatCalendarDayIn("en", "2025-04-15")).toBe("April 15, 2025");
    expect(formatCalendarDayIn("zh-Hans", "2025-04-15")).toBe("2025年4月15日");
    expect(formatCalendarMonthIn("zh-Hans", "2025-06-01")).toBe("2025年6月");
  });

  it("writes an instant's day and time in Boston", () => {
    // 03:30 UTC on April 16 is still April 15 in Boston (EDT, UTC-4).
    const instant = new Date("2025-04-16T03:30:00Z");
    expect(formatDayIn("zh-Hans", instant)).toBe("2025年4月15日");
    expect(formatTimeIn("zh-Hans", instant)).toBe("23:30");
    expect(formatTimeIn("en", instant)).toBe("11:30 PM");
  });

  it("writes an open house's day and hours as each reader does, in Boston time", () => {
    // Saturday December 5, 2026, 1 to 3 PM in Boston (EST, UTC-5).
    const start = new Date("2026-12-05T18:00:00Z");
    const end = new Date("2026-12-05T20:00:00Z");
    expect(formatEventTimesIn("en", start, end)).toEqual({
      day: "Saturday, December 5",
      hours: "1:00 PM – 3:00 PM",
      when: "Saturday, December 5, 1:00 PM – 3:00 PM",
    });
    expect(formatEventTimesIn("zh-Hans", start, end)).toEqual({
      day: "12月5日（星期六）",
      hours: "13:00 – 15:00",
      when: "12月5日（星期六） 13:00 – 15:00",
    });
  });
});
