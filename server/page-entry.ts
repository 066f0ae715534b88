/**
 * What the page list (server/pages.ts) says of each URL the site answers: its module, how it is
 * rendered, whether the sitemap lists it, its layout and its languages.
 */
import type { Language } from "#domain/language.ts";

export type Rendering = "prerender" | "per-request";

export type PageEntry = {
  /** The URL pattern, as the route table spells it ('/', '/blog/:slug'). */
  pattern: string;
  /** The route module, relative to app/. */
  module: string;
  rendering: Rendering;
  /** An HTML page, or a resource route (XML, text, JSON, a redirect). */
  kind: "document" | "resource";
  /**
   * Listed in /sitemap.xml: public pages worth finding by search. "database": the addresses
   * come from the database, not from `urls` (the blog's posts and list pages, app/routes/sitemap.ts).
   */
  sitemap: boolean | "database";
  /**
   * Per request, then kept by each process until the team's content changes
   * (server/content-pages.ts, docs/decisions/030): the pages that show what is edited in /staff.
   */
  keptUntilContentChanges?: boolean;
  /**
   * The layout route module (relative to app/) an HTML page renders inside: the site's (header
   * and footer, HTML alone), the kiosk's or the staff workspace's (both hydrate). It decides
   * whether the page loads the framework (docs/decisions/034). Public resource routes have none.
   */
  layout?: string;
  /**
   * The concrete URLs the pattern stands for: the posts of '/blog/:slug', or
   * a representative URL of a page that needs a query. Defaults to the pattern.
   */
  urls?: () => string[];
  /** Its URLs (English paths) in Chinese when they are not `urls`: the Chinese seed posts'. */
  chineseUrls?: () => string[];
  /**
   * Its form posts a photo (up to 20 MB) or a post's long body: its posts, and the data requests
   * of a hydrated page's posts (`.data`), get the large body limit (server/body-limit.ts).
   */
  largeBody?: boolean;
  /**
   * The languages the page is written in (issue 40; domain/language.ts): English always, and
   * Simplified Chinese at the same path under /zh/ once its copy has a Chinese catalogue. The
   * route table makes a twin route per language, the build prerenders each, the sitemap and the
   * head tags name each other, and the Chinese browser test walks every page that says zh-Hans.
   */
  languages: readonly Language[];
  /**
   * Its representative URL is a record a new database lacks (a listing's): the 404 page answers
   * the browser tests' new databases. The audit and the HTML check seed it (scripts/built-server.ts).
   */
  absentOnNewDatabase?: boolean;
};
