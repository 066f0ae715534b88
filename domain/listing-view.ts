/**
 * What a visitor reads of a listing, made from its facts: the address lines, the counts, the
 * payment estimate and the calculator's prefilled link. Plain functions both the pages and the
 * mails use; the words live here (one place per page, for the Chinese catalogue to take over).
 */
import type { ListingChangeKind, ListingStatus } from "./listing.ts";
import { LISTING_STATUS_LABELS } from "./listing.ts";
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

/** "3 beds · 2.5 baths · 1,850 sq ft": what the card and the facts line show. */
export function listingCounts(listing: {
  beds: number | null;
  fullBaths: number | null;
  halfBaths: number | null;
  livingArea: number | null;
}): string {
  const baths = bathsOf(listing.fullBaths, listing.halfBaths);
  return [
    listing.beds === null ? "" : `${listing.beds} bed${listing.beds === 1 ? "" : "s"}`,
    baths === null ? "" : `${baths} bath${baths === 1 ? "" : "s"}`,
    listing.livingArea === null ? "" : `${listing.livingArea.toLocaleString("en-US")} sq ft`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** $1,250,000 (whole dollars; no Intl, as domain/format.ts). */
export const listingPrice = (dollars: number) =>
  `$${String(dollars).replace(/\B(?=(\d{3})+$)/g, ",")}`;

/** A line of the public price history: "Price changed", "Listed", "Under agreement". */
export function changeEvent(kind: ListingChangeKind, status: ListingStatus) {
  if (kind === "listed") return "Listed";
  if (kind === "price") return "Price changed";
  return LISTING_STATUS_LABELS[status];
}

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
  /** "20% down, 30 years at 6.5%, with the listing's tax and fee." */
  assumptions: string;
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
    assumptions: `${ESTIMATE.downPercent}% down, ${ESTIMATE.termYears} years at ${ESTIMATE.ratePercent}%, home insurance at $${ESTIMATE.insurancePerYear.toLocaleString("en-US")} a year${listing.annualTax === null ? "" : ", the listing's property tax"}${listing.hoaFee ? " and its HOA or condo fee" : ""}.`,
  };
}
