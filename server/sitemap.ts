/**
 * The site's sitemaps (issue 42 §2, docs/decisions/054): `/sitemap.xml` is an index that names one
 * sitemap of pages per language and the MLS's homes in files of their own, per language, split so
 * each stays within the protocol's limits however many homes the feed holds. Every address comes
 * with its versions in the other languages (Google's sitemap form of hreflang), the same set the
 * page's head names. The XML is written here; the routes (app/routes/sitemap*.ts) give it the
 * site's origin, which only the app knows.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type LanguageVersions,
} from "#domain/language.ts";
import { LISTINGS_PATH } from "#domain/listing.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import type { PageEntry } from "./page-entry.ts";
import { PAGES, versionsOf } from "./pages.ts";

/** A file's limits (https://www.sitemaps.org/protocol.html#index): addresses, and bytes uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };
export type SitemapLimits = typeof SITEMAP_LIMITS;

/** One address in a sitemap: its path, its last change (YYYY-MM-DD), its versions. */
export type SitemapEntry = { path: string; lastmod?: string; versions?: LanguageVersions };

/** Turns a path into the address a crawler fetches (the site's origin). */
export type Absolute = (path: string) => string;

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
/** Under it, a language's pages (`en.xml`); under its `homes/`, a part of its MLS homes (`en-1.xml`). */
export const SITEMAPS_PATH = "/sitemaps";
export const HOMES_SITEMAPS_PATH = `${SITEMAPS_PATH}/homes`;

/** A language's sitemap of pages: /sitemaps/en.xml, /sitemaps/zh-Hans.xml. */
export const pagesSitemapPath = (language: Language) => `${SITEMAPS_PATH}/${language}.xml`;

/** One part of a language's MLS homes: /sitemaps/homes/en-1.xml. */
export const homesSitemapPath = (language: Language, part: number) =>
  `${HOMES_SITEMAPS_PATH}/${language}-${part}.xml`;

/** The language a file name under /sitemaps/ is the pages of (`en.xml`), or null. */
export const pagesSitemapOf = (name: string) =>
  LANGUAGES.find((language) => name === `${language}.xml`) ?? null;

/** The language and part a file name under /sitemaps/homes/ holds (`zh-Hans-2.xml`), or null. */
export function homesSitemapOf(name: string): { language: Language; part: number } | null {
  for (const language of LANGUAGES) {
    const part = name.startsWith(`${language}-`) && name.slice(language.length + 1);
    if (part && /^[1-9][0-9]*\.xml$/.test(part))
      return { language, part: Number.parseInt(part, 10) };
  }
  return null;
}

/** A record's page in the page list (a listing's, an MLS home's): the languages it is written in. */
const recordPage = (pattern: string) => PAGES.find((entry) => entry.pattern === pattern);
const homePage = recordPage(`${HOMES_PATH}/:slug`);
const listingPage = recordPage(`${LISTINGS_PATH}/:slug`);

/** The languages an MLS home has a page in, each with its own files of homes. */
export const HOME_LANGUAGES: readonly Language[] = homePage?.languages ?? [DEFAULT_LANGUAGE];

/** A record's English address in each language its page has, each with the versions. */
const everyLanguage = (page: PageEntry | undefined, { path, lastmod }: SitemapEntry) => {
  const versions = page ? versionsOf(page, path) : { [DEFAULT_LANGUAGE]: path };
  return Object.values(versions).map((version) => ({ path: version, lastmod, versions }));
};

/** A listing of the team's (its English address) in each language, with its versions. */
export const listingSitemapEntries = (listing: SitemapEntry) => everyLanguage(listingPage, listing);

/** An MLS home's address in a language, with its versions in every language it has. */
export function homeEntry(language: Language, slug: string, lastmod: string): SitemapEntry {
  const path = `${HOMES_PATH}/${slug}`;
  const versions = homePage ? versionsOf(homePage, path) : { [DEFAULT_LANGUAGE]: path };
  return { path: versions[language] ?? path, lastmod, versions };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Each version of a page written in more than one language, itself included, and x-default (English). */
function alternates(versions: LanguageVersions | undefined, absolute: Absolute) {
  const list = Object.entries(versions ?? {});
  if (list.length < 2) return "";
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(path))}"/>`;
  const fallback = versions?.[DEFAULT_LANGUAGE];
  return [
    ...list.map(([language, path]) => link(language, path)),
    ...(fallback ? [link("x-default", fallback)] : []),
  ].join("");
}

/** One `<url>` line. */
export const urlXml = ({ path, lastmod, versions }: SitemapEntry, absolute: Absolute) =>
  `  <url><loc>${escapeXml(absolute(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates(versions, absolute)}</url>\n`;

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = "</urlset>\n";

/** A whole sitemap of a few hundred addresses (a language's pages). */
export const urlsetXml = (entries: readonly SitemapEntry[], absolute: Absolute) =>
  `${URLSET_OPEN}${entries.map((entry) => urlXml(entry, absolute)).join("")}${URLSET_CLOSE}`;

/** The index: each sitemap's address. */
export const sitemapIndexXml = (paths: readonly string[], absolute: Absolute) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <sitemap><loc>${escapeXml(absolute(path))}</loc></sitemap>\n`)
    .join("")}</sitemapindex>\n`;

/**
 * How many homes one file holds: the protocol's count, fewer if that many of the longest address
 * the feed holds (`longestSlug` bytes) would pass its size; the same for every part, so a home's
 * part follows from its place in the list.
 */
export function homesPerFile(longestSlug: number, absolute: Absolute, limits = SITEMAP_LIMITS) {
  const slug = "x".repeat(longestSlug);
  const widest = Math.max(
    ...HOME_LANGUAGES.map((language) =>
      Buffer.byteLength(urlXml(homeEntry(language, slug, "2000-01-01"), absolute)),
    ),
  );
  const room = limits.bytes - Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  return Math.max(1, Math.min(limits.urls, Math.floor(room / widest)));
}
