/**
 * A Vite plugin giving the app the page list's languages (server/pages.ts) without importing the
 * server: `import translated from "virtual:translated-pages"` is the URL pattern of every page
 * written in each language other than English. The header's links on a Chinese page open the
 * Chinese version of a page that has one, and the English page of one that has not yet
 * (app/utils/language.ts). Generated from the list at build and in `npm run dev`, so the list
 * stays the one place that says which pages are translated.
 */
import type { Plugin } from "vite";
import { LANGUAGES, type Language } from "../domain/language.ts";
import { PAGES } from "../server/pages.ts";

const ID = "virtual:translated-pages";
const RESOLVED = `\0${ID}`;

/** The English patterns of the public pages written in each language. */
export const translatedPatterns = (): Record<Language, string[]> =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      PAGES.filter((entry) => entry.kind === "document" && entry.languages.includes(language)).map(
        (entry) => entry.pattern,
      ),
    ]),
  ) as Record<Language, string[]>;

export function translatedPages(): Plugin {
  return {
    name: "translated-pages",
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify(translatedPatterns())};` : undefined,
  };
}
