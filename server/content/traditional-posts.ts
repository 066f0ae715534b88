import { blogPageCount, blogPageOf, POSTS_PER_PAGE } from "#domain/blog.ts";
import type { Language } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import { lookUpPublishedPost, type PostCard, type PostLookup } from "./published-posts.ts";
import { toTraditional } from "./traditional.ts";

/**
 * The blog in Traditional Chinese (/zh-hant/blog, docs/decisions/053): the posts she wrote in
 * Traditional, and every Simplified post she has not written again in Traditional, converted
 * (OpenCC, server/content/traditional.ts) at the Simplified post's address. Her own Traditional
 * post at that address replaces the conversion: that is how she overrides it, post by post.
 */

/** A Simplified post's words in Traditional, as a /zh-hant/ page shows them. */
function postInTraditional<R extends { title: string; summary: string; coverAlt: string }>(
  row: R,
): R {
  return {
    ...row,
    language: "zh-Hant",
    title: toTraditional(row.title),
    summary: toTraditional(row.summary),
    coverAlt: toTraditional(row.coverAlt),
    ...("body" in row && typeof row.body === "string" ? { body: toTraditional(row.body) } : {}),
  };
}

const newestFirst = (a: PostCard, b: PostCard) =>
  (b.publishAt?.getTime() ?? 0) - (a.publishAt?.getTime() ?? 0) || (a.slug < b.slug ? -1 : 1);

/**
 * The published posts a language's blog lists, newest first: its own; on /zh-hant/ also each
 * Simplified post at an address none of her Traditional posts holds, converted.
 */
export function postsShownIn(all: readonly PostCard[], language: Language): PostCard[] {
  const own = all.filter((row) => row.language === language);
  if (language !== "zh-Hant") return own;
  const taken = new Set(own.map((row) => row.slug));
  const converted = all
    .filter((row) => row.language === "zh-Hans" && !taken.has(row.slug))
    .map(postInTraditional);
  return [...own, ...converted].sort(newestFirst);
}

/** One page of the Traditional list (its posts from `postsShownIn`), or null past the last. */
export function traditionalListPage(shown: readonly PostCard[], page: number) {
  const pageCount = blogPageCount(shown.length);
  if (page > pageCount) return null;
  const start = (page - 1) * POSTS_PER_PAGE;
  return { posts: shown.slice(start, start + POSTS_PER_PAGE), page, pageCount };
}

const linkOf = (row: PostCard | undefined) => (row ? { slug: row.slug, title: row.title } : null);

/** The posts before and after one in the Traditional list (newer, older) and the list page that holds it. */
export function traditionalNeighbours(shown: readonly PostCard[], slug: string) {
  const index = shown.findIndex((row) => row.slug === slug);
  return {
    newer: linkOf(shown[index - 1]),
    older: linkOf(shown[index + 1]),
    listPage: blogPageOf(Math.max(0, index)),
  };
}

/**
 * The post at /zh-hant/blog/<slug>: hers in Traditional, else the Simplified post at that address
 * converted, else where an old address of either leads.
 */
export async function lookUpTraditionalPost(
  db: Database,
  slug: string,
  now: Date,
): Promise<PostLookup> {
  const own = await lookUpPublishedPost(db, slug, now, "zh-Hant");
  if (own?.kind === "post") return own;
  const simplified = await lookUpPublishedPost(db, slug, now, "zh-Hans");
  if (simplified?.kind === "post")
    return { kind: "post", post: postInTraditional(simplified.post) };
  return own ?? simplified;
}
