// Rewrites the prerendered pages so the first paint needs nothing but the HTML:
// - the stylesheet is inlined (one round trip less before anything renders); its
//   <link> stays, as media="print" so it no longer blocks rendering, because
//   React hydrates <head> and expects to find it;
// - the framework's module preloads are dropped and its bootstrap waits for the
//   window's load event, so ~110 KB of JavaScript no longer competes with the
//   HTML, fonts and hero image. Until then the page is plain HTML: links and
//   forms work as they do without JavaScript.
// See docs/decisions/004-first-paint-before-hydration.md for the measurements.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CLIENT_DIR = "build/client";

function* indexFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* indexFiles(path);
    else if (name === "index.html") yield path;
  }
}

const cssCache = new Map();
function inlineCss(href) {
  if (!cssCache.has(href)) cssCache.set(href, readFileSync(join(CLIENT_DIR, href), "utf8"));
  return `<style>${cssCache.get(href)}</style><link rel="stylesheet" href="${href}" media="print"/>`;
}

/** Turns the bootstrap's static imports into dynamic ones that run after `load`. */
function deferBootstrap(body) {
  const imports = [];
  const rest = body
    .replace(/import \* as (\w+) from "([^"]+)";/g, (_, name, href) => {
      imports.push([name, href]);
      return "";
    })
    .replace(/import "([^"]+)";/g, (_, href) => {
      imports.push([null, href]);
      return "";
    });
  const names = imports.map(([name], index) => name ?? `_side${index}`);
  return [
    'await new Promise((resolve) => document.readyState === "complete" ? resolve() : addEventListener("load", resolve, { once: true }));',
    `const [${names.join(", ")}] = await Promise.all([${imports.map(([, href]) => `import(${JSON.stringify(href)})`).join(", ")}]);`,
    rest,
  ].join("\n");
}

let pages = 0;
for (const file of indexFiles(CLIENT_DIR)) {
  const html = readFileSync(file, "utf8");
  const bootstraps = html.match(/<script type="module" async="">/g)?.length ?? 0;
  if (bootstraps !== 1)
    throw new Error(`${file}: expected one module bootstrap, found ${bootstraps}`);
  const optimized = html
    .replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g, (_, href) =>
      inlineCss(href),
    )
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(
      /<script type="module" async="">([\s\S]*?)<\/script>/,
      (_, body) => `<script type="module" async="">${deferBootstrap(body)}</script>`,
    );
  writeFileSync(file, optimized);
  pages += 1;
}
console.log(`optimize-html: ${pages} prerendered pages rewritten`);
