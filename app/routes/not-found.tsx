import { data } from "react-router";
import { NotFoundContent } from "#app/components/not-found-content.tsx";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

// No path: a missing page has no canonical address (nor an og:url).
export const meta: Route.MetaFunction = () => [
  ...getMeta({
    title: "Page not found",
    description:
      "The page you asked for does not exist. Find the team, sold homes, guides and contact details here.",
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
