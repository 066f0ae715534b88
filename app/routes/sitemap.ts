import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { blogPagePath } from "#domain/blog.ts";
import { fixedSitemapUrls } from "#server/pages.ts";
import type { Route } from "./+types/sitemap";

/**
 * The pages the declared list marks for the sitemap (server/pages.ts), then the blog's
 * older list pages and every published post with its date, from the database through the
 * content cache: a post shows here when it goes public, and leaves when it does not. The same for
 * the team's listings: each public one (for sale or sold), never a draft or one off the market.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ posts, listPages }, listings] = await Promise.all([
    context.content.sitemap(),
    context.content.listings.sitemap(),
  ]);
  const entries = [
    ...fixedSitemapUrls().map((path) => ({ path, lastmod: undefined })),
    ...Array.from({ length: listPages - 1 }, (_, index) => ({
      path: blogPagePath(index + 2),
      lastmod: undefined,
    })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.lastmod })),
    ...listings,
  ];
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${absoluteUrl(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}

export const action = refusePosts;
