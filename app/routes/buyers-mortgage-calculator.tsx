import { ArrowRight } from "lucide";
import { data, Link } from "react-router";
import { NextStep } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import mortgageCalculatorSrc from "#app/enhance/mortgage-calculator.ts?browser-module";
import { getMeta } from "#app/utils/meta.ts";
import {
  type CalculatorField,
  type CalculatorView,
  calculate,
  calculatorValues,
} from "#app/utils/mortgage-calculator.ts";
import { areas } from "#content/areas.ts";
import { TAX_RATES, taxRateOf } from "#content/tax-rates.ts";
import { contactTopicHref } from "#domain/forms/contact-options.ts";
import {
  DEFAULT_INSURANCE_PER_YEAR,
  formatDollars,
  LOAN_TERMS_YEARS,
  type PaymentPart,
  PMI_ANNUAL_RATE_PERCENT,
} from "#domain/mortgage.ts";
import { MORTGAGE_CALCULATOR_PATH } from "#domain/paths.ts";
import type { Route } from "./+types/buyers-mortgage-calculator";

export function loader({ request }: Route.LoaderArgs) {
  const view = calculate(calculatorValues(new URL(request.url).searchParams));
  // Figures that cannot be read are her mistake, answered at the field: a 400, never a 500.
  return view.ok ? view : data(view, { status: 400 });
}

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Mortgage Payment Calculator",
    description:
      "Estimate your monthly payment in Greater Boston: principal and interest, the town's property tax, insurance, condo fees and PMI, with the assumptions stated.",
    path: MORTGAGE_CALCULATOR_PATH,
    image: "buyers",
  });

/** The colour of each part, in the bar and beside its figure. */
const PART_COLOURS: Record<PaymentPart, string> = {
  principalAndInterest: "bg-brand",
  tax: "bg-ink",
  insurance: "bg-[#8a7f72]",
  fees: "bg-[#c9a97a]",
  pmi: "bg-[#d98b80]",
};

export default function MortgageCalculator({ loaderData: view }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For buyers"
        title="Mortgage Payment Calculator"
        intro="What would the home cost you each month? Enter the price and your loan, pick the town, and see the payment split into its parts."
      />
      <div
        className="container-site grid gap-12 py-16 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        data-enhance={mortgageCalculatorSrc}
      >
        <CalculatorForm view={view} />
        <Result view={view} />
      </div>
      <Assumptions />
      <NextStep
        id="next-heading"
        heading="Ready to know your real number?"
        text="A lender's pre-approval turns this estimate into a budget you can shop with. We can introduce you to local lenders and help you compare their quotes."
      >
        <a
          href={view.ok ? view.preApprovalHref : contactTopicHref("pre-approval")}
          className="btn-primary"
          data-preapproval=""
        >
          Talk to us about pre-approval
        </a>
        <Link to="/blog/getting-pre-approved-for-a-mortgage" className="btn-outline">
          Read our pre-approval guide
        </Link>
      </NextStep>
    </>
  );
}

function CalculatorForm({ view }: { view: CalculatorView }) {
  const errors = view.ok ? {} : view.errors;
  const { values } = view;
  const firstError = Object.keys(errors)[0];
  const control = (name: CalculatorField) => ({
    id: `calc-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `calc-${name}-error` : "", HINTS[name] ? `calc-${name}-hint` : ""]
        .filter(Boolean)
        .join(" ") || undefined,
    // The server's answer to figures it could not read opens on the first one to correct.
    autoFocus: firstError === name || undefined,
    className: `block min-h-11 w-full rounded-sm border bg-white px-3 py-2.5 text-base text-ink focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
      errors[name] ? "border-red-700" : "border-line"
    }`,
  });
  return (
    <form
      method="get"
      // The answer opens at the result: on a phone it sits below the form.
      action={`${MORTGAGE_CALCULATOR_PATH}#result`}
      aria-labelledby="calculator-heading"
      className="grid content-start gap-5"
      noValidate
    >
      <h2 id="calculator-heading" className="text-2xl">
        Your figures
      </h2>
      <Row name="price" label="Home price ($)" error={errors.price}>
        <input {...control("price")} inputMode="decimal" defaultValue={values.price} />
      </Row>
      <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3">
        <Row name="down" label="Down payment" error={errors.down}>
          <input {...control("down")} inputMode="decimal" defaultValue={values.down} />
        </Row>
        <Row name="downUnit" label="In">
          <select {...control("downUnit")} defaultValue={values.downUnit}>
            <option value="percent">% of price</option>
            <option value="dollars">dollars</option>
          </select>
        </Row>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Row name="rate" label="Interest rate (% a year)" error={errors.rate}>
          <input {...control("rate")} inputMode="decimal" defaultValue={values.rate} />
        </Row>
        <Row name="term" label="Loan term" error={errors.term}>
          <select {...control("term")} defaultValue={values.term}>
            {LOAN_TERMS_YEARS.map((years) => (
              <option key={years} value={years}>
                {years} years
              </option>
            ))}
          </select>
        </Row>
      </div>
      <Row name="town" label="Town">
        <select {...control("town")} defaultValue={values.town}>
          <option value="">Another town</option>
          {areas.map((area) => {
            const rate = taxRateOf(area.id);
            return (
              <option key={area.id} value={area.id}>
                {area.name}
                {rate
                  ? ` (tax FY${rate.fiscalYear}: $${rate.residentialPerThousand.toFixed(2)} per $1,000)`
                  : ""}
              </option>
            );
          })}
        </select>
      </Row>
      <Row
        name="taxRate"
        label="Property tax rate ($ per $1,000), if you know it"
        error={errors.taxRate}
      >
        <input {...control("taxRate")} inputMode="decimal" defaultValue={values.taxRate} />
      </Row>
      <div className="grid gap-5 sm:grid-cols-2">
        <Row name="insurance" label="Home insurance ($ a year)" error={errors.insurance}>
          <input {...control("insurance")} inputMode="decimal" defaultValue={values.insurance} />
        </Row>
        <Row name="hoa" label="Condo or HOA fee ($ a month)" error={errors.hoa}>
          <input {...control("hoa")} inputMode="decimal" defaultValue={values.hoa} />
        </Row>
      </div>
      <button type="submit" className="btn-primary justify-self-start">
        Calculate
      </button>
    </form>
  );
}

