import { LegalPage } from "#app/components/notices/legal-page.tsx";
import { getMeta } from "#app/utils/meta.ts";
import { privacyPolicy } from "#content/legal.ts";
import { site } from "#content/site.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Privacy Notice",
    description:
      "What our contact and open-house forms collect, why, who receives it, how long we keep it, and how to ask for a copy or deletion.",
    path: "/privacy",
    image: "contact",
  });

export default function Privacy() {
  return <LegalPage title="Privacy Notice" writeTo={site.privacyEmail} {...privacyPolicy} />;
}
