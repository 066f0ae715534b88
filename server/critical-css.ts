/**
 * For HTML-only pages, prerendered by the build (scripts/prerender/finish.ts) or kept by the
 * server (server/content-pages.ts): each keeps inline only the CSS
 * rules its own elements use (docs/decisions/023). Nothing draws on such a
 * page later (no framework runs there), so it needs no other rule. A page
 * that React hydrates keeps the whole stylesheet: what React draws later (a
 * toast, a page reached by client-side navigation) must find its rules.
 *
 * Which rules a page uses is Beasties' call: a rule stays when its selector,
 * with pseudo-classes and pseudo-elements removed, matches an element of the
 * page, so hover, focus, print and open-menu (`details[open]`) states stay.
 * Every @font-face and @keyframes rule stays too: they name fonts and
 * animations through CSS variables, which Beasties cannot follow, and the
 * browser downloads only the fonts that text on the page uses.
 */
import Beasties from "beasties";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import postcss from "postcss";
import { REVEAL_ATTRIBUTE, SCROLLED_ATTRIBUTE } from "#domain/page-attributes.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export class PageOutputChanged extends Error {
  constructor(page: string, problem: string) {
    super(
      `${page}: the rendered page is not what the build expects: ${problem}. ` +
        "Check the layout route's handle (app/utils/layout-handle.ts), or React Router's output after an upgrade.",
    );
    this.name = "PageOutputChanged";
  }
}

export function* elementsOf(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elementsOf(child);
  if ("content" in node) yield* elementsOf(node.content);
}

/** The page's one inline stylesheet, as app/utils/inline-stylesheet.tsx renders it, with its offsets. */
function inlineStylesheet(html: string, page: string) {
  const styles = [...elementsOf(parse(html, { sourceCodeLocationInfo: true }))].filter(
    (el) => el.tagName === "style",
  );
  const [style] = styles;
  const location = style?.sourceCodeLocation;
  if (styles.length !== 1 || !style || !location?.endTag)
    throw new PageOutputChanged(
      page,
      `expected the one <style> that InlineStylesheet renders, found ${styles.length}`,
    );
  if (style.attrs.length)
    throw new PageOutputChanged(page, "its <style> already carries attributes");
  const text = html.slice(location.startTag!.endOffset, location.endTag.startOffset);
  return { text, start: location.startOffset, end: location.endOffset };
}

/** The @font-face rules, which every page inlines whole (see the file's comment), and the others. */
function splitFontFaces(css: string) {
  const root = postcss.parse(css);
  const faces = root.nodes.filter((node) => node.type === "atrule" && node.name === "font-face");
  const fontFaces = faces.join("");
  for (const face of faces) face.remove();
  return { fontFaces, others: root.toString() };
}

/** Selectors that start with no class, tag or attribute (see `allowRules` below). */
const ALWAYS_INLINE = /^[*:]/;

/**
 * States the page script sets, which no element has as drawn: the scroll reveal's hidden state
 * (app/enhance/reveal.ts) and the scrolled header (app/enhance/header-scroll.ts).
 */
const SCRIPT_STATES = [
  new RegExp(`^\\[${REVEAL_ATTRIBUTE}="?pending"?\\]`),
  new RegExp(`\\[${SCROLLED_ATTRIBUTE}="?true"?\\]`),
];

const beasties = new Beasties({
  // Only prunes the inline <style>; there is no stylesheet file to read or write.
  reduceInlineStyles: true,
  external: false,
  // Each <style> on its own: merged, a <noscript>'s rules (the FAQ shows every
  // answer without JavaScript) would move into the page's stylesheet and apply always.
  mergeStylesheets: false,
  fonts: false,
  keyframes: "all",
  // Every selector that starts with no class, tag or attribute always stays:
  // `*`, `::placeholder`, `:focus-visible`, `::-webkit-datetime-edit`. Among them:
  // Tailwind's whole selectors in `:where()` (space-y-*, divide-*:
  // `:where(.divide-y>:not(:last-child))`), which Beasties would empty by removing
  // the pseudo-classes, and the rule that names the brand fonts
  // (`:root[data-web-fonts]`), which matches only once the head script has run.
  // So do the states the page script sets, which match only once it has run.
  allowRules: [ALWAYS_INLINE, ...SCRIPT_STATES],
  logLevel: "warn",
});

/** The whole stylesheet a page was rendered with (without @font-face). */
export function wholeStylesheet(html: string, page: string) {
  return splitFontFaces(inlineStylesheet(html, page).text).others;
}

/**
 * The page with its inline stylesheet cut to the rules it uses. Throws
 * PageOutputChanged, naming the page, if the page does not hold exactly one
 * plain <style>.
 */
export async function inlineCriticalCss(html: string, page: string) {
  const style = inlineStylesheet(html, page);
  const { fontFaces } = splitFontFaces(style.text);
  const reduced = inlineStylesheet(await beasties.process(html), page).text;
  return `${html.slice(0, style.start)}<style>${reduced}${fontFaces}</style>${html.slice(style.end)}`;
}
