import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { linkIn } from "#app/utils/language-link.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { PaymentEstimate } from "#domain/listing-view.ts";
import { formatDollars } from "#domain/mortgage.ts";

/** The payment calculator's arithmetic on this listing (domain/listing-view.ts), and the way to change it. */
export function PaymentEstimateCard({ estimate }: { estimate: PaymentEstimate }) {
  const language = usePageLanguage();
  const COPY = CATALOGUES.listing[language].listingPayment;
  return (
    <section aria-labelledby="payment-heading" className="card mt-12 p-7 print:hidden">
      <h2 id="payment-heading" className="text-2xl">
        {COPY.heading}
      </h2>
      <p className="mt-3 font-display text-3xl text-ink" data-testid="payment">
        {formatDollars(estimate.payment.total, { cents: false })}{" "}
        <span className="font-sans text-base text-muted">{COPY.perMonth}</span>
      </p>
      <p className="mt-2 text-sm text-muted">{COPY.assumptions(estimate)}</p>
      <Link
        to={linkIn(language, estimate.calculatorHref)}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:text-brand-dark"
      >
        {COPY.calculator}
        <SvgIcon icon={ArrowRight} className="size-4" />
      </Link>
    </section>
  );
}
