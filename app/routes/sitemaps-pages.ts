import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { blogPagePath } from "#domain/blog.ts";
import { languageOf, pathIn } from "#domain/language.ts";
import { fixedSitemapUrls } from "#server/pages.ts";
import {
  listingSitemapEntries,
  pagesSitemapOf,
  type SitemapEntry,
  urlsetXml,
} from "#server/sitemap.ts";
import type { Route } from "./+types/sitemaps-pages";

/**
 * /sitemaps/<language>.xml: the pages written in a language. Those the declared list marks for
 * the sitemap (server/pages.ts), the blog's older list pages, every published post (issue 40) and
 * each public listing of the team's (for sale or sold, never a draft or one off the market), each
 * with its versions in the other languages; from the database through the content cache, so a post
 * or a listing shows here when it goes public and leaves when it does not.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const language = pagesSitemapOf(params.file);
  if (!language) throw new Response("Not found", { status: 404 });
  const [{ posts, listPages }, listings] = await Promise.all([
    context.content.sitemap(),
    context.content.listings.sitemap(),
  ]);
  const entries: SitemapEntry[] = [
    ...fixedSitemapUrls(),
    ...Array.from({ length: listPages[language] - 1 }, (_, index) => ({
      path: pathIn(language, blogPagePath(index + 2)),
    })),
    ...posts,
    ...listings.flatMap(listingSitemapEntries),
  ];
  const own = entries.filter((entry) => languageOf(entry.path) === language);
  return new Response(urlsetXml(own, absoluteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

export const action = refusePosts;
