import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/event-sign-in";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Event", description: "Sign in to an open house or event hosted by our team.", path: "/event/sign-in" });

export default function Page() {
  return <PageHero title="Event" />;
}
