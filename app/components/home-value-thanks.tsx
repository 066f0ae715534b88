import type { HomeValueEcho } from "#app/utils/forms/home-value-result.ts";
import { homeValueAnswer } from "#content/next-steps.ts";
import type { EmailCorrectionState } from "#domain/forms/email-correction-schema.ts";
import { propertyAddress } from "#domain/property.ts";
import type { MemberCardData } from "#domain/team.ts";
import { EmailCorrection } from "./email-correction.tsx";
import { MemberCard } from "./member-card.tsx";
import { NextStep, NextStepLink } from "./next-step.tsx";
import { PageHero } from "./page-hero.tsx";

/**
 * The answer to a home-value request: what happens next, by whom and when, the
 * member's card and the selling guide. Never an estimate: there is no valuation
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
  const who = member?.name ?? "Our team";
  const address = echo?.street ? propertyAddress(echo) : "your home";
  return (
    <>
      <PageHero eyebrow="Request received" title="Thank you: your request is in">
        {/* The page opens here: it is the answer to her post. */}
        <p
          // biome-ignore lint/a11y/noAutofocus: the server's answer to the visitor's own post
          autoFocus={!correction?.outcome}
          tabIndex={-1}
          data-answer="success"
          className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted focus:outline-none"
        >
          {who} will prepare a written market analysis of {address} and send it to you{" "}
          {homeValueAnswer.within}.
        </p>
      </PageHero>
      <section aria-labelledby="next-heading" className="bg-white py-16 md:py-24">
        <div className="container-site grid gap-12 md:grid-cols-[1.4fr_1fr] md:gap-16">
          <div>
            <h2 id="next-heading" className="text-3xl">
              What happens next
            </h2>
            <ol className="mt-6 grid list-decimal gap-4 pl-6 text-lg leading-relaxed">
              <li>
                {who} reads your request and calls or e-mails you {homeValueAnswer.firstCall}, at
                the time you said suits you, with any questions about the home.
              </li>
              <li>
                She studies recent sales and homes for sale near {address}, and, if you like, walks
                through the home with you.
              </li>
              <li>
                You receive her written market analysis {homeValueAnswer.within}: comparable sales,
                a suggested price range and the reasons for it. No obligation.
              </li>
            </ol>
            {correction ? (
              <div className="mt-6">
                <EmailCorrection state={correction} who={who} />
              </div>
            ) : null}
          </div>
          <div className="self-start">
            {member ? (
              <MemberCard member={member} heading="h2" note="Prepares your market analysis" />
            ) : null}
          </div>
        </div>
      </section>
      <NextStep
        id="guide-heading"
        heading="While you wait"
        text="See how we price, prepare and market a home, step by step."
      >
        <NextStepLink to="/sellers">Read our selling guide</NextStepLink>
      </NextStep>
    </>
  );
}
