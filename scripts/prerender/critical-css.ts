/**
 * Build step for prerendered pages: each page keeps inline only the CSS rules
 * its own elements use, and the rest of the stylesheet becomes a cached file
 * that the page loads after `load` (docs/decisions/011, 013).
 *
 * Which rules a page uses is Beasties' call: a rule stays when its selector,
 * with pseudo-classes and pseudo-elements removed, matches an element of the
 * page, so hover, focus, print and open-menu (`details[open]`) states stay.
 * Every @font-face and @keyframes rule stays too: they name fonts and
 * animations through CSS variables, which Beasties cannot follow, and the
 * browser downloads only the fonts that text on the page uses.
 *
 * The page's <style> then names the rest in `data-rest-stylesheet`: every rule
 * of the whole stylesheet that the page does not inline, and nothing twice.
 * The starter (app/utils/scripts-after-load.tsx) loads it after `load` and
 * before the framework's scripts, so what JavaScript adds later (a toast, a
 * revealed section, a page reached by client-side navigation) is styled. The
 * rest restyles only the elements its selectors name, none of them on the page
 * yet, so it costs the browser no recalculation of the page's style; the whole
 * stylesheet again, or any selector that names no class, tag or attribute
 * (`*`, `::placeholder`, `:focus-visible`), restyles every element in one task
 * (figures: reports/measurements-behind-the-code.md).
 */
import { createHash } from "node:crypto";
import Beasties from "beasties";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import postcss, { type AtRule, type ChildNode, type Rule } from "postcss";
import { REST_STYLESHEET_ATTRIBUTE } from "../../app/utils/inline-stylesheet.tsx";
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
 * The @font-face rules, which every page inlines, and the others. The rest
 * file never holds them: declared a second time, each face would load anew,
 * and text drawn in a fallback while the first one loaded could change its
 * font, and its size, after the page was on screen.
 */
function splitFontFaces(css: string) {
  const root = postcss.parse(css);
  const faces = root.nodes.filter((node) => node.type === "atrule" && node.name === "font-face");
  const fontFaces = faces.join("");
  for (const face of faces) face.remove();
  return { fontFaces, others: root.toString() };
}

/**
 * A node's content as CSS means it, whatever the spacing: Beasties writes
 * `--a:1` where Tailwind wrote `--a: 1`.
 */
function meaning(node: ChildNode): string {
  if (node.type === "decl") return `${node.prop}:${node.value.trim()}${node.important ? "!" : ""}`;
  if (node.type === "comment") return "";
  const children = node.nodes?.map(meaning).join(";") ?? "";
  return node.type === "rule"
    ? `${node.selector}{${children}}`
    : `@${node.name} ${node.params}{${children}}`;
}

/** The at-rules (@layer, @media, @supports) a node sits in, outermost first. */
export function atRulesAround(node: ChildNode) {
  let path = "";
  for (let parent = node.parent; parent?.type === "atrule"; parent = parent.parent as AtRule)
    path = `@${(parent as AtRule).name} ${(parent as AtRule).params}{${path}`;
  return path;
}

const declarationsOf = (rule: Rule) => rule.nodes.map(meaning).join(";");

/** @keyframes, @property and `@layer a, b;` are compared whole; other at-rules hold rules. */
const isOnePiece = (atRule: AtRule) =>
  atRule.name === "keyframes" || !atRule.nodes?.some((child) => child.type !== "decl");

/**
 * Selectors that start with no class, tag or attribute: every page keeps them
 * inline (see `allowRules` below), and the rest never repeats them.
 */
const ALWAYS_INLINE = /^[*:]/;

/**
 * What of the whole stylesheet the page's own rules leave out, in an order that
 * keeps the cascade. Beasties keeps a rule with only the selectors that match
 * (`h1,h2,h3` becomes `h1` on a page without h2 and h3), so the rest keeps a
 * rule with the selectors the page lacks, under the same at-rules.
 * The rest comes after the page's rules, so from the first rule the page lacks
 * on it repeats the page's rules too: otherwise a rule of the page that comes
 * later in the whole stylesheet (`lg:grid-cols-3`) would lose to an earlier one
 * of the rest (`md:grid-cols-2`) on a page drawn after a client-side navigation.
 * Not repeated: @property, @keyframes and @layer statements the page has, and
 * the selectors every page keeps inline.
 */
