import { Award, ExternalLink } from "lucide";
import { Link } from "react-router";
import { BlogCard } from "#app/components/blog-card.tsx";
import { ContactSection } from "#app/components/contact-section.tsx";
import { HomesForSale } from "#app/components/homes-for-sale.tsx";
import { UpcomingOpenHouses } from "#app/components/open-house.tsx";
import { PromoVideo } from "#app/components/promo-video.tsx";
import { preloadImage, ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ReviewCard } from "#app/components/review-card.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { Showcase } from "#app/components/showcase.tsx";
import { SoldHomeCard } from "#app/components/sold-home-card.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { contactAction } from "#app/utils/forms/contact-action.server.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { getMeta } from "#app/utils/meta.ts";
import { realEstateAgentJsonLd } from "#app/utils/structured-data.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import { townPath } from "#content/towns.ts";
import { languageOf } from "#domain/language.ts";
import { LISTINGS_PATH } from "#domain/listing.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { upcomingOpenHouses } from "#server/open-houses.ts";
import { listMembers, shownCards } from "#server/team/members.ts";
import type { Route } from "./+types/home";

/** How many coming open houses the home page shows (issue 31: the next two). */
const NEXT_OPEN_HOUSES = 2;
/** The newest posts the home page shows. */
const LATEST_POSTS = 3;

/** How many of the team's Active listings the home page shows, newest first (issue 41: up to three). */
const HOMES_FOR_SALE = 3;

const HERO_IMAGE = { id: "hero/home", alt: "" };
const HERO_SIZES = "100vw";

export const links: Route.LinksFunction = () => [preloadImage(HERO_IMAGE, HERO_SIZES)];

export const meta: Route.MetaFunction = ({ loaderData, ...place }) =>
  getMeta(
    {
      ...CATALOGUES.home[languageOf(place.location.pathname)].homePage.meta,
      titleSuffix: false,
      path: "/",
      jsonLd: realEstateAgentJsonLd(loaderData?.members ?? []),
    },
    place,
  );

