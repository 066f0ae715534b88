/**
 * The payment calculator's answer to a set of figures, as text ready for the
 * page: the server renders it (GET /buyers/mortgage-calculator?…), and the
 * browser module (app/enhance/mortgage-calculator.ts) writes the same text
 * into the same places as she types. The arithmetic is domain/mortgage.ts.
 */

import type { CalculatorWords } from "#content/calculator.ts";
import { taxRateOf } from "#content/tax-rates.ts";
import { contactTopicHref } from "#domain/forms/contact-options.ts";
import { type Language, pathIn } from "#domain/language.ts";
import {
  CALCULATOR_DEFAULTS,
  type CalculatorInput,
  formatDollars,
  formatPercent,
  type MonthlyPayment,
  monthlyPayment,
  PAYMENT_PARTS,
  type PaymentPart,
  PMI_ANNUAL_RATE_PERCENT,
  paymentShares,
  readCalculatorForm,
} from "#domain/mortgage.ts";
import { fillTemplate } from "#domain/template.ts";

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

/**
 * What the answer is written with: the language's words (content/calculator.ts) and the language
 * whose contact form the pre-approval link opens. The page hands the same to the live update.
 */
export type CalculatorLanguage = { language: Language; words: CalculatorWords };

/** The attribute of the calculator's root holding its `CalculatorLanguage` as JSON. */
export const CALCULATOR_WORDS_ATTRIBUTE = "data-calculator-words";

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

const wholeDollars = (value: number) => formatDollars(value, { cents: false });

/** The page's answer to her figures, in the words of her page's language. */
export function calculate(
  values: CalculatorValues,
  { language, words }: CalculatorLanguage,
): CalculatorView {
  const name = words.towns[values.town] ?? "";
  const town = name ? values.town : "";
  const read = readCalculatorForm(
    { ...values, town },
    (id) => taxRateOf(id)?.residentialPerThousand,
  );
  if (!read.ok) {
    const errors: CalculatorView & { ok: false } = { ok: false, values, errors: {} };
    for (const [field, code] of Object.entries(read.errors))
      errors.errors[field as CalculatorField] = words.errors[code];
    return errors;
  }
  const { input } = read;
  const payment = monthlyPayment(input);
  const shares = paymentShares(payment);
  const message = preApprovalMessage(input, payment, name, words);
  return {
    ok: true,
    values,
    payment,
    total: formatDollars(payment.total),
    rows: PAYMENT_PARTS.map((part) => ({
      part,
      label: words.parts[part],
      amount: formatDollars(payment.parts[part]),
      share: shares[part],
    })),
    loanNote: fillTemplate(words.notes.loan, {
      loan: wholeDollars(payment.loan),
      percent: formatPercent(payment.downPaymentPercent),
      down: wholeDollars(payment.downPayment),
      years: String(input.termYears),
      rate: String(input.ratePercent),
    }),
    taxNote: taxNote(input, read.values.taxRate !== undefined, town, words),
    pmiNote: payment.pmiApplies
      ? fillTemplate(words.notes.pmi, { rate: String(PMI_ANNUAL_RATE_PERCENT) })
      : words.notes.noPmi,
    preApprovalHref: pathIn(language, contactTopicHref("pre-approval", message)),
  };
}

/** Where the tax figure comes from: her rate, the town's, or none (and what to do about it). */
function taxNote(input: CalculatorInput, typed: boolean, town: string, words: CalculatorWords) {
  const name = words.towns[town] ?? "";
  const townRate = taxRateOf(town);
  if (typed) return fillTemplate(words.notes.taxTyped, { rate: `$${input.taxRatePerThousand}` });
  if (townRate)
    return fillTemplate(words.notes.taxTown, {
      town: name,
      year: String(townRate.fiscalYear),
      rate: `$${townRate.residentialPerThousand.toFixed(2)}`,
    });
  return name ? fillTemplate(words.notes.taxUnknownTown, { town: name }) : words.notes.taxNoTown;
}

/** The summary of her figures the pre-approval action carries into the contact message. */
export function preApprovalMessage(
  input: CalculatorInput,
  payment: MonthlyPayment,
  town: string,
  { preApproval: lines }: CalculatorWords,
): string {
  const price = wholeDollars(input.price);
  return [
    lines.intro,
    town ? fillTemplate(lines.priceInTown, { price, town }) : fillTemplate(lines.price, { price }),
    fillTemplate(lines.down, {
      down: wholeDollars(payment.downPayment),
      percent: formatPercent(payment.downPaymentPercent),
    }),
    fillTemplate(lines.loan, {
      loan: wholeDollars(payment.loan),
      rate: String(input.ratePercent),
      years: String(input.termYears),
    }),
    fillTemplate(lines.total, {
      total: formatDollars(payment.total),
      principal: formatDollars(payment.parts.principalAndInterest),
    }),
  ].join("\n");
}
