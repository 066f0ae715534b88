import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants } from "node:zlib";
import {
  originRewriter,
  readBuiltSiteUrl,
  resourceFilesNaming,
  SPECIAL_CONTENT_TYPES,
} from "./built-origin.ts";

/** Written by the build (scripts/prerender/finish.ts) into build/: the URLs answered from files. */
export const PRERENDERED_LIST_FILE = "prerendered.json";

export type PrerenderedPage = {
  body: string;
  /** What res.type() takes: "html" for a page, the extension or type of a resource file. */
  type: string;
  /** 'sha256-…' sources of the build's inline scripts (server/inline-scripts.ts), for its CSP. */
  scriptHashes: string[];
  etag: string;
  /** The page compressed once at build time at brotli's highest quality, with its own ETag. */
  brotli?: { body: Buffer; etag: string };
};

/** The build's copy of a file compressed with brotli, beside it: index.html.br, root-x.js.br. */
export const BROTLI_SUFFIX = ".br";

/**
 * A page, script or stylesheet compressed at brotli's highest quality: smaller
 * than what the per-response compression writes (reports/measurements-behind-the-code.md),
 * too slow to do per response, so the build does it once. Every page under 14.6 KB arrives in
 * TCP's first round trip (ten packets), one round trip sooner than a larger one.
 */
const brotliOptions = (text: string) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
  },
});
export const compressText = (text: string) => brotliCompressSync(text, brotliOptions(text));
const compressTextOffThread = promisify(brotliCompress);

/** Adds a page's brotli copy (the build's quality), compressed off the main thread. */
export async function addBrotliCopy(page: PrerenderedPage): Promise<void> {
  const brotli = await compressTextOffThread(page.body, brotliOptions(page.body));
  page.brotli = { body: brotli, etag: etagOf(brotli) };
}

const etagOf = (content: string | Buffer) =>
  `"${createHash("sha1").update(content).digest("base64url")}"`;

type Log = (entry: Record<string, unknown>) => void;

/**
 * A page or file as the server answers it from memory: its body, ETags and, for a page, the
 * CSP sources of the build's inline scripts (`scriptHashes`, the same for every page).
 */
export function served(
  body: string,
  type: string,
  scriptHashes: string[],
  brotli?: Buffer,
): PrerenderedPage {
  return {
    body,
    type,
    scriptHashes: type === "html" ? scriptHashes : [],
    etag: etagOf(body),
    brotli: brotli && { body: brotli, etag: etagOf(brotli) },
  };
}

/**
 * The prerendered pages of a build, read once at start and keyed by URL path
 * ('/', '/team', …): exactly those the build listed, so a page rendered per
 * request is never answered from a stale file. Each carries the hashes of the
 * build's inline scripts, as the build wrote them (server/inline-scripts.ts) and
 * checked every page against them, so the CSP allows exactly those and no
 * `unsafe-inline`.
 *
 * Served under another SITE_URL than the build's (docs/decisions/027), every
 * page, and every resource file (sitemap, feed, robots.txt) that names the
 * build's origin, is answered rewritten to name the served one. No inline script
 * names the origin (the build checks it), so their hashes hold. Their brotli
 * copies are made again off the main thread (at the build's quality, about
 * half a second a page); until each is ready the per-response compression
 * serves it.
 */
export function loadPrerenderedPages(
  buildDir: string,
  scriptHashes: string[],
  siteUrl: string,
  log: Log,
): Map<string, PrerenderedPage> {
  const urls = JSON.parse(readFileSync(join(buildDir, PRERENDERED_LIST_FILE), "utf8")) as string[];
  const clientDir = join(buildDir, "client");
  const builtSiteUrl = readBuiltSiteUrl(buildDir);
  const files = urls.map((url) => [url, join(clientDir, url, "index.html")] as const);
  if (builtSiteUrl === siteUrl) {
    return new Map(
      files.map(([url, file]) => {
        const brotli = existsSync(file + BROTLI_SUFFIX)
          ? readFileSync(file + BROTLI_SUFFIX)
          : undefined;
        return [url, served(readFileSync(file, "utf8"), "html", scriptHashes, brotli)];
      }),
    );
  }
  const rewrite = originRewriter(builtSiteUrl, siteUrl);
  const resources = resourceFilesNaming(clientDir, builtSiteUrl);
  const rewritten = new Map([
    ...files.map(
      ([url, file]) =>
        [url, served(rewrite(readFileSync(file, "utf8")), "html", scriptHashes)] as const,
    ),
    ...[...resources].map(([url, text]) => {
      const extension = extname(url);
      return [
        url,
        served(rewrite(text), SPECIAL_CONTENT_TYPES[extension] ?? extension, []),
      ] as const;
    }),
  ]);
  log({
    level: "warn",
    msg:
      `The build was made for SITE_URL ${builtSiteUrl}; serving it as ${siteUrl}: ` +
      `${files.length} pages and ${resources.size} files rewritten. Build with SITE_URL=${siteUrl} ` +
      "to serve the build's own files and brotli copies.",
  });
  void compressOffThread(rewritten, log);
  return rewritten;
}

/** Gives each rewritten page its brotli copy, one at a time, off the main thread. */
async function compressOffThread(pages: Map<string, PrerenderedPage>, log: Log) {
  const started = Date.now();
  try {
    for (const page of pages.values()) {
      const brotli = await compressTextOffThread(page.body, brotliOptions(page.body));
      page.brotli = { body: brotli, etag: etagOf(brotli) };
    }
    log({
      level: "info",
      msg: `brotli copies of the ${pages.size} rewritten pages and files ready`,
      ms: Date.now() - started,
    });
  } catch (error) {
    log({
      level: "error",
      msg: "rewritten pages stay compressed per response",
      error: String(error),
    });
  }
}
