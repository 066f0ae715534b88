/**
 * The payment calculator's arithmetic (/buyers/mortgage-calculator), shared by
 * the server, which renders the answer to the sent form, and the browser
 * module that updates it as she types (app/enhance/mortgage-calculator.ts).
 * No React, no Intl (domain/format.ts says why), no I/O.
 */
import * as z from "zod/mini";

/**
 * Private mortgage insurance, a year, as a share of the loan, while the down
 * payment is under 20% of the price. Basis: the CFPB's sample Loan Estimate
 * for a fixed-rate purchase (form H-24(B), 12 CFR 1026 appendix H) shows $82 a
 * month of mortgage insurance on a $162,000 loan with 10% down, about 0.61% a
 * year. The real figure depends on credit score and down payment; a lender quotes it.
 */
export const PMI_ANNUAL_RATE_PERCENT = 0.6;

/** The down payment, as a share of the price, from which conventional loans need no PMI. */
export const PMI_FREE_DOWN_PAYMENT_PERCENT = 20;

/**
 * Home insurance a year when she has no quote yet: our own round starting
 * figure, stated on the page as such, not a published average.
 */
export const DEFAULT_INSURANCE_PER_YEAR = 1800;

/** The form's starting figures, each stated on the page. */
export const CALCULATOR_DEFAULTS = {
  price: 800_000,
  down: 20,
  downUnit: "percent",
  rate: 6.5,
  term: 30,
  town: "",
  taxRate: "",
  insurance: DEFAULT_INSURANCE_PER_YEAR,
  hoa: 0,
} as const;

export const LOAN_TERMS_YEARS = [30, 20, 15, 10] as const;

/** A number as typed in a form: '800,000', '$800000' and ' 6.5 ' all read; an empty box is undefined. */
const toNumber = (value: string | undefined) => {
  const cleaned = (value ?? "").replace(/[$,\s%]/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
};

/**
 * What a figure of the form can be wrong about. The schema answers with these codes; the page
 * writes each in its language (content/calculator.ts and its Chinese twin).
 */
export const CALCULATOR_ERRORS = [
  "number",
  "priceRequired",
  "priceRange",
  "downRequired",
  "downNegative",
  "downTooMuch",
  "rateRequired",
  "rateRange",
  "term",
  "taxRateRange",
  "insuranceRange",
  "hoaRange",
] as const;

export type CalculatorError = (typeof CALCULATOR_ERRORS)[number];

const isCalculatorError = (code: string): code is CalculatorError =>
  (CALCULATOR_ERRORS as readonly string[]).includes(code);

type Range = { min: number; max: number; message: CalculatorError };

/**
 * One figure of the form: a number in its range, or a message; `required`
 * names what to enter when the box is empty; each message is a code. zod/mini, as the other forms'
 * schemas: the browser's copy stays small.
 */
const figure = (range: Range, required?: CalculatorError) =>
  z.pipe(z.optional(z.string()), z.transform(toNumber)).check(
    z.refine((value) => value !== undefined || !required, required ?? ""),
    z.refine((value) => value === undefined || Number.isFinite(value), "number"),
    z.refine(
      (value) =>
        value === undefined ||
        !Number.isFinite(value) ||
        (value >= range.min && value <= range.max),
      range.message,
    ),
  );

/**
 * The calculator's query (GET /buyers/mortgage-calculator?price=…), parsed the
 * same way by the server and the browser. Every field is a string as a form sends it.
 */
export const CalculatorSchema = z
  .object({
    price: figure({ min: 10_000, max: 100_000_000, message: "priceRange" }, "priceRequired"),
    down: figure({ min: 0, max: 100_000_000, message: "downNegative" }, "downRequired"),
    downUnit: z.catch(z.enum(["percent", "dollars"]), "percent"),
    rate: figure({ min: 0, max: 25, message: "rateRange" }, "rateRequired"),
    term: z
      .pipe(
        z.optional(z.string()),
        z.transform((value) => Number(value)),
      )
      .check(z.refine((value) => (LOAN_TERMS_YEARS as readonly number[]).includes(value), "term")),
    town: z.catch(z.string().check(z.trim(), z.maxLength(60)), ""),
    taxRate: figure({ min: 0, max: 60, message: "taxRateRange" }),
    insurance: figure({
      min: 0,
      max: 100_000,
      message: "insuranceRange",
    }),
    hoa: figure({ min: 0, max: 20_000, message: "hoaRange" }),
  })
  .check(
    z.refine(
      (values) => {
        if (values.price === undefined || values.down === undefined) return true;
        return values.downUnit === "percent" ? values.down < 100 : values.down < values.price;
      },
      { message: "downTooMuch", path: ["down"] },
    ),
  );

export type CalculatorInput = {
  /** Purchase price, dollars. */
  price: number;
  /** Down payment, dollars. */
  downPayment: number;
  /** Interest rate, percent a year (6.5 for 6.5%). */
  ratePercent: number;
  termYears: number;
  /** Residential property tax, dollars per $1,000 of assessed value; null when not known. */
  taxRatePerThousand: number | null;
  /** Home insurance, dollars a year. */
  insurancePerYear: number;
  /** Condo or HOA fee, dollars a month. */
  hoaPerMonth: number;
};

/** The figures as the form sends them: the input for `monthlyPayment`, or the errors by field. */
export function readCalculatorForm(
  fields: Record<string, string | undefined>,
  taxRateOfTown: (town: string) => number | undefined,
):
  | { ok: true; input: CalculatorInput; values: z.infer<typeof CalculatorSchema> }
  | { ok: false; errors: Record<string, CalculatorError> } {
  const parsed = CalculatorSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, CalculatorError> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "form");
      // zod's own checks (a field of the wrong type) cannot arise from a form's strings.
      errors[name] ??= isCalculatorError(issue.message) ? issue.message : "number";
    }
    return { ok: false, errors };
  }
  const values = parsed.data;
  const price = values.price as number;
  const down = values.down as number;
  // A rate she typed wins over the town's: she may know her own assessment better.
  const taxRate = values.taxRate ?? taxRateOfTown(values.town) ?? null;
  return {
    ok: true,
    values,
    input: {
      price,
      downPayment: values.downUnit === "percent" ? (price * down) / 100 : down,
      ratePercent: values.rate as number,
      termYears: values.term,
      taxRatePerThousand: taxRate,
      insurancePerYear: values.insurance ?? DEFAULT_INSURANCE_PER_YEAR,
      hoaPerMonth: values.hoa ?? 0,
    },
  };
}

