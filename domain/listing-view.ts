/**
 * What a visitor reads of a listing, made from its facts: the address lines, the counts, the
 * payment estimate and the calculator's prefilled link. Plain functions both the pages and the
 * mails use; the words live here (one place per page, for the Chinese catalogue to take over).
 */
import {
  CALCULATOR_DEFAULTS,
  DEFAULT_INSURANCE_PER_YEAR,
  type MonthlyPayment,
  monthlyPayment,
} from "./mortgage.ts";
import { MORTGAGE_CALCULATOR_PATH } from "./paths.ts";

/** Full and half baths as one figure: 2 full and 1 half → 2.5. */
export const bathsOf = (full: number | null, half: number | null) =>
  full === null && half === null ? null : (full ?? 0) + (half ?? 0) / 2;

/** The pieces of the counts line, in a page's language (content/listing.ts, content/zh/listing.ts). */
export type CountWords = {
  beds: (beds: number) => string;
  baths: (baths: number) => string;
  squareFeet: (area: string) => string;
};

/** The counts' words in English: the mails' and the team's. */
export const COUNT_WORDS: CountWords = {
  beds: (beds) => `${beds} bed${beds === 1 ? "" : "s"}`,
  baths: (baths) => `${baths} bath${baths === 1 ? "" : "s"}`,
  squareFeet: (area) => `${area} sq ft`,
};

/** "3 beds · 2.5 baths · 1,850 sq ft": what the card and the facts line show. */
export function listingCounts(
  listing: {
    beds: number | null;
    fullBaths: number | null;
    halfBaths: number | null;
    livingArea: number | null;
  },
  words: CountWords = COUNT_WORDS,
): string {
  const baths = bathsOf(listing.fullBaths, listing.halfBaths);
  return [
    listing.beds === null ? "" : words.beds(listing.beds),
    baths === null ? "" : words.baths(baths),
    listing.livingArea === null ? "" : words.squareFeet(listing.livingArea.toLocaleString("en-US")),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** $1,250,000 (whole dollars; no Intl, as domain/format.ts). */
export const listingPrice = (dollars: number) =>
  `$${String(dollars).replace(/\B(?=(\d{3})+$)/g, ",")}`;

/** The estimate's assumptions: the calculator's own starting figures (domain/mortgage.ts). */
const ESTIMATE = {
  downPercent: CALCULATOR_DEFAULTS.down,
  ratePercent: CALCULATOR_DEFAULTS.rate,
  termYears: CALCULATOR_DEFAULTS.term,
  insurancePerYear: DEFAULT_INSURANCE_PER_YEAR,
} as const;

export type PaymentEstimate = {
  payment: MonthlyPayment;
  /** The listing's tax as a rate per $1,000 of its price, when the tax is known. */
  taxRatePerThousand: number | null;
  /** /buyers/mortgage-calculator with the same figures, for her to change. */
  calculatorHref: string;
  /** What it assumes, for the page to say in its language ("20% down, 30 years at 6.5%…"). */
  basis: EstimateBasis;
};

export type EstimateBasis = {
  downPercent: number;
  termYears: number;
  ratePercent: number;
  insurancePerYear: number;
  /** Whether the listing's own property tax and HOA or condo fee are in it. */
  withTax: boolean;
  withFee: boolean;
};

/**
 * The monthly payment at the calculator's starting figures, with the listing's own tax and HOA
 * fee. The calculator takes a tax rate, not an amount: the tax over the price, per $1,000, gives
 * back the same dollars on the price.
 */
export function paymentEstimate(listing: {
  listPrice: number;
  annualTax: number | null;
  hoaFee: number | null;
}): PaymentEstimate {
  const price = listing.listPrice;
  const taxRatePerThousand =
    listing.annualTax === null ? null : Math.round((listing.annualTax / price) * 1000 * 100) / 100;
  const payment = monthlyPayment({
    price,
    downPayment: (price * ESTIMATE.downPercent) / 100,
    ratePercent: ESTIMATE.ratePercent,
    termYears: ESTIMATE.termYears,
    taxRatePerThousand,
    insurancePerYear: ESTIMATE.insurancePerYear,
    hoaPerMonth: listing.hoaFee ?? 0,
  });
  const query = new URLSearchParams({
    price: String(price),
    down: String(ESTIMATE.downPercent),
    downUnit: "percent",
    rate: String(ESTIMATE.ratePercent),
    term: String(ESTIMATE.termYears),
    taxRate: taxRatePerThousand === null ? "" : String(taxRatePerThousand),
    insurance: String(ESTIMATE.insurancePerYear),
    hoa: String(listing.hoaFee ?? 0),
  });
  return {
    payment,
    taxRatePerThousand,
    calculatorHref: `${MORTGAGE_CALCULATOR_PATH}?${query}`,
    basis: { ...ESTIMATE, withTax: listing.annualTax !== null, withFee: Boolean(listing.hoaFee) },
  };
}
