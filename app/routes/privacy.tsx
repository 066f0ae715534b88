import { LegalPage } from "#app/components/notices/legal-page.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import { languageOf } from "#domain/language.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (place) =>
  getMeta(
    {
      ...CATALOGUES.legal[languageOf(place.location.pathname)].privacyPolicy.meta,
      path: "/privacy",
      image: "contact",
    },
    place,
  );

export default function Privacy() {
  const { privacyPolicy } = CATALOGUES.legal[usePageLanguage()];
  return <LegalPage writeTo={site.privacyEmail} englishPath="/privacy" {...privacyPolicy} />;
}
