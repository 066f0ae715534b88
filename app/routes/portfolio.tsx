import { NextStep, NextStepLink } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { preloadImage } from "#app/components/responsive-image.tsx";
import { SOLD_HOME_IMAGE_SIZES, SoldHomeCard } from "#app/components/sold-home-card.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Portfolio of Sold Homes",
    description:
      "Homes our team has sold across Greater Boston, from Newton colonials to Cambridge condominiums, with price, beds, baths and size.",
    path: "/portfolio",
    image: "portfolio",
  });

/**
 * The sold homes the team keeps in /staff, highest price first (by the number, as the
 * specification says), read through the process's content cache.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { homes: await context.content.soldHomes() };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { homes } = loaderData;
  const first = homes[0]?.image;
  return (
    <>
      {/* The first card's photo is the largest paint on a phone: asked for with the page's head. */}
      {first ? <link {...preloadImage(first, SOLD_HOME_IMAGE_SIZES)} /> : null}
      <PageHero
        title="Portfolio"
        caps
        intro="A selection of homes we have sold for our clients across Greater Boston."
      />
      <section aria-label="Sold homes" className="py-20">
        <ul className="container-site grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {homes.map((home, position) => (
            <li
              key={home.key}
              className="card overflow-hidden"
              data-reveal=""
              data-testid="sold-home"
            >
              <SoldHomeCard home={home} priority={position === 0} />
            </li>
          ))}
        </ul>
      </section>
      <NextStep
        id="home-worth-heading"
        heading="What's my home worth?"
        text="Thinking of selling? Tell us about your home and we will prepare a written market analysis from recent sales like these."
      >
        <NextStepLink to="/sellers/home-value">What's my home worth?</NextStepLink>
      </NextStep>
    </>
  );
}
