import { expect, test } from "@playwright/test";
import { open } from "./support/page.ts";
import { VISITOR_PAGES } from "./support/visitor-pages.ts";

/** WCAG 2.5.5 / Apple's and Google's guidance: a control a finger hits is at least 44 px each way. */
const MIN_TARGET_PX = 44;

test.describe("tap targets on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  for (const path of VISITOR_PAGES) {
    test(`${path}: every visible control is at least ${MIN_TARGET_PX} px tall and wide`, async ({
      page,
    }) => {
      await open(page, path);
      const tooSmall = await page.evaluate((min) => {
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
      expect(tooSmall).toEqual([]);
    });
  }
});
