/**
 * Which paths the page list (server/pages.ts) marks for the server's own handling, in every
 * language a page has: the pages kept until the team's content changes, and the forms that may
 * carry a photo or a long post.
 */
import { pathIn } from "#domain/language.ts";
import type { PageEntry } from "./page-entry.ts";
import { PAGES } from "./pages.ts";

/** A pattern as a test of a path: each ':param' is one path segment (not a data request's). */
const patternTest = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.]/g, "\\.").replace(/:[a-z]+/gi, "[^/]+")}$`);

/** An entry's patterns in each of its languages. */
const patternsOf = (entry: PageEntry) =>
  entry.languages.map((language) => patternTest(pathIn(language, entry.pattern)));

const keptPatterns = PAGES.filter((entry) => entry.keptUntilContentChanges).flatMap(patternsOf);

/** Whether a path is a page kept until the team's content changes (server/content-pages.ts). */
export const isKeptUntilContentChanges = (path: string) =>
  !path.endsWith(".data") && keptPatterns.some((test) => test.test(path));

const largeBodyPatterns = PAGES.filter((entry) => entry.largeBody).flatMap(patternsOf);

/**
 * Whether a post to this path may carry a photo or a long post: the page's own address, or the
 * data request (`<path>.data`) that a hydrated page's form posts to instead.
 */
export const takesLargeBody = (path: string) => {
  const page = path.replace(/\.data$/, "");
  return largeBodyPatterns.some((test) => test.test(page));
};
