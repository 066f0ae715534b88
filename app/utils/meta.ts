import type { MetaDescriptor } from "react-router";
import { site } from "#content/site.ts";
import {
  DEFAULT_LANGUAGE,
  type Language,
  type LanguageVersions,
  OG_LOCALE,
  pathIn,
  routeLanguages,
  splitLanguage,
} from "#domain/language.ts";
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
  /** Open Graph image name under /og (without extension), an absolute path, or an https URL (an MLS photo). */
  image?: string;
  /** The image's size, when it is not one of /og's 1200 × 630 cards (a listing's cover). */
  imageSize?: { width: number; height: number };
  type?: "website" | "article";
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** When false, the site name is not appended to the title. */
  titleSuffix?: boolean;
  /**
   * The page's address in each language, when its versions are records rather than its route's
   * (a post and its twin): the hreflang links name these, and none when it is alone.
   */
  versions?: LanguageVersions;
};

/**
 * What a translated page's meta function is handed (its address and the matched routes): the
 * page's language comes from the address, the languages it exists in from its route id
 * (domain/language.ts), so `path` stays the English path and the tags name each version.
 */
export type MetaPlace = {
  location: { pathname: string };
  matches: readonly ({ id: string } | undefined)[];
};

/** The language a meta function is drawing, and every language its page has. */
export function metaLanguages(place: MetaPlace | undefined): {
  language: Language;
  languages: readonly Language[];
} {
  if (!place) return { language: DEFAULT_LANGUAGE, languages: [DEFAULT_LANGUAGE] };
  const id = place.matches.at(-1)?.id;
  return {
    language: splitLanguage(place.location.pathname).language,
    languages: id ? routeLanguages(id) : [DEFAULT_LANGUAGE],
  };
}

/**
 * `<link rel="alternate" hreflang>` for each version of a page written in more than one
 * language, itself included (Google's rule: the set is reciprocal), and x-default (English).
 */
function alternateLinks(versions: LanguageVersions): MetaDescriptor[] {
  const list = Object.entries(versions);
  if (list.length < 2) return [];
  const link = (hrefLang: string, path: string) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(path),
  });
  const fallback = versions[DEFAULT_LANGUAGE];
  return [
    ...list.map(([language, path]) => link(language, path)),
    ...(fallback ? [link("x-default", fallback)] : []),
  ];
}

/** A page's address in each language its route has. */
const routeVersions = (path: string, languages: readonly Language[]): LanguageVersions =>
  Object.fromEntries(languages.map((language) => [language, pathIn(language, path)]));

/**
 * Title, description, canonical URL, Open Graph and Twitter tags (and JSON-LD) for one page; for
 * a page in more than one language (`place` given: its meta function's arguments), in the
 * language of its address, with the hreflang links to each version.
 */
export function getMeta(
  {
    title,
    description,
    path,
    image = "home",
    imageSize = { width: 1200, height: 630 },
    type = "website",
    jsonLd,
    titleSuffix = true,
    versions,
  }: PageMeta,
  place?: MetaPlace,
): MetaDescriptor[] {
  const { language, languages } = metaLanguages(place);
  const fullTitle = titleSuffix ? `${title} | ${site.name}` : title;
  const url = path === undefined ? undefined : absoluteUrl(pathIn(language, path));
  const imageUrl = absoluteUrl(
    image.startsWith("/") || image.startsWith("https://") ? image : `/og/${image}.jpg`,
  );
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    ...(path === undefined ? [] : alternateLinks(versions ?? routeVersions(path, languages))),
    { property: "og:type", content: type },
    { property: "og:locale", content: OG_LOCALE[language] },
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

/**
 * The tags of a page whose title and description are in its catalogue (content/catalogues.ts):
 * the words in the language of its address, the rest as getMeta makes them.
 */
export const translatedMeta = (
  place: MetaPlace,
  words: (language: Language) => Pick<PageMeta, "title" | "description">,
  rest: Omit<PageMeta, "title" | "description">,
) => getMeta({ ...words(metaLanguages(place).language), ...rest }, place);
