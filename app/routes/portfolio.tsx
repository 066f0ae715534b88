import { NextStep, NextStepLink } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { preloadImage } from "#app/components/responsive-image.tsx";
import { SOLD_HOME_IMAGE_SIZES, SoldHomeCard } from "#app/components/sold-home-card.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { translatedMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = (place) =>
  translatedMeta(place, (language) => CATALOGUES.portfolio[language].portfolioPage.meta, {
    path: "/portfolio",
    image: "portfolio",
  });

/**
 * The team's Sold listings (/staff/listings), highest price first (by the number, as the
 * specification says), read through the process's content cache.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { homes: await context.content.soldHomes() };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { homes } = loaderData;
  const first = homes[0]?.image;
  const { portfolioPage: copy } = CATALOGUES.portfolio[usePageLanguage()];
  const linkIn = useLinkIn();
  return (
    <>
      {/* The first card's photo is the largest paint on a phone: asked for with the page's head. */}
      {first ? <link {...preloadImage(first, SOLD_HOME_IMAGE_SIZES)} /> : null}
      <PageHero title={copy.title} caps intro={copy.intro} />
      <section aria-label={copy.homesLabel} className="py-20">
        <ul className="container-site grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {homes.map((home, position) => (
            <li
              key={home.id}
              className="card overflow-hidden"
              data-reveal=""
              data-testid="sold-home"
            >
              <SoldHomeCard home={home} priority={position === 0} />
            </li>
          ))}
        </ul>
      </section>
      <NextStep id="home-worth-heading" heading={copy.next.heading} text={copy.next.text}>
        <NextStepLink to={linkIn("/sellers/home-value")}>{copy.next.label}</NextStepLink>
      </NextStep>
    </>
  );
}
