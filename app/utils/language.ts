import { useLocation, useMatches } from "react-router";
import { isChinese, type Language, routeLanguages, splitLanguage } from "#domain/language.ts";

/**
 * The language of the page being drawn, read from its address (domain/language.ts): the layout,
 * the header and every translated page ask here, never the browser's Accept-Language.
 */
export function usePageLanguage(): Language {
  return splitLanguage(useLocation().pathname).language;
}

/**
 * What stands between a sentence and the next one (or the link after it), or a label and its
 * value, when a page draws them as two elements: a space in English; nothing in Chinese, whose
 * full-width 。？： holds the gap.
 */
export const sentenceGap = (language: Language): string => (isChinese(language) ? "" : " ");

/** The languages the matched page is written in (its route id says, from server/pages.ts). */
export function usePageLanguages(): readonly Language[] {
  const page = useMatches().at(-1);
  return page ? routeLanguages(page.id) : [];
}
