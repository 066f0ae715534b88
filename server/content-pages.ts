import type { RequestHandler } from "express";
import { generationCache } from "./content/generation-cache.ts";
import { inlineCriticalCss } from "./critical-css.ts";
import { addBrotliCopy, type PrerenderedPage, served } from "./prerendered-pages.ts";

/**
 * The pages that show what the team edits in /staff (the blog, its pages, its feed,
 * the sitemap, /portfolio: `keptUntilContentChanges` in server/pages.ts) were
 * prerendered files until the content moved into the database. Now each is rendered
 * on its first request and kept by this process until the content changes (the
 * version poll starts a new generation, server/content/version.ts), then answered
 * exactly as a prerendered page is (server/app.ts): its inline CSS cut to the
 * rules it uses (the build's own step, server/critical-css.ts), a CSP
 * with the build's inline scripts' hashes (server/inline-scripts.ts), an ETag,
 * and the build's brotli quality once the copy is made off the main thread
 * (docs/decisions/030).
 */

/**
 * Pages kept at most, per process: past it, the one least recently asked for goes. Sized from a
 * post page's HTML and brotli copy, so the cache stays a few tens of MB
 * (figures: reports/measurements-behind-the-code.md).
 */
export const KEPT_PAGES_MAX = 600;

export type ContentPages = {
  /** Answers a kept page, rendering and keeping it first if needed; anything else goes on. */
  serve: RequestHandler;
};

type Options = {
  /** Renders a URL path as the framework does with no nonce (as when prerendering). */
  render: (path: string) => Promise<Response>;
  /** The CSP sources of the build's inline scripts (server/inline-scripts.ts): no nonce here. */
  scriptHashes: string[];
  /** Whether a path is one of the pages kept until the content changes. */
  isKept: (path: string) => boolean;
  /** The content's generation: a new one empties what is kept. */
  generation: () => number;
  /** Answers a kept page (its CSP, ETag, brotli copy), as a prerendered one is answered. */
  send: (
    req: Parameters<RequestHandler>[0],
    res: Parameters<RequestHandler>[1],
    page: PrerenderedPage,
  ) => void;
  log: (entry: Record<string, unknown>) => void;
  maxPages?: number;
};

/** What a rendered response becomes when it is kept; null when it is not kept (not a 200). */
async function keepable(
  path: string,
  response: Response,
  scriptHashes: string[],
): Promise<PrerenderedPage | null> {
  if (response.status !== 200) return null;
  const type = response.headers.get("Content-Type") ?? "";
  const text = await response.text();
  if (!type.startsWith("text/html")) return served(text, type, []);
  return served(await inlineCriticalCss(text, path), "html", scriptHashes);
}

export function keepContentPages({
  render,
  scriptHashes,
  isKept,
  generation,
  send,
  log,
  maxPages = KEPT_PAGES_MAX,
}: Options): ContentPages {
  const pages = generationCache<PrerenderedPage | null>(
    generation,
    maxPages,
    // A redirect or a 404 is answered by the ordinary render; nothing is kept.
    (page) => page !== null,
  );

  const pageAt = (path: string) =>
    pages(path, () =>
      render(path)
        .then((response) => keepable(path, response, scriptHashes))
        .then((kept) => {
          if (kept)
            addBrotliCopy(kept).catch((error: unknown) =>
              log({
                level: "warn",
                msg: "a kept page stays compressed per response",
                path,
                error: String(error),
              }),
            );
          return kept;
        }),
    );

  return {
    serve: async (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      // One address per page, as for the prerendered ones: /blog/ leads to /blog.
      if (req.path.length > 1 && req.path.endsWith("/") && isKept(req.path.replace(/\/+$/, ""))) {
        res.redirect(301, req.originalUrl.replace(/^([^?]*?)\/+(\?|$)/, "$1$2"));
        return;
      }
      if (!isKept(req.path)) return next();
      try {
        const page = await pageAt(req.path);
        if (!page) return next();
        send(req, res, page);
      } catch (error) {
        // The ordinary render answers (and reports) whatever went wrong.
        log({
          level: "warn",
          msg: "a kept page failed to render",
          path: req.path,
          error: String(error),
        });
        next();
      }
    },
  };
}
