import { Link } from "react-router";
import { MemberCard } from "#app/components/member-card.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { brokerageLine } from "#content/site.ts";
import { LISTING_TYPE_LABELS } from "#domain/listing.ts";
import { listingCounts, listingPrice } from "#domain/listing-view.ts";
import { streetLine } from "#domain/open-house.ts";
import type { ListingPageData } from "#server/listings/public.ts";
import { ShowingForm } from "./showing-form.tsx";

/** What the contact form is prefilled with for alerts: a message to the team, in English. */
const alertsMessage = (listing: ListingPageData) =>
  `Please let me know about homes like ${streetLine(listing)}, ${listing.town}: ${[
    LISTING_TYPE_LABELS[listing.propertyType].toLowerCase(),
    listingCounts(listing),
    `around ${listingPrice(listing.listPrice)}`,
  ]
    .filter(Boolean)
    .join(", ")}.`;

/**
 * The column beside the listing: what she can do next (request a showing; under agreement, ask
 * for alerts; sold, ask what hers is worth), the listing member's card, the brokerage line and
 * MLS number the rules ask for, and, on paper, the code back to this page.
 */
export function ListingAside({
  listing,
  path,
  qr,
}: {
  listing: ListingPageData;
  path: string;
  qr: string;
}) {
  const requestable = listing.status === "active" || listing.status === "coming-soon";
  const language = usePageLanguage();
  const { listingAside: COPY, showingForm } = CATALOGUES.listing[language];
  const linkIn = useLinkIn();
  return (
    <aside aria-label={COPY.label} className="grid content-start gap-8 print:gap-4">
      {requestable ? (
        <section id="showing" aria-labelledby="showing-heading" className="card p-7 print:hidden">
          <h2 id="showing-heading" className="text-2xl">
            {showingForm.heading}
          </h2>
          <p className="mt-2 mb-6 text-sm text-muted">{showingForm.intro}</p>
          <ShowingForm memberName={listing.member?.name ?? null} />
        </section>
      ) : null}
      {listing.status === "under-agreement" ? (
        <section aria-labelledby="alerts-heading" className="card p-7 print:hidden">
          <h2 id="alerts-heading" className="text-2xl">
            {COPY.alerts}
          </h2>
          <p className="mt-2 text-sm text-muted">{COPY.alertsText}</p>
          <Link
            to={`${linkIn("/contact")}?${new URLSearchParams({ message: alertsMessage(listing) })}`}
            className="btn-primary mt-5"
          >
            {COPY.alerts}
          </Link>
        </section>
      ) : null}
      {listing.status === "sold" ? (
        <section aria-labelledby="sold-heading" className="card p-7 print:hidden">
          <h2 id="sold-heading" className="text-2xl">
            {COPY.sold}
          </h2>
          <p className="mt-2 text-sm text-muted">{COPY.soldText}</p>
          <Link to={linkIn("/sellers/home-value")} className="btn-primary mt-5">
            {COPY.soldAction}
          </Link>
        </section>
      ) : null}
      {listing.member ? (
        <section aria-labelledby="member-heading">
          <h2 id="member-heading" className="mb-3 text-lg">
            {COPY.listedBy}
          </h2>
          <MemberCard member={listing.member} />
        </section>
      ) : null}
      <p className="text-sm text-muted" data-testid="brokerage">
        {COPY.courtesyOf(brokerageLine)}
        {/* A space in both languages: the firm's line before it is Latin text. */}
        {listing.mlsNumber ? ` ${COPY.mls(listing.mlsNumber)}` : ""}
      </p>
      <figure className="hidden print:block" data-flyer-code={path}>
        <img src={qr} alt="" width={150} height={150} />
        <figcaption className="mt-2 text-sm">{COPY.qr}</figcaption>
      </figure>
    </aside>
  );
}
