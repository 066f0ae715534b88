import { expect, test } from "@playwright/test";
import { controlsTooSmall, MIN_TARGET_PX } from "./support/narrow-screens.ts";
import { open } from "./support/page.ts";
import { VISITOR_PAGES } from "./support/visitor-pages.ts";

test.describe("tap targets on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  for (const path of VISITOR_PAGES) {
    test(`${path}: every visible control is at least ${MIN_TARGET_PX} px tall and wide`, async ({
      page,
    }) => {
      await open(page, path);
      expect(await controlsTooSmall(page)).toEqual([]);
    });
  }
});
