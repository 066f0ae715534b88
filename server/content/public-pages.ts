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
import { formatCalendarDay, teamDay } from "#domain/dates.ts";
import type { PhotoRef } from "#domain/images/photo-ref.ts";
import type { MemberCardData } from "#domain/team.ts";
import type { Database } from "../db/client.ts";
import { photos, postOldSlugs, posts } from "../db/schema.ts";
import { createPublicListings } from "../listings/public.ts";
import { listSoldListings } from "../listings/sold.ts";
import { listMembers, memberCardOf, type TeamMember } from "../team/members.ts";
import { renderPostMarkdown } from "./markdown.ts";
import { photoRefOf } from "./photo-ref.ts";
import {
  getAdjacentPosts,
  getPublishedPostPage,
  listPublishedPosts,
  lookUpPublishedPost,
  type PostCard,
} from "./published-posts.ts";
import { listHomeReviews } from "./reviews.ts";
import type { ContentCache } from "./version.ts";

/**
 * What the public pages read from the content tables (the blog, its feed and
 * the sitemap's posts, /portfolio, the home page's reviews), each read through
 * the process's content cache: the first request after a change reads the
 * database, the others the cache, until the next change or scheduled post
 * starts a new generation (server/content/version.ts, docs/decisions/030).
 * Everything returned is plain data a loader can hand to its page.
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
    title: row.title,
    excerpt: row.summary,
    date,
    displayDate: formatCalendarDay(date),
    image: photoRefOf(
      { builtImageId: row.coverBuiltImageId, hash: row.coverHash, slot: row.coverSlot },
      row.coverAlt,
    ),
  };
}

/** A Sold listing as its card shows it (app/components/sold-home-card.tsx). */
export type SoldHomeCardData = {
  /** The listing's. */
  id: number;
  address: string;
  town: string;
  price: number;
  beds: number;
  baths: number;
  squareFeet: number;
  /** YYYY-MM-DD, when the team entered it. */
  soldOn: string | null;
  listPrice: number | null;
  daysOnMarket: number | null;
  image: PhotoRef | null;
};

/** How many sold homes the home page shows. */
const RECENTLY_SOLD = 3;

