import { and, asc, count, desc, eq, gt, lt, lte, or, type SQL } from "drizzle-orm";
import { POSTS_PER_PAGE } from "#domain/blog.ts";
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import { photos, postOldSlugs, posts } from "../db/schema.ts";

/**
 * The blog posts the public pages read: published, and due (a post scheduled
 * for later stays out until its time). The staff's side is posts.ts.
 */

const PUBLIC_ORDER = [desc(posts.publishAt), asc(posts.slug)];

export const isPublic = (now: Date) =>
  and(eq(posts.status, "published"), lte(posts.publishAt, now));

/** The cover photo as the pages need it: where its files are (domain/images/image-slots.ts). */
const coverColumns = {
  coverBuiltImageId: photos.builtImageId,
  coverHash: photos.hash,
  coverSlot: photos.slot,
};

const cardColumns = {
  id: posts.id,
  slug: posts.slug,
  language: posts.language,
  translationOf: posts.translationOf,
  title: posts.title,
  summary: posts.summary,
  coverAlt: posts.coverAlt,
  topic: posts.topic,
  town: posts.town,
  author: posts.author,
  publishAt: posts.publishAt,
  updatedAt: posts.updatedAt,
  ...coverColumns,
};

/** Every published post's card fields in every language, newest first (the sitemap, the feeds). */
export async function listPublishedPosts(db: Database, now: Date) {
  return db
    .select(cardColumns)
    .from(posts)
    .leftJoin(photos, eq(photos.id, posts.coverPhotoId))
    .where(isPublic(now))
    .orderBy(...PUBLIC_ORDER);
}

export type PostCard = Awaited<ReturnType<typeof listPublishedPosts>>[number];

/** One page of a language's public list (POSTS_PER_PAGE to a page), or null past the last page. */
export async function getPublishedPostPage(
  db: Database,
  page: number,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
) {
  if (!Number.isInteger(page) || page < 1) return null;
  const inList = and(isPublic(now), eq(posts.language, language));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(posts).where(inList);
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  if (page > pageCount) return null;
  const rows = await db
    .select(cardColumns)
    .from(posts)
    .leftJoin(photos, eq(photos.id, posts.coverPhotoId))
    .where(inList)
    .orderBy(...PUBLIC_ORDER)
    .limit(POSTS_PER_PAGE)
    .offset((page - 1) * POSTS_PER_PAGE);
  return { posts: rows, page, pageCount };
}

const fullColumns = { ...cardColumns, body: posts.body, createdAt: posts.createdAt };

/** Where /blog/<slug> leads: the post, a 301 to its current address, or nothing (404). */
export type PostLookup =
  | { kind: "post"; post: NonNullable<Awaited<ReturnType<typeof findPublicPost>>> }
  | { kind: "moved"; slug: string }
  | null;

async function findPublicPost(db: Database, where: SQL | undefined, now: Date) {
  const [row] = await db
    .select(fullColumns)
    .from(posts)
    .leftJoin(photos, eq(photos.id, posts.coverPhotoId))
    .where(and(where, isPublic(now)));
  return row ?? null;
}

/**
 * The public post at /blog/<slug> (/zh/blog/<slug> in Chinese), or where its old address leads
 * now. Drafts and scheduled posts are nothing.
 */
export async function lookUpPublishedPost(
  db: Database,
  slug: string,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PostLookup> {
  const post = await findPublicPost(
    db,
    and(eq(posts.slug, slug), eq(posts.language, language)),
    now,
  );
  if (post) return { kind: "post", post };
  const [moved] = await db
    .select({ slug: posts.slug })
    .from(postOldSlugs)
    .innerJoin(posts, eq(posts.id, postOldSlugs.postId))
    .where(and(eq(postOldSlugs.slug, slug), eq(postOldSlugs.language, language), isPublic(now)));
  return moved ? { kind: "moved", slug: moved.slug } : null;
}

/**
 * The published posts of its language before and after one (newer, older) and the list page
 * that holds it.
 */
export async function getAdjacentPosts(
  db: Database,
  post: { slug: string; publishAt: Date | null; language: Language },
  now: Date,
) {
  const at = post.publishAt ?? now;
  const sameList = eq(posts.language, post.language);
  const newerThan = and(
    sameList,
    or(gt(posts.publishAt, at), and(eq(posts.publishAt, at), lt(posts.slug, post.slug))),
  );
  const olderThan = and(
    sameList,
    or(lt(posts.publishAt, at), and(eq(posts.publishAt, at), gt(posts.slug, post.slug))),
  );
  const link = { slug: posts.slug, title: posts.title };
  const [[newer], [older], [{ before } = { before: 0 }]] = await Promise.all([
    db
      .select(link)
      .from(posts)
      .where(and(isPublic(now), newerThan))
      .orderBy(asc(posts.publishAt), desc(posts.slug))
      .limit(1),
    db
      .select(link)
      .from(posts)
      .where(and(isPublic(now), olderThan))
      .orderBy(...PUBLIC_ORDER)
      .limit(1),
    db
      .select({ before: count() })
      .from(posts)
      .where(and(isPublic(now), newerThan)),
  ]);
  return {
    newer: newer ?? null,
    older: older ?? null,
    listPage: Math.floor(before / POSTS_PER_PAGE) + 1,
  };
}
