import { MapPin } from "lucide";
import { data, Link } from "react-router";
import { BackLink } from "#app/components/back-link.tsx";
import { ListingAside } from "#app/components/listing/aside.tsx";
import { ListingFacts, PriceHistory } from "#app/components/listing/facts.tsx";
import { LISTING_COVER_SIZES, ListingGallery } from "#app/components/listing/gallery.tsx";
import { ListingGone, listingGoneMeta } from "#app/components/listing/gone.tsx";
import { PaymentEstimateCard } from "#app/components/listing/payment.tsx";
import { ListingTour } from "#app/components/listing/tour.tsx";
import { StatusBadge } from "#app/components/listing-card.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import { UpcomingOpenHouses } from "#app/components/open-house.tsx";
import { preloadImage } from "#app/components/responsive-image.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { showingAction } from "#app/utils/forms/showing-action.server.ts";
import { sentenceGap, usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { listingJsonLd } from "#app/utils/listing-structured-data.ts";
import { absoluteUrl, getMeta, metaLanguages } from "#app/utils/meta.ts";
import { areas } from "#content/areas.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { townPath } from "#content/towns.ts";
import { uiText } from "#content/ui.ts";
import { formatCalendarDayIn } from "#domain/dates.ts";
import { socialImage } from "#domain/images/photo-ref.ts";
import { type Language, languageOf } from "#domain/language.ts";
import { LISTINGS_PATH, listingPath } from "#domain/listing.ts";
import { tourEmbedUrl } from "#domain/listing-tour.ts";
import { listingCounts, listingPrice, paymentEstimate } from "#domain/listing-view.ts";
import { fullAddress, mapLink, streetLine } from "#domain/open-house.ts";
import { QR_OPTIONS, withQrTags } from "#domain/qr.ts";
import type { ListingPageData } from "#server/listings/public.ts";
import { openHouseViewIn } from "#server/open-house-view.ts";
import type { Route } from "./+types/listing";

/**
 * A listing's page (server/listings/public.ts, through the content cache): Coming soon, Active
 * and Under agreement with the showing request, Sold with its sale; Off market answers 410 Gone,
 * a draft or an address that is no listing 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const found = await context.content.listings.lookUp(params.slug, language);
  if (!found) throw data(null, { status: 404 });
  if (found.kind === "gone") return data({ kind: "gone" as const }, { status: 410 });
  const { listing } = found;
  const path = listingPath(listing.slug);
  const { toDataURL } = await import("qrcode");
  return {
    kind: "listing" as const,
    // The listing is kept in the content cache for every language: its open houses' days are
    // written here in the page's.
    listing: {
      ...listing,
      openHouses: listing.openHouses.map((house) => openHouseViewIn(house, language)),
    },
    path,
    area: areas.find((area) => area.name === listing.town) ?? null,
    estimate: listing.propertyType === "rental" ? null : paymentEstimate(listing),
    tourEmbed: listing.tourUrl ? tourEmbedUrl(listing.tourUrl) : null,
    // The flyer's code to this page: drawn on the server, a data URL in the printed page.
    // Tagged, so a showing request from the printed flyer says "QR: 12 Elm St flyer" (issue 44).
    qr: await toDataURL(
      withQrTags(absoluteUrl(path), "listing-flyer", `${listing.street} flyer`),
      QR_OPTIONS,
    ),
  };
}

export const action = (args: Route.ActionArgs) => showingAction(args);

export const meta: Route.MetaFunction = (place) => {
  const { loaderData } = place;
  if (!loaderData) return notFoundMeta();
  if (loaderData.kind === "gone") return listingGoneMeta(place);
  const { listing, path } = loaderData;
  const language = metaLanguages(place).language;
  const words = CATALOGUES.listing[language];
  const COPY = words.listingPage;
  const text = inLanguage(listing, language);
  const card = listing.cover ? socialImage(listing.cover) : null;
  const status = `${listingPrice(listing.listPrice)} ${listing.status === "sold" ? COPY.soldMark : ""}`;
  return getMeta(
    {
      title: COPY.title(`${streetLine(listing)}, ${listing.town}`, status.trim()),
      description: COPY.metaDescription(
        listingPrice(listing.listPrice),
        listingCounts(listing, words.listingCountWords),
        text.headline,
      ),
      path,
      ...(card
        ? { image: card.url, imageSize: { width: card.width, height: card.height } }
        : { image: "portfolio" }),
      jsonLd: listingJsonLd(listing, path, listing.headline || fullAddress(listing)),
    },
    place,
  );
};

/** The headline, description and features in the page's language: the Chinese when filled. */
function inLanguage(listing: ListingPageData, language: Language) {
  const chinese = language !== "en";
  return {
    headline: (chinese && listing.headlineZh) || listing.headline,
    descriptionHtml: (chinese && listing.descriptionZhHtml) || listing.descriptionHtml,
    features: chinese && listing.featuresZh.length > 0 ? listing.featuresZh : listing.features,
  };
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const language = usePageLanguage();
  const linkIn = useLinkIn();
  if (loaderData.kind === "gone") return <ListingGone />;
  const { listing, path, area, estimate, tourEmbed, qr } = loaderData;
  const address = fullAddress(listing);
  const words = CATALOGUES.listing[language];
  const COPY = words.listingPage;
  const text = inLanguage(listing, language);
  const counts = listingCounts(listing, words.listingCountWords);
  return (
    <article className="container-site py-8 md:py-12 print:py-0" data-flyer="">
      {listing.cover ? <link {...preloadImage(listing.cover, LISTING_COVER_SIZES)} /> : null}
      <nav aria-label={uiText(language).breadcrumb} className="flex flex-wrap gap-x-6 print:hidden">
        <BackLink to={linkIn(LISTINGS_PATH)}>{COPY.back}</BackLink>
        {area ? (
          <Link
            to={linkIn(townPath(area.id))}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:text-brand-dark"
          >
            {COPY.town(area.name)}
          </Link>
        ) : null}
      </nav>
      <div className="mt-4">
        <ListingGallery photos={listing.photos} />
      </div>
      <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_380px] print:mt-4 print:grid-cols-[1fr_15rem] print:gap-6">
        <div>
          <header>
            <StatusBadge status={listing.status} />
            <p className="mt-4 font-display text-4xl text-ink" data-testid="price">
              {listingPrice(listing.listPrice)}
            </p>
            <h1 className="mt-2 font-sans text-xl font-normal text-ink md:text-2xl">{address}</h1>
            {counts ? <p className="mt-2 text-muted">{counts}</p> : null}
            {listing.status === "sold" && listing.soldPrice ? (
              <p className="mt-4 font-semibold text-brand" data-testid="sold">
                {COPY.soldFor(
                  listingPrice(listing.soldPrice),
                  listing.soldOn ? formatCalendarDayIn(language, listing.soldOn) : null,
                )}
                {sentenceGap(language)}
                <Link to={linkIn("/portfolio")} className="underline underline-offset-2">
                  {COPY.portfolio}
                </Link>
              </p>
            ) : null}
            <a
              href={mapLink(listing)}
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-brand underline underline-offset-2 print:hidden"
            >
              <SvgIcon icon={MapPin} className="size-4" />
              {COPY.map}
            </a>
            {/* On a phone the form comes after the facts: the way to it, at the price. */}
            {listing.status === "active" || listing.status === "coming-soon" ? (
              <a href="#showing" className="btn-primary mt-3 flex lg:hidden print:hidden">
                {COPY.requestShowing}
              </a>
            ) : null}
          </header>
          {text.headline || text.descriptionHtml ? (
            <section aria-labelledby="about-heading" className="mt-10 print:mt-4">
              <h2 id="about-heading" className="text-2xl">
                {text.headline || COPY.description}
              </h2>
              <div
                className="prose-site mt-4 print:hidden"
                // Sanitized when rendered from the team's Markdown (server/content/markdown.ts).
                dangerouslySetInnerHTML={{ __html: text.descriptionHtml }}
              />
            </section>
          ) : null}
          {text.features.length > 0 ? (
            <section aria-labelledby="features-heading" className="mt-10 print:mt-4">
              <h2 id="features-heading" className="text-2xl">
                {COPY.features}
              </h2>
              <ul className="mt-4 grid list-disc gap-2 pl-5 sm:grid-cols-2">
                {text.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <ListingFacts listing={listing} />
          <PriceHistory history={listing.history} />
          {estimate && listing.status !== "sold" ? (
            <PaymentEstimateCard estimate={estimate} />
          ) : null}
          {listing.tourUrl && tourEmbed ? (
            <ListingTour link={listing.tourUrl} embed={tourEmbed} address={address} />
          ) : null}
        </div>
        <ListingAside listing={listing} path={path} qr={qr} />
      </div>
      {listing.openHouses.length > 0 ? (
        <div className="print:hidden">
          <UpcomingOpenHouses
            houses={listing.openHouses}
            title={COPY.openHouses}
            columns="md:grid-cols-2"
          />
        </div>
      ) : null}
    </article>
  );
}
