import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  contentImports,
  photos,
  postRevisions,
  posts,
  reviews,
  soldHomes,
} from "#server/db/schema.ts";
import { chineseBlogSlugs } from "#server/db/seed/post-slugs.ts";
import { readSeedPosts, SEED_POSTS_DIR } from "#server/db/seed/posts.ts";
import { testimonials } from "#server/db/seed/reviews.ts";
import { soldHomes as portfolio } from "#server/db/seed/sold-homes.ts";
import { listSoldListings } from "#server/listings/sold.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { SEED_COUNTS } from "#tests/support/seeded-content.ts";
import { importInitialContent } from "./import.ts";
import { listPublishedPosts, lookUpPublishedPost } from "./published-posts.ts";
import { listHomeReviews } from "./reviews.ts";

const handle = await openFileDatabase();

const {
  posts: POSTS,
  chinesePosts: CHINESE_POSTS,
  soldHomes: SOLD,
  reviews: REVIEWS,
} = SEED_COUNTS;

const importOnce = () => importInitialContent(handle.db, { blogDir: SEED_POSTS_DIR });
const rows = async (
  table: typeof posts | typeof soldHomes | typeof reviews | typeof postRevisions,
) => (await handle.db.select({ n: count() }).from(table))[0]?.n;

const NOTHING = { posts: 0, chinesePosts: 0, soldHomes: 0, soldListings: 0, reviews: 0, team: 0 };

describe("importInitialContent", () => {
  it("brings in the posts, sold homes, reviews and team the seed files hold", async () => {
    expect(await importOnce()).toEqual({ ...SEED_COUNTS, soldListings: SOLD });
    const now = new Date();
    const filePosts = (await readSeedPosts(SEED_POSTS_DIR, null)).map((file) => file.front);
    const stored = (await listPublishedPosts(handle.db, now)).filter(
      (post) => post.language === "en",
    );
    // The same list, in the same order, as the blog built from the files.
    expect(stored.map((post) => post.slug)).toEqual(filePosts.map((post) => post.slug));
    for (const [index, post] of stored.entries()) {
      const file = filePosts[index]!;
      expect(post).toMatchObject({
        title: file.title,
        summary: file.excerpt,
        coverAlt: file.imageAlt,
        coverBuiltImageId: file.image,
        author: file.author,
      });
      // The date each post shows, in Boston.
      expect(post.publishAt?.toLocaleDateString("en-CA", { timeZone: "America/New_York" })).toBe(
        file.date,
      );
    }
    const first = await lookUpPublishedPost(handle.db, filePosts[0]!.slug, now);
    expect(first?.kind === "post" && first.post.body.trim().length).toBeGreaterThan(100);
    expect(await rows(postRevisions)).toBe(POSTS + CHINESE_POSTS);

    // /portfolio reads them as Sold listings.
    const homes = await listSoldListings(handle.db);
    expect(homes.map((home) => `${home.address}, ${home.town}, MA`).sort()).toEqual(
      portfolio.map((home) => home.address).sort(),
    );
    expect(homes[0]).toMatchObject({
      address: "73 Fayerweather Street",
      town: "Cambridge",
      price: 3_150_000,
    });
    expect(homes.map((home) => home.price)).toEqual(
      homes.map((home) => home.price).sort((a, b) => b - a),
    );
    expect(homes.find((home) => home.address === "18 Fairmont Avenue")).toMatchObject({
      baths: 3.5,
      listPrice: null,
      image: { id: "portfolio/home-01", alt: portfolio[0]?.image.alt },
    });

    expect(
      (await listHomeReviews(handle.db)).map((review) => [review.firstName, review.quote]),
    ).toEqual(testimonials.map((testimonial) => [testimonial.author, testimonial.text]));
  });

  it("imports nothing twice: not at a second start, nor after the team deleted what it brought", async () => {
    await importOnce();
    expect(await importOnce()).toEqual(NOTHING);
    await handle.db.delete(reviews);
    expect(await importOnce()).toEqual(NOTHING);
    expect(await rows(reviews)).toBe(0);
    expect([await rows(posts), await rows(soldHomes)]).toEqual([POSTS + CHINESE_POSTS, SOLD]);
  });

  it("imports once when two starts run at the same moment", async () => {
    const reports = await Promise.all([importOnce(), importOnce()]);
    expect(reports.map((report) => report.posts).sort((a, b) => a - b)).toEqual([0, POSTS]);
    expect([await rows(posts), await rows(soldHomes), await rows(reviews)]).toEqual([
      POSTS + CHINESE_POSTS,
      SOLD,
      REVIEWS,
    ]);
  });

  it("keeps the built images by id, one photo row each", async () => {
    await importOnce();
    const built = await handle.db
      .select({ id: photos.builtImageId, hash: photos.hash })
      .from(photos)
      .where(eq(photos.slot, "portfolio"))
      .orderBy(asc(photos.builtImageId));
    expect(built.map((photo) => photo.id)).toEqual(portfolio.map((home) => home.image.id).sort());
    expect(built.every((photo) => photo.hash === null)).toBe(true);
  });

  it("links each Chinese seed post to its English twin at the same address, and brings them to a database that had only the English ones", async () => {
    await importInitialContent(handle.db, { blogDir: SEED_POSTS_DIR });
    const chinese = await handle.db
      .select({ slug: posts.slug, translationOf: posts.translationOf })
      .from(posts)
      .where(eq(posts.language, "zh-Hans"));
    expect(CHINESE_POSTS).toBeGreaterThanOrEqual(8);
    expect(chinese.map((post) => post.slug).sort()).toEqual(chineseBlogSlugs());
    const english = await handle.db
      .select({ id: posts.id, slug: posts.slug })
      .from(posts)
      .where(eq(posts.language, "en"));
    for (const post of chinese)
      expect(english.find((row) => row.id === post.translationOf)?.slug).toBe(post.slug);

    // A database from before the Chinese posts: its next start brings them, once.
    await handle.db.delete(posts).where(eq(posts.language, "zh-Hans"));
    await handle.db.delete(contentImports).where(eq(contentImports.name, "posts-zh"));
    expect((await importOnce()).chinesePosts).toBe(CHINESE_POSTS);
    expect((await importOnce()).chinesePosts).toBe(0);
  });
});
