import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { blogPagePath } from "#domain/blog.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageVersions, pathIn } from "#domain/language.ts";
import { mlsSitemap } from "#server/mls/home-page.ts";
import { readMlsSettings } from "#server/mls/settings.ts";
import { fixedSitemapUrls } from "#server/pages.ts";
import type { Route } from "./+types/sitemap";

type Entry = { path: string; lastmod?: string; versions?: LanguageVersions };

/**
 * Each version of a page written in more than one language, itself included, and x-default
 * (English): Google's sitemap form of hreflang, the same set the page's head names.
 */
function alternates(versions: LanguageVersions | undefined) {
  const list = Object.entries(versions ?? {});
  if (list.length < 2) return "";
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(path)}"/>`;
  const fallback = versions?.[DEFAULT_LANGUAGE];
  return [
    ...list.map(([language, path]) => link(language, path)),
    ...(fallback ? [link("x-default", fallback)] : []),
  ].join("");
}

/**
 * The pages the declared list marks for the sitemap (server/pages.ts) in each language they are
 * written in, each with its versions, then the blog's older list pages in each language and every
 * published post with its date and its twin (issue 40), from the database through the
 * content cache: a post shows here when it goes public, and leaves when it does not. The same for
 * the team's listings: each public one (for sale or sold), never a draft or one off the market.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ posts, listPages }, listings, homes] = await Promise.all([
    context.content.sitemap(),
    context.content.listings.sitemap(),
    // The MLS's homes on the market, when a feed is configured (issue 42 §2).
    readMlsSettings().feed ? mlsSitemap(context.db) : [],
  ]);
  const entries: Entry[] = [
    ...fixedSitemapUrls(),
    ...LANGUAGES.flatMap((language) =>
      Array.from({ length: listPages[language] - 1 }, (_, index) => ({
        path: pathIn(language, blogPagePath(index + 2)),
      })),
    ),
    ...posts.map(({ path, lastmod, versions }) => ({ path, lastmod, versions })),
    ...listings,
    ...homes,
  ];
  const urls = entries
    .map(
      ({ path, lastmod, versions }) =>
        `  <url><loc>${absoluteUrl(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates(versions)}</url>`,
    )
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}

export const action = refusePosts;
