import type { MetaDescriptor } from "react-router";
import { site } from "#content/site.ts";
import { siteUrlFrom } from "./site-url.ts";

/**
 * The public origin (SITE_URL), read when a page is rendered, never fixed into
 * the build: on the server the one it serves (server/main.ts sets it; while
 * prerendering, the build's), in the browser the origin the page came from
 * (docs/decisions/027).
 */
const siteUrl = () =>
  import.meta.env.SSR ? siteUrlFrom(process.env.SITE_URL) : window.location.origin;

export function absoluteUrl(path: string) {
  return new URL(path, `${siteUrl()}/`).href;
}

type PageMeta = {
  title: string;
  description: string;
  /**
   * Canonical path of the page, e.g. '/team'. None for a page that is no address of its
   * own (a 404, the answer to one query): it gets no canonical link and no og:url.
   */
  path?: string;
  /** Open Graph image name under /og (without extension), or an absolute path. */
  image?: string;
  /** The image's size, when it is not one of /og's 1200 × 630 cards (a listing's cover). */
  imageSize?: { width: number; height: number };
  type?: "website" | "article";
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** When false, the site name is not appended to the title. */
  titleSuffix?: boolean;
};

/** Title, description, canonical URL, Open Graph and Twitter tags (and JSON-LD) for one page. */
export function getMeta({
  title,
  description,
  path,
  image = "home",
  imageSize = { width: 1200, height: 630 },
  type = "website",
  jsonLd,
  titleSuffix = true,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = titleSuffix ? `${title} | ${site.name}` : title;
  const url = path === undefined ? undefined : absoluteUrl(path);
  const imageUrl = absoluteUrl(image.startsWith("/") ? image : `/og/${image}.jpg`);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(imageSize.width) },
    { property: "og:image:height", content: String(imageSize.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  for (const block of jsonLd ? [jsonLd].flat() : []) tags.push({ "script:ld+json": block });
  return tags;
}
