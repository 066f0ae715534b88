import { ArrowLeft } from "lucide";
import { data, Link, redirect } from "react-router";
import { ListingGone, listingGoneMeta } from "#app/components/listing/gone.tsx";
import { PaymentEstimateCard } from "#app/components/listing/payment.tsx";
import { SHOWING_COPY, ShowingForm } from "#app/components/listing/showing-form.tsx";
import { StatusBadge } from "#app/components/listing-card.tsx";
import { MemberCard } from "#app/components/member-card.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { submitLeadForm } from "#app/utils/forms/lead-action.server.ts";
import { absoluteUrl, getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { formatDayTime, formatTimeRange } from "#domain/dates.ts";
import { LISTING_STATUS_OF_MLS } from "#domain/forms/home-search-schema.ts";
import { SHOWING_FIELD_MAX, ShowingSchema } from "#domain/forms/showing-schema.ts";
import { listingPrice, paymentEstimate } from "#domain/listing-view.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import { lookUpMlsHome, type MlsHomePage, mlsShowingListing } from "#server/mls/home-page.ts";
import { mlsHomePath } from "#server/mls/homes.ts";
import { readMlsSettings } from "#server/mls/settings.ts";
import { listMembers, memberCardOf } from "#server/team/members.ts";
import type { Route } from "./+types/mls-home";

/** The page's words beside the MLS's own (its remarks stay as the MLS wrote them). */
const COPY = {
  back: "Back to the search",
  remarks: "About this home",
  facts: "Facts",
  openHouses: "Open houses",
  listedBy: (office: string, agent: string | null) =>
    `Listing courtesy of ${agent ? `${agent}, ` : ""}${office}.`,
  updated: (when: string) => `Last updated ${when}.`,
  mlsNumber: "MLS number",
  type: "Type",
  yearBuilt: "Year built",
  lot: "Lot size",
  acres: (acres: number) => `${acres.toLocaleString("en-US")} acres`,
  askUs: "Ask us about this home",
  title: (address: string, price: string) => `${address}: ${price}`,
  description: (address: string, counts: string) =>
    `${address}${counts ? `. ${counts}` : ""}. Photos, facts and showings.`,
} as const;

const homesCopy = CATALOGUES.homes.en.homesPage;

const addressOf = (home: MlsHomePage) =>
  [home.street ?? homesCopy.addressWithheld, home.town, home.zip ? `MA ${home.zip}` : null]
    .filter(Boolean)
    .join(", ");

const countsOf = (home: MlsHomePage) => {
  const baths = home.fullBaths === null ? null : home.fullBaths + (home.halfBaths ?? 0) / 2;
  return [
    home.beds === null ? "" : homesCopy.beds(home.beds),
    baths === null ? "" : homesCopy.baths(baths),
    home.livingArea === null ? "" : homesCopy.area(home.livingArea.toLocaleString("en-US")),
  ]
    .filter(Boolean)
    .join(" · ");
};

/** The home, or what its address answers: 404 unknown, 410 gone, 301 to where it lives now. */
async function findHome(context: Route.LoaderArgs["context"], slug: string) {
  const found = await lookUpMlsHome(context.db, slug, new Date());
  if (!found) throw data(null, { status: 404 });
  if (found.kind === "moved") throw redirect(found.path, 301);
  return found;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await findHome(context, params.slug);
  if (found.kind === "gone") return data({ kind: "gone" as const }, { status: 410 });
  const [lead] = await listMembers(context.db);
  const { home } = found;
  return {
    kind: "home" as const,
    home,
    path: mlsHomePath(home.slug),
    member: lead ? memberCardOf(lead) : null,
    estimate:
      home.price && home.status !== "Closed"
        ? paymentEstimate({ listPrice: home.price, annualTax: null, hoaFee: null })
        : null,
    disclaimer: readMlsSettings().disclaimer,
  };
}

/** "Request a showing": a buyer lead with the MLS home attached, as for the team's own listings. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const found = await findHome(context, params.slug);
  if (found.kind === "gone" || !["Active", "Coming Soon"].includes(found.home.status))
    throw data(null, { status: 404 });
  const listing = mlsShowingListing(found.home, absoluteUrl(mlsHomePath(found.home.slug)));
  return submitLeadForm({
    request,
    context,
    form: "showing",
    schema: ShowingSchema,
    fieldMax: SHOWING_FIELD_MAX,
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
  const { home, path } = loaderData;
  const address = addressOf(home);
  const price = home.price === null ? homesCopy.priceOnRequest : listingPrice(home.price);
  const cover = home.photos[0];
  return getMeta({
    title: COPY.title(address, price),
    description: COPY.description(address, countsOf(home)),
    path,
    ...(cover
      ? { image: cover.url, imageSize: { width: cover.width ?? 1024, height: cover.height ?? 768 } }
      : { image: "portfolio" }),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: address,
      url: absoluteUrl(path),
      datePosted: home.listedAt.toISOString().slice(0, 10),
      dateModified: home.modifiedAt.toISOString(),
      ...(cover ? { image: home.photos.map((photo) => photo.url) } : {}),
      ...(home.price
        ? { offers: { "@type": "Offer", price: home.price, priceCurrency: "USD" } }
        : {}),
    },
  });
};

export default function MlsHome({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "gone") return <ListingGone back={HOMES_PATH} />;
  const { home, member, estimate, disclaimer } = loaderData;
  const [cover, ...rest] = home.photos;
  const address = addressOf(home);
  const counts = countsOf(home);
  const requestable = home.status === "Active" || home.status === "Coming Soon";
  const facts: [string, string][] = [
    [COPY.mlsNumber, home.listingId],
    ...((home.propertySubType ?? home.propertyType)
      ? [[COPY.type, home.propertySubType ?? home.propertyType ?? ""] as [string, string]]
      : []),
    ...(home.yearBuilt ? [[COPY.yearBuilt, String(home.yearBuilt)] as [string, string]] : []),
    ...(home.lotSizeAcres ? [[COPY.lot, COPY.acres(home.lotSizeAcres)] as [string, string]] : []),
  ];
  return (
    <article className="container-site py-8 md:py-12">
      <Link
        to={HOMES_PATH}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:text-brand-dark"
      >
        <SvgIcon icon={ArrowLeft} className="size-4" />
        {COPY.back}
      </Link>
      {cover ? (
        <div className="mt-4" data-testid="gallery">
          <img
            src={cover.url}
            alt={cover.caption ?? address}
            width={cover.width ?? 1024}
            height={cover.height ?? 768}
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-sm object-cover"
          />
          {rest.length > 0 ? (
            <ul className="mt-3 flex gap-3 overflow-x-auto pb-2">
              {rest.map((photo) => (
                <li key={photo.url} className="shrink-0">
                  <a href={photo.url}>
                    <img
                      src={photo.url}
                      alt={photo.caption ?? address}
                      width={photo.width ?? 1024}
                      height={photo.height ?? 768}
                      loading="lazy"
                      className="h-40 w-60 rounded-sm object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_380px]">
        <div>
          <header>
            <StatusBadge status={LISTING_STATUS_OF_MLS[home.status]} />
            <p className="mt-4 font-display text-4xl text-ink" data-testid="price">
              {home.price === null ? homesCopy.priceOnRequest : listingPrice(home.price)}
            </p>
            <h1 className="mt-2 font-sans text-xl font-normal text-ink md:text-2xl">{address}</h1>
            {counts ? <p className="mt-2 text-muted">{counts}</p> : null}
            {requestable ? (
              <a href="#showing" className="btn-primary mt-3 flex lg:hidden">
                {SHOWING_COPY.heading}
              </a>
            ) : null}
          </header>
          {home.remarks ? (
            <section aria-labelledby="about-heading" className="mt-10">
              <h2 id="about-heading" className="text-2xl">
                {COPY.remarks}
              </h2>
              <p className="mt-4 whitespace-pre-line">{home.remarks}</p>
            </section>
          ) : null}
          <section aria-labelledby="facts-heading" className="mt-10">
            <h2 id="facts-heading" className="text-2xl">
              {COPY.facts}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              {facts.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-muted">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {estimate ? <PaymentEstimateCard estimate={estimate} /> : null}
          {home.openHouses.length > 0 ? (
            <section aria-labelledby="open-houses-heading" className="mt-10">
              <h2 id="open-houses-heading" className="text-2xl">
                {COPY.openHouses}
              </h2>
              <ul className="mt-4 grid gap-2">
                {home.openHouses.map((house) => (
                  <li key={house.startsAt.toISOString()}>
                    {formatDayTime(house.startsAt)} –{" "}
                    {formatTimeRange(house.startsAt, house.endsAt)}
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
                {SHOWING_COPY.heading}
              </h2>
              <p className="mt-2 mb-6 text-sm text-muted">{SHOWING_COPY.intro}</p>
              <ShowingForm memberName={member?.name ?? "Our team"} />
            </section>
          ) : null}
          {member ? <MemberCard member={member} /> : null}
        </aside>
      </div>
      <footer className="mt-12 border-t border-line pt-6 text-xs text-muted" data-testid="idx">
        {home.office ? <p>{COPY.listedBy(home.office, home.agent)}</p> : null}
        <p className="mt-1">{COPY.updated(formatDayTime(home.modifiedAt))}</p>
        {disclaimer ? <p className="mt-2">{disclaimer}</p> : null}
      </footer>
    </article>
  );
}