function restOf(whole: string, own: string) {
  const ownSelectors = new Map<string, Set<string>>();
  const ownAtRules = new Set<string>();
  postcss.parse(own).walk((node) => {
    if (node.type === "rule") {
      const key = `${atRulesAround(node)}|${declarationsOf(node)}`;
      const selectors = ownSelectors.get(key) ?? new Set();
      for (const selector of node.selectors) selectors.add(selector);
      ownSelectors.set(key, selectors);
    } else if (node.type === "atrule" && isOnePiece(node))
      ownAtRules.add(`${atRulesAround(node)}${meaning(node)}`);
  });
  const rest = postcss.parse(whole);
  let pastFirstMissing = false;
  rest.walk((node) => {
    if (node.type === "atrule" && ownAtRules.has(`${atRulesAround(node)}${meaning(node)}`))
      node.remove();
    else if (
      node.type === "rule" &&
      !(node.parent?.type === "atrule" && isOnePiece(node.parent as AtRule))
    ) {
      const own = ownSelectors.get(`${atRulesAround(node)}|${declarationsOf(node)}`);
      const missing = node.selectors.filter((selector) => !own?.has(selector));
      if (missing.length) pastFirstMissing = true;
      const kept = pastFirstMissing
        ? node.selectors.filter((selector) => !own?.has(selector) || !ALWAYS_INLINE.test(selector))
        : missing;
      if (!kept.length) node.remove();
      else node.selectors = kept;
    }
  });
  // Drop the @media, @supports and @layer blocks that the removals emptied; again, until none
  // is left, as a block emptied can leave its parent empty.
  const isEmptyBlock = (node: ChildNode) => node.type === "atrule" && node.nodes?.length === 0;
  for (let empty = true; empty; ) {
    empty = false;
    rest.walkAtRules((atRule) => {
      if (isEmptyBlock(atRule)) {
        atRule.remove();
        empty = true;
      }
    });
  }
  return rest.toString();
}

/** The rest's file: its name is its content's hash, so browsers may keep it forever. */
function restStylesheetFile(css: string) {
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10);
  return { href: `/assets/site-rest-${hash}.css`, css };
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
  // Every selector that starts with no class, tag or attribute always stays:
  // `*`, `::placeholder`, `:focus-visible`, `::-webkit-datetime-edit`. Added later
  // (in the rest), such a rule would make the browser restyle every element of
  // the page. Among them: Tailwind's whole selectors in `:where()` (space-y-*,
  // divide-*: `:where(.divide-y>:not(:last-child))`), which Beasties would empty
  // by removing the pseudo-classes, and the rule that names the brand fonts
  // (`:root[data-web-fonts]`), which matches only once a script has run.
  allowRules: [ALWAYS_INLINE],
  logLevel: "warn",
});

/**
 * The page with its inline stylesheet cut to the rules it uses, the rest of
 * the stylesheet that it names, and the whole stylesheet it was rendered with
 * (without @font-face). Throws FrameworkOutputChanged, naming the
 * page, if the page does not hold exactly one plain <style>.
 */
export async function inlineCriticalCss(html: string, page: string) {
  const style = inlineStylesheet(html, page);
  const { fontFaces, others } = splitFontFaces(style.text);
  const reduced = inlineStylesheet(await beasties.process(html), page).text;
  const rest = restStylesheetFile(restOf(others, reduced));
  const critical = `${reduced}${fontFaces}`;
  const element = `<style ${REST_STYLESHEET_ATTRIBUTE}="${rest.href}">${critical}</style>`;
  return {
    html: html.slice(0, style.start) + element + html.slice(style.end),
    rest,
    whole: others,
  };
}
