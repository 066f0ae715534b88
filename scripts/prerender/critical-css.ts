/**
 * Build step for prerendered pages: each page keeps inline only the CSS rules
 * its own elements use, and the whole stylesheet becomes one cached file that
 * the page loads after `load` (docs/decisions/011).
 *
 * Which rules a page uses is Beasties' call: a rule stays when its selector,
 * with pseudo-classes and pseudo-elements removed, matches an element of the
 * page, so hover, focus, print and open-menu (`details[open]`) states stay.
 * Every @font-face and @keyframes rule stays too: they name fonts and
 * animations through CSS variables, which Beasties cannot follow, and the
 * browser downloads only the fonts that text on the page uses. The whole
 * stylesheet is the rest: the @font-face rules are the page's alone.
 *
 * The page's <style> then names the whole stylesheet in `data-full-stylesheet`.
 * The starter (app/utils/scripts-after-load.tsx) loads it after `load` and
 * before the framework's scripts, so what JavaScript adds later (a toast, a
 * revealed section, a page reached by client-side navigation) is styled.
 */
import { createHash } from "node:crypto";
import Beasties from "beasties";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import postcss from "postcss";
import { FULL_STYLESHEET_ATTRIBUTE } from "../../app/utils/inline-stylesheet.tsx";
import { WEB_FONTS_ATTRIBUTE } from "../../app/utils/web-fonts.tsx";
import { FrameworkOutputChanged } from "./hydration-check.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

function* elementsOf(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elementsOf(child);
}

/** The page's one inline stylesheet, as app/utils/inline-stylesheet.tsx renders it, with its offsets. */
function inlineStylesheet(html: string, page: string) {
  const styles = [...elementsOf(parse(html, { sourceCodeLocationInfo: true }))].filter(
    (el) => el.tagName === "style",
  );
  const [style] = styles;
  const location = style?.sourceCodeLocation;
  if (styles.length !== 1 || !style || !location?.endTag)
    throw new FrameworkOutputChanged(
      page,
      `expected the one <style> that InlineStylesheet renders, found ${styles.length}`,
    );
  if (style.attrs.length)
    throw new FrameworkOutputChanged(page, "its <style> already carries attributes");
  const text = html.slice(location.startTag!.endOffset, location.endTag.startOffset);
  return { text, start: location.startOffset, end: location.endOffset };
}

/**
 * The @font-face rules, which every page inlines, and the rest. The whole
 * stylesheet leaves them out: declared a second time, each face would load
 * anew, and text drawn in a fallback while the first one loaded could change
 * its font, and its size, after the page was on screen.
 */
function splitFontFaces(css: string) {
  const root = postcss.parse(css);
  const faces = root.nodes.filter((node) => node.type === "atrule" && node.name === "font-face");
  const fontFaces = faces.join("");
  for (const face of faces) face.remove();
  return { fontFaces, rest: root.toString() };
}

/** The whole stylesheet's file: its name is its content's hash, so browsers may keep it forever. */
function fullStylesheetFile(css: string) {
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10);
  return { href: `/assets/site-${hash}.css`, css };
}

const beasties = new Beasties({
  // Only prunes the inline <style>; there is no stylesheet file to read or write.
  reduceInlineStyles: true,
  external: false,
  // Each <style> on its own: merged, a <noscript>'s rules (the FAQ shows every
  // answer without JavaScript) would move into the page's stylesheet and apply always.
  mergeStylesheets: false,
  fonts: false,
  keyframes: "all",
  // Beasties matches a selector after removing its pseudo-classes with their
  // arguments. Tailwind wraps some whole selectors in `:where()` (space-y-*,
  // divide-*: `:where(.divide-y>:not(:last-child))`), which that removal would
  // empty, dropping the rule: those few rules always stay. So does the rule
  // that names the brand fonts, which matches only once a script has run.
  allowRules: [/^:where\(/, `:root[${WEB_FONTS_ATTRIBUTE}]`],
  logLevel: "warn",
});

/**
 * The page with its inline stylesheet cut to the rules it uses, and the whole
 * stylesheet that it names. Throws FrameworkOutputChanged, naming the page, if
 * the page does not hold exactly one plain <style>.
 */
export async function inlineCriticalCss(html: string, page: string) {
  const style = inlineStylesheet(html, page);
  const { fontFaces, rest } = splitFontFaces(style.text);
  const full = fullStylesheetFile(rest);
  const reduced = inlineStylesheet(await beasties.process(html), page).text;
  const critical = `${reduced}${fontFaces}`;
  const element = `<style ${FULL_STYLESHEET_ATTRIBUTE}="${full.href}">${critical}</style>`;
  return { html: html.slice(0, style.start) + element + html.slice(style.end), full };
}
