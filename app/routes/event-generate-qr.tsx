import { PageHero } from "#app/components/page-hero.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/event-generate-qr";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: "Generate Event QR Code", description: "Create a QR code that opens the sign-in page for an open house or event.", path: "/event/generate-qr" });

export default function Page() {
  return <PageHero title="Generate Event QR Code" />;
}
