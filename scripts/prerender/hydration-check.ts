/**
 * Build check for every prerendered page (and, in the tests, for pages
 * rendered per request): the framework's JavaScript starts after `load`, or
 * on first use (app/utils/scripts-after-load.tsx), or, on an HTML-only page
 * (app/utils/framework-start.ts), none of it is in the page. That component relies on what React
 * Router's <Scripts> renders: classic inline scripts, module scripts and
 * module preloads, nothing else. A framework upgrade that changes this stops
 * the build with a message naming the page and what changed, instead of
 * shipping a page that loads its JavaScript early or not at all.
 *
 * The HTML is read with a spec-compliant parser (parse5) with scripting on,
 * as a browser reads it: the held scripts are text, and whatever escapes the
 * holder shows up as elements of the page.
 */
import { type DefaultTreeAdapterMap, parse, parseFragment } from "parse5";
import type { FrameworkStart } from "../../app/utils/framework-start.ts";
import {
  FRAMEWORK_SCRIPTS_ID,
  FRAMEWORK_START_ATTRIBUTE,
  HELD_SCRIPT_TYPE,
  SCRIPTS_STARTER,
} from "../../app/utils/scripts-after-load.tsx";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];
type Template = DefaultTreeAdapterMap["template"];

export class FrameworkOutputChanged extends Error {
  constructor(page: string, problem: string) {
    super(
      `${page}: React Router's rendered HTML is not what app/utils/scripts-after-load.tsx expects: ${problem}. ` +
        "Check the framework's <Scripts> output after the upgrade and update that component and this check.",
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

// What the starter keeps until load (its selector): module scripts and module preloads.
const isModuleScript = (el: Element) =>
  el.tagName === "script" && attribute(el, "type") === "module";
const isModulePreload = (el: Element) =>
  el.tagName === "link" && attribute(el, "rel") === "modulepreload";
const isClassicInlineScript = (el: Element) =>
  el.tagName === "script" &&
  attribute(el, "src") === undefined &&
  [undefined, "", "text/javascript"].includes(attribute(el, "type"));
/** React Router's data scripts: each writes a chunk of the loader data to its stream, or closes it. */
const DATA_SCRIPT =
  /^window\.__reactRouterContext\.streamController\.(enqueue\("(?:[^"\\]|\\.)*"\)|close\(\));$/;
/** The session-storage key in React Router's scroll script. */
const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";
const textOf = (el: Element) =>
  el.childNodes.map((node) => ("value" in node ? node.value : "")).join("");
const describe = (el: Element) =>
  `<${el.tagName}${el.attrs.map((a) => ` ${a.name}="${a.value}"`).join("")}>`;

/**
 * Throws FrameworkOutputChanged unless the page starts the framework's
 * JavaScript after `load` or on first use, as its holder says, or is
 * HTML-only: no holder, the starter, and no trace of the framework (its
 * inline scripts carry what hydration needs). Says when the page starts it.
 */
export function checkScriptsAfterLoad(html: string, page: string): FrameworkStart {
  const elements = [...elementsOf(parse(html))];
  const fail = (problem: string) => {
    throw new FrameworkOutputChanged(page, problem);
  };

  // Our own contract (app/utils/inline-stylesheet.tsx): styles are inline, nothing blocks the first paint.
  const stylesheet = elements.find(
    (el) => el.tagName === "link" && attribute(el, "rel") === "stylesheet",
  );
  if (stylesheet) fail(`a render-blocking ${describe(stylesheet)} is in the page`);

  const early = elements.find((el) => isModuleScript(el) || isModulePreload(el));
  if (early) fail(`${describe(early)} starts before load, outside the holder`);

  const holders = elements.filter(
    (el) => el.tagName === "template" && attribute(el, "id") === FRAMEWORK_SCRIPTS_ID,
  );
  if (holders.length === 0) {
    const starters = elements.filter(
      (el) => isClassicInlineScript(el) && textOf(el) === SCRIPTS_STARTER,
    );
    if (starters.length !== 1) fail(`an HTML-only page with ${starters.length} starters, not one`);
    const framework = elements.find(
      (el) =>
        isClassicInlineScript(el) &&
        textOf(el) !== SCRIPTS_STARTER &&
        textOf(el).includes("__reactRouter"),
    );
    if (framework) fail(`${describe(framework)} of the framework is in a page without the holder`);
    return "never";
  }
  if (holders.length !== 1)
    fail(`expected one <template id="${FRAMEWORK_SCRIPTS_ID}">, found ${holders.length}`);
  const holder = holders[0]!;
  const start = attribute(holder, FRAMEWORK_START_ATTRIBUTE);
  if (start !== "after-load" && start !== "on-first-use")
    fail(
      `the holder's ${FRAMEWORK_START_ATTRIBUTE} is ${start ?? "missing"}, not a time the starter knows`,
    );
  const held: Node[] = (holder as Template).content?.childNodes ?? [];
  const noscript = held.find((node): node is Element => "tagName" in node);
  if (held.length !== 1 || noscript?.tagName !== "noscript")
    fail("the holder does not hold exactly one <noscript> with the framework's scripts");
  const siblings = holder.parentNode?.childNodes.filter((node) => "tagName" in node) ?? [];
  const starter = siblings[siblings.indexOf(holder) + 1] as Element | undefined;
  if (!starter || !isClassicInlineScript(starter) || textOf(starter) !== SCRIPTS_STARTER)
    fail("the holder is not followed by the inline script that starts it");

  // During load the framework's own scripts may only write to the stand-in stream the starter
  // sets up (the loader data), and its scroll script must wait, inert, for the start.
  const starterAt = elements.indexOf(starter!);
  const running = elements.find(
    (el, index) =>
      el !== starter &&
      isClassicInlineScript(el) &&
      textOf(el).includes("__reactRouter") &&
      !(index > starterAt && DATA_SCRIPT.test(textOf(el))),
  );
  if (running) fail(`${describe(running)} of the framework runs during load`);
  const scroll = elements.filter((el) => textOf(el).includes(SCROLL_POSITIONS_KEY));
  if (scroll.length !== 1 || attribute(scroll[0]!, "type") !== HELD_SCRIPT_TYPE)
    fail(`expected one scroll script, of type ${HELD_SCRIPT_TYPE}; found ${scroll.length}`);
  const inside = [...elementsOf(parseFragment(textOf(noscript!)))];
  const unknown = inside.find(
    (el) => !isModuleScript(el) && !isModulePreload(el) && !isClassicInlineScript(el),
  );
  if (unknown) fail(`<Scripts> now renders ${describe(unknown)}, which the starter does not know`);
  if (!inside.some(isModuleScript)) fail("<Scripts> renders no module script (the bootstrap)");
  if (!inside.some(isModulePreload)) fail("<Scripts> renders no module preloads");
  return start as FrameworkStart;
}
