import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Written by the build (scripts/prerender/finish.ts) into build/: the URLs answered from files. */
export const PRERENDERED_LIST_FILE = "prerendered.json";

export type PrerenderedPage = {
  html: string;
  /** 'sha256-…' sources for the page's inline scripts, for its CSP. */
  scriptHashes: string[];
  etag: string;
};

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
      const html = readFileSync(join(buildDir, "client", url, "index.html"), "utf8");
      return [
        url,
        {
          html,
          scriptHashes: [...new Set(inlineScriptHashes(html))],
          etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
        },
      ];
    }),
  );
}
