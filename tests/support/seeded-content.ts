import { importInitialContent } from "#server/content/import.ts";
import { createPublicContent } from "#server/content/public-pages.ts";
import { createContentCache } from "#server/content/version.ts";
import type { Database } from "#server/db/client.ts";
import { blogSlugs, chineseBlogSlugs } from "#server/db/seed/post-slugs.ts";
import { SEED_POSTS_DIR } from "#server/db/seed/posts.ts";
import { testimonials } from "#server/db/seed/reviews.ts";
import { soldHomes } from "#server/db/seed/sold-homes.ts";
import { seedTeam } from "#server/db/seed/team.ts";

/**
 * What the seed files hold, read where they live (a post is a Markdown file, the sold homes,
 * reviews and team are typed lists), so the import's tests follow the seed as it grows.
 */
export const SEED_COUNTS = {
  posts: blogSlugs().length,
  chinesePosts: chineseBlogSlugs().length,
  soldHomes: soldHomes.length,
  reviews: testimonials.length,
  team: seedTeam.length,
};

/**
 * What the public pages read from a new database: the seeds imported as the first
 * start imports them, read through the pages' own content module (uncached).
 */
export async function seededPublicContent(db: Database) {
  await importInitialContent(db, { blogDir: SEED_POSTS_DIR });
  return createPublicContent({ db, cache: createContentCache({ generation: () => 0 }) });
}
