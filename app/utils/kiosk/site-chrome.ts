import { useMatches } from "react-router";

/**
 * A route's `handle` may hide the site's header and footer, e.g. the kiosk,
 * where a guest must not wander off. It decides from the route's loader data,
 * since one route can be both the normal page and the kiosk.
 */
export type SiteChromeHandle = { hideSiteChrome?: (loaderData: unknown) => boolean };

/** Whether the page shows the site's header and footer (every page does unless a route's handle says not). */
export function useSiteChrome() {
  return !useMatches().some((match) =>
    (match.handle as SiteChromeHandle | undefined)?.hideSiteChrome?.(match.loaderData),
  );
}
