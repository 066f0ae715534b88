import type { HomeValueEcho } from "#app/utils/forms/home-value-result.ts";
import { interpolate } from "#app/utils/interpolate.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { EmailCorrectionState } from "#domain/forms/email-correction-schema.ts";
import { propertyAddress } from "#domain/property.ts";
import type { MemberCardData } from "#domain/team.ts";
import { EmailCorrection } from "./email-correction.tsx";
import { MemberCard } from "./member-card.tsx";
import { NextStep, NextStepLink } from "./next-step.tsx";
import { PageHero } from "./page-hero.tsx";

/**
 * The answer to a home-value request, in the page's language: what happens next, by whom and
 * when, the member's card and the selling guide. Never an estimate: there is no valuation
 * data behind the site, so it promises the analysis, not a number. `member` is who the routing
 * rule gives sellers to; without a team in the database, the team.
 */
export function HomeValueThanks({
  echo,
  member,
  correction,
}: {
  echo?: HomeValueEcho;
  member: MemberCardData | null;
  /** The address we write to, to correct; after a correction post, how it went. */
  correction?: EmailCorrectionState;
}) {
  const { homeValueThanks: words, homeValuePage, answer } = CATALOGUES.homeValue[usePageLanguage()];
  const linkIn = useLinkIn();
  const who = member?.name ?? words.ourTeam;
  const values = {
    who,
    address: echo?.street ? propertyAddress(echo) : words.yourHome,
    within: answer.within,
    firstCall: answer.firstCall,
  };
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        {/* The page opens here: it is the answer to her post. */}
        <p
          // biome-ignore lint/a11y/noAutofocus: the server's answer to the visitor's own post
          autoFocus={!correction?.outcome}
          tabIndex={-1}
          data-answer="success"
          className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted focus:outline-none"
        >
          {interpolate(words.promise, values)}
        </p>
      </PageHero>
      <section aria-labelledby="next-heading" className="bg-white py-16 md:py-24">
        <div className="container-site grid gap-12 md:grid-cols-[1.4fr_1fr] md:gap-16">
          <div>
            <h2 id="next-heading" className="text-3xl">
              {words.nextHeading}
            </h2>
            <ol className="mt-6 grid list-decimal gap-4 pl-6 text-lg leading-relaxed">
              {words.steps.map((step) => (
                <li key={step}>{interpolate(step, values)}</li>
              ))}
            </ol>
            {correction ? (
              <div className="mt-6">
                <EmailCorrection state={correction} who={who} />
              </div>
            ) : null}
          </div>
          <div className="self-start">
            {member ? (
              <MemberCard member={member} heading="h2" note={homeValuePage.memberNote} />
            ) : null}
          </div>
        </div>
      </section>
      <NextStep id="guide-heading" heading={words.wait.heading} text={words.wait.text}>
        <NextStepLink to={linkIn("/sellers")}>{words.wait.link}</NextStepLink>
      </NextStep>
    </>
  );
}
