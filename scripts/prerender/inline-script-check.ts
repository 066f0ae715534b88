/**
 * Build check for every prerendered page: each inline script it carries is one
 * the server build recorded (build/server/inline-scripts.json, written by
 * scripts/inline-script-plugin.ts), since the server admits exactly those by
 * hash on the pages it answers from memory. A script inlined another way (a
 * new <script> in a component, a framework upgrade that inlines its own) would
 * be blocked by the page's CSP: it stops the build instead, naming the page and
 * the script. No recorded script may name the build's origin either: a server
 * with another SITE_URL rewrites the pages (docs/decisions/027), which would
 * change that script's text and so its hash.
 *
 * The HTML is read with a spec-compliant parser (parse5), as a browser reads it.
 */
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { elementsOf, PageOutputChanged } from "../../server/critical-css.ts";
import { scriptHashSource } from "../../server/inline-scripts.ts";

type Element = DefaultTreeAdapterMap["element"];

/** What the browser runs or reads under the CSP's script-src: every inline script but JSON-LD. */
const isHashedScript = (el: Element) =>
  el.tagName === "script" &&
  !el.attrs.some((attr) => attr.name === "src") &&
  !el.attrs.some((attr) => attr.name === "type" && attr.value === "application/ld+json");

const textOf = (el: Element) =>
  el.childNodes
    .map((node) => ("value" in node && node.nodeName === "#text" ? node.value : ""))
    .join("");

/**
 * Throws PageOutputChanged unless every inline script of `html` has its hash among `recorded`
 * (module → CSP source) and none names `siteUrl`.
 */
export function checkInlineScripts(
  html: string,
  page: string,
  recorded: Record<string, string>,
  siteUrl: string,
): void {
  const known = new Set(Object.values(recorded));
  for (const script of [...elementsOf(parse(html))].filter(isHashedScript)) {
    const text = textOf(script);
    const start = `<script${script.attrs.map((a) => ` ${a.name}="${a.value}"`).join("")}>${text.slice(0, 60)}…`;
    if (!known.has(scriptHashSource(text)))
      throw new PageOutputChanged(
        page,
        `the inline script ${start} is not one the server build recorded (build/server/inline-scripts.json: ${Object.keys(recorded).join(", ")}), so the page's CSP would block it; inline it through scripts/inline-script-plugin.ts`,
      );
    if (text.includes(siteUrl))
      throw new PageOutputChanged(
        page,
        `the inline script ${start} names the origin ${siteUrl}: served under another SITE_URL its text, and so its hash, would change`,
      );
  }
}
