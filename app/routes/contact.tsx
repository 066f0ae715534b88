import { ContactSection } from "#app/components/contact-section.tsx";
import { OfficeMap } from "#app/components/office-map.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { contactAction } from "#app/utils/forms/contact-action.server.ts";
import { getMeta } from "#app/utils/meta.ts";
import { realEstateAgentJsonLd } from "#app/utils/structured-data.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Contact Us",
    description:
      "Contact our Newton, MA real-estate team by message, phone, text or e-mail. We answer every inquiry personally.",
    path: "/contact",
    image: "contact",
    jsonLd: realEstateAgentJsonLd(),
  });

/** The longest message another page may start the form with (the payment calculator's figures). */
const PREFILLED_MESSAGE_MAX = 2000;

/**
 * A page that sends the visitor here with something to say starts her message
 * for her: `/contact?message=…` (the calculator's "Talk to us about pre-approval").
 */
export function loader({ request }: Route.LoaderArgs) {
  const message = new URL(request.url).searchParams.get("message") ?? "";
  return { message: message.slice(0, PREFILLED_MESSAGE_MAX) };
}

export const action = (args: Route.ActionArgs) => contactAction(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's Create Something Extraordinary"
        intro="Buying, selling or just starting to think about it? Send a message, call or text. We would love to hear your plans."
      />
      <ContactSection message={loaderData.message} eyebrow={false} />
      <OfficeMap />
    </>
  );
}
