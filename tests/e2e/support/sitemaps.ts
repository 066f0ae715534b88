/**
 * The sitemaps as a crawler reads them from robots.txt's one address: the index, then each
 * sitemap it names (server/sitemap.ts), each file's XML on its own.
 */
export async function crawlSitemaps(get: (path: string) => Promise<string>): Promise<string[]> {
  const index = await get("/sitemap.xml");
  if (!index.includes("<sitemapindex")) throw new Error("/sitemap.xml is not a sitemap index");
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  return Promise.all(files.map(get));
}

/** Every sitemap's XML, one after another: for what a crawler finds listed anywhere. */
export const allSitemaps = async (get: (path: string) => Promise<string>) =>
  (await crawlSitemaps(get)).join("\n");
