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

/** Fixed header height (112 px) that in-page scrolling leaves clear, so a section's heading is not hidden under it. */
export const HEADER_OFFSET_PX = 112;
