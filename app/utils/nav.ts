/** The main navigation, in the header's order (labels as the specification writes them). */
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

/** Fixed header height that in-page scrolling leaves clear (spec section 9). */
export const HEADER_OFFSET_PX = 112;
