import { Scripts, ScrollRestoration } from "react-router";
import { CURRENT_YEAR_ATTRIBUTE } from "../components/copyright-year.tsx";
import type { FrameworkStart } from "./framework-start.ts";
import { REST_STYLESHEET_ATTRIBUTE } from "./inline-stylesheet.tsx";
import { DISMISS_MENUS } from "./menu-dismiss.ts";
import { SWITCH_TABS } from "./tab-switching.ts";
import { FETCH_WEB_FONTS } from "./web-fonts.tsx";

/** The `<template>` that holds the framework's scripts until the page has loaded. */
export const FRAMEWORK_SCRIPTS_ID = "framework-scripts";

/** The holder's attribute that says when the framework starts (app/utils/framework-start.ts). */
export const FRAMEWORK_START_ATTRIBUTE = "data-start";

/** Of the held scripts, the JavaScript downloads and the hydration they start: appended one per task. */
const DOWNLOADS = 'script[type="module"], link[rel="modulepreload"]';

/**
 * The type that keeps React Router's scroll script (<ScrollRestoration>) inert
 * where it stands until the framework starts: the browser runs no script of an
 * unknown type. The starter then runs a copy of it.
 */
export const HELD_SCRIPT_TYPE = "text/x-held-until-framework-start";
const HELD: object = { type: HELD_SCRIPT_TYPE };

/**
 * Runs where it stands in the page. Nothing of the framework runs during
 * load: its scroll script (a history key and a session-storage read: 8 ms,
 * median of 11, on the 2-core test machine; a phone is slower) and the stream
 * its data scripts write to wait with its downloads. Until then the data scripts,
 * further down, write to a stand-in that keeps their chunks. When the framework
 * starts, the starter runs the scroll script and the held classic scripts (the
 * stream), passes on the kept chunks, then appends the module bootstrap and
 * its preloads. createContextualFragment leaves scripts runnable (innerHTML
 * would not); each keeps its nonce, the scroll script's copy takes the
 * original's, and prerendered pages list every script's hash in their CSP.
 * "After load" means after `load`, the first contentful paint (its paint
 * timing entry, which arrives once the frame is on screen) and the frame that
 * draws the first screen's images (each decoded, then one frame): on a fast
 * connection `load` can come before the first paint, and the largest image
 * can be drawn 100-200 ms after the first paint; a download started before
 * either would compete with it, and Lighthouse counts every request that ends
 * before the largest paint into its simulated LCP (`/blog`: 1.06 s, or 1.52 s
 * when the fonts' fetch ended first). Each element is appended in a task of its own:
 * starting a download costs the main thread ~1 ms, and a page has about twenty
 * (the module preloads), which in one task made one of 15-45 ms.
 * A prerendered page inlines only the CSS rules it uses; its <style> names the
 * rest of the stylesheet, which loads first (or fails), so that whatever the
 * framework draws later, on this page or the next one, is styled. The brand
 * fonts are fetched last, for the next page (app/utils/web-fonts.tsx).
 * A page enhanced on first use keeps its framework until the visitor first
 * presses, types, focuses, scrolls or moves a pointer, and after `load` (or at
 * once, if she did so before). The listeners are passive and removed at the
 * first of them: the event itself goes on to the page as plain HTML handles it.
 * An HTML-only page has no holder: nothing there draws later, so the starter
 * only fetches the fonts (app/utils/framework-start.ts).
 * On every page, before anything else, the starter puts this year in the
 * copyright line (the prerendered HTML carries the build's year) and sets up
 * the menus' dismissals (app/utils/menu-dismiss.ts) and the tabs
 * (app/utils/tab-switching.ts): neither needs the framework.
 */
