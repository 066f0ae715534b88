import { Outlet, useMatches } from "react-router";
import { KioskFrame } from "#app/components/kiosk/kiosk-frame.tsx";
import { SiteErrorPage, SiteFrame } from "#app/components/site-frame.tsx";
import type { LayoutHandle } from "#app/utils/layout-handle.ts";

/**
 * The layout of the event sign-in, one URL for two pages: the kiosk (?kiosk=1, a tablet shared at
 * the event) and the page a guest opens on her own phone. A query cannot choose a route, and the
 * page's loader decides which of the two a request gets (a kiosk link with a bad event name gets
 * the phone page's explanation, header and all), so this layout follows its answer: the kiosk is
 * the logo alone and React's from the start (its offline queue); the phone page is the site's,
 * HTML alone, its form checked by a browser module.
 */
const isKiosk = (pageData: unknown) =>
  (pageData as { kiosk?: boolean } | undefined)?.kiosk === true;

export const handle = {
  hydrate: isKiosk,
  frame: (pageData) => (isKiosk(pageData) ? "kiosk" : "site"),
} satisfies LayoutHandle;

export default function KioskLayout() {
  const Frame = isKiosk(useMatches().at(-1)?.loaderData) ? KioskFrame : SiteFrame;
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export const ErrorBoundary = SiteErrorPage;
