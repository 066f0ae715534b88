import { eq } from "drizzle-orm";
import { areas } from "#content/areas.ts";
import {
  blogPageCount,
  blogPagePath,
  type PostAction,
  postAction,
  relatedPosts,
  truncateAtWord,
} from "#domain/blog.ts";
import { formatCalendarDayIn, teamDay } from "#domain/dates.ts";
import type { PhotoRef } from "#domain/images/photo-ref.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, pathIn } from "#domain/language.ts";
import type { MemberCardData } from "#domain/team.ts";
import type { Database } from "../db/client.ts";
import { photos, posts } from "../db/schema.ts";
import { listMembers, memberCardOf, type TeamMember } from "../team/members.ts";
import { renderPostMarkdown } from "./markdown.ts";
import { photoRefOf } from "./photo-ref.ts";
import { type PostVersions, postPath, readAddresses, versionsById } from "./post-addresses.ts";
import {
  getAdjacentPosts,
  getPublishedPostPage,
  listPublishedPosts,
  lookUpPublishedPost,
  type PostCard,
} from "./published-posts.ts";
import {
  lookUpTraditionalPost,
  postsShownIn,
  traditionalListPage,
  traditionalNeighbours,
} from "./traditional-posts.ts";
import type { ContentCache } from "./version.ts";

/**
 * What the public pages read of the blog (its lists and posts in each language, the feeds, the
 * sitemap's posts), through the process's content cache (public-pages.ts puts it together with
 * the rest). Everything returned is plain data a loader can hand to its page.
 */

/** How many of the newest posts the RSS feed carries. */
export const FEED_SIZE = 20;

/** A meta description's length in search results. */
const DESCRIPTION_MAX = 160;

/** A post's date as the pages show it: its Boston day (YYYY-MM-DD). */
const dayOf = (date: Date | null, fallback: Date) => teamDay(date ?? fallback);

const TOWN_NAMES = areas.map((area) => area.name);

/** A published post as relatedPosts (domain/blog.ts) weighs it: its town set in /staff counts as named in its title. */
const relatable = (row: PostCard) => ({
  row,
  slug: row.slug,
  title: row.town ? `${row.title} ${row.town}` : row.title,
  date: (row.publishAt ?? row.updatedAt).toISOString(),
  tags: row.topic ? [row.topic] : [],
});

/** A card in the blog grid. */
export type BlogCardData = {
  slug: string;
  language: Language;
  /** Its address under its language's blog. */
  path: string;
  title: string;
  excerpt: string;
  date: string;
  displayDate: string;
  image: PhotoRef | null;
};

function cardOf(row: PostCard, now: Date): BlogCardData {
  const date = dayOf(row.publishAt, now);
  return {
    slug: row.slug,
    language: row.language,
    path: postPath(row.language, row.slug),
    title: row.title,
    excerpt: row.summary,
    date,
    displayDate: formatCalendarDayIn(row.language, date),
    image: photoRefOf(
      { builtImageId: row.coverBuiltImageId, hash: row.coverHash, slot: row.coverSlot },
      row.coverAlt,
    ),
  };
}

/** Everything the article shows, for the public page and the staff preview alike. */
export type PostArticleData = {
  slug: string;
  language: Language;
  title: string;
  /** The Boston day it went (or will go) public, YYYY-MM-DD. */
  date: string;
  displayDate: string;
  /** The Boston day of its last change after it was first stored, YYYY-MM-DD. */
  modified: string;
  author: string;
  /** The author's card, which ends the post; null once she has left the team (her name stays). */
  authorCard: MemberCardData | null;
  /** The one action the post ends with (a seller's article: the home-value request). */
  action: PostAction;
  image: PhotoRef | null;
  /** The body as sanitized HTML (server/content/markdown.ts). */
  html: string;
  /** The summary, cut to a search result's length. */
  description: string;
};

type ArticleRow = {
  slug: string;
  language: Language;
  title: string;
  topic: string | null;
  summary: string;
  body: string;
  author: string;
  coverAlt: string;
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
} & { coverBuiltImageId: string | null; coverHash: string | null; coverSlot: string | null };

