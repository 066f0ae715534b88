import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/massachusetts";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Areas Served", description: "The Greater Boston towns we know best: Newton, Lexington, Needham, Arlington, Cambridge and more.", path: "/massachusetts" });

export default function Page() {
  return <PageHero title="Areas Served" />;
}
