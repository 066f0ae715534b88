import { ArrowLeft, ArrowRight, Calculator, Home, TrainFront } from "lucide";
import { data, Link } from "react-router";
import { BlogCard } from "#app/components/blog-card.tsx";
import { HomesForSale } from "#app/components/homes-for-sale.tsx";
import { NextStep } from "#app/components/next-step.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import { UpcomingOpenHouses } from "#app/components/open-house.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { Showcase } from "#app/components/showcase.tsx";
import { SoldHomeCard } from "#app/components/sold-home-card.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { interpolate } from "#app/utils/interpolate.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { getMeta } from "#app/utils/meta.ts";
import { townJsonLd } from "#app/utils/structured-data.ts";
import { areas } from "#content/areas.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { taxRateOf } from "#content/tax-rates.ts";
import { TOWN_DETAILS, townPath } from "#content/towns.ts";
import { uiText } from "#content/ui.ts";
import { DEFAULT_LANGUAGE, type Language, languageOf } from "#domain/language.ts";
import { LISTINGS_PATH } from "#domain/listing.ts";
import { HOME_VALUE_PATH, MORTGAGE_CALCULATOR_PATH } from "#domain/paths.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { upcomingOpenHouses } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/massachusetts-town";

/** How many recent articles that mention the town the page lists. */
const LATEST_POSTS = 3;

/**
 * The town's facts (content/areas.ts, content/towns.ts, content/tax-rates.ts) and what the team
 * keeps in /staff: its guide, the newest posts about it and the homes sold there, read through the
 * process's content cache. A guide the team unpublished drops out; the page stays.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const area = areas.find((candidate) => candidate.id === params.town);
  const details = TOWN_DETAILS.find((candidate) => candidate.id === params.town);
  if (!area || !details) throw data(null, { status: 404 });
  const language = languageOf(new URL(request.url).pathname);
  // A kept page (server/pages.ts): an open house's change or end draws it again (server/content/version.ts).
  const [guide, mentions, homes, forSale, openHouses, members] = await Promise.all([
    context.content.card(details.guideSlug, language),
    context.content.postsAbout(area.name, {
      limit: LATEST_POSTS,
      besides: details.guideSlug,
      language,
    }),
    context.content.soldHomes(),
    context.content.listings.activeIn(area.name),
    upcomingOpenHouses(context.db, new Date(), { town: area.name }),
    listMembers(context.db),
  ]);
  return {
    area,
    details,
    guide,
    // Its guide is the hero's button, not a card.
    mentions,
    taxRate: taxRateOf(area.id) ?? null,
    openHouses: openHouses.map((house) => openHouseView(house, members, language)),
    // The team's Active listings in the town, newest first (server/listings/public.ts).
    forSale,
    // Highest price first, as /portfolio.
    sold: homes.filter((home) => home.town === area.name),
  };
}

/** The town's words in a language: its name, description and lines to Boston, and the page's. */
function townCopy(language: Language, id: string) {
  const area = CATALOGUES.areas[language].areas.find((candidate) => candidate.id === id);
  const details = CATALOGUES.towns[language].TOWN_DETAILS.find((candidate) => candidate.id === id);
  if (!area || !details) throw data(null, { status: 404 });
  return { area, details, words: CATALOGUES.towns[language].townPage };
}

export const meta: Route.MetaFunction = ({ loaderData, ...place }) => {
  if (!loaderData) return notFoundMeta(place);
  const { area, words } = townCopy(languageOf(place.location.pathname), loaderData.area.id);
  const path = townPath(area.id);
  return getMeta(
    {
      title: words.meta.title(area.name),
      description: words.meta.description(area.name),
      path,
      image: "areas",
      jsonLd: townJsonLd({ name: area.name, description: area.description, path }),
    },
    place,
  );
};

