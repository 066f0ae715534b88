import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";

/** The phone screen the page's length is counted in (an iPhone SE, 375 × 667). */
const PHONE_SCREEN_PX = 667;
/** Issue 39 §5: the page was 19 phone screens; 14 now, and room for one more band of cards. */
const MOST_PHONE_SCREENS = 16;

test.describe("the home page on a phone", () => {
  test.use({ viewport: { width: 375, height: PHONE_SCREEN_PX } });

  test("keeps each band of cards to one row she swipes through, and the page to 16 screens", async ({
    page,
  }) => {
    await page.goto("/");
    for (const name of [
      "Recently Sold",
      "Latest Articles",
      "Accomplishments",
      "What Our Clients Say",
    ]) {
      const row = page.getByRole("list", { name, exact: true });
      const tops = await row
        .getByRole("listitem")
        .evaluateAll((items) =>
          items
            .filter((item) => item.parentElement === items[0]?.parentElement)
            .map((item) => Math.round(item.getBoundingClientRect().top)),
        );
      expect(tops.length, name).toBeGreaterThan(1);
      expect(new Set(tops).size, `${name}: one row`).toBe(1);
      // The row scrolls sideways within itself, so each card can be reached; the page does not.
      expect(await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth), name).toBe(true);
      await row.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => row.evaluate((ul) => ul.scrollLeft), name).toBeGreaterThan(0);
    }
    const { height, overflow } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(overflow).toBe(0);
    expect(height / PHONE_SCREEN_PX).toBeLessThanOrEqual(MOST_PHONE_SCREENS);
    // A row that scrolls must take focus (axe: scrollable-region-focusable).
    await expectNoAxeViolations(page);
  });
});
