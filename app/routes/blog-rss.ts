import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { site } from "#content/site.ts";
import { oneLineText } from "#domain/forms/control-characters.ts";
import type { Route } from "./+types/blog-rss";

// A control character stored before the post form dropped them is not valid XML: it goes too.
const escapeXml = (text: string) =>
  oneLineText(text).replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/**
 * RSS 2.0 feed of the newest published posts (server/content/public-pages.ts, FEED_SIZE),
 * from the database through the content cache: a scheduled post joins it at its time.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const items = (await context.content.feed())
    .map((post) => {
      const url = absoluteUrl(`/blog/${post.slug}`);
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <pubDate>${post.publishedAt.toUTCString()}</pubDate>
      <description>${escapeXml(post.summary)}</description>
    </item>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name} Blog`)}</title>
    <link>${absoluteUrl("/blog")}</link>
    <atom:link href="${absoluteUrl("/blog/rss.xml")}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(site.description)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}

export const action = refusePosts;