export default function TownPage({ loaderData }: Route.ComponentProps) {
  const { guide, mentions, taxRate, sold, openHouses, forSale } = loaderData;
  const language = usePageLanguage();
  const linkIn = useLinkIn();
  const { area, details, words } = townCopy(language, loaderData.area.id);
  // Written in Chinese, the town keeps its English name beside it, as its signs and maps write it.
  const englishName = language === "en" ? null : loaderData.area.name;
  return (
    <>
      <section className="border-b border-line bg-stone-warm">
        <div className="container-site grid items-center gap-10 py-14 md:grid-cols-[1.1fr_1fr] md:py-20">
          <div>
            <nav aria-label={uiText(language).breadcrumb}>
              <Link
                to={linkIn("/massachusetts")}
                className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:text-brand-dark"
              >
                <SvgIcon icon={ArrowLeft} className="size-4" />
                {words.breadcrumb}
              </Link>
            </nav>
            <h1 className="mt-2 text-4xl md:text-6xl">
              {area.name}
              {englishName ? (
                <span lang="en" className="ml-3 text-2xl text-muted md:text-3xl">
                  {englishName}
                </span>
              ) : null}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{area.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {guide ? (
                <Link to={guide.path} className="btn-primary">
                  {words.readOurGuide(area.name, guide.language === DEFAULT_LANGUAGE)}
                </Link>
              ) : null}
              <Link to={linkIn(HOME_VALUE_PATH)} className={guide ? "btn-outline" : "btn-primary"}>
                {words.homeValue}
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
            {words.atAGlance(area.name)}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <div className="card p-7">
              <h3 className="flex items-center gap-2 text-xl">
                <SvgIcon icon={TrainFront} className="size-5 text-brand" />
                {words.gettingToBoston}
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
                {words.propertyTax}
              </h3>
              {taxRate ? (
                <>
                  <p className="mt-4 font-display text-3xl text-ink">
                    ${taxRate.residentialPerThousand.toFixed(2)}
                    <span className="font-sans text-base text-muted">{words.perThousand}</span>
                  </p>
                  <p className="mt-2 text-muted">
                    {interpolate(words.source, {
                      fiscalYear: words.fiscalYear(taxRate.fiscalYear),
                      source: (
                        <a
                          href={taxRate.source.url}
                          className="text-brand underline underline-offset-2"
                        >
                          {taxRate.source.name}
                        </a>
                      ),
                    })}
                  </p>
                </>
              ) : (
                <p className="mt-4 leading-relaxed text-muted">{words.noRate(area.name)}</p>
              )}
              <Link
                to={linkIn(`${MORTGAGE_CALCULATOR_PATH}?town=${area.id}`)}
                className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:text-brand-dark"
              >
                {words.monthlyPayment(area.name)}
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
              <p className="eyebrow">{words.ourGuide}</p>
              <h2
                id="guide-heading"
                lang={englishName ? "en" : undefined}
                className="mt-3 text-3xl"
              >
                {guide.title}
              </h2>
              <p lang={englishName ? "en" : undefined} className="mt-4 leading-relaxed text-muted">
                {guide.excerpt}
              </p>
              <Link to={linkIn(`/blog/${guide.slug}`)} className="btn-outline mt-6">
                {words.readTheGuide(area.name)}
              </Link>
            </div>
          </div>
        </section>
      ) : null}

      <HomesForSale
        listings={forSale}
        eyebrow={words.forSaleEyebrow}
        title={words.forSale(area.name)}
        columns="md:grid-cols-2 lg:grid-cols-3"
        more={{
          // The listings' town is the English name the team enters (/listings is English only).
          href: `${LISTINGS_PATH}?${new URLSearchParams({ town: loaderData.area.name })}`,
          label: words.everyForSale(area.name),
        }}
      />

      <UpcomingOpenHouses
        houses={openHouses}
        title={words.openHouses(area.name)}
        columns="md:grid-cols-2 lg:grid-cols-3"
      />

      {sold.length > 0 ? (
        <Showcase
          id="sold-heading"
          eyebrow={words.portfolio}
          title={words.sold(area.name)}
          columns="md:grid-cols-2 lg:grid-cols-3"
          more={{ href: "/portfolio", label: words.everySold }}
        >
          {sold.map((home) => (
            <li key={home.id} className="card overflow-hidden" data-testid="sold-home">
              <SoldHomeCard home={home} headingLevel={3} />
            </li>
          ))}
        </Showcase>
      ) : null}

      {mentions.length > 0 ? (
        <Showcase
          id="posts-heading"
          eyebrow={words.fromOurBlog}
          title={words.moreFromBlog(area.name)}
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
        heading={words.sell.heading(area.name)}
        text={words.sell.text(area.name)}
        tone="brand"
        icon={Home}
      >
        <Link to={linkIn(HOME_VALUE_PATH)} className="btn-primary">
          {words.sell.homeValue}
        </Link>
        <Link to={linkIn("/contact")} className="btn-outline">
          {words.sell.talk}
        </Link>
      </NextStep>
    </>
  );
}
