import { ProcessGuide } from "#app/components/process-guide.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { translatedMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { HOME_VALUE_PATH } from "#domain/paths.ts";
import type { Route } from "./+types/sellers";

export const meta: Route.MetaFunction = (place) =>
  translatedMeta(place, (language) => CATALOGUES.sellers[language].sellersPage.meta, {
    path: "/sellers",
    image: "sellers",
  });

export default function Sellers() {
  const { sellersPage: copy, ...collections } = CATALOGUES.sellers[usePageLanguage()];
  return (
    <ProcessGuide
      title={copy.title}
      intro={copy.intro}
      advantagesTitle={copy.advantagesTitle}
      advantages={collections.sellerAdvantages}
      stepsTitle={copy.stepsTitle}
      steps={collections.sellerSteps}
      resources={collections.sellerResources}
      cta={{ ...copy.cta, href: HOME_VALUE_PATH }}
    />
  );
}
