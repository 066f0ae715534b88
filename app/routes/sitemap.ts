import { sitemapUrls } from "#app/pages.server.ts";
import { getPostSummaries } from "#app/utils/blog.server.ts";
import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";

/** Every page the declared list marks for the sitemap (app/pages.server.ts); posts carry their date. */
export function loader() {
  const postDates = new Map(getPostSummaries().map((post) => [`/blog/${post.slug}`, post.date]));
  const urls = sitemapUrls()
    .map((path) => {
      const lastmod = postDates.get(path);
      return `  <url><loc>${absoluteUrl(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}

export const action = refusePosts;
