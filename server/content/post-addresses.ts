import { and, eq, inArray } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language, pathIn, switchLanguage } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import { postOldSlugs, posts } from "../db/schema.ts";
import type { PostCard } from "./published-posts.ts";

/**
 * Where a published post is on the public site: its address, its versions in the other languages
 * (the hreflang links, the sitemap's alternates, the header's language link) and the old
 * addresses that lead to it (docs/decisions/045 and 056).
 */

export const postPath = (language: Language, slug: string) => pathIn(language, `/blog/${slug}`);

/**
 * A post's address in each language it is public in: its own, and its twin's when the twin is
 * public too (the hreflang links, the sitemap's alternates, the header's language link).
 */
export type PostVersions = Partial<Record<Language, string>>;

/**
 * Each published post's versions, by id: an English post and its Chinese twins (each names the
 * English post it translates) name each other, and so do a Simplified and a Traditional post at
 * one address; a Simplified post's Traditional version is its conversion until she writes one.
 */
export function versionsById(all: readonly PostCard[]): Map<number, PostVersions> {
  const ids = new Set(all.map((row) => row.id));
  const groupOf = (row: PostCard) =>
    row.translationOf !== null && ids.has(row.translationOf)
      ? `id:${row.translationOf}`
      : row.language === DEFAULT_LANGUAGE
        ? `id:${row.id}`
        : `slug:${row.slug}`;
  const groups = new Map<string, PostVersions>();
  for (const row of all)
    groups.set(groupOf(row), {
      ...groups.get(groupOf(row)),
      [row.language]: postPath(row.language, row.slug),
    });
  for (const versions of groups.values()) {
    const simplified = versions["zh-Hans"];
    if (simplified && !versions["zh-Hant"])
      versions["zh-Hant"] = switchLanguage(simplified, "zh-Hant");
  }
  return new Map(all.map((row) => [row.id, groups.get(groupOf(row)) ?? {}]));
}

/** The public addresses of posts: the live ones, and where the old ones lead. */
export type Addresses = { live: Set<string>; moved: Map<string, string> };

/** The languages whose posts' old addresses lead somewhere in a language's blog. */
const OLD_ADDRESSES_OF: Record<Language, Language[]> = {
  en: ["en"],
  "zh-Hans": ["zh-Hans"],
  // A converted post keeps its Simplified post's addresses, old ones too.
  "zh-Hant": ["zh-Hant", "zh-Hans"],
};

export async function readAddresses(
  db: Database,
  live: PostCard[],
  language: Language,
): Promise<Addresses> {
  const old = await db
    .select({ old: postOldSlugs.slug, current: posts.slug })
    .from(postOldSlugs)
    .innerJoin(posts, eq(posts.id, postOldSlugs.postId))
    .where(
      and(
        inArray(postOldSlugs.language, OLD_ADDRESSES_OF[language]),
        eq(posts.language, postOldSlugs.language),
      ),
    );
  const liveSlugs = new Set(live.map((post) => post.slug));
  return {
    live: liveSlugs,
    // Only to a post that is public now; the lookup checks again when it renders.
    moved: new Map(
      old.filter((row) => liveSlugs.has(row.current)).map((row) => [row.old, row.current]),
    ),
  };
}
