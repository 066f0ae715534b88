import { XMLValidator } from "fast-xml-parser";
import { beforeEach, describe, expect, it } from "vitest";
import { blogPostMeta } from "#app/components/blog-post-article.tsx";
import { absoluteUrl } from "#app/utils/meta.ts";
import { splitLanguage } from "#domain/language.ts";
import { publishPost, savePost } from "#server/content/posts.ts";
import { addChineseVersion, listPostsForStaff } from "#server/content/staff-posts.ts";
import { toTraditional } from "#server/content/traditional.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { AGENT, insertBuiltCover, postFields } from "#tests/support/post-fixture.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { loader as postLoader } from "./blog-post.tsx";
import { loader as rssLoader } from "./blog-rss.ts";
import { loader as sitemapLoader } from "./sitemaps-pages.ts";

const { db } = await openFileDatabase();
let coverPhotoId: number;
beforeEach(async () => {
  coverPhotoId = await insertBuiltCover(db);
});

// The site's address as the pages write it (SITE_URL, or the default when the tests set none).
const ORIGIN = absoluteUrl("/").slice(0, -1);
const NOW = new Date();

/** An English post at `slug`, published. */
async function publishedEnglish(slug: string, title: string) {
  const saved = await savePost(db, {
    fields: postFields(coverPhotoId, { slug, title }),
    actor: AGENT,
  });
  if (!saved.ok) throw new Error(`not saved: ${saved.problem}`);
  await publishPost(db, { id: saved.id, actor: AGENT, now: NOW });
  return saved.id;
}

/** Her Simplified summary of the Newton guide (the Traditional page shows it converted). */
const SIMPLIFIED_SUMMARY =
  "牛顿首次购房指南：从贷款预批、看房、出价、验房到过户，每一步需要注意什么、大约需要多长时间，我们按时间顺序为您梳理清楚。";

/** The English post's Chinese twin in a script, rewritten and published. */
async function publishedTwin(
  englishId: number,
  title: string,
  language: "zh-Hans" | "zh-Hant" = "zh-Hans",
) {
  const twin = await addChineseVersion(db, { englishId, actor: AGENT, language });
  if (!twin.ok) throw new Error(`no twin: ${twin.problem}`);
  const english = postFields(coverPhotoId);
  const slug = (await listPostsForStaff(db, { now: NOW })).find((row) => row.id === twin.id)!.slug;
  await savePost(db, {
    id: twin.id,
    fields: {
      ...english,
      slug,
      title,
      summary: SIMPLIFIED_SUMMARY,
    },
    actor: AGENT,
  });
  const published = await publishPost(db, { id: twin.id, actor: AGENT, now: NOW });
  if (!published.ok) throw new Error(`not published: ${published.problem}`);
  return twin.id;
}

const get = (handler: unknown, path: string, params: Record<string, string> = {}) =>
  callRoute(handler as Handler, new Request(`${ORIGIN}${path}`), testLoadContext(db), params);

/** The hreflang links the post's page at `path` draws in its head. */
async function hreflangOf(path: string) {
  const { language } = splitLanguage(path);
  const found = await testLoadContext(db).content.postAt(path.split("/").pop()!, language);
  if (found?.kind !== "post") throw new Error(`no post at ${path}`);
  const tags = blogPostMeta(found.post, found.versions, {
    location: { pathname: path },
    matches: [],
  });
  return Object.fromEntries(
    tags.flatMap((tag) =>
      "rel" in tag && tag.rel === "alternate" && "hrefLang" in tag
        ? [[String(tag.hrefLang), String(tag.href)]]
        : [],
    ),
  );
}

/** The titles a language's first list page shows. */
const listTitles = async (path: string) =>
  ((await testLoadContext(db).content.postPage(1, splitLanguage(path).language))?.posts ?? []).map(
    (post) => post.title,
  );

