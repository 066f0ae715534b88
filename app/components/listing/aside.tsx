import { Link } from "react-router";
import { MemberCard } from "#app/components/member-card.tsx";
import { brokerageLine } from "#content/site.ts";
import { LISTING_TYPE_LABELS } from "#domain/listing.ts";
import { listingCounts, listingPrice } from "#domain/listing-view.ts";
import { streetLine } from "#domain/open-house.ts";
import type { ListingPageData } from "#server/listings/public.ts";
import { SHOWING_COPY, ShowingForm } from "./showing-form.tsx";

const COPY = {
  listedBy: "Listed by",
  alerts: "Get alerts for homes like this",
  alertsText:
    "This home is under agreement. Tell us what you are looking for and we will let you know when a home like it comes up.",
  alertsMessage: (listing: ListingPageData) =>
    `Please let me know about homes like ${streetLine(listing)}, ${listing.town}: ${[
      LISTING_TYPE_LABELS[listing.propertyType].toLowerCase(),
      listingCounts(listing),
      `around ${listingPrice(listing.listPrice)}`,
    ]
      .filter(Boolean)
      .join(", ")}.`,
  sold: "Thinking of selling a home like this?",
  soldText: "We sold this one. Ask us what yours could sell for.",
  soldAction: "What's my home worth?",
  mls: (number: string) => `MLS number ${number}`,
  qr: "Scan for photos, the price history and showings:",
  teamOnly: "Listing courtesy of",
} as const;

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
  return (
    <aside aria-label="Showing and agent" className="grid content-start gap-8 print:gap-4">
      {requestable ? (
        <section id="showing" aria-labelledby="showing-heading" className="card p-7 print:hidden">
          <h2 id="showing-heading" className="text-2xl">
            {SHOWING_COPY.heading}
          </h2>
          <p className="mt-2 mb-6 text-sm text-muted">{SHOWING_COPY.intro}</p>
          <ShowingForm memberName={listing.member?.name ?? "Our team"} />
        </section>
      ) : null}
      {listing.status === "under-agreement" ? (
        <section aria-labelledby="alerts-heading" className="card p-7 print:hidden">
          <h2 id="alerts-heading" className="text-2xl">
            {COPY.alerts}
          </h2>
          <p className="mt-2 text-sm text-muted">{COPY.alertsText}</p>
          <Link
            to={`/contact?${new URLSearchParams({ message: COPY.alertsMessage(listing) })}`}
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
          <Link to="/sellers/home-value" className="btn-primary mt-5">
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
        {COPY.teamOnly} {brokerageLine}
        {listing.mlsNumber ? ` ${COPY.mls(listing.mlsNumber)}.` : ""}
      </p>
      <figure className="hidden print:block" data-flyer-code={path}>
        <img src={qr} alt="" width={150} height={150} />
        <figcaption className="mt-2 text-sm">{COPY.qr}</figcaption>
      </figure>
    </aside>
  );
}
