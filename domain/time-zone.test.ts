import { describe, expect, it } from "vitest";
import { fromTeamLocalTime, teamClock, teamDay, teamInstant, teamLocalTime } from "./time-zone.ts";

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
