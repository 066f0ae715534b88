/**
 * On an element of an HTML-only page: the address of the browser module that
 * enhances it (`import src from "#app/enhance/x.ts?browser-module"`, then
 * `<form data-enhance={src}>`). The module's default export is called with the
 * element. Until it has run, the element works as HTML: a form posts.
 */
export const ENHANCE_ATTRIBUTE = "data-enhance";

/** Set once the element's module has run (the browser tests wait for it). */
export const ENHANCED_ATTRIBUTE = "data-enhanced";

/**
 * How near the view an element comes before its module loads: a screen above or below it. The
 * browser draws a waiting section (content-visibility) from a screen and a half away, so the
 * element is laid out by then.
 */
const REACH = "100% 0px";

const started = new WeakSet<HTMLElement>();

function enhance(element: HTMLElement) {
  const src = element.getAttribute(ENHANCE_ATTRIBUTE);
  if (!src || started.has(element)) return;
  started.add(element);
  import(/* @vite-ignore */ src).then(
    (module: { default: (element: HTMLElement) => void }) => {
      module.default(element);
      element.setAttribute(ENHANCED_ATTRIBUTE, "");
    },
    // Offline, or a deploy replaced the file: the element still works as HTML.
    () => {},
  );
}

/**
 * Loads each enhanced element's module, or those within `root` (a part of the page replaced by
 * the server's answer), once the element comes within a screen of the view or the visitor
 * reaches into it first (a tap, or focus from a key or a link). A form far down the home page
 * costs nothing while the page loads: evaluated at load, the forms' checks (zod) were a blocking
 * task of their own in Lighthouse's measure (decision 059).
 */
export function loadBrowserModules(root: ParentNode = document) {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ENHANCE_ATTRIBUTE}]`)];
  if (!elements.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        enhance(entry.target as HTMLElement);
      }
    },
    { rootMargin: REACH },
  );
  for (const element of elements) {
    observer.observe(element);
    const reached = () => {
      observer.unobserve(element);
      enhance(element);
    };
    element.addEventListener("focusin", reached, { once: true });
    element.addEventListener("pointerdown", reached, { once: true });
  }
}
