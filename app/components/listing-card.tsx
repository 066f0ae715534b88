import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { type ListingStatus, listingPath } from "#domain/listing.ts";
import { listingCounts, listingPrice } from "#domain/listing-view.ts";
import { streetLine } from "#domain/open-house.ts";
import type { ListingCardData } from "#server/listings/public.ts";

/** The card's photo: a third of the grid on a wide screen, half on a tablet, the width of a phone. */
export const LISTING_CARD_IMAGE_SIZES = "(min-width: 1024px) 380px, (min-width: 768px) 45vw, 92vw";

/** Each status's badge colours: what is for sale in the brand's colour, the rest quieter. */
const BADGE_TONES: Record<ListingStatus, string> = {
  draft: "bg-ink text-white",
  "coming-soon": "bg-ink text-white",
  active: "bg-brand text-white",
  "under-agreement": "bg-white text-ink",
  sold: "bg-brand text-white",
  "off-market": "bg-ink text-white",
};

/** A listing's status as a badge (the cards, the listing's page). */
export function StatusBadge({
  status,
  className = "",
  label,
}: {
  status: ListingStatus;
  className?: string;
  /** An MLS status's own words (/homes); a listing's status is said from the catalogue. */
  label?: string;
}) {
  const words = CATALOGUES.listing[usePageLanguage()];
  return (
    <span
      className={`rounded-sm px-3 py-1 text-xs font-bold tracking-[0.15em] uppercase ${BADGE_TONES[status]} ${className}`.trim()}
      data-testid="status"
    >
      {label ?? words.listingStatuses[status]}
    </span>
  );
}

/**
 * One listing as a card (/listings, the home page, a town's page): the cover with its status,
 * the price, the address (the link to its page) and the counts.
 */
export function ListingCard({
  listing,
  priority = false,
  headingLevel = 2,
}: {
  listing: ListingCardData;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const words = CATALOGUES.listing[usePageLanguage()];
  const linkIn = useLinkIn();
  const counts = listingCounts(listing, words.listingCountWords);
  return (
    <article className="relative">
      <div className="relative aspect-[4/3] bg-stone-warm">
        {listing.cover ? (
          <ResponsiveImage
            image={listing.cover}
            sizes={LISTING_CARD_IMAGE_SIZES}
            priority={priority}
            className="aspect-[4/3] w-full object-cover"
          />
        ) : null}
        <StatusBadge status={listing.status} className="absolute top-4 left-4" />
      </div>
      <div className="p-6">
        <p className="font-display text-2xl text-ink" data-testid="price">
          {listingPrice(listing.listPrice)}
        </p>
        <Heading className="mt-1 font-sans text-base font-normal text-ink">
          {/* The whole card is the link's target area; the address is its name. */}
          <Link
            to={linkIn(listingPath(listing.slug))}
            className="after:absolute after:inset-0 hover:text-brand"
          >
            {streetLine(listing)}, {listing.town}, MA {listing.zip}
          </Link>
        </Heading>
        {counts ? (
          <p className="mt-4 border-t border-line pt-4 text-sm text-muted">{counts}</p>
        ) : null}
      </div>
    </article>
  );
}
