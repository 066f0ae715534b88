import { ArrowLeft, ArrowRight, Calculator, Home, TrainFront } from "lucide";
import { data, Link } from "react-router";
import { BlogCard } from "#app/components/blog-card.tsx";
import { ListingCard } from "#app/components/listing-card.tsx";
import { NextStep } from "#app/components/next-step.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import { UpcomingOpenHouses } from "#app/components/open-house.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { Showcase } from "#app/components/showcase.tsx";
import { SoldHomeCard } from "#app/components/sold-home-card.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { getMeta } from "#app/utils/meta.ts";
import { townJsonLd } from "#app/utils/structured-data.ts";
import { areas } from "#content/areas.ts";
import { taxRateOf } from "#content/tax-rates.ts";
import { TOWN_DETAILS, townPath } from "#content/towns.ts";
import { LISTINGS_PATH } from "#domain/listing.ts";
import { HOME_VALUE_PATH, MORTGAGE_CALCULATOR_PATH } from "#domain/paths.ts";
import { openHouseView, upcomingOpenHouses } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/massachusetts-town";

/** How many recent articles that mention the town the page lists. */
const LATEST_POSTS = 3;

/**
 * The town's facts (content/areas.ts, content/towns.ts, content/tax-rates.ts) and what the team
 * keeps in /staff: its guide, the newest posts about it and the homes sold there, read through the
 * process's content cache. A guide the team unpublished drops out; the page stays.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const area = areas.find((candidate) => candidate.id === params.town);
  const details = TOWN_DETAILS.find((candidate) => candidate.id === params.town);
  if (!area || !details) throw data(null, { status: 404 });
  // A kept page (server/pages.ts): an open house's change or end draws it again (server/content/version.ts).
  const [guide, about, homes, forSale, openHouses, members] = await Promise.all([
    context.content.card(details.guideSlug),
    context.content.postsAbout(area.name, LATEST_POSTS + 1),
    context.content.soldHomes(),
    context.content.listings.activeIn(area.name),
    upcomingOpenHouses(context.db, new Date(), { town: area.name }),
    listMembers(context.db),
  ]);
  return {
    area,
    details,
    guide,
    mentions: about.filter((post) => post.slug !== details.guideSlug).slice(0, LATEST_POSTS),
    taxRate: taxRateOf(area.id) ?? null,
    openHouses: openHouses.map((house) => openHouseView(house, members)),
    // The team's Active listings in the town, newest first (server/listings/public.ts).
    forSale,
    // Highest price first, as /portfolio.
    sold: homes.filter((home) => home.town === area.name),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { area } = loaderData;
  const path = townPath(area.id);
  return getMeta({
    title: `Living in ${area.name}, MA: Homes, Taxes and Getting to Boston`,
    description: `${area.name} with our team: what the town is like, its residential tax rate, how it connects to Boston, homes we have sold there and our guide.`,
    path,
    image: "areas",
    jsonLd: townJsonLd({ name: area.name, description: area.description, path }),
  });
};

export default function TownPage({ loaderData }: Route.ComponentProps) {
  const { area, details, guide, mentions, taxRate, sold, openHouses, forSale } = loaderData;
  return (
    <>
      <section className="border-b border-line bg-stone-warm">
        <div className="container-site grid items-center gap-10 py-14 md:grid-cols-[1.1fr_1fr] md:py-20">
          <div>
            <nav aria-label="Breadcrumb">
              <Link
                to="/massachusetts"
                className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:text-brand-dark"
              >
                <SvgIcon icon={ArrowLeft} className="size-4" />
                Areas Served
              </Link>
            </nav>
            <h1 className="mt-2 text-4xl md:text-6xl">{area.name}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{area.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {guide ? (
                <Link to={`/blog/${guide.slug}`} className="btn-primary">
                  Read our {area.name} guide
                </Link>
              ) : null}
              <Link to={HOME_VALUE_PATH} className={guide ? "btn-outline" : "btn-primary"}>
                What's my home worth?
              </Link>
            </div>
          </div>
          {/* The area's illustration is drawn up to 720 px wide: a column, not a full-bleed backdrop. */}
          <ResponsiveImage
            image={area.image}
            sizes="(min-width: 1200px) 540px, (min-width: 768px) 45vw, 92vw"
            priority
            className="aspect-[4/3] w-full rounded-md object-cover shadow-sm"
          />
        </div>
      </section>

      <section aria-labelledby="facts-heading" className="py-16 md:py-20">
        <div className="container-site">
          <h2 id="facts-heading" className="text-3xl">
            {area.name} at a glance
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <div className="card p-7">
              <h3 className="flex items-center gap-2 text-xl">
                <SvgIcon icon={TrainFront} className="size-5 text-brand" />
                Getting to Boston
              </h3>
              <ul className="mt-4 grid list-disc gap-2 pl-5 leading-relaxed text-muted">
                {details.toBoston.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div className="card p-7" data-testid="tax-rate">
              <h3 className="flex items-center gap-2 text-xl">
                <SvgIcon icon={Calculator} className="size-5 text-brand" />
                Residential property tax
              </h3>
              {taxRate ? (
                <>
                  <p className="mt-4 font-display text-3xl text-ink">
                    ${taxRate.residentialPerThousand.toFixed(2)}
                    <span className="font-sans text-base text-muted"> per $1,000 of value</span>
                  </p>
                  <p className="mt-2 text-muted">
                    Fiscal year {taxRate.fiscalYear} (July {taxRate.fiscalYear - 1} to June{" "}
                    {taxRate.fiscalYear}). Source:{" "}
                    <a
                      href={taxRate.source.url}
                      className="text-brand underline underline-offset-2"
                    >
                      {taxRate.source.name}
                    </a>
                    .
                  </p>
                </>
              ) : (
                <p className="mt-4 leading-relaxed text-muted">
                  We have not yet confirmed {area.name}'s current rate from a published table, so we
                  leave it out rather than guess. The city's assessor publishes it each year, and we
                  are glad to look it up with you.
                </p>
              )}
              <Link
                to={`${MORTGAGE_CALCULATOR_PATH}?town=${area.id}`}
                className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:text-brand-dark"
              >
                Work out a monthly payment in {area.name}
                <SvgIcon icon={ArrowRight} className="size-4" />
              </Link>
            </div>
          </div>
        </div>
      </section>

      {guide ? (
        <section aria-labelledby="guide-heading" className="bg-stone-warm py-16 md:py-20">
          <div className="container-site grid items-center gap-10 md:grid-cols-2">
            {guide.image ? (
              <ResponsiveImage
                image={guide.image}
                sizes="(min-width: 768px) 45vw, 92vw"
                className="aspect-[3/2] w-full rounded-md object-cover"
              />
            ) : null}
            <div>
              <p className="eyebrow">Our guide</p>
              <h2 id="guide-heading" className="mt-3 text-3xl">
                {guide.title}
              </h2>
              <p className="mt-4 leading-relaxed text-muted">{guide.excerpt}</p>
              <Link to={`/blog/${guide.slug}`} className="btn-outline mt-6">
                Read the {area.name} guide
              </Link>
            </div>
          </div>
        </section>
      ) : null}

      {forSale.length > 0 ? (
        <Showcase
          id="for-sale-heading"
          eyebrow="For sale"
          title={`Homes for sale in ${area.name}`}
          columns="md:grid-cols-2 lg:grid-cols-3"
          more={{
            href: `${LISTINGS_PATH}?${new URLSearchParams({ town: area.name })}`,
            label: `Every home we are selling in ${area.name}`,
          }}
        >
          {forSale.map((listing) => (
            <li key={listing.id} className="card overflow-hidden" data-testid="listing">
              <ListingCard listing={listing} headingLevel={3} />
            </li>
          ))}
        </Showcase>
      ) : null}

      <UpcomingOpenHouses
        houses={openHouses}
        title={`Open houses in ${area.name}`}
        columns="md:grid-cols-2 lg:grid-cols-3"
      />

      {sold.length > 0 ? (
        <Showcase
          id="sold-heading"
          eyebrow="Portfolio"
          title={`Homes we have sold in ${area.name}`}
          columns="md:grid-cols-2 lg:grid-cols-3"
          more={{ href: "/portfolio", label: "See every home we have sold" }}
        >
          {sold.map((home) => (
            <li key={home.key} className="card overflow-hidden" data-testid="sold-home">
              <SoldHomeCard home={home} headingLevel={3} />
            </li>
          ))}
        </Showcase>
      ) : null}

      {mentions.length > 0 ? (
        <Showcase
          id="posts-heading"
          eyebrow="From our blog"
          title={`More on ${area.name} from our blog`}
          className="border-t border-line"
          columns="md:grid-cols-2 lg:grid-cols-3"
        >
          {mentions.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} headingLevel={3} />
            </li>
          ))}
        </Showcase>
      ) : null}

      <NextStep
        id="sell-heading"
        heading={`Thinking of selling in ${area.name}?`}
        text={`Tell us about your home and we will prepare a written market analysis from recent ${area.name} sales, with a plan to sell it well.`}
        tone="brand"
        icon={Home}
      >
        <Link to={HOME_VALUE_PATH} className="btn-primary">
          Request a home value analysis
        </Link>
        <Link to="/contact" className="btn-outline">
          Talk with our team
        </Link>
      </NextStep>
    </>
  );
}
