import { describe, expect, it } from "vitest";
import {
  balanceAfter,
  formatDollars,
  monthlyPayment,
  principalAndInterest,
  readCalculatorForm,
} from "./mortgage.ts";

/**
 * The worked example: the Consumer Financial Protection Bureau's sample Loan
 * Estimate for a fixed-rate purchase, form H-24(B) of Regulation Z (12 CFR
 * 1026, appendix H; "TILA-RESPA Integrated Disclosure, H-24(B) Mortgage Loan
 * Transaction Loan Estimate - Fixed Rate Loan Sample", February 7, 2014):
 * sale price $180,000, loan amount $162,000 (10% down), 30-year term, fixed
 * 3.875%, "Monthly Principal & Interest $761.78", mortgage insurance $82 a
 * month in years 1-7.
 */
const CFPB_SAMPLE = { price: 180_000, loan: 162_000, rate: 3.875, years: 30, payment: 761.78 };

describe("principal and interest", () => {
  it("matches the CFPB sample Loan Estimate (H-24(B)): $162,000 at 3.875% for 30 years is $761.78", () => {
    const payment = principalAndInterest(CFPB_SAMPLE.loan, CFPB_SAMPLE.rate, CFPB_SAMPLE.years);
    expect(Math.round(payment * 100) / 100).toBe(CFPB_SAMPLE.payment);
  });

  it("pays the loan off exactly at the end of the term, and not before", () => {
    const { loan, rate, years } = CFPB_SAMPLE;
    expect(balanceAfter(loan, rate, years, years * 12)).toBeCloseTo(0, 6);
    expect(balanceAfter(loan, rate, years, years * 12 - 1)).toBeGreaterThan(700);
    // The first payment is mostly interest: a month's interest on the whole loan.
    const firstPrincipal = CFPB_SAMPLE.payment - (loan * rate) / 100 / 12;
    expect(loan - balanceAfter(loan, rate, years, 1)).toBeCloseTo(firstPrincipal, 1);
  });

  it("divides the loan evenly when the rate is zero", () => {
    expect(principalAndInterest(120_000, 0, 10)).toBe(1000);
  });
});

describe("the monthly payment from the form", () => {
  const noTaxRate = () => undefined;

  it("turns the sample's price and 10% down into its loan, payment and PMI", () => {
    const read = readCalculatorForm(
      { price: "180,000", down: "10", downUnit: "percent", rate: "3.875", term: "30", hoa: "0" },
      noTaxRate,
    );
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const payment = monthlyPayment({ ...read.input, insurancePerYear: 0 });
    expect(payment.loan).toBe(CFPB_SAMPLE.loan);
    expect(payment.parts.principalAndInterest).toBe(CFPB_SAMPLE.payment);
    expect(payment.pmiApplies).toBe(true);
    // Our stated 0.6% a year: $81 against the sample's $82 (its basis, mortgage.ts).
    expect(payment.parts.pmi).toBe(81);
    expect(payment.total).toBe(842.78);
  });

  it("reads a down payment in dollars the same as in percent", () => {
    const inDollars = readCalculatorForm(
      { price: "$180,000", down: "$18,000", downUnit: "dollars", rate: "3.875", term: "30" },
      noTaxRate,
    );
    if (!inDollars.ok) throw new Error("not read");
    expect(monthlyPayment(inDollars.input).loan).toBe(162_000);
  });

  it("adds no PMI from 20% down, and the town's tax rate when she types none", () => {
    const read = readCalculatorForm(
      {
        price: "1000000",
        down: "20",
        downUnit: "percent",
        rate: "6",
        term: "30",
        town: "newton",
        insurance: "2400",
        hoa: "300",
      },
      (town) => (town === "newton" ? 9.8 : undefined),
    );
    if (!read.ok) throw new Error("not read");
    const payment = monthlyPayment(read.input);
    expect(payment.pmiApplies).toBe(false);
    expect(payment.parts.pmi).toBe(0);
    // $1,000,000 / 1,000 × $9.80 = $9,800 a year.
    expect(payment.parts.tax).toBe(816.67);
    expect(payment.parts.insurance).toBe(200);
    expect(payment.parts.fees).toBe(300);
    // $800,000 at 6% for 30 years: $4,796.40 (the same formula).
    expect(payment.parts.principalAndInterest).toBe(4796.4);
    expect(payment.total).toBe(4796.4 + 816.67 + 200 + 300);
  });

  it("prefers the rate she typed to the town's", () => {
    const read = readCalculatorForm(
      { price: "600000", down: "20", rate: "6", term: "30", town: "newton", taxRate: "12" },
      () => 9.8,
    );
    if (!read.ok) throw new Error("not read");
    expect(read.input.taxRatePerThousand).toBe(12);
  });

  it("leaves the tax out, and says so, when no rate is known", () => {
    const read = readCalculatorForm(
      { price: "600000", down: "20", rate: "6", term: "30", town: "cambridge" },
      noTaxRate,
    );
    if (!read.ok) throw new Error("not read");
    const payment = monthlyPayment(read.input);
    expect(payment.taxKnown).toBe(false);
    expect(payment.parts.tax).toBe(0);
  });

  it("answers bad figures with a message at the field", () => {
    const read = readCalculatorForm(
      { price: "abc", down: "100", downUnit: "percent", rate: "40", term: "7" },
      noTaxRate,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject({ price: "number", rate: "rateRange", term: "term" });
    const tooMuch = readCalculatorForm(
      { price: "500000", down: "100", downUnit: "percent", rate: "6", term: "30" },
      noTaxRate,
    );
    expect(tooMuch.ok ? null : tooMuch.errors.down).toBe("downTooMuch");
  });
});

describe("what the page writes", () => {
  it("writes dollars with thousands separators and cents", () => {
    expect(formatDollars(761.784)).toBe("$761.78");
    expect(formatDollars(1_234_567)).toBe("$1,234,567.00");
    expect(formatDollars(162_000, { cents: false })).toBe("$162,000");
  });
});
