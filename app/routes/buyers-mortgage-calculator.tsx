import { ArrowRight } from "lucide";
import { data, Link } from "react-router";
import { NextStep } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import mortgageCalculatorSrc from "#app/enhance/mortgage-calculator.ts?browser-module";
import { interpolate } from "#app/utils/interpolate.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { getMeta } from "#app/utils/meta.ts";
import {
  CALCULATOR_WORDS_ATTRIBUTE,
  type CalculatorField,
  type CalculatorView,
  calculate,
  calculatorValues,
} from "#app/utils/mortgage-calculator.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { TAX_RATES, taxRateOf } from "#content/tax-rates.ts";
import { contactTopicHref } from "#domain/forms/contact-options.ts";
import { type Language, languageOf, pathIn } from "#domain/language.ts";
import {
  DEFAULT_INSURANCE_PER_YEAR,
  formatDollars,
  LOAN_TERMS_YEARS,
  type PaymentPart,
  PMI_ANNUAL_RATE_PERCENT,
} from "#domain/mortgage.ts";
import { MORTGAGE_CALCULATOR_PATH } from "#domain/paths.ts";
import { fillTemplate } from "#domain/template.ts";
import type { Route } from "./+types/buyers-mortgage-calculator";

/** The words the answer is written with in a language, for the server and the live update. */
const calculatorLanguage = (language: Language) => ({
  language,
  words: CATALOGUES.calculator[language].calculatorWords,
});

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = calculate(
    calculatorValues(url.searchParams),
    calculatorLanguage(languageOf(url.pathname)),
  );
  // Figures that cannot be read are her mistake, answered at the field: a 400, never a 500.
  return view.ok ? view : data(view, { status: 400 });
}

export const meta: Route.MetaFunction = (place) =>
  getMeta(
    {
      ...CATALOGUES.calculator[languageOf(place.location.pathname)].calculatorPage.meta,
      path: MORTGAGE_CALCULATOR_PATH,
      image: "buyers",
    },
    place,
  );

/** The colour of each part, in the bar and beside its figure. */
const PART_COLOURS: Record<PaymentPart, string> = {
  principalAndInterest: "bg-brand",
  tax: "bg-ink",
  insurance: "bg-[#8a7f72]",
  fees: "bg-[#c9a97a]",
  pmi: "bg-[#d98b80]",
};

/** The page's words in its language. */
const usePageWords = () => CATALOGUES.calculator[usePageLanguage()].calculatorPage;

export default function MortgageCalculator({ loaderData: view }: Route.ComponentProps) {
  const language = usePageLanguage();
  const linkIn = useLinkIn();
  const { hero, next, result } = usePageWords();
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <div
        className="container-site grid gap-12 py-16 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        data-enhance={mortgageCalculatorSrc}
        {...{ [CALCULATOR_WORDS_ATTRIBUTE]: JSON.stringify(calculatorLanguage(language)) }}
      >
        <CalculatorForm view={view} />
        <Result view={view} />
      </div>
      <Assumptions />
      <NextStep id="next-heading" heading={next.heading} text={next.text}>
        <a
          href={view.ok ? view.preApprovalHref : pathIn(language, contactTopicHref("pre-approval"))}
          className="btn-primary"
          data-preapproval=""
        >
          {result.preApproval}
        </a>
        <Link to={linkIn("/blog/getting-pre-approved-for-a-mortgage")} className="btn-outline">
          {next.guide}
        </Link>
      </NextStep>
    </>
  );
}

