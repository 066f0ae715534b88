import { Link } from "react-router";
import { LISTING_CARD_IMAGE_SIZES, ListingCard } from "#app/components/listing-card.tsx";
import { NextStep } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { preloadImage } from "#app/components/responsive-image.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { translatedMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import {
  BEDS_CHOICES,
  matchesFilters,
  readListingFilters,
} from "#domain/forms/listing-filters-schema.ts";
import { LISTING_TYPES, LISTINGS_PATH } from "#domain/listing.ts";
import { HOME_VALUE_PATH } from "#domain/paths.ts";
import type { Route } from "./+types/listings";

export const meta: Route.MetaFunction = (place) =>
  translatedMeta(place, (language) => CATALOGUES.listing[language].listingsPage, {
    path: LISTINGS_PATH,
    image: "portfolio",
  });

/**
 * The homes for sale (server/listings/public.ts, through the content cache), filtered by the
 * query the form sends by GET; a value the form does not offer is ignored, never an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const all = await context.content.listings.forSale();
  const filters = readListingFilters(new URL(request.url).searchParams);
  return {
    total: all.length,
    towns: [...new Set(all.map((listing) => listing.town))].sort(),
    filters,
    listings: all.filter((listing) => matchesFilters(listing, filters)),
  };
}

const selectClass = "mt-1 block min-h-11 w-full rounded-sm border border-line bg-white px-3";

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { total, towns, filters, listings } = loaderData;
  const first = listings[0]?.cover;
  const { listingsPage: COPY, listingTypes } = CATALOGUES.listing[usePageLanguage()];
  const linkIn = useLinkIn();
  return (
    <>
      {first ? <link {...preloadImage(first, LISTING_CARD_IMAGE_SIZES)} /> : null}
      <PageHero title={COPY.title} intro={COPY.intro} />
      {total > 0 ? (
        <section aria-labelledby="filters-heading" className="border-b border-line bg-white py-8">
          <form method="get" action={linkIn(LISTINGS_PATH)} className="container-site">
            <h2 id="filters-heading" className="sr-only">
              {COPY.filters}
            </h2>
            <div className="grid grid-cols-2 gap-4 md:grid-cols-[repeat(5,1fr)_auto] md:items-end">
              <label className="text-sm font-semibold">
                {COPY.town}
                <select name="town" defaultValue={filters.town ?? ""} className={selectClass}>
                  <option value="">{COPY.anyTown}</option>
                  {towns.map((town) => (
                    <option key={town} value={town}>
                      {town}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-semibold">
                {COPY.type}
                <select name="type" defaultValue={filters.type ?? ""} className={selectClass}>
                  <option value="">{COPY.anyType}</option>
                  {LISTING_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {listingTypes[type]}
                    </option>
                  ))}
                </select>
              </label>
              {(["min", "max"] as const).map((bound) => (
                <label key={bound} className="text-sm font-semibold">
                  {COPY[bound]}
                  <input
                    name={bound}
                    inputMode="numeric"
                    placeholder="$"
                    defaultValue={filters[bound] ?? ""}
                    className={selectClass}
                  />
                </label>
              ))}
              <label className="text-sm font-semibold">
                {COPY.beds}
                <select name="beds" defaultValue={filters.beds ?? ""} className={selectClass}>
                  <option value="">{COPY.anyBeds}</option>
                  {BEDS_CHOICES.map((beds) => (
                    <option key={beds} value={beds}>
                      {beds}+
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="btn-primary col-span-2 md:col-span-1">
                {COPY.apply}
              </button>
            </div>
          </form>
        </section>
      ) : null}
      {listings.length > 0 ? (
        <section aria-label={COPY.title} className="py-16 md:py-20">
          <div className="container-site">
            <p className="mb-6 text-sm text-muted" role="status">
              {COPY.count(listings.length)}
              {listings.length < total ? (
                <>
                  {" · "}
                  <Link to={linkIn(LISTINGS_PATH)} className="font-semibold text-brand underline">
                    {COPY.clear}
                  </Link>
                </>
              ) : null}
            </p>
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {listings.map((listing, position) => (
                <li key={listing.id} className="card overflow-hidden" data-testid="listing">
                  <ListingCard listing={listing} priority={position === 0} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {listings.length === 0 ? (
        <NextStep
          id="no-listings-heading"
          heading={total > 0 ? COPY.noneMatch : COPY.noneHeading}
          text={total > 0 ? COPY.noneMatchText : COPY.noneText}
        >
          {total > 0 ? (
            <Link to={linkIn(LISTINGS_PATH)} className="btn-outline">
              {COPY.clear}
            </Link>
          ) : null}
          <Link to={linkIn("/contact")} className="btn-primary">
            {COPY.contact}
          </Link>
          <Link to={linkIn(HOME_VALUE_PATH)} className="btn-outline">
            {COPY.homeValue}
          </Link>
        </NextStep>
      ) : null}
    </>
  );
}
