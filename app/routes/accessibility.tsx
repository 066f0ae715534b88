import { LegalPage } from "#app/components/notices/legal-page.tsx";
import { getMeta } from "#app/utils/meta.ts";
import { accessibilityStatement } from "#content/legal.ts";
import { site } from "#content/site.ts";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Accessibility",
    description:
      "The standard this website holds (WCAG 2.1 AA) and how to tell us about a barrier you meet.",
    path: "/accessibility",
    image: "contact",
  });

export default function Accessibility() {
  return (
    <LegalPage
      title="Accessibility"
      writeTo={site.accessibilityEmail}
      {...accessibilityStatement}
    />
  );
}
