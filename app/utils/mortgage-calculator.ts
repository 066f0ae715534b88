/**
 * The payment calculator's answer to a set of figures, as text ready for the
 * page: the server renders it (GET /buyers/mortgage-calculator?…), and the
 * browser module (app/enhance/mortgage-calculator.ts) writes the same text
 * into the same places as she types. The arithmetic is domain/mortgage.ts.
 */

import { areas } from "#content/areas.ts";
import { taxRateOf } from "#content/tax-rates.ts";
import { contactTopicHref } from "#domain/forms/contact-options.ts";
import {
  CALCULATOR_DEFAULTS,
  formatDollars,
  formatPercent,
  type MonthlyPayment,
  monthlyPayment,
  PAYMENT_PARTS,
  type PaymentPart,
  PMI_ANNUAL_RATE_PERCENT,
  paymentShares,
  preApprovalMessage,
  readCalculatorForm,
} from "#domain/mortgage.ts";

/** The form's fields, in the order of the form. */
export const CALCULATOR_FIELDS = [
  "price",
  "down",
  "downUnit",
  "rate",
  "term",
  "town",
  "taxRate",
  "insurance",
  "hoa",
] as const;

export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];
export type CalculatorValues = Record<CalculatorField, string>;

export type CalculatorRow = { part: PaymentPart; label: string; amount: string; share: number };

export type CalculatorView =
  | {
      ok: true;
      values: CalculatorValues;
      payment: MonthlyPayment;
      total: string;
      rows: CalculatorRow[];
      loanNote: string;
      taxNote: string;
      pmiNote: string;
      preApprovalHref: string;
    }
  | { ok: false; values: CalculatorValues; errors: Partial<Record<CalculatorField, string>> };

/** The name of a town value (an area's id), or '' for another town. */
export const townName = (id: string) => areas.find((area) => area.id === id)?.name ?? "";

/** The form's values: what she sent, or the stated defaults when the form was not sent. */
export function calculatorValues(query: URLSearchParams): CalculatorValues {
  // Not sent yet (a first visit, or a town page's link with only ?town=): the defaults fill in.
  const sent = query.has("price");
  const values = {} as CalculatorValues;
  for (const field of CALCULATOR_FIELDS) {
    const given = query.get(field);
    values[field] = given ?? (sent ? "" : String(CALCULATOR_DEFAULTS[field]));
  }
  return values;
}

/** The page's answer to her figures. */
export function calculate(values: CalculatorValues): CalculatorView {
  const town = areas.some((area) => area.id === values.town) ? values.town : "";
  const read = readCalculatorForm(
    { ...values, town },
    (id) => taxRateOf(id)?.residentialPerThousand,
  );
  if (!read.ok) return { ok: false, values, errors: read.errors };
  const { input } = read;
  const payment = monthlyPayment(input);
  const shares = paymentShares(payment);
  const name = townName(town);
  const townRate = taxRateOf(town);
  const typedRate = read.values.taxRate !== undefined;

  const loanNote = `Loan ${formatDollars(payment.loan, { cents: false })}: ${formatPercent(payment.downPaymentPercent)} down (${formatDollars(payment.downPayment, { cents: false })}), ${input.termYears} years at ${input.ratePercent}%.`;
  let taxNote: string;
  if (typedRate) {
    taxNote = `Property tax at the rate you entered, $${input.taxRatePerThousand} per $1,000, on the price.`;
  } else if (townRate) {
    taxNote = `Property tax at ${name}'s FY${townRate.fiscalYear} residential rate, $${townRate.residentialPerThousand.toFixed(2)} per $1,000 (Massachusetts Division of Local Services), on the price; the assessed value may differ.`;
  } else {
    taxNote = name
      ? `Property tax not included: we have no confirmed rate for ${name}. Type the rate from the town's assessor to add it.`
      : "Property tax not included: choose a town we list a rate for, or type your town's rate.";
  }
  const pmiNote = payment.pmiApplies
    ? `Mortgage insurance (PMI) assumed at ${PMI_ANNUAL_RATE_PERCENT}% of the loan a year, because the down payment is under 20%. Your lender will quote the real figure.`
    : "No mortgage insurance: the down payment is 20% or more.";
  const message = preApprovalMessage(input, payment, name);
  return {
    ok: true,
    values,
    payment,
    total: formatDollars(payment.total),
    rows: PAYMENT_PARTS.map(({ part, label }) => ({
      part,
      label,
      amount: formatDollars(payment.parts[part]),
      share: shares[part],
    })),
    loanNote,
    taxNote,
    pmiNote,
    preApprovalHref: contactTopicHref("pre-approval", message),
  };
}
