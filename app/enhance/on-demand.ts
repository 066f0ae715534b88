/**
 * A module a page loads only when the visitor asks for what it does (the listing's photo viewer,
 * its tour's player): nothing is fetched at load. The element names its module
 * (`import src from "#app/enhance/x.ts?browser-module"`, `<div data-on-demand={src}>`); a click on
 * one of its `[data-opens]` controls loads it and calls its default export with the element and
 * the control. Until then, and without JavaScript, each control works as HTML: a link opens.
 */
export const ON_DEMAND_ATTRIBUTE = "data-on-demand";

/** On a control inside an on-demand element: a click opens the module with it. */
export const OPENS_ATTRIBUTE = "data-opens";

export type OnDemandModule = {
  default: (element: HTMLElement, control: HTMLElement) => void;
};

export function openOnDemand() {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const control =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(`[${OPENS_ATTRIBUTE}]`)
        : null;
    const element = control?.closest<HTMLElement>(`[${ON_DEMAND_ATTRIBUTE}]`);
    const src = element?.getAttribute(ON_DEMAND_ATTRIBUTE);
    if (!control || !element || !src) return;
    event.preventDefault();
    import(/* @vite-ignore */ src).then(
      (module: OnDemandModule) => module.default(element, control),
      // Offline, or a deploy replaced the file: the control does what its HTML does.
      () => {
        if (control instanceof HTMLAnchorElement) location.assign(control.href);
      },
    );
  });
}
