import { useActionData } from "react-router";
import { HomeValueForm } from "#app/components/home-value-form.tsx";
import { HomeValueThanks } from "#app/components/home-value-thanks.tsx";
import { MemberCard } from "#app/components/member-card.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { homeValueAction } from "#app/utils/forms/home-value-action.server.ts";
import type { HomeValueResult } from "#app/utils/forms/home-value-result.ts";
import { interpolate } from "#app/utils/interpolate.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { languageOf } from "#domain/language.ts";
import { promisedMember } from "#server/team/promise.ts";
import type { Route } from "./+types/sellers-home-value";

export const meta: Route.MetaFunction = (place) =>
  getMeta(
    {
      ...CATALOGUES.homeValue[languageOf(place.location.pathname)].homeValuePage.meta,
      path: "/sellers/home-value",
      image: "sellers",
    },
    place,
  );

/** Who prepares the analysis: the member the routing rule gives sellers to, before and after she sends. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  return { member: await promisedMember(context.db, context.staff.team, "seller", language) };
}

export const action = (args: Route.ActionArgs) => homeValueAction(args);

export default function HomeValue({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  const { homeValuePage: words, answer: when } = CATALOGUES.homeValue[usePageLanguage()];
  const answer = useActionData<HomeValueResult>();
  if (answer?.status === "success")
    return <HomeValueThanks echo={answer.echo} member={member} correction={answer.correction} />;
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        intro={interpolate(words.hero.intro, {
          who: member?.name ?? words.ourTeamInSentence,
          within: when.within,
        })}
      />
      <section aria-label={words.label} className="bg-white py-16 md:py-24">
        <div className="container-site grid gap-12 md:grid-cols-[1.5fr_1fr] md:gap-16">
          <HomeValueForm />
          <aside aria-labelledby="analysis-heading" className="grid content-start gap-6">
            <div className="card p-7">
              <h2 id="analysis-heading" className="text-xl">
                {words.receive.heading}
              </h2>
              <ul className="mt-4 grid list-disc gap-2 pl-5 leading-relaxed text-muted">
                {words.receive.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-muted">{words.receive.noObligation}</p>
            </div>
            {member ? <MemberCard member={member} heading="h2" note={words.memberNote} /> : null}
          </aside>
        </div>
      </section>
    </>
  );
}