export const SCRIPTS_STARTER = `{
for (const year of document.querySelectorAll("[${CURRENT_YEAR_ATTRIBUTE}]")) year.textContent = new Date().getFullYear();
(${DISMISS_MENUS})();
(${SWITCH_TABS})();
const holder = document.getElementById("${FRAMEWORK_SCRIPTS_ID}");
let startFramework = () => {};
if (holder) {
  const kept = [];
  window.__reactRouterContext = { streamController: { enqueue: (chunk) => kept.push(["enqueue", chunk]), close: () => kept.push(["close"]) } };
  startFramework = () => {
    const range = document.createRange();
    range.selectNodeContents(document.body);
    const scripts = [...range.createContextualFragment(holder.content.firstElementChild.textContent).children];
    const downloads = scripts.filter((node) => node.matches('${DOWNLOADS}'));
    const scroll = [...document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]')].map((held) => Object.assign(document.createElement("script"), { nonce: held.nonce, text: held.text }));
    document.body.append(...scroll, ...scripts.filter((node) => !downloads.includes(node)));
    for (const [method, chunk] of kept) window.__reactRouterContext.streamController[method](chunk);
    for (const node of downloads) setTimeout(() => document.body.append(node));
  };
}
const firstUse = new Promise((resolve) => {
  if (holder?.getAttribute("${FRAMEWORK_START_ATTRIBUTE}") !== "on-first-use") return resolve();
  const uses = ["pointerdown", "pointermove", "keydown", "focusin", "touchstart", "wheel", "scroll"];
  const used = () => {
    for (const type of uses) removeEventListener(type, used, true);
    resolve();
  };
  for (const type of uses) addEventListener(type, used, { capture: true, passive: true });
});
const fetchWebFonts = ${FETCH_WEB_FONTS};
const startScripts = () => {
  firstUse.then(startFramework);
  setTimeout(fetchWebFonts);
};
const rest = document.querySelector("style[${REST_STYLESHEET_ATTRIBUTE}]")?.getAttribute("${REST_STYLESHEET_ATTRIBUTE}");
const loadRest = () => {
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: rest });
  link.addEventListener("load", startScripts, { once: true });
  link.addEventListener("error", startScripts, { once: true });
  document.head.append(link);
};
const begin = holder && rest ? loadRest : startScripts;
const onScreen = (image) => {
  // Skipped by content-visibility is off screen; measuring it would lay it out (50 ms on /blog).
  if (image.checkVisibility?.({ contentVisibilityAuto: true }) === false) return false;
  const box = image.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
};
const firstScreenDrawn = () =>
  Promise.all([...document.images].filter(onScreen).map((image) => image.decode().catch(() => {})))
    .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
const afterPaint = () => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return firstScreenDrawn().then(begin);
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    firstScreenDrawn().then(begin);
  });
  observer.observe({ type: "paint", buffered: true });
};
if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });
}`;

/**
 * React Router's <Scripts> and <ScrollRestoration>, started after the window's
 * `load` event, so the framework's JavaScript does not compete with the HTML,
 * fonts and images for the first paint. Until then the page is plain HTML that
 * works: links navigate, forms post, menus open (docs/decisions/008, 019).
 *
 * The server renders <Scripts> inside <template><noscript>. React renders a
 * <noscript>'s children in place (it would hoist the module preloads into
 * <head> anywhere else), and a browser with scripting on reads them as text;
 * the <template> keeps them inert where scripting is off, so nothing is
 * downloaded for nothing. The browser never renders <Scripts> after
 * hydration, so on the client the template stays empty.
 */
export function ScriptsAfterLoad({ nonce, start }: { nonce?: string; start: FrameworkStart }) {
  return (
    <>
      {start === "never" ? null : (
        <>
          {/* The same element on server and browser: inert in the HTML; in the browser its
              hooks save and restore scroll positions once the framework runs. Its types leave
              `type` out, but it passes every prop to its <script>; the build check
              (scripts/prerender/hydration-check.ts) stops on a scroll script that is not held. */}
          <ScrollRestoration nonce={nonce} {...HELD} />
          {/* The browser renders "after-load" here (useFrameworkStart); the server's value is the one the starter reads. */}
          <template
            id={FRAMEWORK_SCRIPTS_ID}
            {...{ [FRAMEWORK_START_ATTRIBUTE]: start }}
            suppressHydrationWarning
          >
            {typeof document === "undefined" ? (
              <noscript>
                <Scripts nonce={nonce} />
              </noscript>
            ) : null}
          </template>
        </>
      )}
      {/* The text is the server's only. The browser runs an inline script once, from the
          HTML, and hydration keeps the element as it is (React neither compares nor rewrites
          dangerouslySetInnerHTML when hydrating), so the browser bundle need not carry it:
          `import.meta.env.SSR` is a build-time constant, and the client build drops the
          unused text. It can only while the text is side-effect free: its interpolations
          are plain constants (quoted in the text), never calls such as JSON.stringify. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SCRIPTS_STARTER : "" }}
      />
    </>
  );
}
