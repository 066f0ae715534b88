/**
 * The brand fonts (Inter, Playfair Display) are used once this browser has
 * them in its cache, from a visitor's second page on; the first page is drawn
 * in their metric-matched fallbacks (docs/decisions/012). Fetched before the
 * first paint, the two files (43 KB) held back the largest paint of a first
 * visit by 0.25-0.45 s in Lighthouse's mobile simulation.
 *
 * The rule: `<html data-web-fonts>` makes app/app.css put the brand fonts
 * first in its font stacks. A script in <head> sets it, before the body is
 * drawn, when the browser has recorded that it holds these exact files (their
 * hashed URLs, so a changed font is fetched anew); the starter fetches them
 * after the first paint and records that.
 */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
/** On the <head> script: the font files' URLs, space-separated. */
const FILES_ATTRIBUTE = "data-font-files";
const STORAGE_KEY = "web-fonts";

/**
 * With `font-display: optional` Chromium waits for a font at the first paint
 * (up to 100 ms) only when it is preloaded; from the HTTP cache that takes a
 * few milliseconds, so the cached files are preloaded too. Storage can be
 * switched off or full: then the fallbacks stay.
 */
const CHECK = `try{
const files = document.currentScript.getAttribute("${FILES_ATTRIBUTE}");
if (localStorage.getItem("${STORAGE_KEY}") === files) {
  document.documentElement.setAttribute("${WEB_FONTS_ATTRIBUTE}", "");
  for (const href of files.split(" ")) document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous", href }));
}
}catch{}`;

/**
 * Part of the starter (app/utils/scripts-after-load.tsx), run after the first
 * paint: fetches the font files into the HTTP cache (they are immutable) and
 * records that they are there. This page keeps its fallbacks: with
 * `font-display: optional` a font that arrives after the first paint is not
 * swapped in, so nothing on screen moves.
 */
export const FETCH_WEB_FONTS = `() => {
  const files = document.querySelector("script[${FILES_ATTRIBUTE}]")?.getAttribute("${FILES_ATTRIBUTE}");
  try { if (!files || localStorage.getItem("${STORAGE_KEY}") === files) return; } catch { return; }
  Promise.all(files.split(" ").map((url) => fetch(url).then((response) => {
    if (!response.ok) throw new Error(url);
    return response.arrayBuffer();
  }))).then(() => {
    try { localStorage.setItem("${STORAGE_KEY}", files); } catch {}
  }, () => {});
}`;

/** The <head> script that names the brand fonts when this browser holds `files`. */
export function WebFontsCheck({ files, nonce }: { files: string[]; nonce?: string }) {
  return (
    <script
      nonce={nonce}
      {...{ [FILES_ATTRIBUTE]: files.join(" ") }}
      suppressHydrationWarning
      // The server's text only, as the starter's (app/utils/scripts-after-load.tsx).
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CHECK : "" }}
    />
  );
}
