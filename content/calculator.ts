/**
 * The payment calculator's words (/buyers/mortgage-calculator), the specification's English; the
 * Chinese twin is content/zh/calculator.ts. `calculatorWords` is what the answer is written with,
 * on the server and by the live update in the browser, which reads it from the page (the server
 * writes it there), so the browser holds no word of its own. Placeholders in braces are filled
 * with figures (domain/template.ts); figures are the arithmetic's (domain/mortgage.ts).
 */
import type { CalculatorError, PaymentPart } from "#domain/mortgage.ts";
import { areas } from "./areas.ts";

export type CalculatorWords = {
  /** Each part of the payment, as the result lists it. */
  parts: Record<PaymentPart, string>;
  errors: Record<CalculatorError, string>;
  /** The towns of the form's choices by id (content/areas.ts), for the notes and the message. */
  towns: Record<string, string>;
  notes: {
    /** {loan}, {percent}, {down}, {years}, {rate}. */
    loan: string;
    /** {rate}: the rate she typed, in dollars ('$12'). */
    taxTyped: string;
    /** {town}, {year}, {rate} (in dollars, '$9.80'). */
    taxTown: string;
    /** {town}. */
    taxUnknownTown: string;
    taxNoTown: string;
    /** {rate}: the PMI rate. */
    pmi: string;
    noPmi: string;
  };
  /** The message the pre-approval link starts on the contact form, one line each. */
  preApproval: {
    intro: string;
    /** {price}. */
    price: string;
    /** {price}, {town}. */
    priceInTown: string;
    /** {down}, {percent}. */
    down: string;
    /** {loan}, {rate}, {years}. */
    loan: string;
    /** {total}, {principal}. */
    total: string;
  };
};

export const calculatorWords: CalculatorWords = {
  parts: {
    principalAndInterest: "Principal and interest",
    tax: "Property tax",
    insurance: "Home insurance",
    fees: "Condo or HOA fee",
    pmi: "Mortgage insurance (PMI)",
  },
  errors: {
    number: "Enter a number",
    priceRequired: "Enter the price",
    priceRange: "Enter a price between $10,000 and $100,000,000",
    downRequired: "Enter the down payment",
    downNegative: "The down payment cannot be negative",
    downTooMuch: "The down payment must be less than the price",
    rateRequired: "Enter the interest rate",
    rateRange: "Enter a rate between 0% and 25%",
    term: "Choose a loan term",
    taxRateRange: "Enter a tax rate between $0 and $60 per $1,000",
    insuranceRange: "Enter a yearly amount between $0 and $100,000",
    hoaRange: "Enter a monthly fee between $0 and $20,000",
  },
  towns: Object.fromEntries(areas.map((area) => [area.id, area.name])),
  notes: {
    loan: "Loan {loan}: {percent} down ({down}), {years} years at {rate}%.",
    taxTyped: "Property tax at the rate you entered, {rate} per $1,000, on the price.",
    taxTown:
      "Property tax at {town}'s FY{year} residential rate, {rate} per $1,000 (Massachusetts Division of Local Services), on the price; the assessed value may differ.",
    taxUnknownTown:
      "Property tax not included: we have no confirmed rate for {town}. Type the rate from the town's assessor to add it.",
    taxNoTown:
      "Property tax not included: choose a town we list a rate for, or type your town's rate.",
    pmi: "Mortgage insurance (PMI) assumed at {rate}% of the loan a year, because the down payment is under 20%. Your lender will quote the real figure.",
    noPmi: "No mortgage insurance: the down payment is 20% or more.",
  },
  preApproval: {
    intro: "I'd like to talk about getting pre-approved. My figures from your payment calculator:",
    price: "- Price: {price}",
    priceInTown: "- Price: {price} in {town}",
    down: "- Down payment: {down} ({percent})",
    loan: "- Loan: {loan} at {rate}% for {years} years",
    total: "- Estimated monthly payment: {total} (principal and interest {principal})",
  },
};

/** The page around the answer. */
export const calculatorPage = {
  meta: {
    title: "Mortgage Payment Calculator",
    description:
      "Estimate your monthly payment in Greater Boston: principal and interest, the town's property tax, insurance, condo fees and PMI, with the assumptions stated.",
  },
  hero: {
    eyebrow: "For buyers",
    title: "Mortgage Payment Calculator",
    intro:
      "What would the home cost you each month? Enter the price and your loan, pick the town, and see the payment split into its parts.",
  },
  form: {
    heading: "Your figures",
    labels: {
      price: "Home price ($)",
      down: "Down payment",
      downUnit: "In",
      rate: "Interest rate (% a year)",
      term: "Loan term",
      town: "Town",
      taxRate: "Property tax rate ($ per $1,000), if you know it",
      insurance: "Home insurance ($ a year)",
      hoa: "Condo or HOA fee ($ a month)",
    },
    downUnits: { percent: "% of price", dollars: "dollars" },
    /** {years}. */
    term: "{years} years",
    otherTown: "Another town",
    /** {town}, {year}, {rate} (in dollars, '$9.80'). */
    townWithRate: "{town} (tax FY{year}: {rate} per $1,000)",
    hints: {
      taxRate:
        "Leave it empty to use the town's rate where we list one. Your town's assessor publishes the current rate.",
      /** {amount}. */
      insurance: "We start from {amount} a year; replace it with a quote.",
      hoa: "0 for a house without one; a condo's monthly fee otherwise.",
    },
    submit: "Calculate",
  },
  result: {
    heading: "Estimated monthly payment",
    perMonth: "a month",
    preApproval: "Talk to us about pre-approval",
    preApprovalNote:
      "Opens our contact form with these figures in the message, ready for you to send.",
    needsLook:
      "Some figures need a look: correct the fields marked in the form, then calculate again.",
  },
  assumptions: {
    heading: "How we work it out",
    principal:
      "Principal and interest: the standard payment of a fixed-rate loan, the formula lenders use on a Loan Estimate.",
    /** {count}, {year}. */
    tax: "Property tax: the price, in thousands, times the town's residential rate, over twelve months. We list a town's rate only when we have read it in a published table ({count} towns so far, FY{year}, from the Massachusetts Division of Local Services); for any other town, type the rate.",
    /** {rate}. */
    pmi: "Mortgage insurance (PMI): {rate}% of the loan a year when the down payment is under 20%. The basis: the Consumer Financial Protection Bureau's sample Loan Estimate shows $82 a month on a $162,000 loan with 10% down, about 0.6% a year. It varies with credit score and down payment.",
    /** {amount}. */
    insurance:
      "Home insurance: {amount} a year unless you enter a quote; condo or HOA fee: none unless you enter one.",
    estimate:
      "An estimate, not an offer of credit: rates, taxes and insurance change, and a lender's Loan Estimate is the figure to rely on.",
    more: "More for buyers",
  },
  next: {
    heading: "Ready to know your real number?",
    text: "A lender's pre-approval turns this estimate into a budget you can shop with. We can introduce you to local lenders and help you compare their quotes.",
    guide: "Read our pre-approval guide",
  },
};
