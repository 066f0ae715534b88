import { describe, expect, it } from "vitest";
import { formatInteger } from "./format.ts";

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
