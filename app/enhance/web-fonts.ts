/**
 * The brand fonts (Inter, Playfair Display) are used once this browser has
 * them in its cache, from a visitor's second page on; the first page is drawn
 * in their metric-matched fallbacks. Fetched before the first paint, the two
 * files held back the largest paint of a first visit (docs/decisions/023;
 * figures: reports/measurements-behind-the-code.md).
 *
 * The rule: `<html data-web-fonts>` makes app/app.css put the brand fonts
 * first in its font stacks. The head script (web-fonts-check.ts) sets it,
 * before the body is drawn, when the browser has recorded that it holds these
 * exact files (their hashed URLs, so a changed font is fetched anew); the page
 * script fetches them after the first screen is drawn and records that.
 */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
/** On the head script: the font files' URLs, space-separated. */
export const FONT_FILES_ATTRIBUTE = "data-font-files";
const STORAGE_KEY = "web-fonts";

/** Storage can be switched off or full: then the fallbacks stay. */
function recorded(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Run before the body is drawn: names the brand fonts when this browser holds
 * `files`. With `font-display: optional` Chromium waits for a font at the
 * first paint (up to 100 ms) only when it is preloaded; from the HTTP cache
 * that takes a few milliseconds, so the cached files are preloaded too.
 */
export function preferCachedWebFonts(files: string) {
  if (recorded() !== files) return;
  document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, "");
  for (const href of files.split(" ")) {
    const link = Object.assign(document.createElement("link"), {
      rel: "preload",
      as: "font",
      type: "font/woff2",
      crossOrigin: "anonymous",
      href,
    });
    document.head.append(link);
  }
}

/**
 * Run after the first screen is drawn: fetches the font files into the HTTP
 * cache (they are immutable) and records that they are there. This page keeps
 * its fallbacks: with `font-display: optional` a font that arrives after the
 * first paint is not swapped in, so nothing on screen moves.
 */
export async function fetchWebFonts() {
  const files = document
    .querySelector(`script[${FONT_FILES_ATTRIBUTE}]`)
    ?.getAttribute(FONT_FILES_ATTRIBUTE);
  if (!files || recorded() === files) return;
  try {
    await Promise.all(
      files.split(" ").map(async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(url);
        await response.arrayBuffer();
      }),
    );
    localStorage.setItem(STORAGE_KEY, files);
  } catch {
    // Offline, or storage refused: the next page is drawn in the fallbacks again.
  }
}
