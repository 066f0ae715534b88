import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/sellers-marketing";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Marketing Strategy", description: "Prepare, present, promote: the marketing plan that puts your home in front of the right buyers.", path: "/sellers/marketing" });

export default function Page() {
  return <PageHero title="Marketing Strategy" />;
}
