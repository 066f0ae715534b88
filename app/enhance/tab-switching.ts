/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation, for every
 * `[role=tablist]` that carries TAB_LIST_ATTRIBUTE: a click on a tab chooses
 * it; the arrow keys, Home and End move focus and choice together; only the
 * chosen tab is in the Tab order (`tabindex`), and the other tabs' panels
 * carry HIDDEN_PANEL_CLASS. One set of listeners on the document serves every
 * tab list, without the framework, so the page that has them can be HTML-only.
 * React draws the first tab chosen and never changes these attributes again
 * (app/components/tabs.tsx).
 */
export const TAB_LIST_ATTRIBUTE = "data-tabs";

/** The class that hides a panel: a class, not the `hidden` attribute (see app/components/tabs.tsx). */
export const HIDDEN_PANEL_CLASS = "hidden";

const TAB = `[${TAB_LIST_ATTRIBUTE}] [role=tab]`;

const tabsOf = (tab: Element) => [
  ...(tab.closest("[role=tablist]")?.querySelectorAll<HTMLElement>("[role=tab]") ?? []),
];

function choose(chosen: HTMLElement) {
  for (const tab of tabsOf(chosen)) {
    const selected = tab === chosen;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    panel?.classList.toggle(HIDDEN_PANEL_CLASS, !selected);
  }
}

const tabOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;

export function switchTabs() {
  document.addEventListener("click", (event) => {
    const tab = tabOf(event);
    if (tab) choose(tab);
  });
  document.addEventListener("keydown", (event) => {
    const tab = tabOf(event);
    if (!tab) return;
    const tabs = tabsOf(tab);
    const index = tabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = tabs[move % tabs.length];
    if (!next) return;
    choose(next);
    next.focus();
  });
}
