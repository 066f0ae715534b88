import { HostCardView, OpenHouseFacts, OpenHousePhoto } from "#app/components/open-house.tsx";
import { SIGN_IN_MESSAGES } from "#app/utils/forms/sign-in-options.ts";
import { getMeta } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { normaliseOpenHouseCode } from "#domain/open-house.ts";
import { getOpenHouseByCode, openHouseView } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/open-house-thanks";

/**
 * Where a guest who signed in on her own phone lands: the home, its listing, the host's
 * card and what happens next. Nothing of what she typed is on it (the address is shared,
 * the phone may be too). An unknown code still thanks her, without a home to show.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const code = normaliseOpenHouseCode(params.code);
  const house = code ? await getOpenHouseByCode(context.db, code) : undefined;
  return { house: house ? openHouseView(house, await listMembers(context.db)) : null };
}

export const action = refusePosts;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  getMeta({
    title: loaderData?.house
      ? `Thank you for visiting ${loaderData.house.street}`
      : "Thank you for signing in",
    description: "Thank you for signing in at our open house: the home's details and your host.",
    image: "event",
  });

export default function OpenHouseThanks({ loaderData }: Route.ComponentProps) {
  const { house } = loaderData;
  return (
    <section className="bg-stone-warm px-5 py-10 md:py-16">
      <div className="card mx-auto grid max-w-xl gap-6 p-6 shadow-sm md:p-9">
        <div className="text-center">
          <p className="eyebrow">Thank you for visiting</p>
          <h1 className="mt-2 text-3xl">{SIGN_IN_MESSAGES.success}</h1>
        </div>
        {house && (
          <>
            <OpenHousePhoto house={house} eager sizes="(min-width: 640px) 560px, 100vw" />
            <OpenHouseFacts house={house} />
            {house.note && <p>{house.note}</p>}
            {house.listingUrl && (
              <p>
                <a href={house.listingUrl} rel="noopener" className="btn-primary min-h-11">
                  See the full listing
                </a>
              </p>
            )}
            <HostCardView host={house.host} />
          </>
        )}
        <section aria-labelledby="next-heading" className="grid gap-2">
          <h2 id="next-heading" className="text-xl">
            What happens next
          </h2>
          <ul className="grid list-disc gap-1 pl-5">
            <li>Enjoy the visit: your host is here to answer questions about the home.</li>
            <li>
              If you asked for follow-up, an e-mail with this home's details comes shortly; you can
              unsubscribe from it in one click.
            </li>
            <li>Want to see other homes? We will match you with homes like this one.</li>
          </ul>
        </section>
        <p className="flex flex-wrap gap-x-4">
          <a
            href="/open-houses"
            className="inline-flex min-h-11 items-center font-medium text-brand underline"
          >
            Upcoming open houses
          </a>
          <a
            href="/contact"
            className="inline-flex min-h-11 items-center font-medium text-brand underline"
          >
            Talk to us about your search
          </a>
        </p>
      </div>
    </section>
  );
}
