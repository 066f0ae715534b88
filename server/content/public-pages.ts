import type { PhotoRef } from "#domain/images/photo-ref.ts";
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import { createPublicListings } from "../listings/public.ts";
import { listSoldListings } from "../listings/sold.ts";
import { listMembers, shownCards } from "../team/members.ts";
import { createPublicPosts } from "./public-posts.ts";
import { listHomeReviews } from "./reviews.ts";
import { shownIn } from "./traditional.ts";
import type { ContentCache } from "./version.ts";

/**
 * What the public pages read from the content tables (the blog in each language, its feeds and
 * the sitemap's posts: public-posts.ts; /portfolio, the home page's reviews), each read through
 * the process's content cache: the first request after a change reads the database, the others
 * the cache, until the next change or scheduled post starts a new generation
 * (server/content/version.ts, docs/decisions/030). Everything returned is plain data a loader can
 * hand to its page.
 */

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

export type PublicContent = ReturnType<typeof createPublicContent>;

/** One of the home page's reviews. */
export type HomeReview = Awaited<ReturnType<PublicContent["homeReviews"]>>[number];

/** The public pages' reads for one process, through `cache` (createContentCache). */
export function createPublicContent({
  db,
  cache,
  now = () => new Date(),
}: {
  db: Database;
  cache: ContentCache;
  now?: () => Date;
}) {
  const listings = createPublicListings({ db, cache, now });
  return {
    /** The team's listings (server/listings/public.ts), through the same cache. */
    listings: {
      ...listings,
      /** A listing's page as a page in `language` shows it (on /zh-hant/, her Chinese in Traditional). */
      async lookUp(slug: string, language: Language = DEFAULT_LANGUAGE) {
        const found = await listings.lookUp(slug);
        return found?.kind === "listing"
          ? shownIn(cache, language, `listing:${slug}`, found)
          : found;
      },
    },
    ...createPublicPosts({ db, cache, now }),

    /** /team's members as a page in `language` shows them (on /zh-hant/, her Chinese in Traditional). */
    async team(language: Language = DEFAULT_LANGUAGE) {
      const members = await cache.get("team", async () => shownCards(await listMembers(db)));
      return shownIn(cache, language, "team", members);
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

    /** The home page's three reviews, in their places, as a page in `language` shows them. */
    async homeReviews(language: Language = DEFAULT_LANGUAGE) {
      const reviews = await cache.get("home-reviews", async () =>
        (await listHomeReviews(db)).map((review) => ({
          id: review.id,
          quote: review.quote,
          /** The Chinese quote, when the team wrote one (a Chinese page shows it instead). */
          quoteZh: review.quoteZh,
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
      return shownIn(cache, language, "home-reviews", reviews);
    },
  };
}
