import { existsSync } from "node:fs";
import { marked } from "marked";
import {
  ORIGINALS_DIR,
  originalExists,
  type PostFile,
  readPostFiles,
} from "#app/utils/blog-files.server.ts";
import { blogPageCount, blogPageOf, POSTS_PER_PAGE } from "#domain/blog.ts";
import { formatLongDate } from "#domain/format.ts";

/**
 * The seed posts, content/blog/*.md, read through Vite's file glob and parsed as
 * the first start imports them (server/content/import.ts). The public pages no
 * longer read this module: they read the database (server/content/public-pages.ts,
 * docs/decisions/030). The tests use it to know what a new database starts with.
 */
const files = import.meta.glob<string>("/content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export type PostSummary = PostFile["front"] & { displayDate: string };
export type Post = PostSummary & { html: string; plainText: string };

export { truncateAtWord } from "#domain/blog.ts";

/** Parses and checks every post (readPostFiles), rendered to HTML, newest first. */
export function parsePosts(
  sources: Record<string, string>,
  imageExists: ((imageId: string) => boolean) | null,
): Post[] {
  return readPostFiles(sources, imageExists).map(({ front, markdown, plainText }) => ({
    ...front,
    displayDate: formatLongDate(front.date),
    html: marked.parse(markdown, { async: false }),
    plainText,
  }));
}

const posts: Post[] = parsePosts(files, existsSync(ORIGINALS_DIR) ? originalExists : null);

const postsBySlug = new Map(posts.map((post) => [post.slug, post]));

export function getAllPosts(): Post[] {
  return posts;
}

/** The list's data: front matter only. */
export function getPostSummaries(): PostSummary[] {
  return posts.map(({ html: _html, plainText: _plain, ...summary }) => summary);
}

/** One page of the blog list, newest first, with its number and the number of pages; null past the last. */
export function getPostPage(page: number) {
  const pageCount = blogPageCount(posts.length);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const start = (page - 1) * POSTS_PER_PAGE;
  return { posts: getPostSummaries().slice(start, start + POSTS_PER_PAGE), page, pageCount };
}

export function getPost(slug: string) {
  return postsBySlug.get(slug);
}

/** The posts before and after one post in date order (newer, older), and the list page that holds it. */
export function getAdjacentPosts(slug: string) {
  const index = posts.findIndex((post) => post.slug === slug);
  return { newer: posts[index - 1], older: posts[index + 1], listPage: blogPageOf(index) };
}
