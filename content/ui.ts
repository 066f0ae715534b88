/**
 * The site frame's words in each language (issue 40; docs/decisions/039): the skip link, the
 * header, the footer, the notices, the 404 and error pages. The English words are the
 * specification's; content/zh/ui.ts holds their Chinese twins under the same type, so a key
 * missing in one language fails `npm run typecheck`.
 */
import type { Language } from "#domain/language.ts";
import { type SaleFacts, saleSummary, soldWhen } from "#domain/sold-home.ts";
import { fairHousingStatement } from "./notices.ts";
import { site } from "./site.ts";
import { withOverrides } from "./with-overrides.ts";
import { uiTextZh } from "./zh/ui.ts";
import { OVERRIDES } from "./zh-hant/overrides.ts";
import { uiTextZh as uiTextHant } from "./zh-hant/ui.ts";

/** The addresses the header and footer link to, each with its label in every language. */
export type NavPath =
  | "/team"
  | "/portfolio"
  | "/buyers"
  | "/sellers"
  | "/massachusetts"
  | "/blog"
  | "/faq"
  | "/contact"
  | "/open-houses"
  | "/sellers/home-value";

export type UiText = {
  skipLink: string;
  /** The logo's link, named for the home page it opens. */
  homeLink: string;
  callOrText: string;
  call: string;
  text: string;
  email: string;
  menu: string;
  mainNav: string;
  mainMobileNav: string;
  footerNav: string;
  /** Upper-case in English, as the header shows them. */
  nav: Record<NavPath, string>;
  homeValueButton: string;
  homeValueMenu: string;
  /**
   * The header's link to the same page in the other language: what it shows, its accessible
   * name (which says the team speaks Chinese), and the language of both.
   */
  otherLanguage: { label: string; name: string; lang: Language };
  tagline: string;
  privacy: string;
  accessibility: string;
  allRightsReserved: string;
  equalHousing: string;
  /** The Equal Housing Opportunity logo's name. */
  equalHousingMark: string;
  fairHousing: string;
  /** The name of a page's trail of links back to its parents. */
  breadcrumb: string;
  /** Where a translated notice says the English text binds (none on English pages). */
  bindingEnglish?: string;
  notFound: {
    title: string;
    description: string;
    eyebrow: string;
    heading: string;
    text: string;
    home: string;
    sections: string;
  };
  error: { title: string; text: string; back: string };
  /** The buying and selling guides' frame (app/components/process-guide.tsx). */
  guide: {
    whyWorkWithUs: string;
    roadmap: string;
    resources: string;
    guidesAndTools: string;
    readTheGuide: string;
    comingSoon: string;
    /** Read before a step's title by assistive technology: "Step 3: ". */
    step: (number: number) => string;
  };
  /** A post's card; each post is written in its own language. */
  blogCard: { readMore: string };
  openHouses: { eyebrow: string; more: string };
  review: { see: string; rated: (stars: number) => string };
  video: { label: string; play: string };
  /** A sold home's card (app/components/sold-home-card.tsx): labels around the owner's figures. */
  soldHome: {
    badge: string;
    bedrooms: string;
    bathrooms: string;
    size: string;
    listPrice: string;
    sold: string;
    beds: (count: number) => string;
    baths: (count: number) => string;
    squareFeet: (area: string) => string;
    listedAt: (price: string) => string;
    soldIn: (isoDate: string) => string;
    summary: (facts: SaleFacts) => string | null;
  };
};

const en: UiText = {
  skipLink: "Skip to content",
  homeLink: `${site.name}, home`,
  callOrText: "Call or text us",
  call: "Call",
  text: "Text",
  email: "Email",
  menu: "Menu",
  mainNav: "Main",
  mainMobileNav: "Main mobile",
  footerNav: "Footer",
  nav: {
    "/team": "TEAM",
    "/portfolio": "PORTFOLIO",
    "/buyers": "BUYERS",
    "/sellers": "SELLERS",
    "/massachusetts": "AREAS SERVED",
    "/blog": "BLOG",
    "/faq": "FAQ",
    "/contact": "CONTACT",
    "/open-houses": "OPEN HOUSES",
    "/sellers/home-value": "HOME VALUE",
  },
  homeValueButton: "Home Value",
  homeValueMenu: "What's my home worth?",
  otherLanguage: { label: "中文", name: "中文 · 我们讲普通话和粤语", lang: "zh-Hans" },
  tagline: `${site.tagline}.`,
  privacy: "Privacy",
  accessibility: "Accessibility",
  allRightsReserved: "All rights reserved.",
  equalHousing: "Equal Housing Opportunity.",
  equalHousingMark: "Equal Housing Opportunity",
  fairHousing: fairHousingStatement,
  breadcrumb: "Breadcrumb",
  notFound: {
    title: "Page not found",
    description:
      "The page you asked for does not exist. Find the team, sold homes, guides and contact details here.",
    eyebrow: "Error 404",
    heading: "We could not find that page",
    text: "The address may be mistyped, or the page may have moved. These are good places to continue:",
    home: "Home",
    sections: "Main sections",
  },
  error: {
    title: "Something went wrong",
    text: "Please try again in a moment, or call us. We are sorry for the trouble.",
    back: "Back to the home page",
  },
  guide: {
    whyWorkWithUs: "Why work with us",
    roadmap: "The roadmap",
    resources: "Resources",
    guidesAndTools: "Guides and Tools",
    readTheGuide: "Read the guide",
    comingSoon: "Coming Soon",
    step: (number) => `Step ${number}: `,
  },
  blogCard: { readMore: "Read More" },
  openHouses: { eyebrow: "Come and see", more: "Every open house we are hosting" },
  review: { see: "See the review", rated: (stars) => `Rated ${stars} out of 5` },
  video: { label: "Promotional video", play: "Play video" },
  soldHome: {
    badge: "SOLD",
    bedrooms: "Bedrooms",
    bathrooms: "Bathrooms",
    size: "Size",
    listPrice: "List price",
    sold: "Sold",
    beds: (count) => `${count} beds`,
    baths: (count) => `${count} baths`,
    squareFeet: (area) => `${area} sq ft`,
    listedAt: (price) => `Listed at ${price}`,
    soldIn: (isoDate) => soldWhen({ soldOn: isoDate }) ?? "",
    summary: saleSummary,
  },
};

// The header and footer read their words here, not through CATALOGUES: the agent's Traditional
// wording (部落格 for the generated 博客) is applied here too.
const UI_TEXT: Record<Language, UiText> = {
  en,
  "zh-Hans": uiTextZh,
  "zh-Hant": withOverrides(uiTextHant, "ui", OVERRIDES),
};

/** The frame's words in a language. */
export const uiText = (language: Language) => UI_TEXT[language];
