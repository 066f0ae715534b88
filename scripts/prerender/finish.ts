/**
 * The last build step (npm run build, from react-router.config.ts): checks that the files React Router
 * prerendered are exactly the declared list's (server/pages.ts), checks that
 * each page loads the framework or not as its route's handle says
 * (page-scripts-check.ts) and carries no inline script but those the server
 * build recorded with their hashes (inline-script-check.ts), cuts each
 * HTML-only page's inline stylesheet to the rules it uses (critical-css.ts), writes
 * each page's, script's and stylesheet's brotli copy beside it
 * (server/prerendered-pages.ts), and writes build/prerendered.json, the list of
 * pages the server answers from files, and build/site-url.txt, the SITE_URL
 * they were written for (a server with another one rewrites them,
 * server/prerendered-pages.ts). Any mismatch stops the build with a message
 * naming the page.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { allUrlsOf, PAGES } from "#server/pages.ts";
import { siteUrlFrom } from "../../app/utils/site-url.ts";
import { FORM_TOKEN_FIELD } from "../../domain/forms/guard-fields.ts";
import { BUILT_SITE_URL_FILE } from "../../server/built-origin.ts";
import { inlineCriticalCss, wholeStylesheet } from "../../server/critical-css.ts";
import { readInlineScripts } from "../../server/inline-scripts.ts";
import {
  BROTLI_SUFFIX,
  compressText,
  PRERENDERED_LIST_FILE,
} from "../../server/prerendered-pages.ts";
import { checkInlineScripts } from "./inline-script-check.ts";
import { checkPageScripts } from "./page-scripts-check.ts";

const CLIENT_DIR = "build/client";
const PRERENDERED_LIST = join("build", PRERENDERED_LIST_FILE);

function* indexFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* indexFiles(path);
    else if (name === "index.html") yield path;
  }
}

const urlOfIndexFile = (file: string) => {
  const dir = relative(CLIENT_DIR, join(file, "..")).split(sep).join("/");
  return dir ? `/${dir}` : "/";
};

/** The last build step, after the prerender: see the file's comment. */
export async function finishPrerender() {
  const prerendered = PAGES.filter((entry) => entry.rendering === "prerender");
  const documents = prerendered.filter((entry) => entry.kind === "document").flatMap(allUrlsOf);
  const resources = prerendered.filter((entry) => entry.kind === "resource").flatMap(allUrlsOf);
  const problems: string[] = [];

  const found = new Set([...indexFiles(CLIENT_DIR)].map(urlOfIndexFile));
  for (const url of documents)
    if (!found.has(url)) problems.push(`${url}: declared "prerender" but no page was written`);
  for (const url of found)
    if (!documents.includes(url))
      problems.push(`${url}: a page was prerendered that the list does not declare "prerender"`);
  for (const url of resources)
    if (!existsSync(join(CLIENT_DIR, url)))
      problems.push(`${url}: declared "prerender" but no file was written`);
  if (problems.length)
    throw new Error(`Prerendered pages do not match server/pages.ts:\n  ${problems.join("\n  ")}`);

  // The origin the pages name, as the prerender read it (app/utils/meta.ts); robots.txt says which it wrote.
  const siteUrl = siteUrlFrom(process.env.SITE_URL);
  const inlineScripts = readInlineScripts("build");
  const wholeStylesheets = new Set<string>();
  let htmlOnlyPages = 0;
  for (const url of documents) {
    const file = join(CLIENT_DIR, url, "index.html");
    const rendered = readFileSync(file, "utf8");
    // A lead form's token must be fresh per render: such a page is never a shared file.
    if (rendered.includes(`name="${FORM_TOKEN_FIELD}"`))
      throw new Error(
        `${url}: the page renders a lead form (a per-render token); declare it "per-request" in server/pages.ts`,
      );
    wholeStylesheets.add(wholeStylesheet(rendered, file));
    const htmlOnly = checkPageScripts(rendered, file) === "html-only";
    const html = htmlOnly ? await inlineCriticalCss(rendered, file) : rendered;
    if (htmlOnly) htmlOnlyPages++;
    checkInlineScripts(html, file, inlineScripts, siteUrl);
    writeFileSync(file, html);
    writeFileSync(file + BROTLI_SUFFIX, compressText(html));
  }
  // Every page is rendered with the one stylesheet (entry.server.tsx); two would mean a page built apart.
  if (wholeStylesheets.size > 1)
    throw new Error(
      `Prerendered pages carry ${wholeStylesheets.size} different stylesheets; expected one`,
    );
  // The scripts and stylesheets, each with its brotli copy (server/app.ts serves it).
  const ASSETS_DIR = join(CLIENT_DIR, "assets");
  for (const name of readdirSync(ASSETS_DIR).filter((name) => /\.(js|css)$/.test(name))) {
    const file = join(ASSETS_DIR, name);
    writeFileSync(file + BROTLI_SUFFIX, compressText(readFileSync(file, "utf8")));
  }
  writeFileSync(PRERENDERED_LIST, `${JSON.stringify(documents, null, 2)}\n`);
  const robots = readFileSync(join(CLIENT_DIR, "robots.txt"), "utf8");
  if (!robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`))
    throw new Error(
      `robots.txt does not name SITE_URL ${siteUrl}: the prerendered pages were written for another origin`,
    );
  writeFileSync(join("build", BUILT_SITE_URL_FILE), `${siteUrl}\n`);
  console.log(
    `prerender: ${documents.length} pages checked (${htmlOnlyPages} HTML-only), ${resources.length} resources; list in ${PRERENDERED_LIST}`,
  );
}
