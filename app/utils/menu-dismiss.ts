/**
 * The dismissals people expect from a small menu, for every `<details>` that
 * carries MENU_ATTRIBUTE, on every page: a pointer pressed outside it, or focus
 * moving outside it (Tab past its last link), closes it, so it never covers
 * what the keyboard reaches next; Escape inside it closes it and returns focus
 * to its summary; choosing a link in it closes it. The element opens and closes by itself without
 * JavaScript; this adds the rest without the framework, so HTML-only pages
 * (app/utils/framework-start.ts) have it too. One set of listeners on the document
 * serves every menu, including menus the framework draws later.
 *
 * Run by the starter (app/utils/scripts-after-load.tsx) where it stands in the
 * page; its text may interpolate plain constants only (see the starter).
 */
export const MENU_ATTRIBUTE = "data-menu";

export const DISMISS_MENUS = `() => {
  const MENU = "details[${MENU_ATTRIBUTE}]";
  const closeOthers = (event) => {
    const inside = event.target.closest?.(MENU);
    for (const menu of document.querySelectorAll(MENU + "[open]")) if (menu !== inside) menu.open = false;
  };
  document.addEventListener("pointerdown", closeOthers);
  document.addEventListener("focusin", closeOthers);
  document.addEventListener("keydown", (event) => {
    const menu = event.key === "Escape" && event.target.closest?.(MENU + "[open]");
    if (!menu) return;
    menu.open = false;
    menu.querySelector("summary").focus();
  });
  document.addEventListener("click", (event) => {
    const menu = event.target.closest?.(MENU + " a[href]")?.closest(MENU);
    if (menu) menu.open = false;
  });
}`;
