/**
 * Rewrites a page's HTML so the first paint needs nothing but the HTML:
 * - the stylesheet is inlined (one round trip less before anything renders);
 *   its <link> stays, as media="print" so it no longer blocks rendering,
 *   because React hydrates <head> and expects to find it;
 * - the framework's module preloads are dropped and its bootstrap waits for
 *   the window's load event, so ~110 KB of JavaScript no longer competes with
 *   the HTML, fonts and images. Until then the page is plain server HTML:
 *   links and forms work as they do without JavaScript.
 * Applied to prerendered pages at build time and to server-rendered pages as
 * they are sent. See docs/decisions/004-first-paint-before-hydration.md.
 */
// Server-rendered pages carry a nonce attribute on these tags, prerendered ones do not.
const STYLESHEET = /<link((?: nonce="[^"]*")?) rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const MODULE_PRELOAD = /<link(?: nonce="[^"]*")? rel="modulepreload" href="[^"]+"[^>]*\/>/g;
const BOOTSTRAP = /<script((?: nonce="[^"]*")?) type="module" async=""([^>]*)>([\s\S]*?)<\/script>/;

/** Turns the bootstrap's static imports into dynamic ones that run after `load`. */
function deferBootstrap(body: string) {
  const imports: [string | null, string][] = [];
  const rest = body
    .replace(/import \* as (\w+) from "([^"]+)";/g, (_, name: string, href: string) => {
      imports.push([name, href]);
      return "";
    })
    .replace(/import "([^"]+)";/g, (_, href: string) => {
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

/** The optimised page; `readCss` returns a stylesheet's text by its URL path. */
export function optimizeHtml(html: string, readCss: (href: string) => string) {
  if (!BOOTSTRAP.test(html)) return html;
  return html
    .replace(
      STYLESHEET,
      (_, nonce: string, href: string) =>
        `<style${nonce}>${readCss(href)}</style><link${nonce} rel="stylesheet" href="${href}" media="print"/>`,
    )
    .replace(MODULE_PRELOAD, "")
    .replace(
      BOOTSTRAP,
      (_, nonce: string, attributes: string, body: string) =>
        `<script${nonce} type="module" async=""${attributes}>${deferBootstrap(body)}</script>`,
    );
}
