import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Let's Create Something Extraordinary", description: "Contact our Newton, MA team by message, phone, text or e-mail. We answer every inquiry personally.", path: "/contact" });

export default function Page() {
  return <PageHero title="Let's Create Something Extraordinary" />;
}
