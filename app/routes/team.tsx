import { Mail } from "lucide";
import { ContentSection } from "#app/components/content-section.tsx";
import { FeatureGrid } from "#app/components/feature-grid.tsx";
import { NextStep } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { PhoneMenu } from "#app/components/phone-menu.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { listIn, SpokenLanguages } from "#app/components/spoken-languages.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { interpolate } from "#app/utils/interpolate.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import { languageOf } from "#domain/language.ts";
import { memberInLanguage } from "#domain/team.ts";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ loaderData, ...place }) => {
  const language = languageOf(place.location.pathname);
  const { teamPage: copy } = CATALOGUES.team[language];
  const names = loaderData?.members.map((member) => member.name) ?? [];
  return getMeta(
    {
      title: copy.meta.title,
      description: copy.meta.description(listIn(language, names)),
      path: "/team",
      image: "team",
    },
    place,
  );
};

/** The members shown on /team, in the team lead's order (/staff/team), kept until the team changes. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { members: await context.content.team(languageOf(new URL(request.url).pathname)) };
}

const joinTeamHref = `mailto:${site.careersEmail}?subject=${encodeURIComponent("Team Inquiry")}`;

export default function Team({ loaderData }: Route.ComponentProps) {
  const language = usePageLanguage();
  const { whyChooseUs, teamPage: copy } = CATALOGUES.team[language];
  return (
    <>
      <PageHero title={copy.title} caps intro={copy.intro} />
      <ContentSection id="why-heading" eyebrow={copy.why.eyebrow} title={copy.why.title}>
        <FeatureGrid items={whyChooseUs} />
      </ContentSection>
      <section aria-label={copy.membersLabel} className="bg-stone-warm py-20">
        <ul className="container-site grid gap-8 md:grid-cols-2">
          {loaderData.members.map((member) => {
            // What she wrote in /staff/team: her Chinese on a Chinese page, or her English marked so.
            const { role, bio, photo } = memberInLanguage(member, language);
            return (
              // No overflow clipping on the card: the Call/Text menu must be able to open past its edge.
              <li key={member.key} className="card" data-reveal="">
                <article>
                  {/* The team slot's 4:5 portrait on a phone; two to a row it would be too tall,
                      so a centred square, which keeps the middle 80% of the height where the
                      slot's subject sits (head and shoulders, or the placeholder's monogram). */}
                  {photo ? (
                    <ResponsiveImage
                      image={photo.image}
                      lang={photo.lang}
                      sizes="(min-width: 768px) 45vw, 92vw"
                      className="aspect-[4/5] w-full rounded-t-md object-cover md:aspect-square"
                    />
                  ) : null}
                  <div className="p-8">
                    <h2 className="text-2xl">{member.name}</h2>
                    <p lang={role.lang} className="mt-1 font-semibold tracking-wide text-brand">
                      {role.words}
                    </p>
                    <p className="mt-2 text-muted">
                      {interpolate(copy.speaks, {
                        languages: <SpokenLanguages languages={member.languages} />,
                      })}
                    </p>
                    {member.licence ? (
                      <p className="mt-1 text-sm text-muted">{copy.licence(member.licence)}</p>
                    ) : null}
                    {bio.words.map((paragraph) => (
                      <p
                        key={paragraph}
                        lang={bio.lang}
                        className="mt-4 leading-relaxed text-muted"
                      >
                        {paragraph}
                      </p>
                    ))}
                    <div className="mt-6 flex flex-wrap gap-3">
                      <PhoneMenu
                        phone={member.phone}
                        label={copy.callOrText(member.name)}
                        className="btn-outline"
                      />
                      <a href={`mailto:${member.email}`} className="btn-outline">
                        <SvgIcon icon={Mail} className="size-4" />
                        <span>
                          <span className="sr-only">{copy.email(member.name)}</span>
                          {member.email}
                        </span>
                      </a>
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
      <NextStep id="join-heading" heading={copy.join.heading} text={copy.join.text} tone="white">
        <a href={joinTeamHref} className="btn-primary">
          {copy.join.label}
        </a>
      </NextStep>
    </>
  );
}
