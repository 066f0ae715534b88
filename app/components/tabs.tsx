import { useId, useRef, useState } from "react";

export type TabItem = { id: string; label: string; panel: React.ReactNode };

/** The keys of the WAI-ARIA tabs pattern, as the index of the tab they move to. */
const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation: the arrow
 * keys, Home and End move focus and selection together, and only the chosen
 * tab is in the Tab order. Every panel stays mounted (not displayed when not chosen),
 * so what a visitor opened inside one is kept while she reads another.
 * Without JavaScript the page's <noscript> rule shows every panel.
 *
 * Our own few lines instead of Radix Tabs: the library was 10.7 KB of the
 * FAQ page's 131 KB of JavaScript (issue 14 budgets 125 KB per page).
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
  const [chosen, setChosen] = useState(items[0]?.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    setChosen(items[next]!.id);
    tabs.current[next]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={listClassName}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={item.id === chosen}
            aria-controls={panelId(item.id)}
            tabIndex={item.id === chosen ? 0 : -1}
            onClick={() => setChosen(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
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
          className={`${panelClassName}${item.id === chosen ? "" : " hidden"}`}
        >
          {item.panel}
        </div>
      ))}
    </>
  );
}
