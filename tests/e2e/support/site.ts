/**
 * What the browser tests know about the site, read from the app's own sources
 * (route table, navigation, content modules) so that nothing is hand-copied.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { POSTS_PER_PAGE } from "#domain/blog.ts";
import { isChinese, LANGUAGES } from "#domain/language.ts";
import { listingPath, listingSlug } from "#domain/listing.ts";
import { blogSlugs, chineseBlogSlugs } from "#server/db/seed/post-slugs.ts";
import { soldHomes as seedSoldHomes } from "#server/db/seed/sold-homes.ts";
import { isStaffPage, PAGES, urlsIn, urlsOf } from "#server/pages.ts";
import { PAGE_KIND_ATTRIBUTE } from "../../../app/enhance/page-kind.ts";
import { HEADER_OFFSET_PX, NAV_LINKS } from "../../../app/utils/nav.ts";
import { areas } from "../../../content/areas.ts";
import { site } from "../../../content/site.ts";
import { townPath } from "../../../content/towns.ts";

export { blogSlugs, HEADER_OFFSET_PX, NAV_LINKS, site };

/** The public pages rendered for each request and not kept until the content changes. */
export const publicPerRequestUrls = () =>
  PAGES.filter(
    (entry) =>
      entry.kind === "document" &&
      entry.rendering === "per-request" &&
      !entry.keptUntilContentChanges &&
      !isStaffPage(entry),
  ).flatMap((entry) => urlsOf(entry));

/**
 * The public HTML pages of the declared page list with a fixed path
 * ('/event/sign-in' without its query); the staff workspace has its own tests.
 */
export const staticPagePaths = () =>
  PAGES.filter(
    (entry) => entry.kind === "document" && !entry.pattern.includes(":") && !isStaffPage(entry),
  ).map((entry) => entry.pattern);

/**
 * The sitemap's addresses of the pages written in Chinese, in both scripts (/zh/team,
 * /zh-hant/massachusetts/newton, …).
 */
export const chineseSitemapPaths = () =>
  PAGES.filter((entry) => entry.sitemap === true).flatMap((entry) =>
    LANGUAGES.filter(isChinese).flatMap((language) => urlsIn(entry, language)),
  );

/** One page per area served: /massachusetts/newton, … */
export const townPagePaths = () => areas.map((area) => townPath(area.id));

export const blogPostPaths = () => blogSlugs().map((slug) => `/blog/${slug}`);

/** The seed's Chinese posts: /zh/blog/<slug>. */
export const chinesePostPaths = () => chineseBlogSlugs().map((slug) => `/zh/blog/${slug}`);

/**
 * The seed's sold homes, Sold listings on a new database (server/listings/sold-homes-import.ts):
 * "18 Fairmont Avenue, Newton, MA" → /listings/18-fairmont-avenue-newton.
 */
export const soldListingPaths = () =>
  seedSoldHomes.map(({ address }) => {
    const [street = "", town = ""] = address.split(",").map((part) => part.trim());
    return listingPath(listingSlug({ street, town }));
  });

/** The blog list's older pages, /blog/page/2 on: one per POSTS_PER_PAGE posts after the first. */
export const blogListPagePaths = () =>
  Array.from(
    { length: Math.ceil(blogSlugs().length / POSTS_PER_PAGE) - 1 },
    (_, index) => `/blog/page/${index + 2}`,
  );

export const SITE_NAME = site.name;

/** The built file of a prerendered page. */
export const prerenderedFile = (url: string) =>
  join("build/client", new URL(url, "http://x").pathname, "index.html");

/** Whether React hydrates a prerendered page; an HTML-only page (app/utils/layout-handle.ts) it does not. */
export const prerenderedLoadsFramework = (url: string) =>
  readFileSync(prerenderedFile(url), "utf8").includes(`${PAGE_KIND_ATTRIBUTE}="hydrated"`);

/** Three posts spread over the list: the first, one in the middle and the last by file name. */
export function samplePostPaths(): string[] {
  const paths = blogPostPaths();
  return [paths[0]!, paths[Math.floor(paths.length / 2)]!, paths[paths.length - 1]!];
}

const BLOG_DIR = fileURLToPath(new URL("../../../server/db/seed/posts/", import.meta.url));

export type PostSource = {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  /** The author's display name. */
  author: string;
  content: string;
};

/** How a post's date reads on the page: '2025-04-15' -> 'April 15, 2025'. */
export function displayDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** A seed post's front matter and Markdown body, as a new database starts with it. */
export function readPost(slug: string): PostSource {
  const { data, content } = matter(readFileSync(`${BLOG_DIR}${slug}.md`, "utf8"));
  const author = site.team[data.author as keyof typeof site.team]?.name ?? String(data.author);
  return {
    slug,
    title: String(data.title),
    date: String(data.date),
    excerpt: String(data.excerpt),
    author,
    content,
  };
}

/**
 * The description rule for posts: the post's summary as plain text
 * (Markdown syntax stripped), at most 160 characters, cut at a word boundary.
 * Written out here independently of the app's implementation.
 */
export function expectedPostDescription(markdown: string, max = 160): string {
  const plain = markdown
    .replace(/^#{1,6}\s+/gm, "") // heading markers
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "") // images
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1") // links keep their text
    .replace(/(\*\*|__|\*|_|`)/g, "") // emphasis and code marks
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "") // list markers
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const window = plain.slice(0, max + 1);
  const lastSpace = window.lastIndexOf(" ");
  return window.slice(0, lastSpace > 0 ? lastSpace : max).replace(/[\s,;:.-]+$/, "");
}

/** A name no other test (or earlier run) uses, so mail and page checks find only this test's lead. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
