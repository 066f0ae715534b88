import { OpenHouseCard } from "#app/components/open-house.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { sentenceGap, usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { absoluteUrl, getMeta } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import { languageOf, pathIn } from "#domain/language.ts";
import { fillTemplate } from "#domain/template.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { upcomingOpenHouses } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/open-houses";

/** The next open houses (not over yet), soonest first; cancelled ones stay listed, marked. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const houses = await upcomingOpenHouses(context.db, new Date());
  const members = await listMembers(context.db);
  const language = languageOf(new URL(request.url).pathname);
  return { houses: houses.map((house) => openHouseView(house, members, language)) };
}

export const action = refusePosts;

export const meta: Route.MetaFunction = ({ loaderData, ...place }) => {
  const language = languageOf(place.location.pathname);
  const words = CATALOGUES.openHouses[language].openHousesPage;
  return getMeta(
    {
      ...words.meta,
      path: "/open-houses",
      jsonLd: (loaderData?.houses ?? []).map((house) => ({
        "@context": "https://schema.org",
        "@type": "Event",
        name: fillTemplate(words.eventName, { street: house.street, town: house.town }),
        startDate: house.startsAt,
        endDate: house.endsAt,
        eventStatus: house.cancelled
          ? "https://schema.org/EventCancelled"
          : "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: {
          "@type": "Place",
          name: house.street,
          address: {
            "@type": "PostalAddress",
            streetAddress: house.street,
            addressLocality: house.town,
            addressRegion: "MA",
            postalCode: house.address.slice(-5),
            addressCountry: "US",
          },
        },
        ...(house.photo ? { image: absoluteUrl(house.photo.src) } : {}),
        ...(house.note || house.facts
          ? { description: [house.facts, house.note].filter(Boolean).join(". ") }
          : {}),
        organizer: { "@type": "RealEstateAgent", name: site.name, url: absoluteUrl("/") },
        url: absoluteUrl(`${pathIn(language, "/open-houses")}#open-house-${house.code}`),
      })),
    },
    place,
  );
};

export default function OpenHouses({ loaderData }: Route.ComponentProps) {
  const { houses } = loaderData;
  const language = usePageLanguage();
  const words = CATALOGUES.openHouses[language].openHousesPage;
  const linkIn = useLinkIn();
  return (
    <>
      <PageHero title={words.hero.title} intro={words.hero.intro} />
      {/* An id keeps it always drawn (app/app.css): from one line to a grid, a skipped section's
          estimated height moved the footer once drawn (Lighthouse: CLS 0.034). */}
      <section id="list" aria-label={words.listLabel} className="bg-stone-warm py-12 md:py-16">
        <div className="container-site">
          {houses.length === 0 ? (
            <p className="card mx-auto max-w-xl p-6 text-center">{words.none}</p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {houses.map((house) => (
                <li key={house.code}>
                  <OpenHouseCard house={house} />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-10 text-center">
            {words.notListed}
            {sentenceGap(language)}
            <a
              href={linkIn("/contact")}
              className="inline-flex min-h-11 items-center font-medium text-brand underline"
            >
              {words.tellUs}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
