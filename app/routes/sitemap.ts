import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { LANGUAGES } from "#domain/language.ts";
import { readMlsSettings } from "#server/mls/settings.ts";
import { pagesSitemapPath, sitemapIndexXml } from "#server/sitemap.ts";
import { homesSitemapPaths } from "#server/sitemap-homes.ts";
import type { Route } from "./+types/sitemap";

/**
 * The sitemap index robots.txt names: each language's sitemap of pages, then, when a feed is
 * configured, the MLS's homes in parts per language (issue 42 §2). Counted per request (one query)
 * so that a part is named as soon as the feed fills it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const paths = [
    ...LANGUAGES.map(pagesSitemapPath),
    ...(readMlsSettings().feed ? await homesSitemapPaths(context.db, absoluteUrl) : []),
  ];
  return new Response(sitemapIndexXml(paths, absoluteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

export const action = refusePosts;
