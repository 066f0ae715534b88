import { type NavPath, uiText } from "#content/ui.ts";

/** The main navigation, in the header's order; each label is the catalogue's (content/ui.ts). */
const NAV_PATHS = [
  "/team",
  "/portfolio",
  "/buyers",
  "/sellers",
  "/massachusetts",
  "/blog",
  "/faq",
  "/contact",
] as const satisfies readonly NavPath[];

/**
 * The footer's links: the header's, then the pages a visitor looks for at the end of a page
 * (issue 39: the open houses were in no menu).
 */
const FOOTER_PATHS = [
  ...NAV_PATHS,
  "/open-houses",
  "/sellers/home-value",
] as const satisfies readonly NavPath[];

const withEnglishLabels = <P extends NavPath>(paths: readonly P[]) =>
  paths.map((to) => ({ to, label: uiText("en").nav[to] }));

/** The main navigation with its English labels (upper-case, as the header shows them). */
export const NAV_LINKS = withEnglishLabels(NAV_PATHS);

/** The footer's links with their English labels. */
export const FOOTER_LINKS = withEnglishLabels(FOOTER_PATHS);

/**
 * Height of the fixed header, which in-page scrolling leaves clear. The CSS home
 * is `--spacing-header` in app/app.css (`pt-header`, `scroll-padding-top`);
 * this is its copy for script, and header.spec checks the rendered header is
 * exactly this tall.
 */
export const HEADER_OFFSET_PX = 112;
