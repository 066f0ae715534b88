import { SCROLLED_ATTRIBUTE } from "#domain/page-attributes.ts";

/**
 * The site header's bar turns translucent once the page has scrolled more
 * than 20 px; at the top it stays solid. The header carries
 * SCROLLED_ATTRIBUTE ("false" as drawn) and its classes style
 * `data-scrolled="true"` (app/components/site-header.tsx); this keeps the
 * value current, on every page, with or without the framework.
 */

const TRANSLUCENT_AFTER_PX = 20;

export function markScrolledHeader() {
  const update = () => {
    const scrolled = String(window.scrollY > TRANSLUCENT_AFTER_PX);
    for (const header of document.querySelectorAll(`header[${SCROLLED_ATTRIBUTE}]`))
      if (header.getAttribute(SCROLLED_ATTRIBUTE) !== scrolled)
        header.setAttribute(SCROLLED_ATTRIBUTE, scrolled);
  };
  window.addEventListener("scroll", update, { passive: true });
  // Read first once the page has loaded: read as the HTML arrives (this runs at the end of the
  // body), scrollY made the browser lay out the whole page inside the parser's task, the longest
  // task of the home page. A page opened scrolled is marked by then, or by its first scroll.
  if (document.readyState === "complete") update();
  else window.addEventListener("load", update, { once: true });
}
