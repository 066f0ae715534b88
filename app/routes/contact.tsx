import { ContactSection } from "#app/components/contact-section.tsx";
import { OfficeMap } from "#app/components/office-map.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { clientFormAction } from "#app/utils/forms/client-form-action.ts";
import { contactAction } from "#app/utils/forms/contact-action.server.ts";
import { ENHANCED_ON_FIRST_USE } from "#app/utils/framework-start.ts";
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

// The form works as HTML (so does the map's link); the framework comes when the visitor starts using the page.
export const handle = ENHANCED_ON_FIRST_USE;

export const action = (args: Route.ActionArgs) => contactAction(args);
export const clientAction = clientFormAction;

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's Create Something Extraordinary"
        intro="Buying, selling or just starting to think about it? Send a message, call or text. We would love to hear your plans."
      />
      <ContactSection eyebrow={false} />
      <OfficeMap />
    </>
  );
}