const HINTS: Partial<Record<CalculatorField, string>> = {
  taxRate:
    "Leave it empty to use the town's rate where we list one. Your town's assessor publishes the current rate.",
  insurance: `We start from ${formatDollars(DEFAULT_INSURANCE_PER_YEAR, { cents: false })} a year; replace it with a quote.`,
  hoa: "0 for a house without one; a condo's monthly fee otherwise.",
};

function Row({
  name,
  label,
  error,
  children,
}: {
  name: CalculatorField;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  const hint = HINTS[name];
  return (
    <div>
      <label htmlFor={`calc-${name}`} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`calc-${name}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {/* Drawn for every field, hidden while it has no message: the live update
          (app/enhance/mortgage-calculator.ts) only fills in its text. */}
      <p
        id={`calc-${name}-error`}
        className="mt-1.5 text-sm text-red-800"
        data-error={name}
        hidden={!error}
      >
        {error}
      </p>
    </div>
  );
}

function Result({ view }: { view: CalculatorView }) {
  return (
    <section
      id="result"
      aria-labelledby="result-heading"
      className="card h-fit p-7 md:p-9 lg:sticky lg:top-28"
      data-result=""
    >
      <h2 id="result-heading" className="text-2xl">
        Estimated monthly payment
      </h2>
      {view.ok ? (
        <>
          <p className="mt-4">
            <output
              htmlFor="calc-price calc-down calc-rate calc-term calc-town calc-taxRate calc-insurance calc-hoa"
              className="font-display text-5xl text-ink"
              data-total=""
            >
              {view.total}
            </output>
            <span className="ml-2 text-muted">a month</span>
          </p>
          {/* The picture of the figures listed below it: hidden from screen readers, which read the list. */}
          <div aria-hidden className="mt-6 flex h-5 w-full overflow-hidden rounded-full bg-line">
            {view.rows.map((row) => (
              <span
                key={row.part}
                className={PART_COLOURS[row.part]}
                style={{ width: `${row.share.toFixed(2)}%` }}
                data-bar={row.part}
              />
            ))}
          </div>
          <dl className="mt-6 grid gap-3">
            {view.rows.map((row) => (
              <div
                key={row.part}
                className="flex items-center justify-between gap-4 border-b border-line pb-3"
                data-part={row.part}
              >
                <dt className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className={`size-3 shrink-0 rounded-full ${PART_COLOURS[row.part]}`}
                  />
                  {row.label}
                </dt>
                <dd className="font-semibold tabular-nums" data-amount="">
                  {row.amount}
                </dd>
              </div>
            ))}
          </dl>
          <ul className="mt-6 grid gap-2 text-sm leading-relaxed text-muted">
            <li data-note="loan">{view.loanNote}</li>
            <li data-note="tax">{view.taxNote}</li>
            <li data-note="pmi">{view.pmiNote}</li>
          </ul>
          <a href={view.preApprovalHref} className="btn-primary mt-8 w-full" data-preapproval="">
            Talk to us about pre-approval
          </a>
          <p className="mt-3 text-sm text-muted">
            Opens our contact form with these figures in the message, ready for you to send.
          </p>
        </>
      ) : (
        <p className="mt-4 text-muted" role="alert">
          Some figures need a look: correct the fields marked in the form, then calculate again.
        </p>
      )}
    </section>
  );
}

function Assumptions() {
  return (
    <section aria-labelledby="assumptions-heading" className="border-t border-line py-16">
      <div className="container-site max-w-3xl">
        <h2 id="assumptions-heading" className="text-2xl">
          How we work it out
        </h2>
        <ul className="mt-6 grid list-disc gap-3 pl-5 leading-relaxed text-muted">
          <li>
            Principal and interest: the standard payment of a fixed-rate loan, the formula lenders
            use on a Loan Estimate.
          </li>
          <li>
            Property tax: the price, in thousands, times the town's residential rate, over twelve
            months. We list a town's rate only when we have read it in a published table (
            {TAX_RATES.length} towns so far, FY{TAX_RATES[0]?.fiscalYear}, from the Massachusetts
            Division of Local Services); for any other town, type the rate.
          </li>
          <li>
            Mortgage insurance (PMI): {PMI_ANNUAL_RATE_PERCENT}% of the loan a year when the down
            payment is under 20%. The basis: the Consumer Financial Protection Bureau's sample Loan
            Estimate shows $82 a month on a $162,000 loan with 10% down, about 0.6% a year. It
            varies with credit score and down payment.
          </li>
          <li>
            Home insurance: {formatDollars(DEFAULT_INSURANCE_PER_YEAR, { cents: false })} a year
            unless you enter a quote; condo or HOA fee: none unless you enter one.
          </li>
          <li>
            An estimate, not an offer of credit: rates, taxes and insurance change, and a lender's
            Loan Estimate is the figure to rely on.
          </li>
        </ul>
        <Link
          to="/buyers"
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:text-brand-dark"
        >
          More for buyers
          <SvgIcon icon={ArrowRight} className="size-4" />
        </Link>
      </div>
    </section>
  );
}
