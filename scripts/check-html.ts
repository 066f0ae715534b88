/**
 * Checks every public page with the W3C Nu HTML Checker (the `vnu-jar`
 * package; it needs Java 11 or later on the PATH) and fails on any error,
 * naming the page and the line. The pages are those of the declared page list
 * (server/pages.ts) at their URLs, every blog post among them, as the
 * built server answers them: prerendered, kept until the content changes, or
 * rendered per request. Warnings are left out: the checker's warnings are
 * advice, its errors are markup that does not conform to HTML. So are its
 * messages about the CSS in a page's <style> ("CSS: …"): its CSS grammar
 * predates what Tailwind 4 writes (`@property`, `margin-trim`, custom
 * properties in `transition-property`) and flags every page for it; the
 * browsers' support of that CSS is the stylesheet's business, not the HTML's.
 * And its one message on `<link rel="expect" blocking="render">` (the header's
 * first-paint wait, app/components/site-header.tsx): the HTML Standard allows
 * `blocking` on an `expect` link
 * (https://html.spec.whatwg.org/multipage/links.html#link-type-expect); the
 * checker (26.9.27, the newest) still allows it on stylesheets only.
 * One Java process checks every page.
 *
 *   npm run build && npm run check:html
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import vnuJar from "vnu-jar";
import { allUrlsOf, isStaffPage, PAGES } from "#server/pages.ts";
import { isSeededRecord, startBuiltServer } from "./built-server.ts";

const PORT = Number(process.env.CHECK_HTML_PORT ?? 3290);

const checked = PAGES.filter((entry) => entry.kind === "document" && !isStaffPage(entry)).flatMap(
  (entry) => allUrlsOf(entry).map((url) => ({ url, entry })),
);
const dir = mkdtempSync(join(tmpdir(), "check-html-"));
const fileOf = new Map<string, string>();
const server = await startBuiltServer(PORT);
try {
  for (const [index, { url, entry }] of checked.entries()) {
    const response = await fetch(`http://localhost:${PORT}${url}`);
    // A record page whose record the server's database lacks answers the 404 page (checked too).
    const absent = response.status === 404 && entry.absentOnNewDatabase && !isSeededRecord(url);
    if (!response.ok && !absent) throw new Error(`check-html: ${url} answered ${response.status}`);
    const file = join(dir, `${index}.html`);
    writeFileSync(file, await response.text());
    fileOf.set(file, url);
  }
} finally {
  server.kill();
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
    ...fileOf.keys(),
  ],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
if (run.error || run.status !== 0) {
  console.error(
    `check-html: the checker did not run (is Java installed?): ${run.error ?? run.stderr}`,
  );
  process.exit(1);
}
type Message = {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};
// With --format json the report is written to stderr.
const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
const CSS_MESSAGE = /^CSS: /;
const EXPECT_LINK_MESSAGE =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute/;
const isExpectLink = (message: Message) =>
  EXPECT_LINK_MESSAGE.test(message.message) && /<link rel="expect"/.test(message.extract ?? "");
const errors = messages.filter(
  (message) =>
    message.type === "error" && !CSS_MESSAGE.test(message.message) && !isExpectLink(message),
);
for (const error of errors) {
  const page = fileOf.get(decodeURIComponent(new URL(error.url).pathname)) ?? error.url;
  console.error(`${page}:${error.lastLine ?? "?"}: ${error.message}`);
}
const pages = new Set(errors.map((error) => error.url));
console.log(
  `check-html: ${fileOf.size} pages checked, ${errors.length} errors${
    errors.length ? ` on ${pages.size} pages` : ""
  }`,
);
process.exit(errors.length ? 1 : 0);
