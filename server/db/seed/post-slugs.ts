import { readdirSync } from "node:fs";
import { join } from "node:path";
import { blogPageCount, blogPagePath } from "#domain/blog.ts";
import type { Language } from "#domain/language.ts";

// Relative to the project root, where every npm script runs: this module is
// read by the build config, by the server bundle and by the tests alike.
const BLOG_DIR = join(process.cwd(), "server/db/seed/posts");

/**
 * The slugs of the posts a new database starts with: each is server/db/seed/posts/<slug>.md,
 * imported at the first start (server/content/import.ts). The live list is in the
 * database; these stand for the blog's URLs in the tests and the audit.
 */
export function blogSlugs(): string[] {
  return slugsIn(BLOG_DIR);
}

/** The slugs of the Chinese posts a new database starts with: server/db/seed/posts/zh/<slug>.md. */
export function chineseBlogSlugs(): string[] {
  return slugsIn(join(BLOG_DIR, "zh"));
}

const slugsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3))
    .sort();

const seedSlugs = (language: Language) => (language === "en" ? blogSlugs() : chineseBlogSlugs());

/** The seed posts' addresses in a language, as English paths ('/blog/<slug>'). */
export const blogPaths = (language: Language) => seedSlugs(language).map((slug) => `/blog/${slug}`);

/** The seed blog list's pages after the first in a language, as English paths. */
export const olderBlogPages = (language: Language) =>
  Array.from({ length: blogPageCount(seedSlugs(language).length) - 1 }, (_, index) =>
    blogPagePath(index + 2),
  );
