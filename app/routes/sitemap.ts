import { getPostSummaries } from "#app/utils/blog.server.ts";
import { absoluteUrl } from "#app/utils/meta.ts";

/** Every public page: the route table's static pages and every blog post. */
export function loader() {
  const pages = __STATIC_PAGE_PATHS__
    .filter((path) => !path.startsWith("/event/"))
    .map((path) => ({ path, lastmod: undefined as string | undefined }));
  const posts = getPostSummaries().map((post) => ({
    path: `/blog/${post.slug}`,
    lastmod: post.date,
  }));
  const urls = [...pages, ...posts]
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
