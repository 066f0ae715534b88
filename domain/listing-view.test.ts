import { describe, expect, it } from "vitest";
import { listingCounts, paymentEstimate } from "./listing-view.ts";
import { monthlyPayment, readCalculatorForm } from "./mortgage.ts";

describe("a listing's payment estimate", () => {
  const listing = { listPrice: 1_250_000, annualTax: 12_000, hoaFee: 350 };

  it("counts the listing's own tax and fee a month", () => {
    const { payment } = paymentEstimate(listing);
    expect(payment.parts.tax).toBe(1_000);
    expect(payment.parts.fees).toBe(350);
    expect(payment.downPayment).toBe(250_000);
  });

  it("links to the calculator with figures that give it the same payment", () => {
    const { payment, calculatorHref } = paymentEstimate(listing);
    const query = new URL(calculatorHref, "https://example.com");
    expect(query.pathname).toBe("/buyers/mortgage-calculator");
    const read = readCalculatorForm(Object.fromEntries(query.searchParams), () => undefined);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(monthlyPayment(read.input).total).toBe(payment.total);
  });

  it("leaves tax out when the listing has none, and says so by the sentence it gives", () => {
    const estimate = paymentEstimate({ ...listing, annualTax: null, hoaFee: null });
    expect(estimate.payment.parts.tax).toBe(0);
    expect(estimate.basis).toMatchObject({ withTax: false, withFee: false });
  });
});

describe("a listing's counts", () => {
  it("writes beds, full and half baths as one figure, and the living area", () => {
    expect(listingCounts({ beds: 1, fullBaths: 2, halfBaths: 1, livingArea: 2600 })).toBe(
      "1 bed · 2.5 baths · 2,600 sq ft",
    );
    expect(listingCounts({ beds: null, fullBaths: null, halfBaths: null, livingArea: null })).toBe(
      "",
    );
  });
});
