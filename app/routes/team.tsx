import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Meet Our Team", description: "Meet the Newton-based team that guides buyers, sellers and investors across Greater Boston.", path: "/team" });

export default function Page() {
  return <PageHero title="Meet Our Team" />;
}
