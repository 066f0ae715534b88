/**
 * Every URL the site answers, declared once: the module that renders it,
 * whether it is prerendered at build time or rendered per request, and whether
 * it is listed in the sitemap. The route table (app/routes.ts), prerendering
 * (react-router.config.ts), the prerender check and the server's file list
 * (scripts/prerender/finish.ts), the sitemap, the quality audit and the tests
 * all read this list; nothing else decides these things.
 *
 * The rule: a page is prerendered only when its HTML is the same for every
 * visitor and changes only with a deploy. A page with a lead form (it carries a
 * fresh token per render), a page that depends on the query string, a page that
 * shows what the team edits in /staff (the blog, its feed, the portfolio, the
 * sitemap; read through the content cache, docs/decisions/030), and anything
 * behind the staff login is rendered per request.
 *
 * It lives in server/ because it reads the file system (the seed posts' slugs) and must never
 * reach a browser bundle (scripts/server-only-guard.ts refuses server/), while the build config,
 * the running server, the scripts and the tests all read it without entering app/.
 */
import { areas } from "#content/areas.ts";
import { townPath } from "#content/towns.ts";
import { BLOG_POST_PATTERN } from "#domain/blog.ts";
import type { LanguageVersions } from "#domain/language.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, pathIn } from "#domain/language.ts";
import { LISTINGS_PATH } from "#domain/listing.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import { MORTGAGE_CALCULATOR_PATH, UNSUBSCRIBE_PATH } from "#domain/paths.ts";
import * as alerts from "#domain/saved-search.ts";
import { blogPaths, olderBlogPages } from "./db/seed/post-slugs.ts";
import type { PageEntry, Rendering } from "./page-entry.ts";

/** The layout of every public page: the site's header and footer, HTML alone. */
export const SITE_LAYOUT = "routes/site/layout.tsx";

/** The layout of the event sign-in: the kiosk's frame, or the site's on a guest's phone. */
export const KIOSK_LAYOUT = "routes/kiosk/layout.tsx";

/** English alone: a page whose copy has no Chinese catalogue yet (the forms, until their turn). */
const ENGLISH: readonly Language[] = [DEFAULT_LANGUAGE];

/** A page in English, in Simplified Chinese under /zh/ and in Traditional under /zh-hant/. */
const IN_CHINESE = { languages: ["en", "zh-Hans", "zh-Hant"] } as const satisfies Pick<
  PageEntry,
  "languages"
>;
/** In both languages, out of the sitemap: a personal page, a form reached by a printed code. */
const UNLISTED_IN_CHINESE = { sitemap: false, ...IN_CHINESE } as const;
/** A page of one record (a listing, an MLS home): in the sitemap from the database, absent from a new one; in both languages. */
const RECORD_PAGE = { sitemap: "database", absentOnNewDatabase: true, ...IN_CHINESE } as const;

/** A public page, inside the site's layout unless it names another; English alone unless it says. */
const page = (
  pattern: string,
  module: string,
  rendering: Rendering,
  options: Partial<Omit<PageEntry, "pattern" | "module" | "rendering" | "kind" | "largeBody">> = {},
): PageEntry => ({
  pattern,
  module,
  rendering,
  kind: "document",
  sitemap: true,
  layout: SITE_LAYOUT,
  languages: ENGLISH,
  ...options,
});

/** The layout of the team's workspace: every page behind the staff login renders inside it. */
export const STAFF_LAYOUT = "routes/staff/layout.tsx";

/** A page of the team's workspace (not a public page: no SEO, no site header, not audited). */
export const isStaffPage = (entry: PageEntry) => entry.layout === STAFF_LAYOUT;

/**
 * A login page of the workspace: it opens without a session (and reveals nothing about who is
 * staff). Every other staff route's loader and action calls requireStaff first.
 */
export const isStaffLoginPage = (entry: PageEntry) =>
  isStaffPage(entry) &&
  (entry.pattern === "/staff/login" || entry.pattern.startsWith("/staff/login/"));

