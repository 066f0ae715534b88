import { Link } from "react-router";
import { HomePhoto } from "#app/components/home-photo.tsx";
import { LISTING_CARD_IMAGE_SIZES, StatusBadge } from "#app/components/listing-card.tsx";
import { useLinkIn } from "#app/utils/language-link.ts";
import type { homesPage } from "#content/homes.ts";
import { bathsOf, listingPrice } from "#domain/listing-view.ts";
import type { HomeCard as HomeCardData } from "#server/mls/homes.ts";

/** The counts line in the page's words: "3 beds · 2.5 baths · 1,850 sq ft". */
export function homeCounts(home: HomeCardData, copy: typeof homesPage) {
  const baths = bathsOf(home.fullBaths, home.halfBaths);
  return [
    home.beds === null ? "" : copy.beds(home.beds),
    baths === null ? "" : copy.baths(baths),
    home.livingArea === null ? "" : copy.area(home.livingArea.toLocaleString("en-US")),
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * One result of /homes: the team's listing (its photo through the site's image pipeline) or an
 * MLS home (the provider's photo at its own size, so nothing shifts), with the listing office
 * the MLS asks every result to name. Drawn like the listing cards of /listings.
 */
export function HomeCard({
  home,
  copy,
  priority,
}: {
  home: HomeCardData;
  copy: typeof homesPage;
  priority: boolean;
}) {
  const linkIn = useLinkIn();
  const counts = homeCounts(home, copy);
  const place = [home.town, home.zip ? `MA ${home.zip}` : null].filter(Boolean).join(", ");
  return (
    <article className="relative">
      <div className="relative aspect-[4/3] bg-stone-warm">
        {home.photo ? (
          <HomePhoto
            photo={home.photo.kind === "own" ? home.photo.ref : home.photo}
            sizes={LISTING_CARD_IMAGE_SIZES}
            priority={priority}
            className="aspect-[4/3] w-full object-cover"
          />
        ) : null}
        <StatusBadge
          status={home.status}
          label={copy.statuses[home.status]}
          className="absolute top-4 left-4"
        />
      </div>
      <div className="p-6">
        <p className="font-display text-2xl text-ink" data-testid="price">
          {home.price === null ? copy.priceOnRequest : listingPrice(home.price)}
        </p>
        <h2 className="mt-1 font-sans text-base font-normal text-ink">
          {/* The whole card is the link's target area; the address is its name. */}
          <Link to={linkIn(home.href)} className="after:absolute after:inset-0 hover:text-brand">
            {home.street ?? copy.addressWithheld}
            {place ? `, ${place}` : ""}
          </Link>
        </h2>
        {counts ? (
          <p className="mt-4 border-t border-line pt-4 text-sm text-muted">{counts}</p>
        ) : null}
        {home.office ? <p className="mt-2 text-xs text-muted">{copy.office(home.office)}</p> : null}
      </div>
    </article>
  );
}
