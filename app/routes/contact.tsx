import { ContactSection } from "#app/components/contact-section.tsx";
import { OfficeMap } from "#app/components/office-map.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { contactAction } from "#app/utils/forms/contact-action.server.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta } from "#app/utils/meta.ts";
import { realEstateAgentJsonLd } from "#app/utils/structured-data.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { CONTACT_TOPICS, isContactTopic } from "#domain/forms/contact-options.ts";
import { languageOf } from "#domain/language.ts";
import { languagesSpoken, listMembers, shownCards } from "#server/team/members.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ loaderData, ...place }) =>
  getMeta(
    {
      ...CATALOGUES.forms[languageOf(place.location.pathname)].contactPage.meta,
      path: "/contact",
      image: "contact",
      jsonLd: realEstateAgentJsonLd(loaderData?.members ?? []),
    },
    place,
  );

/** The longest message another page may start the form with (the payment calculator's figures). */
const PREFILLED_MESSAGE_MAX = 2000;

/**
 * A page that sends the visitor here with something to say starts her message
 * for her: `/contact?message=…`, and may open it on a topic, `topic=…`, with its own heading and
 * her answer to the first question chosen (the calculator's "Talk to us about pre-approval").
 * The hero says which languages the team speaks, from the members' profiles.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const message = query.get("message") ?? "";
  const topic = query.get("topic");
  const members = await listMembers(context.db);
  return {
    message: message.slice(0, PREFILLED_MESSAGE_MAX),
    topic: isContactTopic(topic) ? topic : null,
    // What the members on /team speak between them, for a visitor who looks for her language.
    languages: languagesSpoken(members),
    members: shownCards(members).map(({ name, role }) => ({ name, role })),
  };
}

export const action = (args: Route.ActionArgs) => contactAction(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { topic } = loaderData;
  const { hero, topics } = CATALOGUES.forms[usePageLanguage()].contactPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={topic ? topics[topic].heading : hero.title}
        intro={topic ? topics[topic].intro : hero.intro}
      />
      <ContactSection
        message={loaderData.message}
        leadType={topic ? CONTACT_TOPICS[topic].leadType : undefined}
        eyebrow={false}
        languages={loaderData.languages}
      />
      <OfficeMap />
    </>
  );
}
