/**
 * The dismissals people expect from a small menu, for every `<details>` that
 * carries MENU_ATTRIBUTE: a pointer pressed outside it, or focus moving
 * outside it (Tab past its last link), closes it, so it never covers what the
 * keyboard reaches next; Escape inside it closes it and returns focus to its
 * summary; choosing a link in it closes it. The element opens and closes by
 * itself without JavaScript; this adds the rest without the framework, so
 * HTML-only pages have it too. One set of listeners on the document serves
 * every menu, including menus the framework draws later.
 */
export const MENU_ATTRIBUTE = "data-menu";

const MENU = `details[${MENU_ATTRIBUTE}]`;

const targetElement = (event: Event) => (event.target instanceof Element ? event.target : null);

export function dismissMenus() {
  const closeOthers = (event: Event) => {
    const inside = targetElement(event)?.closest(MENU);
    for (const menu of document.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`))
      if (menu !== inside) menu.open = false;
  };
  document.addEventListener("pointerdown", closeOthers);
  document.addEventListener("focusin", closeOthers);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const menu = targetElement(event)?.closest<HTMLDetailsElement>(`${MENU}[open]`);
    if (!menu) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  document.addEventListener("click", (event) => {
    const menu = targetElement(event)
      ?.closest(`${MENU} a[href]`)
      ?.closest<HTMLDetailsElement>(MENU);
    if (menu) menu.open = false;
  });
}
