import { Mail } from "lucide";
import { ContentSection } from "#app/components/content-section.tsx";
import { FeatureGrid } from "#app/components/feature-grid.tsx";
import { NextStep } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { PhoneMenu } from "#app/components/phone-menu.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SpokenLanguages } from "#app/components/spoken-languages.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { getMeta } from "#app/utils/meta.ts";
import { site } from "#content/site.ts";
import { whyChooseUs } from "#content/team.ts";
import { spokenList } from "#domain/team.ts";
import { listMembers, shownCards } from "#server/team/members.ts";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  getMeta({
    title: "Meet Our Team",
    description: `Meet ${spokenList(loaderData?.members.map((member) => member.name) ?? [])}, the Newton-based team guiding buyers, sellers and investors across Greater Boston.`,
    path: "/team",
    image: "team",
  });

/** The members shown on /team, in the team lead's order (/staff/team), kept until the team changes. */
export async function loader({ context }: Route.LoaderArgs) {
  return { members: shownCards(await listMembers(context.db)) };
}

const joinTeamHref = `mailto:${site.careersEmail}?subject=${encodeURIComponent("Team Inquiry")}`;

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Meet Our Team"
        caps
        intro="Experienced, responsive and local: the people who will guide your purchase or sale from the first call to the closing table."
      />
      <ContentSection id="why-heading" eyebrow="Our promise" title="Why Choose Our Team">
        <FeatureGrid items={whyChooseUs} />
      </ContentSection>
      <section aria-label="Team members" className="bg-stone-warm py-20">
        <ul className="container-site grid gap-8 md:grid-cols-2">
          {loaderData.members.map((member) => {
            return (
              // No overflow clipping on the card: the Call/Text menu must be able to open past its edge.
              <li key={member.key} className="card" data-reveal="">
                <article>
                  {/* The team slot's 4:5 portrait on a phone; two to a row it would be too tall,
                      so a centred square, which keeps the middle 80% of the height where the
                      slot's subject sits (head and shoulders, or the placeholder's monogram). */}
                  {member.photo ? (
                    <ResponsiveImage
                      image={member.photo}
                      sizes="(min-width: 768px) 45vw, 92vw"
                      className="aspect-[4/5] w-full rounded-t-md object-cover md:aspect-square"
                    />
                  ) : null}
                  <div className="p-8">
                    <h2 className="text-2xl">{member.name}</h2>
                    <p className="mt-1 font-semibold tracking-wide text-brand">{member.role}</p>
                    <p className="mt-2 text-muted">
                      Speaks <SpokenLanguages languages={member.languages} />
                    </p>
                    {member.licence ? (
                      <p className="mt-1 text-sm text-muted">Licence No. {member.licence}</p>
                    ) : null}
                    {member.bio.map((paragraph) => (
                      <p key={paragraph} className="mt-4 leading-relaxed text-muted">
                        {paragraph}
                      </p>
                    ))}
                    <div className="mt-6 flex flex-wrap gap-3">
                      <PhoneMenu
                        phone={member.phone}
                        label={`Call or text ${member.name}`}
                        className="btn-outline"
                      />
                      <a href={`mailto:${member.email}`} className="btn-outline">
                        <SvgIcon icon={Mail} className="size-4" />
                        <span>
                          <span className="sr-only">Email {member.name}: </span>
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
      <NextStep
        id="join-heading"
        heading="Join Our Growing Team"
        text="Are you an agent who puts clients first? We would love to hear from you."
        tone="white"
      >
        <a href={joinTeamHref} className="btn-primary">
          Join Our Growing Team
        </a>
      </NextStep>
    </>
  );
}
