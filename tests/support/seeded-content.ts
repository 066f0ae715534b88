import { importInitialContent } from "#server/content/import.ts";
import { createPublicContent } from "#server/content/public-pages.ts";
import { createContentCache } from "#server/content/version.ts";
import type { Database } from "#server/db/client.ts";
import { SEED_POSTS_DIR } from "#server/db/seed/posts.ts";

/**
 * What the public pages read from a new database: the seeds imported as the first
 * start imports them, read through the pages' own content module (uncached).
 */
export async function seededPublicContent(db: Database) {
  await importInitialContent(db, { blogDir: SEED_POSTS_DIR });
  return createPublicContent({ db, cache: createContentCache({ generation: () => 0 }) });
}