describe("the blog in two languages", () => {
  it("lists the English posts on /blog and the Chinese ones on /zh/blog, each at its own address", async () => {
    const english = await publishedEnglish("first-home", "Your First Home in Newton");
    await publishedEnglish("selling-in-spring", "Selling in Spring");
    await publishedTwin(english, "在牛顿买第一套房");

    // Published at the same moment: by address.
    expect(await listTitles("/blog")).toEqual(["Your First Home in Newton", "Selling in Spring"]);
    expect(await listTitles("/zh/blog")).toEqual(["在牛顿买第一套房"]);
    expect((await get(postLoader, "/zh/blog/first-home", { slug: "first-home" })).status).toBe(200);
    // An English post without a twin has no Chinese page.
    expect(
      (await get(postLoader, "/zh/blog/selling-in-spring", { slug: "selling-in-spring" })).status,
    ).toBe(404);
  });

  it("points a post and its twin at each other, and a post without a twin at nothing", async () => {
    const english = await publishedEnglish("first-home", "Your First Home in Newton");
    await publishedEnglish("selling-in-spring", "Selling in Spring");
    // The Simplified twin's conversion is its Traditional version.
    const both = {
      en: `${ORIGIN}/blog/first-home`,
      "zh-Hans": `${ORIGIN}/zh/blog/first-home`,
      "zh-Hant": `${ORIGIN}/zh-hant/blog/first-home`,
      "x-default": `${ORIGIN}/blog/first-home`,
    };
    // A twin still in draft is no version a visitor can open.
    const twin = await addChineseVersion(db, { englishId: english, actor: AGENT });
    expect(twin.ok).toBe(true);
    expect(await hreflangOf("/blog/first-home")).toEqual({});

    await publishedTwin(english, "在牛顿买第一套房");
    expect(await hreflangOf("/blog/first-home")).toEqual(both);
    expect(await hreflangOf("/zh/blog/first-home")).toEqual(both);
    expect(await hreflangOf("/blog/selling-in-spring")).toEqual({});

    const staffList = await listPostsForStaff(db, { now: NOW });
    expect(
      staffList.map(({ title, language, twinId }) => ({ title, language, twin: twinId !== null })),
    ).toEqual(
      expect.arrayContaining([
        { title: "Your First Home in Newton", language: "en", twin: true },
        { title: "在牛顿买第一套房", language: "zh-Hans", twin: true },
        { title: "Selling in Spring", language: "en", twin: false },
      ]),
    );
  });

  it("serves the Chinese feed as valid RSS with the Chinese posts only, and the sitemap with both versions", async () => {
    const english = await publishedEnglish("first-home", "Your First Home in Newton");
    await publishedTwin(english, "在牛顿买第一套房");

    const feed = await (await get(rssLoader, "/zh/blog/rss.xml")).response!.text();
    expect(XMLValidator.validate(feed)).toBe(true);
    expect(feed).toContain("<title>在牛顿买第一套房</title>");
    expect(feed).toContain(`<link>${ORIGIN}/zh/blog/first-home</link>`);
    expect(feed).toContain("<language>zh-cn</language>");
    expect(feed).not.toContain("Your First Home in Newton");
    const englishFeed = await (await get(rssLoader, "/blog/rss.xml")).response!.text();
    expect(englishFeed).not.toContain("在牛顿买第一套房");

    const sitemap = await (
      await get(sitemapLoader, "/sitemaps/zh-Hans.xml", { file: "zh-Hans.xml" })
    ).response!.text();
    const entry = sitemap
      .split("\n")
      .find((line) => line.includes(`<loc>${ORIGIN}/zh/blog/first-home</loc>`));
    expect(entry).toContain(`hreflang="en" href="${ORIGIN}/blog/first-home"`);
    expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/blog/first-home"`);
  });
});

