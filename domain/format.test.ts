import { describe, expect, it } from "vitest";
import { formatInteger, waitedFor } from "./format.ts";

// Checked against what Intl writes for en-US, the format it replaces.
describe("formatInteger", () => {
  it.each([0, 7, 999, 1000, 3120, 12_345, 875_000, 1_200_000, -1_234_567])(
    "writes %d as en-US does",
    (value) => {
      expect(formatInteger(value)).toBe(new Intl.NumberFormat("en-US").format(value));
    },
  );

  it("refuses a fraction rather than writing it wrong", () => {
    expect(() => formatInteger(1.5)).toThrow(/whole number/);
  });
});

describe("waitedFor", () => {
  const since = new Date("2026-03-02T09:00:00Z");
  const minutesLater = (minutes: number) => new Date(since.getTime() + minutes * 60_000);

  it.each([
    [0, "0 min"],
    [59, "59 min"],
    [60, "1 h"],
    [47 * 60, "47 h"],
    [48 * 60, "2 days"],
    [10 * 24 * 60, "10 days"],
  ])("writes a wait of %d minutes as %s", (minutes, text) => {
    expect(waitedFor(since, minutesLater(minutes))).toBe(text);
  });

  it("writes a clock that ran backwards as no wait at all", () => {
    expect(waitedFor(since, minutesLater(-5))).toBe("0 min");
  });
});
