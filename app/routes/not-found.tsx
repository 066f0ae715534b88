import { data } from "react-router";
import { NotFoundContent, notFoundMeta } from "#app/components/not-found-content.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = notFoundMeta;

export default function NotFound() {
  return <NotFoundContent />;
}
