import { and, desc, eq, gt, ilike } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Language } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import { posts } from "../db/schema.ts";
import { getPostForEditing, type PostState, postState, savePost } from "./posts.ts";
import { isPublic } from "./published-posts.ts";

/**
 * The posts as /staff lists them, with each one's language and twin (issue 40): a Chinese post
 * names the English post it translates, an English post is named by its Chinese twin.
 */

const chineseTwins = alias(posts, "chinese_twins");

/**
 * The staff list: every post, or those in one state, optionally by title; last edited first.
 * Each row says its language and its twin's id (null without one).
 */
export async function listPostsForStaff(
  db: Database,
  { state, search, now }: { state?: PostState; search?: string; now: Date },
) {
  const byState = {
    draft: eq(posts.status, "draft"),
    scheduled: and(eq(posts.status, "published"), gt(posts.publishAt, now)),
    published: isPublic(now),
  };
  const term = search?.trim();
  const rows = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      language: posts.language,
      translationOf: posts.translationOf,
      chineseTwin: chineseTwins.id,
      title: posts.title,
      status: posts.status,
      publishAt: posts.publishAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .leftJoin(chineseTwins, eq(chineseTwins.translationOf, posts.id))
    .where(
      and(
        state ? byState[state] : undefined,
        // The title as typed: LIKE's wildcards in the search are matched literally.
        term ? ilike(posts.title, `%${term.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
      ),
    )
    .orderBy(desc(posts.updatedAt), desc(posts.id));
  // An English post with a twin in each script comes once per twin: the first says it has one.
  const once = rows.filter(
    (row, index) => rows.findIndex((other) => other.id === row.id) === index,
  );
  return once.map(({ translationOf, chineseTwin, ...row }) => ({
    ...row,
    twinId: translationOf ?? chineseTwin,
    state: postState(row, now),
  }));
}

/**
 * A post's twins as the editor links to them (id, language, title): an English post's Chinese
 * versions (one per script), a Chinese post's English post; none without.
 */
export async function getTwins(db: Database, post: { id: number; translationOf: number | null }) {
  return db
    .select({ id: posts.id, language: posts.language, title: posts.title })
    .from(posts)
    .where(
      post.translationOf === null
        ? eq(posts.translationOf, post.id)
        : eq(posts.id, post.translationOf),
    )
    .orderBy(posts.language);
}

export type AddTwinResult =
  | { ok: true; id: number }
  | { ok: false; problem: "not-found" | "not-english" | "slug-taken" };

/**
 * "Add a Chinese version" of an English post, in either script: a draft in that script linked to
 * it, at the same address under /zh/blog or /zh-hant/blog, starting from the English text for the agent to rewrite for a Chinese
 * reader (its cover, town, topic and author carried over). When the twin exists already, that
 * one is opened instead of a second.
 */
export async function addChineseVersion(
  db: Database,
  {
    englishId,
    actor,
    language = "zh-Hans",
  }: { englishId: number; actor: string; language?: Exclude<Language, "en"> },
): Promise<AddTwinResult> {
  const english = await getPostForEditing(db, englishId);
  if (!english) return { ok: false, problem: "not-found" };
  if (english.language !== "en") return { ok: false, problem: "not-english" };
  const existing = (await getTwins(db, english)).find((twin) => twin.language === language);
  if (existing) return { ok: true, id: existing.id };
  const { slug, title, summary, coverPhotoId, coverAlt, body, topic, town, author } = english;
  const result = await savePost(db, {
    fields: { slug, title, summary, coverPhotoId, coverAlt, body, topic, town, author },
    actor,
    created: { language, translationOf: english.id },
  });
  if (result.ok) return result;
  // A Chinese post of its own already has this address: the agent picks another in the editor.
  return { ok: false, problem: result.problem === "not-found" ? "not-found" : "slug-taken" };
}
