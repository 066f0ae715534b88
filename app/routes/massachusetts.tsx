import { AreaTile } from "#app/components/area-tile.tsx";
import { NextStep, NextStepLink } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { translatedMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { Route } from "./+types/massachusetts";

export const meta: Route.MetaFunction = (place) =>
  translatedMeta(place, (language) => CATALOGUES.areas[language].areasPage.meta, {
    path: "/massachusetts",
    image: "areas",
  });

export default function AreasServed() {
  const { areas, whyBostonArea, areasPage: copy } = CATALOGUES.areas[usePageLanguage()];
  const linkIn = useLinkIn();
  return (
    <>
      <PageHero title={copy.title} caps intro={copy.intro} />
      <section aria-label={copy.townsLabel} className="py-20">
        <ul className="container-site grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area, position) => {
            // In two columns an odd last town would sit alone on its row: it takes the row.
            const spansRow = areas.length % 2 === 1 && position === areas.length - 1;
            return (
              <li
                key={area.id}
                data-reveal=""
                className={spansRow ? "sm:col-span-2 lg:col-span-1" : undefined}
              >
                {/* The first tile is the page's largest image on a phone: load it first. */}
                <AreaTile area={area} priority={position === 0} spansRow={spansRow} />
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="why-boston-heading" className="bg-stone-warm py-20">
        <div className="container-site max-w-3xl">
          <h2 id="why-boston-heading" className="text-center text-3xl md:text-4xl">
            {whyBostonArea.heading}
          </h2>
          {whyBostonArea.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-6 text-lg leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <NextStep id="areas-next-heading" heading={copy.next.heading} text={copy.next.text}>
        <NextStepLink to={linkIn("/contact")}>{copy.next.label}</NextStepLink>
      </NextStep>
    </>
  );
}
