import { beforeEach, describe, expect, it } from "vitest";
import { areas } from "#content/areas.ts";
import { TOWN_DETAILS } from "#content/towns.ts";
import type { Language } from "#domain/language.ts";
import { publishPost, savePost } from "#server/content/posts.ts";
import type { BlogCardData } from "#server/content/public-posts.ts";
import { chineseBlogSlugs } from "#server/db/seed/post-slugs.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { AGENT, insertBuiltCover, postFields } from "#tests/support/post-fixture.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { seededPublicContent } from "#tests/support/seeded-content.ts";
import { loader as blogLoader } from "./blog.tsx";
import { loader as homeLoader } from "./home.tsx";
import { loader as townLoader } from "./massachusetts-town.tsx";

const { db } = await openFileDatabase();
// Each test starts from an empty database (tests/support): the seed is imported as a first start does.
beforeEach(() => seededPublicContent(db));

async function loaded<T>(loader: unknown, path: string, params: Record<string, string> = {}) {
  const answer = await callRoute(
    loader as Handler,
    new Request(`http://localhost${path}`),
    testLoadContext(db),
    params,
  );
  expect(answer.status, path).toBe(200);
  return answer.body as T;
}

const CHINESE_SLUGS = new Set(chineseBlogSlugs());

describe("the blog's newest posts on the home and town pages, in the page's language", () => {
  it("the home shows her newest posts in its own language and script", async () => {
    for (const [prefix, language] of [
      ["/", "en"],
      ["/zh/", "zh-Hans"],
      ["/zh-hant/", "zh-Hant"],
    ] as const) {
      const { latestPosts } = await loaded<{ latestPosts: BlogCardData[] }>(homeLoader, prefix);
      // The first cards of the same language's blog list, in its order.
      const list = await loaded<{ posts: BlogCardData[] }>(blogLoader, `${prefix}blog`);
      expect(
        latestPosts.map((post) => post.path),
        prefix,
      ).toEqual(list.posts.slice(0, 3).map((post) => post.path));
      for (const post of latestPosts) {
        expect(post.path, prefix).toBe(`${prefix}blog/${post.slug}`);
        // A Simplified post converted for /zh-hant/ is shown there as Traditional.
        expect(post.language, prefix).toBe(language);
        if (language !== "en") expect(CHINESE_SLUGS.has(post.slug), post.slug).toBe(true);
      }
    }
  });

  it("a Chinese town page leads to its guide and posts in Chinese, and to the English ones where she wrote none", async () => {
    type Town = { guide: BlogCardData | null; mentions: BlogCardData[] };
    const page = (town: string, prefix: string) =>
      loaded<Town>(townLoader, `${prefix}massachusetts/${town}`, { town });
    // Its guide in Chinese where she wrote one (its button then drops the "(English)" mark).
    for (const town of TOWN_DETAILS) {
      const { guide } = await page(town.id, "/zh/");
      const inChinese = CHINESE_SLUGS.has(town.guideSlug);
      expect(guide?.path, town.id).toBe(`${inChinese ? "/zh" : ""}/blog/${town.guideSlug}`);
      expect(guide?.language, town.id).toBe(inChinese ? "zh-Hans" : "en");
    }

    const town = TOWN_DETAILS.find((candidate) => !CHINESE_SLUGS.has(candidate.guideSlug))!.id;
    const name = areas.find((area) => area.id === town)!.name;
    const cover = await insertBuiltCover(db);
    const published = async (slug: string, title: string, language: Language) => {
      const saved = await savePost(db, {
        fields: postFields(cover, { slug, title, town: name }),
        actor: AGENT,
        created: { language, translationOf: null },
      });
      if (!saved.ok) throw new Error(`not saved: ${saved.problem}`);
      const answer = await publishPost(db, { id: saved.id, actor: AGENT, now: new Date() });
      if (!answer.ok) throw new Error(`not published: ${answer.problem}`);
    };
    const shown = async (prefix: string) =>
      (await page(town, prefix)).mentions.map((post) => post.path);

    // Her English post about the town: the Chinese page shows it too, having none in Chinese.
    await published("town-notes", `Touring homes in ${name}`, "en");
    expect(await shown("/zh/")).toEqual(["/blog/town-notes"]);
    // Her Chinese post about it: the Chinese page shows it in place of the English one.
    await published("town-notes-zh", `${name}看房笔记`, "zh-Hans");
    expect(await shown("/zh/")).toEqual(["/zh/blog/town-notes-zh"]);
    expect(await shown("/")).toEqual(["/blog/town-notes"]);
  });
});
