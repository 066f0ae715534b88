import { describe, expect, it } from "vitest";
import { toTraditional } from "#server/content/traditional.ts";
import { readChineseSeedPosts } from "#server/db/seed/chinese-posts.ts";
import { readSeedPosts, SEED_POSTS_DIR } from "#server/db/seed/posts.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { seededPublicContent } from "#tests/support/seeded-content.ts";

const { db } = await openFileDatabase();

describe("a new database's blog in Traditional", () => {
  it("shows each Simplified seed post on /zh-hant/blog in Traditional, at its Simplified address", async () => {
    const content = await seededPublicContent(db);
    const seed = await readChineseSeedPosts(
      SEED_POSTS_DIR,
      await readSeedPosts(SEED_POSTS_DIR, null),
    );
    expect(seed.length).toBeGreaterThan(0);
    const list = (await content.postPage(1, "zh-Hant"))?.posts ?? [];
    for (const { front } of seed) {
      const card = list.find((post) => post.slug === front.slug);
      expect(card, front.slug).toMatchObject({
        path: `/zh-hant/blog/${front.slug}`,
        title: toTraditional(front.title),
        excerpt: toTraditional(front.excerpt),
      });
      const page = await content.postAt(front.slug, "zh-Hant");
      expect(page?.kind === "post" && page.post.title).toBe(toTraditional(front.title));
    }
    // The titles Traditional writes otherwise are nowhere in their Simplified form.
    const differing = seed.filter(({ front }) => toTraditional(front.title) !== front.title);
    expect(differing.length).toBeGreaterThan(0);
    const titles = list.map((post) => post.title);
    for (const { front } of differing) expect(titles).not.toContain(front.title);
  });
});