/** The team's workspace: rendered per request, never in the sitemap, inside the staff layout. */
const staff = (
  pattern: string,
  module: string,
  options: Partial<Pick<PageEntry, "kind" | "urls" | "largeBody">> = {},
): PageEntry => ({
  pattern,
  module,
  rendering: "per-request",
  kind: "document",
  sitemap: false,
  layout: STAFF_LAYOUT,
  languages: ENGLISH,
  ...options,
});

const resource = (
  pattern: string,
  module: string,
  rendering: Rendering,
  options: Partial<Pick<PageEntry, "keptUntilContentChanges" | "languages" | "urls">> = {},
): PageEntry => ({
  pattern,
  module,
  rendering,
  kind: "resource",
  sitemap: false,
  languages: ENGLISH,
  ...options,
});

/** Saved searches' personal pages (issue 43); a link's: `<path>/<token>`. */
const alertLink = (path: string, module: string) =>
  page(`${path}/:token`, module, "per-request", {
    ...UNLISTED_IN_CHINESE,
    absentOnNewDatabase: true,
    urls: () => [`${path}/1.x`],
  });

/** Rendered per request and kept until the team's content changes. */
const KEPT = { keptUntilContentChanges: true } as const;

export const PAGES: readonly PageEntry[] = [
  page("/", "routes/home.tsx", "per-request", IN_CHINESE), // its contact form in the page's language
  // The members, edited in /staff/team.
  page("/team", "routes/team.tsx", "per-request", { ...KEPT, ...IN_CHINESE }),
  // Sold homes from /staff.
  page("/portfolio", "routes/portfolio.tsx", "per-request", { ...KEPT, ...IN_CHINESE }),
  page("/buyers", "routes/buyers.tsx", "prerender", IN_CHINESE),
  page("/buyers/first-time", "routes/buyers-first-time.tsx", "prerender", IN_CHINESE),
  // The answer depends on the query (her figures, sent by GET): rendered per request.
  page(
    MORTGAGE_CALCULATOR_PATH,
    "routes/buyers-mortgage-calculator.tsx",
    "per-request",
    IN_CHINESE,
  ),
  page("/sellers", "routes/sellers.tsx", "prerender", IN_CHINESE),
  page("/sellers/marketing", "routes/sellers-marketing.tsx", "prerender", IN_CHINESE),
  // The request form.
  page("/sellers/home-value", "routes/sellers-home-value.tsx", "per-request", IN_CHINESE),
  page("/massachusetts", "routes/massachusetts.tsx", "prerender", IN_CHINESE),
  // One page per area served (content/areas.ts); its sold homes and posts are the team's, from /staff.
  page("/massachusetts/:town", "routes/massachusetts-town.tsx", "per-request", {
    ...KEPT,
    ...IN_CHINESE,
    urls: () => areas.map((area) => townPath(area.id)),
  }),
  page("/contact", "routes/contact.tsx", "per-request", IN_CHINESE), // the contact form
  // The blog is the team's, edited in /staff: its pages read the database through the content cache.
  page("/blog", "routes/blog.tsx", "per-request", { ...KEPT, ...IN_CHINESE }),
  // The older pages of the list, twelve articles each (domain/blog.ts). The sitemap
  // lists the database's; `urls` here are those of the posts a new database starts with.
  page("/blog/page/:page", "routes/blog-page.tsx", "per-request", {
    ...KEPT,
    ...IN_CHINESE,
    sitemap: "database",
    urls: () => olderBlogPages("en"),
    // /zh-hant/ lists the Simplified posts too, converted where she wrote no Traditional one.
    chineseUrls: () => olderBlogPages("zh-Hans"),
  }),
  page(BLOG_POST_PATTERN, "routes/blog-post.tsx", "per-request", {
    ...KEPT,
    ...IN_CHINESE,
    sitemap: "database",
    urls: () => blogPaths("en"),
    chineseUrls: () => blogPaths("zh-Hans"),
  }),
  page("/faq", "routes/faq.tsx", "prerender", IN_CHINESE),
  page("/privacy", "routes/privacy.tsx", "prerender", IN_CHINESE),
  page("/accessibility", "routes/accessibility.tsx", "prerender", IN_CHINESE),
  // A personal link from a guest e-mail: depends on its token, posts to itself, never indexed.
  page(UNSUBSCRIBE_PATH, "routes/unsubscribe.tsx", "per-request", UNLISTED_IN_CHINESE),
  // Reached by QR code at an event: the event's name comes from the query, the form needs a token.
  page("/event/sign-in", "routes/event-sign-in.tsx", "per-request", {
    ...UNLISTED_IN_CHINESE,
    layout: KIOSK_LAYOUT,
    urls: () => ["/event/sign-in?event=Open%20House"],
  }),
  // A tool for the team, of no use to someone searching.
  page("/event/generate-qr", "routes/event-generate-qr.tsx", "prerender", UNLISTED_IN_CHINESE),
  // The generator's answer without JavaScript: the code for the name in the query.
  page("/event/qr-code", "routes/event-qr-code.tsx", "per-request", {
    ...UNLISTED_IN_CHINESE,
    urls: () => ["/event/qr-code?event=Open%20House"],
  }),
  // The team's own listings (issue 41), read through the content cache. /listings answers its
  // filters' query; a listing's page carries the showing request's form token: both per request.
  page(LISTINGS_PATH, "routes/listings.tsx", "per-request", IN_CHINESE),
  // Each public listing's page is in the sitemap from the database. A new database has none: the
  // representative address answers the 404 page in the site's frame.
  page(`${LISTINGS_PATH}/:slug`, "routes/listing.tsx", "per-request", {
    ...RECORD_PAGE,
    urls: () => [`${LISTINGS_PATH}/12-elm-st-newton`],
  }),
  // Every home on the market (issue 42 §2): the search, and each home's page (none on a new database).
  page(HOMES_PATH, "routes/homes.tsx", "per-request", IN_CHINESE),
  page(`${HOMES_PATH}/:slug`, "routes/mls-home.tsx", "per-request", {
    ...RECORD_PAGE,
    urls: () => [`${HOMES_PATH}/73000001-45-walnut-st-newton-ma-02459`],
  }),
  // Saved searches (issue 43): the saving form's page, the pages and the home links her mails hold.
  page(
    alerts.SAVED_SEARCH_ACTION_PATH,
    "routes/homes-alerts.tsx",
    "per-request",
    UNLISTED_IN_CHINESE,
  ),
  alertLink(alerts.SAVED_SEARCH_CONFIRM_PATH, "routes/homes-alerts-confirm.tsx"),
  alertLink(alerts.SAVED_SEARCH_MANAGE_PATH, "routes/homes-alerts-manage.tsx"),
  alertLink(alerts.SAVED_SEARCH_UNSUBSCRIBE_PATH, "routes/homes-alerts-unsubscribe.tsx"),
  resource(`${alerts.SAVED_SEARCH_OPEN_PATH}/:token`, "routes/homes-alerts-open.ts", "per-request"),
  // The SMTP provider's bounces and complaints, signed (docs/mail-events.md): a POST, never a page.
  resource(alerts.MAIL_EVENTS_PATH, "routes/mail-events.ts", "per-request"),
  // Open houses the team created (issue 31): the upcoming ones for visitors, each with its calendar file.
  page("/open-houses", "routes/open-houses.tsx", "per-request", IN_CHINESE),
  resource(
    "/open-houses/:code/calendar.ics",
    "routes/open-house-calendar.ts",
    "per-request",
    IN_CHINESE,
  ),
  // The short sign-in address a sign prints: answers with its open house's sign-in page.
  resource("/oh/:code", "routes/open-house-short.ts", "per-request"),
  // The kiosk's "N guests so far": people signed in from every tablet and phone.
  resource("/oh/:code/guests.json", "routes/open-house-guest-count.ts", "per-request"),
  // Where a guest who signed in on her phone lands: the home, the host, what happens next.
  page("/oh/:code/thanks", "routes/open-house-thanks.tsx", "per-request", {
    ...UNLISTED_IN_CHINESE,
    urls: () => ["/oh/AAAAA/thanks"],
  }),
  resource("/sellers-marketing", "routes/sellers-marketing-redirect.ts", "per-request"),
  resource("/blog/rss.xml", "routes/blog-rss.ts", "per-request", { ...KEPT, ...IN_CHINESE }),
  // The sitemap index (a count of the MLS's homes: per request), each language's pages (kept), and
  // the MLS's homes in parts (per request: a home leaves at the sync that removes it).
  resource("/sitemap.xml", "routes/sitemap.ts", "per-request"),
  resource("/sitemaps/:file", "routes/sitemaps-pages.ts", "per-request", {
    ...KEPT,
    urls: () => LANGUAGES.map((language) => `/sitemaps/${language}.xml`),
  }),
  resource("/sitemaps/homes/:file", "routes/sitemaps-homes.ts", "per-request", {
    urls: () => ["/sitemaps/homes/en-1.xml"],
  }),
  resource("/robots.txt", "routes/robots.ts", "prerender"),
  resource("/site.webmanifest", "routes/site-webmanifest.ts", "prerender"),
  // Staff login and account. The login pages render without a session (the layout's loader
  // does not require one); every other staff page calls requireStaff in its loader and action
  // (app/routes/staff/session-guard.test.ts fails on one that does not).
  staff("/staff", "routes/staff/index.tsx", { kind: "resource" }),
  staff("/staff/login", "routes/staff/login.tsx"),
  staff("/staff/login/passkey", "routes/staff/login-passkey.ts", { kind: "resource" }),
  // A login link from the e-mail; any token shows the page (an unknown one says so).
  staff("/staff/login/:token", "routes/staff/login-token.tsx", {
    urls: () => ["/staff/login/not-a-real-token"],
  }),
  staff("/staff/logout", "routes/staff/logout.ts", { kind: "resource" }),
  staff("/staff/account", "routes/staff/account.tsx"),
  staff("/staff/account/passkey", "routes/staff/account-passkey.ts", { kind: "resource" }),
  staff("/staff/activity", "routes/staff/activity.tsx"),
  staff("/staff/insights", "routes/staff/insights.tsx"),
  staff("/staff/insights.csv", "routes/staff/insights-csv.ts", { kind: "resource" }),
  // The lead workspace: every loader and action calls requireStaff.
  staff("/staff/leads", "routes/staff/leads.tsx"),
  staff("/staff/leads.csv", "routes/staff/leads-csv.ts", { kind: "resource" }),
  staff("/staff/people.csv", "routes/staff/people-csv.ts", { kind: "resource" }),
  staff("/staff/today", "routes/staff/today.tsx"),
  staff("/staff/leads/:id", "routes/staff/lead-detail.tsx", { urls: () => ["/staff/leads/1"] }),
  staff("/staff/leads/:id/data.json", "routes/staff/lead-detail-json.ts", {
    kind: "resource",
    urls: () => ["/staff/leads/1/data.json"],
  }),
  staff("/staff/open-houses", "routes/staff/open-houses.tsx"),
  staff("/staff/open-houses/new", "routes/staff/open-houses-new.tsx", { largeBody: true }),
  staff("/staff/open-houses/:id", "routes/staff/open-houses-detail.tsx", {
    urls: () => ["/staff/open-houses/1"],
  }),
  // Content: the posts and reviews the public pages show (issue 30).
  staff("/staff/content", "routes/staff/content.tsx"),
  staff("/staff/content/photos", "routes/staff/content-photos.ts", {
    kind: "resource",
    largeBody: true,
  }),
  // "new" opens an empty editor; a number, that post (or review).
  staff("/staff/content/posts/:id", "routes/staff/content-post.tsx", {
    largeBody: true,
    urls: () => ["/staff/content/posts/new", "/staff/content/posts/1"],
  }),
  staff("/staff/content/posts/:id/preview", "routes/staff/content-post-preview.tsx", {
    largeBody: true,
    urls: () => ["/staff/content/posts/1/preview"],
  }),
  staff("/staff/content/posts/:id/revisions", "routes/staff/content-post-revisions.tsx", {
    urls: () => ["/staff/content/posts/1/revisions"],
  }),
  // The sold homes' editor's old addresses: sold homes are Sold listings now (issue 41).
  staff("/staff/content/homes/*", "routes/staff/content-homes-moved.ts", {
    kind: "resource",
    urls: () => ["/staff/content/homes", "/staff/content/homes/1"],
  }),
  staff("/staff/content/reviews", "routes/staff/content-reviews.tsx"),
  staff("/staff/content/reviews/:id", "routes/staff/content-review.tsx", {
    urls: () => ["/staff/content/reviews/new", "/staff/content/reviews/1"],
  }),
  // The team's own listings (issue 41): the record from a draft to Sold, its photos in order.
  staff("/staff/listings", "routes/staff/listings.tsx"),
  staff("/staff/listings/:id", "routes/staff/listing.tsx", {
    largeBody: true,
    urls: () => ["/staff/listings/new", "/staff/listings/1"],
  }),
  staff("/staff/listings/:id/photos", "routes/staff/listing-photos.tsx", {
    largeBody: true,
    urls: () => ["/staff/listings/1/photos"],
  }),
  // The team the site names (issue 39): the team lead adds, edits, orders, hides and retires members.
  staff("/staff/team", "routes/staff/team.tsx"),
  staff("/staff/team/:id", "routes/staff/team-member.tsx", {
    largeBody: true,
    urls: () => ["/staff/team/new", "/staff/team/1"],
  }),
  staff("/staff/open-houses/:id/edit", "routes/staff/open-houses-edit.tsx", {
    largeBody: true,
    urls: () => ["/staff/open-houses/1/edit"],
  }),
  // The open house's printed sign (letter, one page) and its code as a PNG; the live count.
  staff("/staff/open-houses/:id/sign", "routes/staff/open-houses-sign.tsx", {
    urls: () => ["/staff/open-houses/1/sign"],
  }),
  staff("/staff/open-houses/:id/qr.png", "routes/staff/open-houses-qr-png.ts", {
    kind: "resource",
    urls: () => ["/staff/open-houses/1/qr.png"],
  }),
  staff("/staff/open-houses/:id/count.json", "routes/staff/open-houses-count.ts", {
    kind: "resource",
    urls: () => ["/staff/open-houses/1/count.json"],
  }),
];

