import { OpenHouseCard } from "#app/components/open-house.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { absoluteUrl, getMeta } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { site } from "#content/site.ts";
import { openHouseView, upcomingOpenHouses } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/open-houses";

/** The next open houses (not over yet), soonest first; cancelled ones stay listed, marked. */
export async function loader({ context }: Route.LoaderArgs) {
  const houses = await upcomingOpenHouses(context.db, new Date());
  const members = await listMembers(context.db);
  return { houses: houses.map((house) => openHouseView(house, members)) };
}

export const action = refusePosts;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  getMeta({
    title: "Upcoming Open Houses",
    description:
      "Open houses our team is hosting around Greater Boston: dates, times, addresses, and a calendar invitation for each.",
    path: "/open-houses",
    jsonLd: (loaderData?.houses ?? []).map((house) => ({
      "@context": "https://schema.org",
      "@type": "Event",
      name: `Open house: ${house.street}, ${house.town}`,
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
      url: absoluteUrl(`/open-houses#open-house-${house.code}`),
    })),
  });

export default function OpenHouses({ loaderData }: Route.ComponentProps) {
  const { houses } = loaderData;
  return (
    <>
      <PageHero
        title="Upcoming Open Houses"
        intro="Come see a home with us: no appointment needed. Add one to your calendar, or get directions."
      />
      {/* An id keeps it always drawn (app/app.css): from one line to a grid, a skipped section's
          estimated height moved the footer once drawn (Lighthouse: CLS 0.034). */}
      <section id="list" aria-label="Open houses" className="bg-stone-warm py-12 md:py-16">
        <div className="container-site">
          {houses.length === 0 ? (
            <p className="card mx-auto max-w-xl p-6 text-center">
              No open houses are scheduled right now. New ones are listed here as soon as they are
              set.
            </p>
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
            Looking for a home that is not listed here?{" "}
            <a
              href="/contact"
              className="inline-flex min-h-11 items-center font-medium text-brand underline"
            >
              Tell us what you are looking for
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
