import {
  HostCardView,
  OpenHouseFacts,
  OpenHouseNote,
  OpenHousePhoto,
} from "#app/components/open-house.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { linkIn } from "#app/utils/language-link.ts";
import { getMeta } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { languageOf } from "#domain/language.ts";
import { normaliseOpenHouseCode } from "#domain/open-house.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { getOpenHouseByCode } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/open-house-thanks";

/**
 * Where a guest who signed in on her own phone lands: the home, its listing, the host's
 * card and what happens next. Nothing of what she typed is on it (the address is shared,
 * the phone may be too). An unknown code still thanks her, without a home to show.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const code = normaliseOpenHouseCode(params.code);
  const house = code ? await getOpenHouseByCode(context.db, code) : undefined;
  const language = languageOf(new URL(request.url).pathname);
  return { house: house ? openHouseView(house, await listMembers(context.db), language) : null };
}

export const action = refusePosts;

export const meta: Route.MetaFunction = ({ loaderData, ...place }) => {
  const { meta: words } = CATALOGUES.event[languageOf(place.location.pathname)].openHouseThanks;
  return getMeta(
    {
      title: loaderData?.house
        ? words.visitTitle.replace("{street}", loaderData.house.street)
        : words.title,
      description: words.description,
      image: "event",
    },
    place,
  );
};

export default function OpenHouseThanks({ loaderData }: Route.ComponentProps) {
  const { house } = loaderData;
  const language = usePageLanguage();
  const { openHouseThanks: words, signIn } = CATALOGUES.event[language];
  return (
    <section className="bg-stone-warm px-5 py-10 md:py-16">
      <div className="card mx-auto grid max-w-xl gap-6 p-6 shadow-sm md:p-9">
        <div className="text-center">
          <p className="eyebrow">{words.eyebrow}</p>
          <h1 className="mt-2 text-3xl">{signIn.outcome.success}</h1>
        </div>
        {house && (
          <>
            <OpenHousePhoto house={house} eager sizes="(min-width: 640px) 560px, 100vw" />
            <OpenHouseFacts house={house} />
            <OpenHouseNote house={house} />
            {house.listingUrl && (
              <p>
                <a href={house.listingUrl} rel="noopener" className="btn-primary min-h-11">
                  {words.listing}
                </a>
              </p>
            )}
            <HostCardView host={house.host} />
          </>
        )}
        <section aria-labelledby="next-heading" className="grid gap-2">
          <h2 id="next-heading" className="text-xl">
            {words.nextHeading}
          </h2>
          <ul className="grid list-disc gap-1 pl-5">
            {words.next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <p className="flex flex-wrap gap-x-4">
          <a
            href={linkIn(language, "/open-houses")}
            className="inline-flex min-h-11 items-center font-medium text-brand underline"
          >
            {words.upcoming}
          </a>
          <a
            href={linkIn(language, "/contact")}
            className="inline-flex min-h-11 items-center font-medium text-brand underline"
          >
            {words.talk}
          </a>
        </p>
      </div>
    </section>
  );
}
