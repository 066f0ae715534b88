import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Portfolio", description: "Homes our team has sold across Greater Boston, from Newton colonials to Cambridge condominiums.", path: "/portfolio" });

export default function Page() {
  return <PageHero title="Portfolio" />;
}
