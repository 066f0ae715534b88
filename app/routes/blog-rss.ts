import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import { oneLineText } from "#domain/forms/control-characters.ts";
import { type Language, languageOf, pathIn } from "#domain/language.ts";
import type { Route } from "./+types/blog-rss";

// A control character stored before the post form dropped them is not valid XML: it goes too.
const escapeXml = (text: string) =>
  oneLineText(text).replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/** RSS's language element: a language tag as RSS 2.0 readers know them. */
const RSS_LANGUAGE: Record<Language, string> = {
  en: "en-us",
  "zh-Hans": "zh-cn",
  "zh-Hant": "zh-tw",
};

/**
 * RSS 2.0 feed of a language's newest published posts (server/content/public-posts.ts,
 * FEED_SIZE): /blog/rss.xml the English ones, /zh/blog/rss.xml the Chinese ones. From the
 * database through the content cache: a scheduled post joins it at its time.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const words = CATALOGUES.blog[language].blogList;
  const items = (await context.content.feed(language))
    .map((post) => {
      const url = absoluteUrl(pathIn(language, `/blog/${post.slug}`));
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
    <title>${escapeXml(words.feedTitle(site.name))}</title>
    <link>${absoluteUrl(pathIn(language, "/blog"))}</link>
    <atom:link href="${absoluteUrl(pathIn(language, "/blog/rss.xml"))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(language === "en" ? site.description : words.description)}</description>
    <language>${RSS_LANGUAGE[language]}</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}

export const action = refusePosts;
