import { QrGenerator } from "#app/components/qr-generator.tsx";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { languageOf } from "#domain/language.ts";
import type { Route } from "./+types/event-generate-qr";

export const meta: Route.MetaFunction = (place) => [
  ...getMeta(
    {
      ...CATALOGUES.qrGenerator[languageOf(place.location.pathname)].qrGenerator.meta,
      path: "/event/generate-qr",
      image: "event",
    },
    place,
  ),
  // A tool for the team (out of the sitemap too): never listed by search engines.
  { name: "robots", content: "noindex" },
];

export default function GenerateQr() {
  return <QrGenerator />;
}