/** The three reviews the team chose in /staff, in their places (through the content cache). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const [reviews, latestPosts, forSale, recentlySold, openHouses, members] = await Promise.all([
    context.content.homeReviews(language),
    context.content.latestPosts(LATEST_POSTS, language),
    context.content.listings.newestActive(HOMES_FOR_SALE),
    context.content.recentlySold(),
    upcomingOpenHouses(context.db, new Date(), { limit: NEXT_OPEN_HOUSES }),
    listMembers(context.db),
  ]);
  return {
    reviews,
    latestPosts,
    forSale,
    recentlySold,
    openHouses: openHouses.map((house) => openHouseView(house, members, language)),
    members: shownCards(members).map(({ name, role }) => ({ name, role })),
  };
}

export const action = (args: Route.ActionArgs) => contactAction(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { reviews, latestPosts, forSale, recentlySold, openHouses } = loaderData;
  const language = usePageLanguage();
  const linkIn = useLinkIn();
  const {
    hero,
    about,
    stats,
    accomplishments,
    partner,
    homePage: copy,
  } = CATALOGUES.home[language];
  const { areas } = CATALOGUES.areas[language];
  return (
    <>
      <section
        id="home"
        data-fills-screen
        className="relative isolate flex min-h-[calc(100svh-var(--spacing-header))] items-center overflow-hidden"
      >
        <ResponsiveImage
          image={HERO_IMAGE}
          sizes={HERO_SIZES}
          priority
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/80 via-ink/55 to-ink/10" />
        <div className="container-site py-20 text-white">
          {/* Not the brand name: the logo just above already says it. */}
          <p className="eyebrow text-white/85">{copy.eyebrow}</p>
          <h1 className="mt-4 max-w-3xl text-4xl leading-tight md:text-6xl">{hero.tagline}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/90 md:text-xl">
            {hero.introduction}
          </p>
          {/* The in-page links scroll to the form smoothly unless she asked for less motion, and stop
              clear of the fixed header (app.css: scroll-behavior, scroll-padding-top): no script. */}
          <div className="mt-10 flex flex-wrap gap-3">
            <a href="#contact" className="btn-primary">
              {copy.start}
            </a>
            <Link to={linkIn("/sellers/home-value")} className="btn-light">
              {copy.homeValue}
            </Link>
            <a href="#contact" className="btn-light">
              {copy.findAHome}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="towns-heading" className="py-20 md:py-28">
        <div className="container-site">
          <SectionHeading
            id="towns-heading"
            eyebrow={copy.towns.eyebrow}
            title={copy.towns.title}
          />
          {/* Nine towns, three by three at every width: two or five columns left a row short. */}
          <ul className="mt-12 grid grid-cols-3 gap-3 sm:gap-4 lg:gap-6">
            {areas.map((area) => (
              <li key={area.id} data-reveal="">
                <Link
                  to={linkIn(townPath(area.id))}
                  className="group relative block aspect-square overflow-hidden rounded-md shadow-sm hover:shadow-lg lg:aspect-[3/2]"
                >
                  <ResponsiveImage
                    image={{ ...area.image, alt: "" }}
                    sizes="(min-width: 1280px) 370px, 30vw"
                    className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                  <span className="scrim-bottom absolute inset-x-0 bottom-0 px-2 pt-10 pb-2 font-display text-base text-white sm:px-4 sm:pb-4 sm:text-xl">
                    {area.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <UpcomingOpenHouses
        houses={openHouses}
        title={copy.openHouses}
        columns="md:grid-cols-2"
        swipeOnPhone
      />

      {/* Homes for sale: what she can see next, before what the team has sold. */}
      <HomesForSale
        listings={forSale}
        eyebrow={copy.forSale.eyebrow}
        title={copy.forSale.title}
        more={{ href: LISTINGS_PATH, label: copy.forSale.more }}
        swipeOnPhone
        reveal
      />

      <Showcase
        id="sold-heading"
        eyebrow={copy.sold.eyebrow}
        title={copy.sold.title}
        className="bg-stone-warm"
        more={{ href: "/portfolio", label: copy.sold.more }}
        swipeOnPhone
      >
        {recentlySold.map((home) => (
          <li key={home.id} className="card overflow-hidden bg-white" data-reveal="">
            <SoldHomeCard home={home} headingLevel={3} />
          </li>
        ))}
      </Showcase>

      <Showcase
        id="articles-heading"
        eyebrow={copy.articles.eyebrow}
        title={copy.articles.title}
        more={{ href: "/blog", label: copy.articles.more }}
        swipeOnPhone
      >
        {latestPosts.map((post) => (
          <li key={post.slug} data-reveal="">
            <BlogCard post={post} headingLevel={3} />
          </li>
        ))}
      </Showcase>

      <section id="about" aria-labelledby="about-heading" className="py-20 md:py-28">
        <div className="container-site grid items-center gap-8 md:grid-cols-2 md:gap-16">
          <div data-reveal="">
            <ResponsiveImage
              image={{ id: "team/lead", alt: copy.portraitAlt }}
              sizes="(min-width: 768px) 40vw, 160px"
              // A phone gets a small portrait beside the words, not a screen of photo above them.
              className="aspect-[4/5] w-40 rounded-md object-cover md:w-full md:max-w-md"
            />
          </div>
          <div data-reveal="">
            <p className="eyebrow">{copy.aboutEyebrow}</p>
            <h2 id="about-heading" className="mt-3 text-3xl md:text-4xl">
              {about.heading}
            </h2>
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
            <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-line pt-8">
              {stats.map((stat) => (
                <div key={stat.label}>
                  <dt className="text-sm text-muted">{stat.label}</dt>
                  <dd className="order-first font-display text-3xl text-brand md:text-4xl">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <PromoVideo />

      <section
        id="accomplishments"
        aria-labelledby="accomplishments-heading"
        className="bg-stone-warm py-20 md:py-28"
      >
        <div className="container-site">
          <SectionHeading
            id="accomplishments-heading"
            eyebrow={copy.recognition.eyebrow}
            title={copy.recognition.title}
          />
          <ul
            aria-labelledby="accomplishments-heading"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls takes focus so a keyboard can scroll it
            tabIndex={0}
            className="phone-row mt-12 grid gap-6 md:grid-cols-3"
          >
            {accomplishments.map((group) => (
              <li key={group.organization} className="card p-8" data-reveal="">
                <SvgIcon icon={Award} className="size-8 text-brand" />
                <h3 className="mt-4 text-xl">{group.organization}</h3>
                <ul className="mt-4 grid gap-2 text-muted">
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                {group.link ? (
                  <a
                    href={group.link.href}
                    className="mt-5 inline-flex min-h-11 items-center gap-1.5 font-medium text-brand hover:text-brand-dark"
                    rel="noopener"
                  >
                    {group.link.label} <SvgIcon icon={ExternalLink} className="size-4" />
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="partner-heading" className="py-20 md:py-28">
        <div className="container-site grid items-center gap-12 md:grid-cols-2">
          <div data-reveal="">
            <p className="eyebrow">{copy.approach}</p>
            <h2 id="partner-heading" className="mt-3 text-3xl md:text-4xl">
              {partner.heading}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">{partner.text}</p>
          </div>
          <figure className="relative overflow-hidden rounded-md" data-reveal="">
            <ResponsiveImage
              image={partner.image}
              sizes="(min-width: 768px) 50vw, 90vw"
              className="aspect-[4/3] w-full object-cover"
            />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/85 to-transparent p-6 font-display text-3xl text-white">
              {partner.caption}
            </figcaption>
          </figure>
        </div>
      </section>

      <section
        id="testimonials"
        aria-labelledby="testimonials-heading"
        className="bg-ink py-20 text-white md:py-28"
      >
        <div className="container-site">
          <SectionHeading
            id="testimonials-heading"
            eyebrow={copy.testimonials.eyebrow}
            title={copy.testimonials.title}
            inverse
          />
          {/* The three quotes side by side at every width: a phone swipes through them. */}
          <ul
            aria-labelledby="testimonials-heading"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls takes focus so a keyboard can scroll it
            tabIndex={0}
            className="phone-row mt-12 grid gap-6 md:grid-cols-3"
          >
            {reviews.map((review) => (
              <li key={review.id} className="rounded-md border border-white/15 p-8" data-reveal="">
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <a href={site.reviewsUrl} className="btn-light" rel="noopener">
              {copy.testimonials.more} <SvgIcon icon={ExternalLink} className="size-4" />
            </a>
          </div>
        </div>
      </section>

      <ContactSection />
    </>
  );
}
