/** Marks the header's link to the same page in the other language (app/components/site-header.tsx). */
export const LANGUAGE_LINK_ATTRIBUTE = "data-language-link";

/**
 * The language link keeps the page's query (a town page opened from a sign's `?ref=`): a
 * prerendered page, or one kept until the content changes, was drawn once for every query, so
 * its link has none, and the page's address gives it at the moment it is followed. A link that
 * leaves for another site, or already carries a query, is left as it is.
 */
export function keepQueryOnLanguageLink() {
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.(`a[${LANGUAGE_LINK_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement)) return;
      if (!location.search || link.search || link.origin !== location.origin) return;
      link.search = location.search;
    },
    true,
  );
}