/** Everything the article shows, for the public page and the staff preview alike. */
export type PostArticleData = {
  slug: string;
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

function articleOf(row: ArticleRow, now: Date, team: readonly TeamMember[]): PostArticleData {
  const author = team.find((member) => member.key === row.author);
  const date = dayOf(row.publishAt, now);
  // An imported post was stored and last changed in one transaction: its date is its last change.
  const edited = row.updatedAt.getTime() !== row.createdAt.getTime();
  const modifiedAt =
    edited && (!row.publishAt || row.updatedAt > row.publishAt) ? row.updatedAt : row.publishAt;
  return {
    slug: row.slug,
    title: row.title,
    date,
    displayDate: formatCalendarDay(date),
    modified: dayOf(modifiedAt, now),
    author: author?.name ?? row.author,
    authorCard: author && author.leftAt === null ? memberCardOf(author) : null,
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
      newer: PostLink | null;
      older: PostLink | null;
      /** Two posts on the same town or topic (domain/blog.ts). */
      related: BlogCardData[];
      /** The list page that shows this post's card. */
      listPath: string;
    }
  | { kind: "moved"; slug: string }
  | null;

/** The public addresses of posts: the live ones, and where the old ones lead. */
type Addresses = { live: Set<string>; moved: Map<string, string> };

async function readAddresses(db: Database, live: PostCard[]): Promise<Addresses> {
  const old = await db
    .select({ old: postOldSlugs.slug, current: posts.slug })
    .from(postOldSlugs)
    .innerJoin(posts, eq(posts.id, postOldSlugs.postId));
  const liveSlugs = new Set(live.map((post) => post.slug));
  return {
    live: liveSlugs,
    // Only to a post that is public now; the lookup checks again when it renders.
    moved: new Map(
      old.filter((row) => liveSlugs.has(row.current)).map((row) => [row.old, row.current]),
    ),
  };
}

export type PublicContent = ReturnType<typeof createPublicContent>;

/** One of the home page's reviews. */
export type HomeReview = Awaited<ReturnType<PublicContent["homeReviews"]>>[number];

/**
 * The public pages' reads for one process, through `cache` (createContentCache).
 * A request for a slug that is no post, live or old, answers from the cached
 * list of addresses and adds no cache entry, so made-up addresses cannot push
 * the real pages out.
 */
export function createPublicContent({
  db,
  cache,
  now = () => new Date(),
}: {
  db: Database;
  cache: ContentCache;
  now?: () => Date;
}) {
  const publishedPosts = () => cache.get("published", () => listPublishedPosts(db, now()));
  const addresses = () =>
    cache.get("addresses", async () => readAddresses(db, await publishedPosts()));
  return {
    /** The team's listings (server/listings/public.ts), through the same cache. */
    listings: createPublicListings({ db, cache, now }),
    /** One page of the blog list (twelve cards), or null past the last page. */
    async postPage(page: number) {
      // A page past the last answers from the cached count, adding no entry.
      if (!Number.isInteger(page) || page < 1 || page > (await this.sitemap()).listPages)
        return null;
      return cache.get(`blog-page:${page}`, async () => {
        const at = now();
        const list = await getPublishedPostPage(db, page, at);
        return list && { ...list, posts: list.posts.map((row) => cardOf(row, at)) };
      });
    },

    /** The post at /blog/<slug>, where an old address leads, or null. */
    async postAt(slug: string): Promise<PostPageResult> {
      const known = await addresses();
      const movedTo = known.moved.get(slug);
      if (movedTo && !known.live.has(slug)) return { kind: "moved", slug: movedTo };
      if (!known.live.has(slug)) return null;
      return cache.get(`post:${slug}`, async (): Promise<PostPageResult> => {
        const at = now();
        const found = await lookUpPublishedPost(db, slug, at);
        if (!found) return null;
        if (found.kind === "moved") return found;
        const { newer, older, listPage } = await getAdjacentPosts(db, found.post, at);
        const all = await publishedPosts();
        const self = all.find((row) => row.slug === found.post.slug);
        const related = self
          ? relatedPosts(relatable(self), all.map(relatable), TOWN_NAMES).map(({ row }) =>
              cardOf(row, at),
            )
          : [];
        return {
          kind: "post",
          post: articleOf(found.post, at, await listMembers(db, { withFormer: true })),
          newer,
          older,
          related,
          listPath: blogPagePath(listPage),
        };
      });
    },

    /** The newest posts for the RSS feed, with their summary and publish time. */
    feed() {
      return cache.get("feed", async () => {
        const rows = await publishedPosts();
        return rows.slice(0, FEED_SIZE).map((row) => ({
          slug: row.slug,
          title: row.title,
          summary: row.summary,
          publishedAt: row.publishAt ?? row.updatedAt,
        }));
      });
    },

    /** Every public post's address and last change (the sitemap), and the list's page count. */
    sitemap() {
      return cache.get("sitemap", async () => {
        const at = now();
        const rows = await publishedPosts();
        return {
          posts: rows.map((row) => ({ slug: row.slug, lastmod: dayOf(row.publishAt, at) })),
          listPages: blogPageCount(rows.length),
        };
      });
    },

    /** A published post's card by its address (a town's guide), or null. */
    async card(slug: string): Promise<BlogCardData | null> {
      const row = (await publishedPosts()).find((post) => post.slug === slug);
      return row ? cardOf(row, now()) : null;
    },

    /**
     * The newest published posts about a town, `limit` at most: those the team set to the
     * town in /staff, and those that name it in their title or summary.
     */
    async postsAbout(town: string, limit: number): Promise<BlogCardData[]> {
      const at = now();
      return (await publishedPosts())
        .filter(
          (post) => post.town === town || post.title.includes(town) || post.summary.includes(town),
        )
        .slice(0, limit)
        .map((row) => cardOf(row, at));
    },

    /** The three homes sold most recently (the home page), newest first. */
    async recentlySold(): Promise<SoldHomeCardData[]> {
      const homes = await this.soldHomes();
      return [...homes]
        .sort((a, b) => (b.soldOn ?? "").localeCompare(a.soldOn ?? ""))
        .slice(0, RECENTLY_SOLD);
    },

    /** /portfolio's homes, highest price first: the team's Sold listings. */
    soldHomes(): Promise<SoldHomeCardData[]> {
      return cache.get("sold-homes", () => listSoldListings(db));
    },

    /** The home page's three reviews, in their places. */
    homeReviews() {
      return cache.get("home-reviews", async () =>
        (await listHomeReviews(db)).map((review) => ({
          id: review.id,
          quote: review.quote,
          firstName: review.firstName,
          role: review.role,
          /** Where and when it was given ('Zillow', '2025-06-01'), when the team knows. */
          sourceName: review.sourceName,
          sourceUrl: review.sourceUrl,
          givenOn: review.givenOn,
          /** 1 to 5 stars, when the source gives one. */
          rating: review.rating,
        })),
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