function CalculatorForm({ view }: { view: CalculatorView }) {
  const language = usePageLanguage();
  const { form } = usePageWords();
  const { towns } = CATALOGUES.calculator[language].calculatorWords;
  const errors = view.ok ? {} : view.errors;
  const { values } = view;
  const firstError = Object.keys(errors)[0];
  const hints: Partial<Record<CalculatorField, string>> = {
    taxRate: form.hints.taxRate,
    insurance: fillTemplate(form.hints.insurance, {
      amount: formatDollars(DEFAULT_INSURANCE_PER_YEAR, { cents: false }),
    }),
    hoa: form.hints.hoa,
  };
  const control = (name: CalculatorField) => ({
    id: `calc-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `calc-${name}-error` : "", hints[name] ? `calc-${name}-hint` : ""]
        .filter(Boolean)
        .join(" ") || undefined,
    // The server's answer to figures it could not read opens on the first one to correct.
    autoFocus: firstError === name || undefined,
    className: `block min-h-11 w-full rounded-sm border bg-white px-3 py-2.5 text-base text-ink focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
      errors[name] ? "border-red-700" : "border-line"
    }`,
  });
  const row = (name: CalculatorField) => ({
    name,
    label: form.labels[name],
    hint: hints[name],
    error: errors[name],
  });
  return (
    <form
      method="get"
      // The answer opens at the result: on a phone it sits below the form.
      action={`${pathIn(language, MORTGAGE_CALCULATOR_PATH)}#result`}
      aria-labelledby="calculator-heading"
      className="grid content-start gap-5"
      noValidate
    >
      <h2 id="calculator-heading" className="text-2xl">
        {form.heading}
      </h2>
      <Row {...row("price")}>
        <input {...control("price")} inputMode="decimal" defaultValue={values.price} />
      </Row>
      <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3">
        <Row {...row("down")}>
          <input {...control("down")} inputMode="decimal" defaultValue={values.down} />
        </Row>
        <Row {...row("downUnit")}>
          <select {...control("downUnit")} defaultValue={values.downUnit}>
            <option value="percent">{form.downUnits.percent}</option>
            <option value="dollars">{form.downUnits.dollars}</option>
          </select>
        </Row>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Row {...row("rate")}>
          <input {...control("rate")} inputMode="decimal" defaultValue={values.rate} />
        </Row>
        <Row {...row("term")}>
          <select {...control("term")} defaultValue={values.term}>
            {LOAN_TERMS_YEARS.map((years) => (
              <option key={years} value={years}>
                {fillTemplate(form.term, { years: String(years) })}
              </option>
            ))}
          </select>
        </Row>
      </div>
      <Row {...row("town")}>
        <select {...control("town")} defaultValue={values.town}>
          <option value="">{form.otherTown}</option>
          {Object.entries(towns).map(([id, town]) => {
            const rate = taxRateOf(id);
            return (
              <option key={id} value={id}>
                {rate
                  ? fillTemplate(form.townWithRate, {
                      town,
                      year: String(rate.fiscalYear),
                      rate: `$${rate.residentialPerThousand.toFixed(2)}`,
                    })
                  : town}
              </option>
            );
          })}
        </select>
      </Row>
      <Row {...row("taxRate")}>
        <input {...control("taxRate")} inputMode="decimal" defaultValue={values.taxRate} />
      </Row>
      <div className="grid gap-5 sm:grid-cols-2">
        <Row {...row("insurance")}>
          <input {...control("insurance")} inputMode="decimal" defaultValue={values.insurance} />
        </Row>
        <Row {...row("hoa")}>
          <input {...control("hoa")} inputMode="decimal" defaultValue={values.hoa} />
        </Row>
      </div>
      <button type="submit" className="btn-primary justify-self-start">
        {form.submit}
      </button>
    </form>
  );
}

function Row({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: CalculatorField;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
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
  const { result } = usePageWords();
  return (
    <section
      id="result"
      aria-labelledby="result-heading"
      className="card h-fit p-7 md:p-9 lg:sticky lg:top-28"
      data-result=""
    >
      <h2 id="result-heading" className="text-2xl">
        {result.heading}
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
            <span className="ml-2 text-muted">{result.perMonth}</span>
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
            {result.preApproval}
          </a>
          <p className="mt-3 text-sm text-muted">{result.preApprovalNote}</p>
        </>
      ) : (
        <p className="mt-4 text-muted" role="alert">
          {result.needsLook}
        </p>
      )}
    </section>
  );
}

function Assumptions() {
  const { assumptions: words } = usePageWords();
  const linkIn = useLinkIn();
  return (
    <section aria-labelledby="assumptions-heading" className="border-t border-line py-16">
      <div className="container-site max-w-3xl">
        <h2 id="assumptions-heading" className="text-2xl">
          {words.heading}
        </h2>
        <ul className="mt-6 grid list-disc gap-3 pl-5 leading-relaxed text-muted">
          <li>{words.principal}</li>
          <li>
            {interpolate(words.tax, {
              count: TAX_RATES.length,
              year: TAX_RATES[0]?.fiscalYear,
            })}
          </li>
          <li>{fillTemplate(words.pmi, { rate: String(PMI_ANNUAL_RATE_PERCENT) })}</li>
          <li>
            {fillTemplate(words.insurance, {
              amount: formatDollars(DEFAULT_INSURANCE_PER_YEAR, { cents: false }),
            })}
          </li>
          <li>{words.estimate}</li>
        </ul>
        <Link
          to={linkIn("/buyers")}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:text-brand-dark"
        >
          {words.more}
          <SvgIcon icon={ArrowRight} className="size-4" />
        </Link>
      </div>
    </section>
  );
}