/**
 * The level monthly payment of a fixed-rate loan: P·r / (1 − (1 + r)^−n), with
 * r the monthly rate and n the number of payments; P / n when the rate is zero.
 * Unrounded: round only what is shown.
 */
export function principalAndInterest(loan: number, ratePercent: number, termYears: number) {
  const payments = termYears * 12;
  const monthlyRate = ratePercent / 100 / 12;
  if (loan <= 0) return 0;
  if (monthlyRate === 0) return loan / payments;
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -payments);
}

/** The loan's balance after `months` level payments (unrounded). */
export function balanceAfter(loan: number, ratePercent: number, termYears: number, months: number) {
  const payment = principalAndInterest(loan, ratePercent, termYears);
  const monthlyRate = ratePercent / 100 / 12;
  let balance = loan;
  for (let month = 0; month < months; month += 1) {
    balance = balance * (1 + monthlyRate) - payment;
  }
  return Math.max(0, balance);
}

export type PaymentPart = "principalAndInterest" | "tax" | "insurance" | "fees" | "pmi";

export type MonthlyPayment = {
  loan: number;
  downPayment: number;
  /** Down payment as a percent of the price. */
  downPaymentPercent: number;
  pmiApplies: boolean;
  /** Whether a tax rate was known (the town's, or one she typed). */
  taxKnown: boolean;
  /** Each part a month, in cents-exact dollars (rounded to the cent). */
  parts: Record<PaymentPart, number>;
  /** The sum of the rounded parts, so the figures shown add up. */
  total: number;
};

const cents = (value: number) => Math.round(value * 100) / 100;

/** The monthly payment and its parts. Tax assumes the assessed value equals the price. */
export function monthlyPayment(input: CalculatorInput): MonthlyPayment {
  const downPayment = Math.min(Math.max(input.downPayment, 0), input.price);
  const loan = input.price - downPayment;
  const downPaymentPercent = input.price > 0 ? (downPayment / input.price) * 100 : 0;
  const pmiApplies = loan > 0 && downPaymentPercent < PMI_FREE_DOWN_PAYMENT_PERCENT;
  const parts: Record<PaymentPart, number> = {
    principalAndInterest: cents(principalAndInterest(loan, input.ratePercent, input.termYears)),
    tax:
      input.taxRatePerThousand === null
        ? 0
        : cents(((input.price / 1000) * input.taxRatePerThousand) / 12),
    insurance: cents(input.insurancePerYear / 12),
    fees: cents(input.hoaPerMonth),
    pmi: pmiApplies ? cents((loan * PMI_ANNUAL_RATE_PERCENT) / 100 / 12) : 0,
  };
  const total = cents(Object.values(parts).reduce((sum, part) => sum + part, 0));
  return {
    loan,
    downPayment,
    downPaymentPercent,
    pmiApplies,
    taxKnown: input.taxRatePerThousand !== null,
    parts,
    total,
  };
}

/** The parts in the order the page lists and draws them (their names: content/calculator.ts). */
export const PAYMENT_PARTS: readonly PaymentPart[] = [
  "principalAndInterest",
  "tax",
  "insurance",
  "fees",
  "pmi",
];

/** Each part's share of the total, in percent (for the bar); zeros when the total is zero. */
export function paymentShares(payment: MonthlyPayment): Record<PaymentPart, number> {
  const shares = {} as Record<PaymentPart, number>;
  for (const part of PAYMENT_PARTS) {
    shares[part] = payment.total > 0 ? (payment.parts[part] / payment.total) * 100 : 0;
  }
  return shares;
}

/** 761.784 → '$761.78'; 1234567 → '$1,234,567.00'. No Intl (domain/format.ts). */
export function formatDollars(value: number, { cents: withCents = true } = {}) {
  const rounded = withCents ? Math.round(value * 100) : Math.round(value) * 100;
  const sign = rounded < 0 ? "-" : "";
  const whole = String(Math.floor(Math.abs(rounded) / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const fraction = String(Math.abs(rounded) % 100).padStart(2, "0");
  return `${sign}$${whole}${withCents ? `.${fraction}` : ""}`;
}

/** A percent as the page writes it: 10 → '10%', 12.5 → '12.5%', 33.333 → '33.3%'. */
export function formatPercent(value: number) {
  return `${String(Math.round(value * 10) / 10)}%`;
}
