import { data } from "react-router";
import { NotFoundContent, notFoundMeta } from "#app/components/not-found-content.tsx";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  notFoundMeta({ location, matches });

export default function NotFound() {
  return <NotFoundContent />;
}
