import { useId } from "react";
import { HIDDEN_PANEL_CLASS, TAB_LIST_ATTRIBUTE } from "#app/enhance/tab-switching.ts";

export type TabItem = { id: string; label: string; panel: React.ReactNode };

/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation, drawn with
 * the first tab chosen. Choosing is the page's one tab listener
 * (app/enhance/tab-switching.ts): a click, the arrow keys, Home and End. It
 * works without the framework, so the FAQ is an HTML-only page. Every panel
 * stays in the page (not displayed when not chosen), so what a visitor opened
 * inside one is kept while she reads another. Without JavaScript the page's
 * <noscript> rule shows every panel.
 *
 * Our own few lines instead of Radix Tabs: the library weighed more than the
 * rest of the FAQ's own code (reports/measurements-behind-the-code.md).
 */
export function Tabs({
  items,
  label,
  listClassName,
  tabClassName,
  panelClassName,
}: {
  items: TabItem[];
  label: string;
  listClassName: string;
  tabClassName: string;
  panelClassName: string;
}) {
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const first = items[0]?.id;

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className={listClassName}
        {...{ [TAB_LIST_ATTRIBUTE]: "" }}
      >
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={item.id === first}
            aria-controls={panelId(item.id)}
            tabIndex={item.id === first ? 0 : -1}
            className={tabClassName}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          // A class, not the `hidden` attribute: Tailwind's base layer hides [hidden] with
          // !important, which the FAQ's <noscript> rule could not undo.
          className={`${panelClassName}${item.id === first ? "" : ` ${HIDDEN_PANEL_CLASS}`}`}
        >
          {item.panel}
        </div>
      ))}
    </>
  );
}