/** The concrete URLs of an entry (English paths), those of its Chinese pages when they differ. */
export const urlsOf = (entry: PageEntry, language: Language = DEFAULT_LANGUAGE) =>
  (language !== DEFAULT_LANGUAGE && entry.chineseUrls?.()) || entry.urls?.() || [entry.pattern];

/** The entry's URLs in one language: none when the page is not written in it. */
export const urlsIn = (entry: PageEntry, language: Language) =>
  entry.languages.includes(language) ? urlsOf(entry, language).map((u) => pathIn(language, u)) : [];

/** The entry's URLs in every language it has. */
export const allUrlsOf = (entry: PageEntry) =>
  entry.languages.flatMap((language) => urlsIn(entry, language));

/** What the build prerenders to files, in each language. */
export const prerenderedUrls = () =>
  PAGES.filter((entry) => entry.rendering === "prerender").flatMap(allUrlsOf);

/** An English page's address in each language its entry declares. */
export const versionsOf = (entry: PageEntry, englishUrl: string): LanguageVersions =>
  Object.fromEntries(entry.languages.map((language) => [language, pathIn(language, englishUrl)]));

/**
 * What the sitemaps list from this list: each page's address (a town's, from its `urls`) in each
 * language, with its versions. The blog's list pages and posts come from the database
 * (app/routes/sitemaps-pages.ts).
 */
export const fixedSitemapUrls = () =>
  PAGES.filter((entry) => entry.sitemap === true).flatMap((entry) =>
    urlsOf(entry).flatMap((url) => {
      const versions = versionsOf(entry, url);
      return Object.values(versions).map((path) => ({ path, versions }));
    }),
  );

const isPublicDocument = (entry: PageEntry) => entry.kind === "document" && !isStaffPage(entry);

/** Every public HTML page in English (with its representative URL; not the staff workspace), for the tests. */
export const documentUrls = () => PAGES.filter(isPublicDocument).flatMap((entry) => urlsOf(entry));

/** Every public HTML page written in a language, at its address in that language, for the tests. */
export const documentUrlsIn = (language: Language) =>
  PAGES.filter(isPublicDocument).flatMap((entry) => urlsIn(entry, language));
