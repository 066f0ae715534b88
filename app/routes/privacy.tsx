import { LegalPage } from "#app/components/notices/legal-page.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { translatedMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (place) =>
  translatedMeta(place, (language) => CATALOGUES.legal[language].privacyPolicy.meta, {
    path: "/privacy",
    image: "contact",
  });

export default function Privacy() {
  const { privacyPolicy } = CATALOGUES.legal[usePageLanguage()];
  return <LegalPage writeTo={site.privacyEmail} englishPath="/privacy" {...privacyPolicy} />;
}
