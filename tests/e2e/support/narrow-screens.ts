/** What a phone-width page must get right that a wide one hides: controls a finger can hit, figures kept whole. */
import type { Page } from "@playwright/test";

/** WCAG 2.5.5 / Apple's and Google's guidance: a control a finger hits is at least 44 px each way. */
export const MIN_TARGET_PX = 44;

/** The page's visible controls smaller than a finger, each named with its size. */
export function controlsTooSmall(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, input:not([type=hidden]), select, textarea",
    );
    const found: string[] = [];
    for (const control of controls) {
      // Left out: what is not drawn (closed menus, visually hidden text such as
      // the skip link until focused) and the bots' honeypot (aria-hidden, off-screen).
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      if (control.closest("[aria-hidden=true]")) continue;
      // A checkbox or radio is hit through its label (a click there toggles it): measure the label.
      const target =
        control instanceof HTMLInputElement &&
        /^(checkbox|radio)$/.test(control.type) &&
        control.closest("label")
          ? control.closest("label")!
          : control;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      // WCAG 2.5.8's inline exception: a link inside a sentence takes the line's height.
      const parent = control.parentElement;
      const inRunningText =
        control.tagName === "A" &&
        parent !== null &&
        /^(P|LI)$/.test(parent.tagName) &&
        (parent.textContent ?? "").trim().length > (control.textContent ?? "").trim().length;
      if (inRunningText) continue;
      if (box.height < min || box.width < min) {
        const name =
          control.getAttribute("aria-label") ??
          (control.textContent ?? "").trim().slice(0, 40) ??
          control.getAttribute("name");
        found.push(
          `<${control.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}x${Math.round(box.height)} px`,
        );
      }
    }
    return found;
  }, MIN_TARGET_PX);
}

/** Dollar figures ($4,045.24) the page draws across two lines, as a reader would see them split. */
export function figuresSplitAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (const match of text.data.matchAll(/\$[\d,.]*\d/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}
