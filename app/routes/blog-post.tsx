import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Blog post", description: "Blog post", path: "/blog" });

export default function Page() {
  return <PageHero title="Blog post" />;
}