describe("the blog in Traditional Chinese", () => {
  const ALL = {
    en: `${ORIGIN}/blog/first-home`,
    "zh-Hans": `${ORIGIN}/zh/blog/first-home`,
    "zh-Hant": `${ORIGIN}/zh-hant/blog/first-home`,
    "x-default": `${ORIGIN}/blog/first-home`,
  };

  it("shows her Simplified post converted on /zh-hant/: the list, the page, the feed and the sitemap", async () => {
    const english = await publishedEnglish("first-home", "Your First Home in Newton");
    await publishedEnglish("selling-in-spring", "Selling in Spring");
    await publishedTwin(english, "在牛顿买第一套房");
    const traditionalTitle = toTraditional("在牛顿买第一套房");
    expect(traditionalTitle).not.toBe("在牛顿买第一套房");

    expect(await listTitles("/zh-hant/blog")).toEqual([traditionalTitle]);
    const page = await get(postLoader, "/zh-hant/blog/first-home", { slug: "first-home" });
    expect(page.status).toBe(200);
    const drawn = JSON.stringify(page.body);
    expect(drawn).toContain(toTraditional(SIMPLIFIED_SUMMARY));
    expect(drawn).not.toContain(SIMPLIFIED_SUMMARY);
    for (const path of ["/blog/first-home", "/zh/blog/first-home", "/zh-hant/blog/first-home"])
      expect(await hreflangOf(path)).toEqual(ALL);
    // An English post without a Chinese twin has no Traditional page either.
    expect(
      (await get(postLoader, "/zh-hant/blog/selling-in-spring", { slug: "selling-in-spring" }))
        .status,
    ).toBe(404);

    const feed = await (await get(rssLoader, "/zh-hant/blog/rss.xml")).response!.text();
    expect(XMLValidator.validate(feed)).toBe(true);
    expect(feed).toContain(`<title>${traditionalTitle}</title>`);
    expect(feed).toContain(`<link>${ORIGIN}/zh-hant/blog/first-home</link>`);
    expect(feed).toContain("<language>zh-tw</language>");
    const sitemap = await (
      await get(sitemapLoader, "/sitemaps/zh-Hant.xml", { file: "zh-Hant.xml" })
    ).response!.text();
    const entry = sitemap
      .split("\n")
      .find((line) => line.includes(`<loc>${ORIGIN}/zh-hant/blog/first-home</loc>`));
    expect(entry).toContain(`hreflang="en" href="${ORIGIN}/blog/first-home"`);
    expect(entry).toContain(`hreflang="zh-Hans" href="${ORIGIN}/zh/blog/first-home"`);
  });

  it("shows her own Traditional version instead of the conversion, linked to the English post", async () => {
    const english = await publishedEnglish("first-home", "Your First Home in Newton");
    await publishedTwin(english, "在牛顿买第一套房");
    await publishedTwin(english, "在牛頓買下您的第一個家", "zh-Hant");

    expect(await listTitles("/zh-hant/blog")).toEqual(["在牛頓買下您的第一個家"]);
    expect(await listTitles("/zh/blog")).toEqual(["在牛顿买第一套房"]);
    for (const path of ["/blog/first-home", "/zh/blog/first-home", "/zh-hant/blog/first-home"])
      expect(await hreflangOf(path)).toEqual(ALL);
    // The staff list names the English post once, with its versions.
    const staffList = await listPostsForStaff(db, { now: NOW });
    expect(staffList.filter((row) => row.id === english)).toHaveLength(1);
  });

  it("lists a Traditional post of her own on /zh-hant/blog alone, with no alternate", async () => {
    const saved = await savePost(db, {
      fields: postFields(coverPhotoId, {
        slug: "taipei-buyers",
        title: "給台灣買家的波士頓購屋指南",
      }),
      actor: AGENT,
      created: { language: "zh-Hant", translationOf: null },
    });
    if (!saved.ok) throw new Error(`not saved: ${saved.problem}`);
    await publishPost(db, { id: saved.id, actor: AGENT, now: NOW });
    expect(await listTitles("/zh-hant/blog")).toEqual(["給台灣買家的波士頓購屋指南"]);
    expect(await listTitles("/zh/blog")).toEqual([]);
    expect(await hreflangOf("/zh-hant/blog/taipei-buyers")).toEqual({});
  });
});
