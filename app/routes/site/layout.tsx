import { Outlet } from "react-router";
import { SiteErrorPage, SiteFrame } from "#app/components/site-frame.tsx";

/**
 * The layout of every public page: the site's header and footer around it. It says nothing in a
 * handle, so its pages are HTML alone (app/utils/layout-handle.ts, docs/decisions/034): a page
 * added here loads no framework unless it moves to a layout that hydrates.
 */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export const ErrorBoundary = SiteErrorPage;
