/** The main navigation, in the header's order; labels are upper-case, as the header shows them. */
export const NAV_LINKS = [
  { label: "TEAM", to: "/team" },
  { label: "PORTFOLIO", to: "/portfolio" },
  { label: "BUYERS", to: "/buyers" },
  { label: "SELLERS", to: "/sellers" },
  { label: "AREAS SERVED", to: "/massachusetts" },
  { label: "BLOG", to: "/blog" },
  { label: "FAQ", to: "/faq" },
  { label: "CONTACT", to: "/contact" },
] as const;

/**
 * The footer's links: the header's, then the pages a visitor looks for at the end of a page
 * (issue 39: the open houses were in no menu).
 */
export const FOOTER_LINKS = [
  ...NAV_LINKS,
  { label: "OPEN HOUSES", to: "/open-houses" },
  { label: "HOME VALUE", to: "/sellers/home-value" },
] as const;

/**
 * Height of the fixed header, which in-page scrolling leaves clear. The CSS home
 * is `--spacing-header` in app/app.css (`pt-header`, `scroll-padding-top`);
 * this is its copy for script, and header.spec checks the rendered header is
 * exactly this tall.
 */
export const HEADER_OFFSET_PX = 112;
