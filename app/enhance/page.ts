/**
 * The page script: what every page does without the framework, inlined at the
 * end of its body (app/components/page-scripts.tsx), so it is fetched by
 * nobody and runs as the HTML arrives. Built from this module by
 * scripts/inline-script-plugin.ts.
 * - this year in the copyright line (the prerendered HTML carries the build's);
 * - the menus' dismissals, the tabs, the promotional video's controls and the
 *   language link's query, by listeners on the document, and the header's
 *   translucency once scrolled;
 * - on an HTML-only page, the scroll reveal (the pages React draws, the kiosk
 *   and the workspace, have nothing to reveal);
 * - after the first screen is drawn, on an HTML-only page, the browser modules
 *   its elements name (a form's check before posting) as each nears the view,
 *   and the brand fonts for the next page;
 * - on an HTML-only page, the modules loaded only when asked for (a listing's
 *   photo viewer and tour player).
 */

import { loadBrowserModules } from "./browser-modules.ts";
import { showCurrentYear } from "./copyright-year.ts";
import { afterFirstScreen } from "./first-screen.ts";
import { markScrolledHeader } from "./header-scroll.ts";
import { keepQueryOnLanguageLink } from "./language-link.ts";
import { dismissMenus } from "./menu-dismiss.ts";
import { openOnDemand } from "./on-demand.ts";
import { PAGE_KIND_ATTRIBUTE } from "./page-kind.ts";
import { controlVideos } from "./promo-video.ts";
import { revealOnScroll } from "./reveal.ts";
import { switchTabs } from "./tab-switching.ts";
import { fetchWebFonts } from "./web-fonts.ts";

const kind = document.currentScript?.getAttribute(PAGE_KIND_ATTRIBUTE);
showCurrentYear();
dismissMenus();
switchTabs();
controlVideos();
markScrolledHeader();
keepQueryOnLanguageLink();
if (kind === "html-only") {
  revealOnScroll();
  openOnDemand();
}
void afterFirstScreen().then(() => {
  if (kind === "html-only") loadBrowserModules();
  fetchWebFonts();
});
