/**
 * Checks every prerendered page of the build (build/client/**\/index.html)
 * with the W3C Nu HTML Checker (the `vnu-jar` package; it needs Java 11 or
 * later on the PATH) and fails on any error, naming the page and the line.
 * Warnings are left out: the checker's warnings are advice, its errors are
 * markup that does not conform to HTML. So are its messages about the CSS in
 * a page's <style> ("CSS: …"): its CSS grammar predates what Tailwind 4
 * writes (`@property`, `margin-trim`, custom properties in
 * `transition-property`) and flags every page for it; the browsers' support
 * of that CSS is the stylesheet's business, not the HTML's. One Java process
 * checks every page, in about half a minute for the whole build.
 *
 *   npm run build && npm run check:html
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import vnuJar from "vnu-jar";

const CLIENT_DIR = "build/client";

function* indexFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* indexFiles(path);
    else if (name === "index.html") yield path;
  }
}

const pageOf = (file) => `/${relative(CLIENT_DIR, join(file, "..")).split(sep).join("/")}`;

let files;
try {
  files = [...indexFiles(CLIENT_DIR)].sort();
} catch {
  console.error(`check-html: no ${CLIENT_DIR}; run npm run build first`);
  process.exit(1);
}
if (files.length === 0) {
  console.error(`check-html: no prerendered pages in ${CLIENT_DIR}`);
  process.exit(1);
}

const run = spawnSync(
  "java",
  [
    "-Xss1024k",
    "-jar",
    vnuJar,
    "--errors-only",
    "--format",
    "json",
    "--exit-zero-always",
    ...files,
  ],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
if (run.error || run.status !== 0) {
  console.error(
    `check-html: the checker did not run (is Java installed?): ${run.error ?? run.stderr}`,
  );
  process.exit(1);
}
// With --format json the report is written to stderr.
const { messages } = JSON.parse(run.stderr);
const CSS_MESSAGE = /^CSS: /;
const errors = messages.filter(
  (message) => message.type === "error" && !CSS_MESSAGE.test(message.message),
);
for (const error of errors) {
  const file = decodeURIComponent(new URL(error.url).pathname);
  const page = pageOf(relative(process.cwd(), file));
  console.error(`${page}:${error.lastLine ?? "?"}: ${error.message}`);
}
const pages = new Set(errors.map((error) => error.url));
console.log(
  `check-html: ${files.length} prerendered pages checked, ${errors.length} errors${
    errors.length ? ` on ${pages.size} pages` : ""
  }`,
);
process.exit(errors.length ? 1 : 0);
