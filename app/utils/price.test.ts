import { describe, expect, it } from "vitest";
import { soldHomes } from "#content/portfolio.ts";
import { priceValue, sortByPriceDescending } from "./price.ts";

describe("portfolio prices", () => {
  it("reads the number in a price text", () => {
    expect(priceValue("$1,200,000")).toBe(1_200_000);
    expect(priceValue("$875,000")).toBe(875_000);
  });

  it("sorts by numeric value, not by text ($875,000 sorts below $1,200,000)", () => {
    const sorted = sortByPriceDescending([
      { price: "$875,000" },
      { price: "$1,200,000" },
      { price: "$950,000" },
    ]);
    expect(sorted.map((home) => home.price)).toEqual(["$1,200,000", "$950,000", "$875,000"]);
  });

  it("has homes whose file order is not already the display order", () => {
    // The sort is only shown to work if it changes something; the count is the owner's.
    expect(soldHomes.length).toBeGreaterThan(1);
    expect(sortByPriceDescending(soldHomes).map((h) => h.id)).not.toEqual(
      soldHomes.map((h) => h.id),
    );
  });
});
