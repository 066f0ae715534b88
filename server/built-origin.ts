import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";

/**
 * Written by the build (scripts/prerender/finish.ts) into build/: the SITE_URL
 * its prerendered pages, sitemap and feed were written for.
 */
export const BUILT_SITE_URL_FILE = "site-url.txt";

export const readBuiltSiteUrl = (buildDir: string) =>
  readFileSync(join(buildDir, BUILT_SITE_URL_FILE), "utf8").trim();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Rewrites the build's origin to the served one wherever it stands as an
 * origin, not where it only begins a longer host or port (the build's
 * http://localhost:3000 in http://localhost:30001 or https://example.com in
 * https://example.com.au).
 */
export function originRewriter(built: string, served: string) {
  const pattern = new RegExp(`${escapeRegExp(built)}(?![\\w-]|\\.\\w)`, "g");
  return (text: string) => text.replace(pattern, () => served);
}

/** Content types the file names do not tell (the framework's data files, the web manifest). */
export const SPECIAL_CONTENT_TYPES: Record<string, string> = {
  ".data": "text/x-script",
  ".webmanifest": "application/manifest+json",
};

/** The prerendered resources and data files the framework writes, which may name the origin. */
const RESOURCE_EXTENSIONS = new Set([".xml", ".txt", ".data", ".webmanifest", ".json"]);

/**
 * The build's prerendered resource files (sitemap, feed, robots.txt, data
 * files) that name `origin`, keyed by URL path. Pages (index.html) are the
 * prerendered list's; scripts and stylesheets (assets/) never name it.
 */
export function resourceFilesNaming(clientDir: string, origin: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (name.startsWith("assets") || !RESOURCE_EXTENSIONS.has(extname(name))) continue;
    const text = readFileSync(join(clientDir, name), "utf8");
    if (text.includes(origin)) files.set(`/${name.split("\\").join("/")}`, text);
  }
  return files;
}
