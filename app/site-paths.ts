/**
 * The site's page paths, read from the route table itself (app/routes.ts) and
 * the blog folder, for build-time use: prerendering, the sitemap and the
 * quality audit. Page routes are the .tsx modules with a static path.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "./routes.ts";

const BLOG_DIR = fileURLToPath(new URL("../content/blog/", import.meta.url));

/** Pages rendered per request only (their content depends on the query string). */
export const SSR_ONLY_PATHS = ["/event/sign-in"];

function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

export function staticPagePaths(): string[] {
  return flatten(routes)
    .filter(({ path, file }) => file.endsWith(".tsx") && !path.includes(":") && !path.includes("*"))
    .map(({ path }) => path);
}

export function resourcePaths(): string[] {
  return flatten(routes)
    .filter(({ path, file }) => file.endsWith(".ts") && /\.(xml|txt)$/.test(path))
    .map(({ path }) => path);
}

export function blogSlugs(): string[] {
  return readdirSync(BLOG_DIR)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3))
    .sort();
}

export function blogPostPaths(): string[] {
  return blogSlugs().map((slug) => `/blog/${slug}`);
}
