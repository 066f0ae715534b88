import { describe, expect, it } from "vitest";
import { priceValue } from "./price.ts";

describe("portfolio prices", () => {
  it("reads the number in a price text", () => {
    expect(priceValue("$1,200,000")).toBe(1_200_000);
    expect(priceValue("$875,000")).toBe(875_000);
  });
});
