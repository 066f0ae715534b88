import { redirect } from "react-router";
import { refusePosts } from "#app/utils/method-not-allowed.ts";

/** The old site's route list had /sellers-marketing while its links used /sellers/marketing: keep both, one canonical. */
export function loader() {
  return redirect("/sellers/marketing", 301);
}

export const action = refusePosts;
