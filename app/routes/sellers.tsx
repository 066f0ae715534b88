import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/sellers";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Home Selling Process", description: "How we sell your Greater Boston home: pricing, preparation, marketing and the eight steps to closing.", path: "/sellers" });

export default function Page() {
  return <PageHero title="Home Selling Process" />;
}
