/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation, for every
 * `[role=tablist]` that carries TAB_LIST_ATTRIBUTE: a click on a tab chooses
 * it; the arrow keys, Home and End move focus and choice together; only the
 * chosen tab is in the Tab order (`tabindex`), and the other tabs' panels
 * carry the `hidden` class. One set of listeners on the document serves every
 * tab list, without the framework, so the page that has them can be HTML-only
 * (app/utils/framework-start.ts). React draws the first tab chosen and never
 * changes these attributes again (app/components/tabs.tsx).
 *
 * Run by the starter (app/utils/scripts-after-load.tsx) where it stands in the
 * page; its text may interpolate plain constants only (see the starter).
 */
export const TAB_LIST_ATTRIBUTE = "data-tabs";

/** The class that hides a panel: a class, not the `hidden` attribute (see app/components/tabs.tsx). */
export const HIDDEN_PANEL_CLASS = "hidden";

export const SWITCH_TABS = `() => {
  const TAB = "[${TAB_LIST_ATTRIBUTE}] [role=tab]";
  const choose = (chosen) => {
    for (const tab of chosen.closest("[role=tablist]").querySelectorAll("[role=tab]")) {
      const selected = tab === chosen;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      document.getElementById(tab.getAttribute("aria-controls"))?.classList.toggle("${HIDDEN_PANEL_CLASS}", !selected);
    }
  };
  document.addEventListener("click", (event) => {
    const tab = event.target.closest?.(TAB);
    if (tab) choose(tab);
  });
  document.addEventListener("keydown", (event) => {
    const tab = event.target.closest?.(TAB);
    if (!tab) return;
    const tabs = [...tab.closest("[role=tablist]").querySelectorAll("[role=tab]")];
    const index = tabs.indexOf(tab);
    const moves = { ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[moves[event.key] % tabs.length];
    choose(next);
    next.focus();
  });
}`;
