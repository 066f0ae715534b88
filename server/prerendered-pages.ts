import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { FORM_TOKEN_PLACEHOLDER } from "#app/utils/forms/guard-fields.ts";

export type PrerenderedPage = {
  /** The HTML, split where a fresh form token goes in (one part when the page has no form). */
  parts: string[];
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

function findIndexFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findIndexFiles(path);
    return name === "index.html" ? [path] : [];
  });
}

/**
 * The prerendered pages under the client build folder, read once at start and
 * keyed by URL path ('/', '/team', …), with the hashes of their inline
 * scripts so the CSP can allow exactly those and no `unsafe-inline`.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of findIndexFiles(clientDir)) {
    const dir = relative(clientDir, join(file, "..")).split(sep).join("/");
    const html = readFileSync(file, "utf8");
    pages.set(dir ? `/${dir}` : "/", {
      parts: html.split(FORM_TOKEN_PLACEHOLDER),
      scriptHashes: [...new Set(inlineScriptHashes(html))],
      etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    });
  }
  return pages;
}

/** The page's HTML with a fresh form token wherever a form needs one. */
export function renderPrerendered(page: PrerenderedPage) {
  return page.parts.join(randomUUID());
}
