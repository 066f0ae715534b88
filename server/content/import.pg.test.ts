// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts, reviews, soldHomes } from "#server/db/schema.ts";
import { SEED_POSTS_DIR } from "#server/db/seed/posts.ts";
import { openTestDatabase, requirePostgres } from "#tests/support/database.ts";
import { SEED_COUNTS } from "#tests/support/seeded-content.ts";
import { importInitialContent } from "./import.ts";

requirePostgres();

describe("the first-start import from two processes on one PostgreSQL", () => {
  it("imports everything exactly once when both start at the same moment", async () => {
    const one = await openTestDatabase();
    const other = await openTestDatabase({ reset: false });
    try {
      const reports = await Promise.all(
        [one, other].map((handle) => importInitialContent(handle.db, { blogDir: SEED_POSTS_DIR })),
      );
      const total = (key: "posts" | "chinesePosts" | "soldHomes" | "soldListings" | "reviews") =>
        reports.reduce((sum, report) => sum + report[key], 0);
      const {
        posts: seedPosts,
        chinesePosts: chinese,
        soldHomes: sold,
        reviews: seedReviews,
      } = SEED_COUNTS;
      expect([
        total("posts"),
        total("chinesePosts"),
        total("soldHomes"),
        total("soldListings"),
      ]).toEqual([seedPosts, chinese, sold, sold]);
      expect(total("reviews")).toBe(seedReviews);
      const counted = async (table: typeof posts | typeof soldHomes | typeof reviews) =>
        (await one.db.select({ n: count() }).from(table))[0]?.n;
      expect([await counted(posts), await counted(soldHomes), await counted(reviews)]).toEqual([
        seedPosts + chinese,
        sold,
        seedReviews,
      ]);
    } finally {
      await other.close();
      await one.close();
    }
  });
});
