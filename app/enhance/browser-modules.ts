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
 * Loads each enhanced element's module and hands it the element (once its first screen is
 * drawn), or those within `root`: a part of the page replaced by the server's answer.
 */
export function loadBrowserModules(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ENHANCE_ATTRIBUTE}]`)) {
    const src = element.getAttribute(ENHANCE_ATTRIBUTE);
    if (!src) continue;
    import(/* @vite-ignore */ src).then(
      (module: { default: (element: HTMLElement) => void }) => {
        module.default(element);
        element.setAttribute(ENHANCED_ATTRIBUTE, "");
      },
      // Offline, or a deploy replaced the file: the element still works as HTML.
      () => {},
    );
  }
}
