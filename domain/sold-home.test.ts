import { describe, expect, it } from "vitest";
import { saleSummary, soldWhen } from "./sold-home.ts";

const sale = { price: 1_060_000, listPrice: 1_000_000, daysOnMarket: 9, soldOn: "2026-11-03" };

describe("a sold home's sale, in words", () => {
  it("says how far over asking and how fast, with what was entered", () => {
    expect(saleSummary(sale)).toBe("Sold for 6% over asking in 9 days");
    expect(saleSummary({ ...sale, daysOnMarket: null })).toBe("Sold for 6% over asking");
    expect(saleSummary({ ...sale, listPrice: null, daysOnMarket: 1 })).toBe("Sold in 1 day");
    expect(saleSummary({ ...sale, price: 1_000_000 })).toBe("Sold at asking in 9 days");
  });

  it("does not advertise a sale under asking, and says nothing without figures", () => {
    expect(saleSummary({ ...sale, price: 950_000 })).toBe("Sold in 9 days");
    expect(saleSummary({ ...sale, price: 950_000, daysOnMarket: null })).toBeNull();
    expect(saleSummary({ ...sale, listPrice: null, daysOnMarket: null })).toBeNull();
  });

  it("names the month of the sale, or nothing for a home entered without its date", () => {
    expect(soldWhen(sale)).toBe("Sold November 2026");
    expect(soldWhen({ soldOn: null })).toBeNull();
  });
});
