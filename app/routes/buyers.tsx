import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/buyers";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Home Buying Process", description: "How we guide you from first consultation to keys: the eight steps of buying a home in Greater Boston.", path: "/buyers" });

export default function Page() {
  return <PageHero title="Home Buying Process" />;
}
