import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Frequently Asked Questions", description: "Answers to common questions about buying and selling a home in Greater Boston.", path: "/faq" });

export default function Page() {
  return <PageHero title="Frequently Asked Questions" />;
}
