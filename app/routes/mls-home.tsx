import { data, redirect } from "react-router";
import { BackLink } from "#app/components/back-link.tsx";
import { ListingFacts, type ListingFactsData } from "#app/components/listing/facts.tsx";
import { ListingGallery } from "#app/components/listing/gallery.tsx";
import { ListingGone, listingGoneMeta } from "#app/components/listing/gone.tsx";
import { PaymentEstimateCard } from "#app/components/listing/payment.tsx";
import { ShowingForm } from "#app/components/listing/showing-form.tsx";
import { StatusBadge } from "#app/components/listing-card.tsx";
import { MemberCard } from "#app/components/member-card.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import { submitLeadForm } from "#app/utils/forms/lead-action.server.ts";
import { SHOWING_LEAD_FORM } from "#app/utils/forms/showing-action.server.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { linkIn, useLinkIn } from "#app/utils/language-link.ts";
import { absoluteUrl, getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { homesPage } from "#content/homes.ts";
import { formatDayIn, formatTimeIn } from "#domain/dates.ts";
import { formatInteger } from "#domain/format.ts";
import { LISTING_STATUS_OF_MLS } from "#domain/forms/home-search-schema.ts";
import { type Language, languageOf, pathIn } from "#domain/language.ts";
import { bathsOf, listingPrice, paymentEstimate } from "#domain/listing-view.ts";
import { HOMES_PATH, listingTypeOfMls } from "#domain/mls.ts";
import { lookUpMlsHome, type MlsHomePage, mlsShowingListing } from "#server/mls/home-page.ts";
import { mlsHomePath } from "#server/mls/homes.ts";
import { readMlsSettings } from "#server/mls/settings.ts";
import { listMembers, memberCardOf } from "#server/team/members.ts";
import type { Route } from "./+types/mls-home";

type HomesCopy = typeof homesPage;

/** The MLS gives a lot in acres (`LotSizeAcres`); the facts table says square feet, as for the team's. */
const SQUARE_FEET_PER_ACRE = 43_560;

const addressOf = (home: MlsHomePage, copy: HomesCopy) =>
  [home.street ?? copy.addressWithheld, home.town, home.zip ? `MA ${home.zip}` : null]
    .filter(Boolean)
    .join(", ");

const countsOf = (home: MlsHomePage, copy: HomesCopy) => {
  const baths = bathsOf(home.fullBaths, home.halfBaths);
  return [
    home.beds === null ? "" : copy.beds(home.beds),
    baths === null ? "" : copy.baths(baths),
    home.livingArea === null ? "" : copy.area(formatInteger(home.livingArea)),
  ]
    .filter(Boolean)
    .join(" · ");
};

/** The MLS's facts in the words of the team's listings (the same table, in either language). */
const factsOf = (home: MlsHomePage): ListingFactsData => ({
  status: LISTING_STATUS_OF_MLS[home.status],
  propertyType: listingTypeOfMls(home.propertyType, home.propertySubType),
  // A sale's price is the header's; its list price is not kept apart.
  listPrice: home.status === "Closed" ? null : home.price,
  beds: home.beds,
  fullBaths: home.fullBaths,
  halfBaths: home.halfBaths,
  livingArea: home.livingArea,
  lotSize: home.lotSizeAcres === null ? null : Math.round(home.lotSizeAcres * SQUARE_FEET_PER_ACRE),
  yearBuilt: home.yearBuilt,
  parking: "",
  heatingCooling: "",
  hoaFee: null,
  annualTax: null,
  taxYear: null,
  mlsNumber: home.listingId,
});

/** When, in the page's language: "November 28, 2026 2:00 PM", "2026年11月28日 14:00". */
const dayAndTime = (language: Language, date: Date) =>
  `${formatDayIn(language, date)} ${formatTimeIn(language, date)}`;

/** The home, or what its address answers: 404 unknown, 410 gone, 301 to where it lives now. */
async function findHome(request: Request, context: Route.LoaderArgs["context"], slug: string) {
  const found = await lookUpMlsHome(context.db, slug, new Date());
  if (!found) throw data(null, { status: 404 });
  if (found.kind === "moved")
    throw redirect(linkIn(languageOf(new URL(request.url).pathname), found.path), 301);
  return found;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await findHome(request, context, params.slug);
  if (found.kind === "gone") return data({ kind: "gone" as const }, { status: 410 });
  const [lead] = await listMembers(context.db);
  const { home } = found;
  return {
    kind: "home" as const,
    home,
    path: mlsHomePath(home.slug),
    member: lead ? memberCardOf(lead, languageOf(new URL(request.url).pathname)) : null,
    estimate:
      home.price && home.status !== "Closed"
        ? paymentEstimate({ listPrice: home.price, annualTax: null, hoaFee: null })
        : null,
    disclaimer: readMlsSettings().disclaimer,
  };
}

/** "Request a showing": a buyer lead with the MLS home attached, as for the team's own listings. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const found = await findHome(request, context, params.slug);
  if (found.kind === "gone" || !["Active", "Coming Soon"].includes(found.home.status))
    throw data(null, { status: 404 });
  const listing = mlsShowingListing(found.home, absoluteUrl(mlsHomePath(found.home.slug)));
  return submitLeadForm({
    request,
    context,
    ...SHOWING_LEAD_FORM,
    record: async (input, token, attribution, language) => {
      await context.leads.recordShowing(
        { ...input, language },
        listing,
        token,
        context.clientIp,
        attribution,
      );
    },
  });
}

export const meta: Route.MetaFunction = (place) => {
  const { loaderData } = place;
  if (!loaderData) return notFoundMeta();
  if (loaderData.kind === "gone") return listingGoneMeta(place);
  const language = languageOf(place.location.pathname);
  const { homesPage: copy, mlsHomePage: COPY } = CATALOGUES.homes[language];
  const { home, path } = loaderData;
  const address = addressOf(home, copy);
  const price = home.price === null ? copy.priceOnRequest : listingPrice(home.price);
  const cover = home.photos[0];
  return getMeta(
    {
      title: COPY.title(address, price),
      description: COPY.description(address, countsOf(home, copy)),
      path,
      ...(cover
        ? {
            image: cover.url,
            imageSize: { width: cover.width ?? 1024, height: cover.height ?? 768 },
          }
        : { image: "portfolio" }),
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "RealEstateListing",
        name: address,
        url: absoluteUrl(pathIn(language, path)),
        datePosted: home.listedAt.toISOString().slice(0, 10),
        dateModified: home.modifiedAt.toISOString(),
        ...(cover ? { image: home.photos.map((photo) => photo.url) } : {}),
        ...(home.price
          ? { offers: { "@type": "Offer", price: home.price, priceCurrency: "USD" } }
          : {}),
      },
    },
    place,
  );
};

export default function MlsHome({ loaderData }: Route.ComponentProps) {
  const language = usePageLanguage();
  const linkIn = useLinkIn();
  if (loaderData.kind === "gone") return <ListingGone back={linkIn(HOMES_PATH)} />;
  const { home, member, estimate, disclaimer } = loaderData;
  const { homesPage: copy, mlsHomePage: COPY } = CATALOGUES.homes[language];
  const { listingPage } = CATALOGUES.listing[language];
  const address = addressOf(home, copy);
  const counts = countsOf(home, copy);
  const requestable = home.status === "Active" || home.status === "Coming Soon";
  return (
    <article className="container-site py-8 md:py-12">
      <BackLink to={linkIn(HOMES_PATH)}>{COPY.back}</BackLink>
      <div className="mt-4">
        <ListingGallery
          photos={home.photos.map((photo) => ({ ...photo, alt: photo.caption ?? address }))}
        />
      </div>
      <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_380px]">
        <div>
          <header>
            <StatusBadge status={LISTING_STATUS_OF_MLS[home.status]} />
            <p className="mt-4 font-display text-4xl text-ink" data-testid="price">
              {home.price === null ? copy.priceOnRequest : listingPrice(home.price)}
            </p>
            <h1 className="mt-2 font-sans text-xl font-normal text-ink md:text-2xl">{address}</h1>
            {counts ? <p className="mt-2 text-muted">{counts}</p> : null}
            {requestable ? (
              <a href="#showing" className="btn-primary mt-3 flex lg:hidden">
                {listingPage.requestShowing}
              </a>
            ) : null}
          </header>
          {home.remarks ? (
            <section aria-labelledby="about-heading" className="mt-10">
              <h2 id="about-heading" className="text-2xl">
                {listingPage.description}
              </h2>
              {/* The MLS's words as it wrote them, in English on the Chinese page too. */}
              <p className="mt-4 whitespace-pre-line" lang="en">
                {home.remarks}
              </p>
            </section>
          ) : null}
          <ListingFacts listing={factsOf(home)} />
          {estimate ? <PaymentEstimateCard estimate={estimate} /> : null}
          {home.openHouses.length > 0 ? (
            <section aria-labelledby="open-houses-heading" className="mt-10">
              <h2 id="open-houses-heading" className="text-2xl">
                {listingPage.openHouses}
              </h2>
              <ul className="mt-4 grid gap-2">
                {home.openHouses.map((house) => (
                  <li key={house.startsAt.toISOString()}>
                    {dayAndTime(language, house.startsAt)} – {formatTimeIn(language, house.endsAt)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside aria-label={COPY.askUs} className="grid content-start gap-8">
          {requestable ? (
            <section id="showing" aria-labelledby="showing-heading" className="card p-7">
              <h2 id="showing-heading" className="text-2xl">
                {listingPage.requestShowing}
              </h2>
              <p className="mt-2 mb-6 text-sm text-muted">
                {CATALOGUES.listing[language].showingForm.intro}
              </p>
              <ShowingForm memberName={member?.name ?? null} />
            </section>
          ) : null}
          {member ? <MemberCard member={member} /> : null}
        </aside>
      </div>
      <footer className="mt-12 border-t border-line pt-6 text-xs text-muted" data-testid="idx">
        {home.office ? <p>{COPY.listedBy(home.office, home.agent)}</p> : null}
        <p className="mt-1">{COPY.updated(dayAndTime(language, home.modifiedAt))}</p>
        {disclaimer ? <p className="mt-2">{disclaimer}</p> : null}
      </footer>
    </article>
  );
}
