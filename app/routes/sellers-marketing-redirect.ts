import { redirect } from "react-router";

/** The specification's route list names /sellers-marketing; the canonical path is /sellers/marketing. */
export function loader() {
  return redirect("/sellers/marketing", 301);
}
