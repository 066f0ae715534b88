import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Blog", description: "Advice for Greater Boston buyers, sellers and investors: financing, inspections, staging, towns and more.", path: "/blog" });

export default function Page() {
  return <PageHero title="Blog" />;
}