function articleOf(
  row: ArticleRow,
  now: Date,
  team: readonly TeamMember[],
  language?: Language,
): PostArticleData {
  const author = team.find((member) => member.key === row.author);
  const date = dayOf(row.publishAt, now);
  // An imported post was stored and last changed in one transaction: its date is its last change.
  const edited = row.updatedAt.getTime() !== row.createdAt.getTime();
  const modifiedAt =
    edited && (!row.publishAt || row.updatedAt > row.publishAt) ? row.updatedAt : row.publishAt;
  return {
    slug: row.slug,
    language: row.language,
    title: row.title,
    date,
    displayDate: formatCalendarDayIn(row.language, date),
    modified: dayOf(modifiedAt, now),
    author: author?.name ?? row.author,
    authorCard: author && author.leftAt === null ? memberCardOf(author, language) : null,
    action: postAction(row.topic ? [row.topic] : []),
    image: photoRefOf(
      { builtImageId: row.coverBuiltImageId, hash: row.coverHash, slot: row.coverSlot },
      row.coverAlt,
    ),
    html: renderPostMarkdown(row.body),
    description: truncateAtWord(row.summary, DESCRIPTION_MAX),
  };
}

export type PostLink = { slug: string; title: string };

/** What /blog/<slug> answers: the article with its neighbours, a move (301), or nothing (404). */
export type PostPageResult =
  | {
      kind: "post";
      post: PostArticleData;
      /** Its address in each language it is public in (itself alone when it has no twin). */
      versions: PostVersions;
      newer: PostLink | null;
      older: PostLink | null;
      /** Two posts on the same town or topic (domain/blog.ts). */
      related: BlogCardData[];
      /** The list page that shows this post's card. */
      listPath: string;
    }
  | { kind: "moved"; slug: string }
  | null;

type PostsAbout = { limit: number; besides?: string; language?: Language };

/** Per language, a value of each. */
const perLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<
    Language,
    T
  >;

/**
 * The blog's reads for one process, through `cache` (createContentCache), each for one language's
 * list (/blog, /zh/blog). A request for a slug that is no post, live or old, answers from the
 * cached list of addresses and adds no cache entry, so made-up addresses cannot push the real
 * pages out.
 */
