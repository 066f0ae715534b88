import { describe, expect, it } from "vitest";
import { soldHomes } from "#server/db/seed/sold-homes.ts";
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

  it("reads every price the owner lists, and sorts them highest first whatever the file order", () => {
    // A price the parser cannot read would sort in the wrong place.
    for (const home of soldHomes) expect(priceValue(home.price), home.id).toBeGreaterThan(0);
    const values = sortByPriceDescending(soldHomes.toReversed()).map((home) =>
      priceValue(home.price),
    );
    expect(values).toEqual(values.toSorted((a, b) => b - a));
  });
});
