import { Bath, BedDouble, Ruler } from "lucide";
import { NextStep } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { formatInteger } from "#app/utils/format.ts";
import { HTML_ONLY } from "#app/utils/framework-start.ts";
import { getMeta } from "#app/utils/meta.ts";
import { sortByPriceDescending } from "#app/utils/price.ts";
import { soldHomes } from "#content/portfolio.ts";
import type { Route } from "./+types/portfolio";

// Every part of this page works as plain HTML: it loads no framework JavaScript.
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Portfolio of Sold Homes",
    description:
      "Homes our team has sold across Greater Boston, from Newton colonials to Cambridge condominiums, with price, beds, baths and size.",
    path: "/portfolio",
    image: "portfolio",
  });

const homes = sortByPriceDescending(soldHomes);

export default function Portfolio() {
  return (
    <>
      <PageHero
        title="Portfolio"
        caps
        intro="A selection of homes we have sold for our clients across Greater Boston."
      />
      <section aria-label="Sold homes" className="py-20">
        <ul className="container-site grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {homes.map((home, position) => (
            <li
              key={home.id}
              className="card overflow-hidden"
              data-reveal=""
              data-testid="sold-home"
            >
              <article>
                <div className="relative">
                  <ResponsiveImage
                    image={home.image}
                    sizes="(min-width: 1024px) 380px, (min-width: 768px) 45vw, 92vw"
                    priority={position === 0}
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <span className="absolute top-4 left-4 rounded-sm bg-brand px-3 py-1 text-xs font-bold tracking-[0.2em] text-white">
                    SOLD
                  </span>
                </div>
                <div className="p-6">
                  <p className="font-display text-2xl text-ink" data-testid="price">
                    {home.price}
                  </p>
                  <h2 className="mt-1 font-sans text-base font-normal text-muted">
                    {home.address}
                  </h2>
                  <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 border-t border-line pt-4 text-sm">
                    <div className="flex items-center gap-1.5">
                      <SvgIcon icon={BedDouble} className="size-4 text-brand" />
                      <dt className="sr-only">Bedrooms</dt>
                      <dd>{home.bedrooms} beds</dd>
                    </div>
                    <div className="flex items-center gap-1.5">
                      <SvgIcon icon={Bath} className="size-4 text-brand" />
                      <dt className="sr-only">Bathrooms</dt>
                      <dd>{home.bathrooms} baths</dd>
                    </div>
                    <div className="flex items-center gap-1.5">
                      <SvgIcon icon={Ruler} className="size-4 text-brand" />
                      <dt className="sr-only">Size</dt>
                      <dd>{formatInteger(home.sqft)} sq ft</dd>
                    </div>
                  </dl>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <NextStep
        id="home-worth-heading"
        heading="What's my home worth?"
        text="Thinking of selling? Tell us about your home and we will prepare a written market analysis from recent sales like these."
        href="/sellers/home-value"
        label="What's my home worth?"
      />
    </>
  );
}