export function createPublicPosts({
  db,
  cache,
  now,
}: {
  db: Database;
  cache: ContentCache;
  now: () => Date;
}) {
  const publishedPosts = () => cache.get("published", () => listPublishedPosts(db, now()));
  // On /zh-hant/ with the Simplified posts converted: once per content generation.
  const publishedIn = (language: Language) =>
    cache.get(`published:${language}`, async () => postsShownIn(await publishedPosts(), language));
  const addresses = (language: Language) =>
    cache.get(`addresses:${language}`, async () =>
      readAddresses(db, await publishedIn(language), language),
    );
  const versions = () =>
    cache.get("post-versions", async () => versionsById(await publishedPosts()));
  /**
   * The posts `pick` takes from a language's list, or from the English list where it takes none
   * there: a Chinese page shows her Chinese posts when she has written some, and is never left
   * without the blog (an English card says so with its own `lang`).
   */
  const ownOrEnglish = async (language: Language, pick: (rows: PostCard[]) => PostCard[]) => {
    const own = pick(await publishedIn(language));
    const rows =
      own.length > 0 || language === DEFAULT_LANGUAGE
        ? own
        : pick(await publishedIn(DEFAULT_LANGUAGE));
    const at = now();
    return rows.map((row) => cardOf(row, at));
  };

  /** Every public post's address, versions and last change (the sitemap), and each list's page count. */
  const sitemap = () =>
    cache.get("sitemap", async () => {
      const at = now();
      const rows = await publishedPosts();
      const byId = await versions();
      const shown = perLanguage((language) => postsShownIn(rows, language));
      return {
        posts: LANGUAGES.flatMap((language) =>
          shown[language].map((row) => ({
            slug: row.slug,
            language,
            path: postPath(language, row.slug),
            versions: byId.get(row.id) ?? {},
            lastmod: dayOf(row.publishAt, at),
          })),
        ),
        listPages: perLanguage((language) => blogPageCount(shown[language].length)),
      };
    });

  return {
    sitemap,

    /** One page of a language's blog list (twelve cards), or null past the last page. */
    async postPage(page: number, language: Language = DEFAULT_LANGUAGE) {
      // A page past the last answers from the cached count, adding no entry.
      if (!Number.isInteger(page) || page < 1 || page > (await sitemap()).listPages[language])
        return null;
      return cache.get(`blog-page:${language}:${page}`, async () => {
        const at = now();
        const list =
          language === "zh-Hant"
            ? traditionalListPage(await publishedIn(language), page)
            : await getPublishedPostPage(db, page, at, language);
        return list && { ...list, posts: list.posts.map((row) => cardOf(row, at)) };
      });
    },

    /** The post at /blog/<slug> (or /zh/blog/<slug>), where an old address leads, or null. */
    async postAt(slug: string, language: Language = DEFAULT_LANGUAGE): Promise<PostPageResult> {
      const known = await addresses(language);
      const movedTo = known.moved.get(slug);
      if (movedTo && !known.live.has(slug)) return { kind: "moved", slug: movedTo };
      if (!known.live.has(slug)) return null;
      return cache.get(`post:${language}:${slug}`, async (): Promise<PostPageResult> => {
        const at = now();
        const found =
          language === "zh-Hant"
            ? await lookUpTraditionalPost(db, slug, at)
            : await lookUpPublishedPost(db, slug, at, language);
        if (!found) return null;
        if (found.kind === "moved") return found;
        const all = await publishedIn(language);
        const { newer, older, listPage } =
          language === "zh-Hant"
            ? traditionalNeighbours(all, found.post.slug)
            : await getAdjacentPosts(db, found.post, at);
        const self = all.find((row) => row.slug === found.post.slug);
        const related = self
          ? relatedPosts(relatable(self), all.map(relatable), TOWN_NAMES).map(({ row }) =>
              cardOf(row, at),
            )
          : [];
        return {
          kind: "post",
          post: articleOf(found.post, at, await listMembers(db, { withFormer: true }), language),
          versions: (await versions()).get(found.post.id) ?? {},
          newer,
          older,
          related,
          listPath: pathIn(language, blogPagePath(listPage)),
        };
      });
    },

    /** A language's newest posts for its RSS feed, with their summary and publish time. */
    feed(language: Language = DEFAULT_LANGUAGE) {
      return cache.get(`feed:${language}`, async () => {
        const rows = await publishedIn(language);
        return rows.slice(0, FEED_SIZE).map((row) => ({
          slug: row.slug,
          title: row.title,
          summary: row.summary,
          publishedAt: row.publishAt ?? row.updatedAt,
        }));
      });
    },

    /** A published post's card by its address (a town's guide) in `language`, else in English, or null. */
    async card(slug: string, language: Language = DEFAULT_LANGUAGE): Promise<BlogCardData | null> {
      const [card] = await ownOrEnglish(language, (rows) =>
        rows.filter((row) => row.slug === slug),
      );
      return card ?? null;
    },

    /** A language's newest published posts, `limit` at most (English where it has none). */
    latestPosts(limit: number, language: Language = DEFAULT_LANGUAGE): Promise<BlogCardData[]> {
      return ownOrEnglish(language, (rows) => rows.slice(0, limit));
    },

    /**
     * A language's newest published posts about a town but the one at `besides` (its guide),
     * `limit` at most, English where it has none: those the team set to the town in /staff, and
     * those that name it (by its English name, which her Chinese titles carry too) in their title
     * or summary.
     */
    postsAbout(
      town: string,
      { limit, besides, language = DEFAULT_LANGUAGE }: PostsAbout,
    ): Promise<BlogCardData[]> {
      return ownOrEnglish(language, (rows) =>
        rows
          .filter(
            (post) =>
              post.slug !== besides &&
              (post.town === town || post.title.includes(town) || post.summary.includes(town)),
          )
          .slice(0, limit),
      );
    },
  };
}

/**
 * A post as its public page would show it, whatever its state (a draft, a
 * scheduled or a published post), for the staff preview; null when there is no
 * such post. Not cached: the preview shows the latest save. The caller checks
 * the staff session.
 */
export async function loadPostForPreview(
  db: Database,
  id: number,
  now = new Date(),
): Promise<PostArticleData | null> {
  const [row] = await db
    .select({
      slug: posts.slug,
      language: posts.language,
      title: posts.title,
      summary: posts.summary,
      body: posts.body,
      topic: posts.topic,
      author: posts.author,
      coverAlt: posts.coverAlt,
      publishAt: posts.publishAt,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
      coverBuiltImageId: photos.builtImageId,
      coverHash: photos.hash,
      coverSlot: photos.slot,
    })
    .from(posts)
    .leftJoin(photos, eq(photos.id, posts.coverPhotoId))
    .where(eq(posts.id, id));
  return row ? articleOf(row, now, await listMembers(db, { withFormer: true })) : null;
}
