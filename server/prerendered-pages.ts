import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/** Written by the build (scripts/prerender/finish.ts) into build/: the URLs answered from files. */
export const PRERENDERED_LIST_FILE = "prerendered.json";

export type PrerenderedPage = {
  html: string;
  /** 'sha256-…' sources for the page's inline scripts, for its CSP. */
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
export const compressText = (text: string) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });

const etagOf = (content: string | Buffer) =>
  `"${createHash("sha1").update(content).digest("base64url")}"`;

const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string) {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
  );
}

/**
 * The prerendered pages of a build, read once at start and keyed by URL path
 * ('/', '/team', …): exactly those the build listed, so a page rendered per
 * request is never answered from a stale file. Each carries the hashes of its
 * inline scripts, so the CSP allows exactly those and no `unsafe-inline`.
 */
export function loadPrerenderedPages(buildDir: string): Map<string, PrerenderedPage> {
  const urls = JSON.parse(readFileSync(join(buildDir, PRERENDERED_LIST_FILE), "utf8")) as string[];
  return new Map(
    urls.map((url) => {
      const file = join(buildDir, "client", url, "index.html");
      const html = readFileSync(file, "utf8");
      const brotli = existsSync(file + BROTLI_SUFFIX)
        ? readFileSync(file + BROTLI_SUFFIX)
        : undefined;
      return [
        url,
        {
          html,
          scriptHashes: [...new Set(inlineScriptHashes(html))],
          etag: etagOf(html),
          brotli: brotli && { body: brotli, etag: etagOf(brotli) },
        },
      ];
    }),
  );
}
