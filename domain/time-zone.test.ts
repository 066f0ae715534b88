import { describe, expect, it } from "vitest";
import { teamClock, teamDay, teamInstant } from "./time-zone.ts";

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
