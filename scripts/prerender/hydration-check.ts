/**
 * Build step for prerendered pages: the framework's JavaScript starts after the
 * window's `load` event instead of competing with the HTML, fonts and images
 * for the first paint. Until then the page is plain HTML that works: links
 * navigate, forms post, menus open. Measured in docs/decisions/005.
 *
 * It rewrites two things React Router 7 renders with <Scripts>: the
 * <link rel="modulepreload"> hints (dropped) and the inline module bootstrap
 * (its static imports become dynamic imports awaited after `load`). That is a
 * contract with the framework's output, so every assumption is checked on
 * every page and a mismatch stops the build with a message saying what changed.
 * The HTML is read with a spec-compliant parser (parse5), so attribute order
 * and quoting do not matter; the page is edited only at the parsed offsets.
 */
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export class FrameworkOutputChanged extends Error {
  constructor(page: string, problem: string) {
    super(
      `${page}: React Router's rendered HTML is not what scripts/prerender/defer-hydration.ts expects: ${problem}. ` +
        "Check the framework's <Scripts> output after the upgrade and update this step.",
    );
    this.name = "FrameworkOutputChanged";
  }
}

function* elementsOf(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elementsOf(child);
  if ("content" in node) yield* elementsOf(node.content);
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** `import * as name from "href";` and `import "href";`: the static imports the bootstrap uses. */
const STATIC_IMPORT =
  /^[ \t]*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s*)?("[^"\n]+"|'[^'\n]+')\s*;?[ \t]*$/gm;
/** Any other static import form left over means the bootstrap changed shape. */
const OTHER_STATIC_IMPORT = /(^|[;\s])import\s*(?!\()[\w*{"']/;

function deferBootstrap(body: string, page: string) {
  const imports: { name: string; href: string }[] = [];
  const rest = body.replace(STATIC_IMPORT, (_, name: string | undefined, href: string) => {
    imports.push({
      name: name ?? `_sideEffect${imports.length}`,
      href: JSON.parse(href.replace(/^'|'$/g, '"')),
    });
    return "";
  });
  if (imports.length === 0)
    throw new FrameworkOutputChanged(page, "the bootstrap has no static imports of route modules");
  if (OTHER_STATIC_IMPORT.test(rest))
    throw new FrameworkOutputChanged(
      page,
      'the bootstrap has a static import in a form other than `import * as x from "…"` or `import "…"`',
    );
  if (!rest.includes("window.__reactRouterRouteModules"))
    throw new FrameworkOutputChanged(
      page,
      "the bootstrap no longer assigns window.__reactRouterRouteModules",
    );
  if (!/\bimport\(\s*["'][^"']+["']\s*\)/.test(rest))
    throw new FrameworkOutputChanged(
      page,
      'the bootstrap no longer imports the client entry with import("…")',
    );
  return [
    'await new Promise((resolve) => document.readyState === "complete" ? resolve() : addEventListener("load", resolve, { once: true }));',
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${JSON.stringify(i.href)})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
}

/** The page with the framework's JavaScript deferred until `load`; throws FrameworkOutputChanged. */
export function deferHydration(html: string, page: string): string {
  const elements = [...elementsOf(parse(html, { sourceCodeLocationInfo: true }))];
  const preloads = elements.filter(
    (el) => el.tagName === "link" && attribute(el, "rel") === "modulepreload",
  );
  const bootstraps = elements.filter(
    (el) =>
      el.tagName === "script" &&
      attribute(el, "type") === "module" &&
      attribute(el, "src") === undefined,
  );
  const stylesheets = elements.filter(
    (el) => el.tagName === "link" && attribute(el, "rel") === "stylesheet",
  );
  if (bootstraps.length !== 1)
    throw new FrameworkOutputChanged(
      page,
      `expected one inline module script (the bootstrap), found ${bootstraps.length}`,
    );
  if (preloads.length === 0)
    throw new FrameworkOutputChanged(page, 'expected <link rel="modulepreload"> hints, found none');
  // Our own contract (app/utils/inline-stylesheet.tsx): styles are inline, nothing blocks the first paint.
  if (stylesheets.length > 0)
    throw new FrameworkOutputChanged(
      page,
      `a render-blocking <link rel="stylesheet" href="${attribute(stylesheets[0]!, "href")}"> is in the page`,
    );

  const [bootstrap] = bootstraps as [Element];
  const location = bootstrap.sourceCodeLocation;
  if (!location?.startTag || !location.endTag)
    throw new FrameworkOutputChanged(page, "the bootstrap script has no end tag");
  const edits = [
    ...preloads.map((el) => ({
      start: el.sourceCodeLocation!.startOffset,
      end: el.sourceCodeLocation!.endOffset,
      text: "",
    })),
    {
      start: location.startTag.endOffset,
      end: location.endTag.startOffset,
      text: deferBootstrap(
        html.slice(location.startTag.endOffset, location.endTag.startOffset),
        page,
      ),
    },
  ].sort((a, b) => b.start - a.start);
  return edits.reduce(
    (out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end),
    html,
  );
}
