import { ProcessGuide } from "#app/components/process-guide.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { translatedMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { Route } from "./+types/buyers";

export const meta: Route.MetaFunction = (place) =>
  translatedMeta(place, (language) => CATALOGUES.buyers[language].buyersPage.meta, {
    path: "/buyers",
    image: "buyers",
  });

export default function Buyers() {
  const { buyersPage: copy, ...collections } = CATALOGUES.buyers[usePageLanguage()];
  return (
    <ProcessGuide
      title={copy.title}
      intro={copy.intro}
      advantagesTitle={copy.advantagesTitle}
      advantages={collections.buyerAdvantages}
      stepsTitle={copy.stepsTitle}
      steps={collections.buyerSteps}
      resources={collections.buyerResources}
      cta={{ ...copy.cta, href: "/contact" }}
    />
  );
}
