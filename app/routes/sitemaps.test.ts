import { sql } from "drizzle-orm";
import { XMLValidator } from "fast-xml-parser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { absoluteUrl } from "#app/utils/meta.ts";
import { LANGUAGES, pathIn } from "#domain/language.ts";
import { homesSitemapPart, homesSitemapPaths } from "#server/sitemap-homes.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { insertMlsHome } from "#tests/support/mls-homes.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { loader as indexLoader } from "./sitemap.ts";
import { loader as homesLoader } from "./sitemaps-homes.ts";
import { loader as pagesLoader } from "./sitemaps-pages.ts";

const { db } = await openFileDatabase();
beforeEach(() => {
  vi.stubEnv("RESO_API_URL", "https://api.example-mls.com/reso/odata");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const SLUG = "73000001-45-walnut-st-newton-ma-02459";

/** What a crawler reads at a path: the status and, when found, the well-formed XML. */
async function crawl(handler: unknown, path: string) {
  const file = path.split("/").at(-1)!;
  const answer = await callRoute(
    handler as Handler,
    new Request(absoluteUrl(path)),
    testLoadContext(db),
    { file },
  );
  const xml = answer.response ? await answer.response.text() : "";
  if (answer.status === 200) expect(XMLValidator.validate(xml), path).toBe(true);
  return { status: answer.status, xml };
}

const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

/** The `<url>` line of an address in a sitemap. */
const entryOf = (xml: string, path: string) =>
  xml.split("\n").find((line) => line.includes(`<loc>${absoluteUrl(path)}</loc>`));

describe("the sitemaps a crawler finds from robots.txt", () => {
  it("indexes each language's pages and, with a feed, each language's homes", async () => {
    expect(locations((await crawl(indexLoader, "/sitemap.xml")).xml)).toEqual(
      LANGUAGES.map((language) => `/sitemaps/${language}.xml`),
    );
    await insertMlsHome(db);
    const index = locations((await crawl(indexLoader, "/sitemap.xml")).xml);
    expect(index).toEqual(
      expect.arrayContaining(["/sitemaps/homes/en-1.xml", "/sitemaps/homes/zh-Hans-1.xml"]),
    );
    vi.stubEnv("RESO_API_URL", "");
    expect(locations((await crawl(indexLoader, "/sitemap.xml")).xml)).not.toContain(
      "/sitemaps/homes/en-1.xml",
    );
    expect((await crawl(homesLoader, "/sitemaps/homes/en-1.xml")).status).toBe(404);
  });

  it("lists the Chinese pages in the Chinese sitemap, each with its English version", async () => {
    const chinese = await crawl(pagesLoader, "/sitemaps/zh-Hans.xml");
    const listed = locations(chinese.xml);
    expect(listed).toContain("/zh/massachusetts/newton");
    expect(listed.every((path) => path.startsWith("/zh/"))).toBe(true);
    const town = entryOf(chinese.xml, "/zh/massachusetts/newton");
    expect(town).toContain(`hreflang="en" href="${absoluteUrl("/massachusetts/newton")}"`);
    expect(town).toContain(`hreflang="x-default" href="${absoluteUrl("/massachusetts/newton")}"`);
    const english = locations((await crawl(pagesLoader, "/sitemaps/en.xml")).xml);
    expect(english).toContain("/massachusetts/newton");
    expect(english.some((path) => path.startsWith("/zh/"))).toBe(false);
    expect((await crawl(pagesLoader, "/sitemaps/fr.xml")).status).toBe(404);
  });

  it("lists an MLS home in both languages, each naming the other, until it leaves the feed", async () => {
    const home = await insertMlsHome(db);
    for (const language of LANGUAGES) {
      const { xml } = await crawl(homesLoader, `/sitemaps/homes/${language}-1.xml`);
      const entry = entryOf(xml, pathIn(language, `/homes/${SLUG}`));
      expect(entry).toContain("<lastmod>2026-11-01</lastmod>");
      for (const other of LANGUAGES)
        expect(entry).toContain(
          `hreflang="${other}" href="${absoluteUrl(pathIn(other, `/homes/${SLUG}`))}"`,
        );
    }
    await db.execute(
      sql`update mls_properties set removed_at = now() where listing_key = ${home.listingKey}`,
    );
    expect((await crawl(homesLoader, "/sitemaps/homes/en-1.xml")).status).toBe(404);
    expect(locations((await crawl(indexLoader, "/sitemap.xml")).xml)).not.toContain(
      "/sitemaps/homes/en-1.xml",
    );
  });

  it("splits the homes into parts at the limit, each home in one part", async () => {
    const limits = { urls: 2, bytes: 50 * 1024 * 1024 };
    for (const listingId of ["11", "12", "13", "14", "15"])
      await insertMlsHome(db, { listingId, slug: `${listingId}-home` }, { photos: 0 });
    const parts = await homesSitemapPaths(db, absoluteUrl, limits);
    expect(parts.filter((path) => path.startsWith("/sitemaps/homes/en-"))).toEqual([
      "/sitemaps/homes/en-1.xml",
      "/sitemaps/homes/en-2.xml",
      "/sitemaps/homes/en-3.xml",
    ]);
    const part = async (name: string, partLimits = limits) => {
      const stream = await homesSitemapPart(db, name, absoluteUrl, partLimits);
      return stream ? locations(await new Response(stream).text()) : null;
    };
    expect(await part("en-3.xml")).toEqual(["/homes/15-home"]);
    expect(await part("zh-Hans-1.xml")).toEqual(["/zh/homes/11-home", "/zh/homes/12-home"]);
    expect(await part("en-4.xml")).toBeNull();
    // A file's bytes bound it too: a limit that fits two of the widest lines (the Traditional
    // ones: /zh-hant/ is the longest prefix).
    const two = await new Response(
      await homesSitemapPart(db, "zh-Hant-1.xml", absoluteUrl, limits),
    ).arrayBuffer();
    expect(await part("en-1.xml", { urls: 50_000, bytes: two.byteLength })).toHaveLength(2);
    expect(await part("en-1.xml", { urls: 50_000, bytes: two.byteLength - 1 })).toHaveLength(1);
  });
});
