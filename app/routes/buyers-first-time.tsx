import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/buyers-first-time";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "First-Time Homebuyer Guide", description: "A plain-language guide for first-time buyers in Greater Boston: steps, budget, programs and a checklist.", path: "/buyers/first-time" });

export default function Page() {
  return <PageHero title="First-Time Homebuyer Guide" />;
}
