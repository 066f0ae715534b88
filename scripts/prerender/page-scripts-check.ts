/**
 * Build check for every prerendered page (and, in the tests, for pages
 * rendered per request): the page loads what its layout route says
 * (app/utils/layout-handle.ts), as the root recorded it on the page script
 * (PAGE_KIND_ATTRIBUTE). A hydrated page carries React Router's module
 * scripts; an HTML-only page carries none of the framework and no script but
 * the site's two inline ones (app/components/page-scripts.tsx) and data
 * (JSON-LD, speculation rules). On every page nothing blocks the first paint:
 * the stylesheet is inline. A page that breaks this (a layout whose handle and
 * output disagree, or a framework upgrade that renders its scripts anew) stops
 * the build with a message naming the page and what it found.
 *
 * The HTML is read with a spec-compliant parser (parse5), as a browser reads it.
 */
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { PAGE_KIND_ATTRIBUTE, type PageKind } from "../../app/enhance/page-kind.ts";
import { FONT_FILES_ATTRIBUTE } from "../../app/enhance/web-fonts.ts";
import { elementsOf, PageOutputChanged } from "../../server/critical-css.ts";

type Element = DefaultTreeAdapterMap["element"];

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

const isScript = (el: Element) => el.tagName === "script";
const isModuleScript = (el: Element) => isScript(el) && attribute(el, "type") === "module";
const isModulePreload = (el: Element) =>
  el.tagName === "link" && attribute(el, "rel") === "modulepreload";
/** Scripts the browser reads as data, never runs. */
const isData = (el: Element) =>
  ["application/ld+json", "speculationrules"].includes(attribute(el, "type") ?? "");
const isPageScript = (el: Element) =>
  isScript(el) && attribute(el, PAGE_KIND_ATTRIBUTE) !== undefined;
const isFontCheck = (el: Element) =>
  isScript(el) && attribute(el, FONT_FILES_ATTRIBUTE) !== undefined;
const describe = (el: Element) =>
  `<${el.tagName}${el.attrs.map((a) => ` ${a.name}="${a.value}"`).join("")}>`;

/** Throws PageOutputChanged unless the page is what its page script says; returns that. */
export function checkPageScripts(html: string, page: string): PageKind {
  const elements = [...elementsOf(parse(html))];
  const fail = (problem: string): never => {
    throw new PageOutputChanged(page, problem);
  };

  const stylesheet = elements.find(
    (el) => el.tagName === "link" && attribute(el, "rel") === "stylesheet",
  );
  if (stylesheet) fail(`a render-blocking ${describe(stylesheet)} is in the page`);

  const pageScripts = elements.filter(isPageScript);
  if (pageScripts.length !== 1) fail(`expected one page script, found ${pageScripts.length}`);
  const fontChecks = elements.filter(isFontCheck);
  if (fontChecks.length !== 1) fail(`expected one web-font check, found ${fontChecks.length}`);
  const kind = attribute(pageScripts[0]!, PAGE_KIND_ATTRIBUTE);
  if (kind !== "hydrated" && kind !== "html-only")
    return fail(`the page script's ${PAGE_KIND_ATTRIBUTE} is "${kind}"`);

  const framework = elements.filter((el) => isModuleScript(el) || isModulePreload(el));
  if (kind === "hydrated" && !framework.some(isModuleScript))
    fail("a page that hydrates carries no module script of React Router's <Scripts>");
  if (kind === "html-only") {
    const foreign = elements.find(
      (el) =>
        isModulePreload(el) ||
        (isScript(el) && !isPageScript(el) && !isFontCheck(el) && !isData(el)),
    );
    if (foreign) fail(`${describe(foreign)} is in an HTML-only page`);
  }
  return kind;
}
