import { LegalPage } from "#app/components/notices/legal-page.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { translatedMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = (place) =>
  translatedMeta(place, (language) => CATALOGUES.legal[language].accessibilityStatement.meta, {
    path: "/accessibility",
    image: "contact",
  });

export default function Accessibility() {
  const { accessibilityStatement } = CATALOGUES.legal[usePageLanguage()];
  return (
    <LegalPage
      writeTo={site.accessibilityEmail}
      englishPath="/accessibility"
      {...accessibilityStatement}
    />
  );
}
