import { QrGenerator } from "#app/components/qr-generator.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/event-generate-qr";

export const meta: Route.MetaFunction = () => [
  ...getMeta({
    title: "Generate Event QR Code",
    description:
      "Create a printable QR code that opens the sign-in page for an open house or event.",
    path: "/event/generate-qr",
    image: "event",
  }),
  // A tool for the team (out of the sitemap too): never listed by search engines.
  { name: "robots", content: "noindex" },
];

export default function GenerateQr() {
  return <QrGenerator />;
}
