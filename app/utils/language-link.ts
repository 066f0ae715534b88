import translatedPatterns from "virtual:translated-pages";
import { useLocation, useMatches } from "react-router";
import {
  type Language,
  type LanguageVersions,
  otherLanguageHref,
  pathIn,
} from "#domain/language.ts";
import { usePageLanguage, usePageLanguages } from "./language.ts";

/**
 * The separate Chinese site, when the team keeps one (CHINESE_SITE_URL, server/env.ts), read
 * where the page is rendered: the site's pages are drawn on the server alone (docs/decisions/034),
 * the prerendered ones by the build, which is why the README asks for it at build time too.
 */
const separateChineseSite = () =>
  import.meta.env.SSR ? process.env.CHINESE_SITE_URL || undefined : undefined;

/**
 * What a page whose versions are records (a post and its Chinese twin) returns from its loader,
 * beside its own data: its address in each language it is public in.
 */
export type WithLanguageVersions = { languageVersions: LanguageVersions };

const versionsOf = (data: unknown): LanguageVersions | undefined =>
  typeof data === "object" && data !== null && "languageVersions" in data
    ? (data as WithLanguageVersions).languageVersions
    : undefined;

/**
 * The languages the header's links offer from a page in `language`: Simplified from an English
 * page (a reader of Traditional finds her script there), and from a Chinese page English and the
 * other script (docs/decisions/053).
 */
export const LINKED_LANGUAGES: Record<Language, readonly Language[]> = {
  en: ["zh-Hans"],
  "zh-Hans": ["en", "zh-Hant"],
  "zh-Hant": ["en", "zh-Hans"],
};

/** Where the header's language links go from this page, and in which language each is. */
export function useOtherLanguageLinks() {
  const { pathname, search } = useLocation();
  const versions = versionsOf(useMatches().at(-1)?.loaderData);
  const language = usePageLanguage();
  const languages = usePageLanguages();
  return LINKED_LANGUAGES[language].map((target) => ({
    target,
    href: otherLanguageHref({
      pathname,
      search,
      languages,
      target,
      separateSite: target === "zh-Hans" ? separateChineseSite() : undefined,
      versions,
    }),
  }));
}

const patternTest = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, "[^/]+")}$`);

const TRANSLATED_TESTS = Object.fromEntries(
  Object.entries(translatedPatterns).map(([language, patterns]) => [
    language,
    patterns.map(patternTest),
  ]),
) as Record<Language, RegExp[]>;

/**
 * A link to one of the site's pages (given by its English path) from a page in `language`: its
 * version in that language when it has one, else the English page.
 */
export const linkIn = (language: Language, path: string) => {
  const [pathname = path, query] = path.split("?");
  const translated = TRANSLATED_TESTS[language].some((test) => test.test(pathname));
  return translated ? `${pathIn(language, pathname)}${query ? `?${query}` : ""}` : path;
};

/** `linkIn` for the page being drawn. */
export function useLinkIn() {
  const language = usePageLanguage();
  return (path: string) => linkIn(language, path);
}
