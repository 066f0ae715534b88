/**
 * The site's languages and how an address carries one (issue 40): English at the root, Simplified
 * Chinese under `/zh/` and Traditional Chinese under `/zh-hant/` (docs/decisions/053) with the same paths. The route table, the page list, the head tags, the
 * language link and the document's `lang` all read a path's language here, so the prefix is
 * spelled once.
 */

export const LANGUAGES = ["en", "zh-Hans", "zh-Hant"] as const;

export type Language = (typeof LANGUAGES)[number];

/** English: the binding language of the specification, the notices and `x-default`. */
export const DEFAULT_LANGUAGE: Language = "en";

/**
 * Each language as the team's workspace, mails, CSVs and CRM name it (in English: the team's
 * language), e.g. a lead's "Language: Chinese".
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  "zh-Hans": "Chinese",
  "zh-Hant": "Chinese (Traditional)",
};

/** The Chinese scripts: a page in either is "a Chinese page" (its dates, its fonts, its mails). */
export const CHINESE: readonly Language[] = ["zh-Hans", "zh-Hant"];

export const isChinese = (language: Language) => CHINESE.includes(language);

/** A stored value as a language ('zh-Hans'), English for anything else (a lead from before issue 40). */
export const asLanguage = (value: unknown): Language =>
  LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;

/** The path segment a language's pages live under (none for English). */
const PREFIX: Record<Language, string> = { en: "", "zh-Hans": "/zh", "zh-Hant": "/zh-hant" };

/**
 * Open Graph's locale for each language (it wants a region, not a script): Traditional is written
 * to Taiwan's standard (docs/decisions/053).
 */
export const OG_LOCALE: Record<Language, string> = {
  en: "en_US",
  "zh-Hans": "zh_CN",
  "zh-Hant": "zh_TW",
};

/**
 * A path's language and the same page's path without the prefix: '/zh/team' → zh-Hans, '/team';
 * '/zh' and '/zh/' → zh-Hans, '/'; '/zhongwen' stays English.
 */
export function splitLanguage(path: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = PREFIX[language];
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { language, path: "/" };
    if (path.startsWith(`${prefix}/`)) return { language, path: path.slice(prefix.length) };
  }
  return { language: DEFAULT_LANGUAGE, path };
}

/** The language a path is written in. */
export const languageOf = (path: string) => splitLanguage(path).language;

/** The address of a page (given by its English path) in a language: ('/team', zh-Hans) → '/zh/team'. */
export function pathIn(language: Language, path: string): string {
  const prefix = PREFIX[language];
  if (!prefix) return path;
  return path === "/" ? `${prefix}/` : `${prefix}${path}`;
}

/** The same page in another language: ('/zh/massachusetts/newton', en) → '/massachusetts/newton'. */
export const switchLanguage = (path: string, language: Language) =>
  pathIn(language, splitLanguage(path).path);

/**
 * A page route's id when its page exists in more than one language: its module, its language and
 * every language it has. The route table (app/routes.ts) writes it from the page list
 * (server/pages.ts), and the pages read it back (`routeLanguages`), so the list stays the one
 * place that says which pages are translated, also for code that may not import the server.
 */
export const translatedRouteId = (
  module: string,
  language: Language,
  languages: readonly Language[],
) => `${module.replace(/\.tsx?$/, "")}|${language}|${languages.join(",")}`;

/** The languages a matched route's page exists in (only English for a route id of one language). */
export function routeLanguages(routeId: string): readonly Language[] {
  const [, , list] = routeId.split("|");
  if (!list) return [DEFAULT_LANGUAGE];
  return LANGUAGES.filter((language) => list.split(",").includes(language));
}

/** A page's address in each language it exists in: its hreflang set, its sitemap alternates. */
export type LanguageVersions = Partial<Record<Language, string>>;

/**
 * Where the header's language link goes from a page: the same page in the other language with
 * its query, or that language's home when the page has no version in it yet; a separate site
 * for that language when the team keeps one (CHINESE_SITE_URL). A page whose versions are
 * records (a post and its twin) names them in `versions`: its twin's address, which may differ.
 */
export function otherLanguageHref({
  pathname,
  search,
  languages,
  target,
  separateSite,
  versions,
}: {
  pathname: string;
  search: string;
  /** The languages the page is written in. */
  languages: readonly Language[];
  target: Language;
  separateSite?: string;
  versions?: LanguageVersions;
}): string {
  if (separateSite) return separateSite;
  if (versions) return versions[target] ?? pathIn(target, "/");
  if (!languages.includes(target)) return pathIn(target, "/");
  return `${switchLanguage(pathname, target)}${search}`;
}
