import { redirect } from "react-router";

/** The old site's route list had /sellers-marketing while its links used /sellers/marketing: keep both, one canonical. */
export function loader() {
  return redirect("/sellers/marketing", 301);
}
