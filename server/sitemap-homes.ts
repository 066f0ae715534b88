/**
 * The MLS's homes in the sitemaps (issue 42 §2): how many parts each language's homes take, and a
 * part's XML written as its homes are read from the database a batch at a time, so that a file of
 * 50,000 never holds its rows at once. The limits are a parameter for the tests' small numbers.
 */
import type { Language } from "#domain/language.ts";
import type { Database } from "./db/client.ts";
import { mlsSitemapExtent, mlsSitemapHomes } from "./mls/home-page.ts";
import {
  type Absolute,
  HOME_LANGUAGES,
  homeEntry,
  homesPerFile,
  homesSitemapOf,
  homesSitemapPath,
  SITEMAP_LIMITS,
  type SitemapLimits,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlXml,
} from "./sitemap.ts";

/** The parts of every language's homes the index names: none without a home on the market. */
export async function homesSitemapPaths(db: Database, absolute: Absolute, limits = SITEMAP_LIMITS) {
  const { homes, longestSlug } = await mlsSitemapExtent(db);
  const parts = Math.ceil(homes / homesPerFile(longestSlug, absolute, limits));
  return HOME_LANGUAGES.flatMap((language) =>
    Array.from({ length: parts }, (_, index) => homesSitemapPath(language, index + 1)),
  );
}

function homesXml(
  db: Database,
  absolute: Absolute,
  language: Language,
  window: { offset: number; limit: number },
) {
  const encoder = new TextEncoder();
  const batches = mlsSitemapHomes(db, window);
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(URLSET_OPEN));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        return;
      }
      const lines = next.value.map(({ slug, lastmod }) =>
        urlXml(homeEntry(language, slug, lastmod), absolute),
      );
      controller.enqueue(encoder.encode(lines.join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** The part a file name under /sitemaps/homes/ names (`en-1.xml`), or null when there is none. */
export async function homesSitemapPart(
  db: Database,
  name: string,
  absolute: Absolute,
  limits: SitemapLimits = SITEMAP_LIMITS,
) {
  const file = homesSitemapOf(name);
  if (!file || !HOME_LANGUAGES.includes(file.language)) return null;
  const { homes, longestSlug } = await mlsSitemapExtent(db);
  const perFile = homesPerFile(longestSlug, absolute, limits);
  const offset = (file.part - 1) * perFile;
  if (offset >= homes) return null;
  return homesXml(db, absolute, file.language, { offset, limit: perFile });
}
