import { data } from "react-router";
import { NotFoundContent, notFoundMeta } from "#app/components/not-found-content.tsx";
import { HTML_ONLY } from "#app/utils/page-handle.ts";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = notFoundMeta;

// Text and links.
export const handle = HTML_ONLY;

export default function NotFound() {
  return <NotFoundContent />;
}
