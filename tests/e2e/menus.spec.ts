import { expect, type Locator, type Page, test } from "@playwright/test";
import { NAV_LINKS } from "#app/utils/nav.ts";
import {
  holdRequests,
  loadsFramework,
  open,
  settledTop,
  waitForEnhancements,
  waitForHydration,
} from "./support/page.ts";
import { LAYOUT_WIDTHS, VISITOR_PAGES } from "./support/visitor-pages.ts";

/**
 * Every small menu must show all its options whole and clickable: inside the
 * viewport, on top of everything else at their centre (nothing clips or covers
 * them) and reached by a real click there.
 */

/** The phone menus (Call / Text) of the page: a disclosure offering a tel: link. */
const phoneMenus = (page: Page) =>
  page.locator("details").filter({ has: page.locator('a[href^="tel:"]') });

/** Records which element each click lands on, and keeps the clicked link from leaving the page. */
async function recordClicks(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { __clicked?: Element | null };
    w.__clicked = null;
    window.addEventListener(
      "click",
      (event) => {
        w.__clicked = event.target as Element;
        if ((event.target as Element).closest("a")) event.preventDefault();
      },
      { capture: true },
    );
  });
}

/** The option is whole in the viewport, the topmost element at its centre, and a click there reaches it. */
async function expectFullyUsable(page: Page, option: Locator, what: string) {
  await expect(option, what).toBeVisible();
  const box = await option.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(
    {
      left: x >= 0,
      top: y >= 0,
      right: x + width <= viewport.width,
      bottom: y + height <= viewport.height,
    },
    `${what} (${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}) inside the ${viewport.width}x${viewport.height} viewport`,
  ).toEqual({ left: true, top: true, right: true, bottom: true });
  const centre = { x: x + width / 2, y: y + height / 2 };
  const topmostIsOption = await option.evaluate((element, point) => {
    const hit = document.elementFromPoint(point.x, point.y);
    return hit !== null && (hit === element || element.contains(hit));
  }, centre);
  expect(topmostIsOption, `${what} is not covered at its centre`).toBe(true);
  // The option may hide once chosen (its menu closes): hold on to the element itself.
  const target = await option.elementHandle();
  await page.mouse.click(centre.x, centre.y);
  const reached = await target!.evaluate((element) => {
    const clicked = (window as Window & { __clicked?: Element | null }).__clicked;
    return clicked != null && (clicked === element || element.contains(clicked));
  });
  expect(reached, `a click at the centre of ${what} reaches it`).toBe(true);
}

/** Every phone menu of the open page, opened and each option chosen as a visitor would. */
async function expectPhoneMenusUsable(page: Page, path: string) {
  await open(page, path);
  await recordClicks(page);
  const menus = phoneMenus(page);
  const count = await menus.count();
  expect(count, `${path}: the header's phone menu at least`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const menu = menus.nth(index);
    const trigger = menu.locator("summary");
    const label = `${path}: ${(await trigger.getAttribute("aria-label")) ?? `menu ${index}`}`;
    // As a visitor would see it: the trigger scrolled to the middle of the screen, once
    // late layout (such as revealed sections) has stopped moving it.
    await trigger.evaluate((element) =>
      element.scrollIntoView({ block: "center", behavior: "instant" }),
    );
    await settledTop(trigger);
    for (const [name, scheme] of [
      ["Call", "tel:"],
      ["Text", "sms:"],
    ] as const) {
      await trigger.click();
      const option = menu.getByRole("link", { name, exact: true });
      await expect(option).toHaveAttribute("href", new RegExp(`^${scheme}\\+\\d+$`));
      await expectFullyUsable(page, option, `${label} › ${name}`);
      // Choosing an option closes the menu.
      await expect(option).toBeHidden();
    }
  }
}

/**
 * Each width's pages in a few tests, not one test per page: a test's own browser context
 * cost more than the page it checked. Every page is still opened fresh and named on failure.
 */
const PAGES_PER_TEST = 8;
const pageBatches = Array.from(
  { length: Math.ceil(VISITOR_PAGES.length / PAGES_PER_TEST) },
  (_, batch) => VISITOR_PAGES.slice(batch * PAGES_PER_TEST, (batch + 1) * PAGES_PER_TEST),
);

for (const width of LAYOUT_WIDTHS) {
  test.describe(`phone menus at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    for (const paths of pageBatches) {
      test(`${paths.join(", ")}: every Call/Text option shows whole and takes a click`, async ({
        page,
      }) => {
        test.setTimeout(paths.length * 15_000);
        for (const path of paths) {
          await test.step(path, () => expectPhoneMenusUsable(page, path));
        }
      });
    }
  });
}

for (const width of LAYOUT_WIDTHS.filter((w) => w < 1024)) {
  test.describe(`main menu at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test("every section link in the menu shows whole and takes a click", async ({ page }) => {
      await open(page, "/");
      await recordClicks(page);
      const toggle = page.getByRole("banner").getByLabel(/^(open |close )?menu$/i);
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main mobile" });
      await toggle.click();
      const links = nav.getByRole("link");
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        // Choosing a link closes the menu: open it again for the next one.
        if (!(await link.isVisible())) await toggle.click();
        await expectFullyUsable(page, link, `menu › ${await link.textContent()}`);
      }
    });
  });
}

test.describe("the main menu the moment a page arrives", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("/: tapped the moment the page has loaded, it stays open", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("banner").locator("summary[aria-label=Menu]");
    await toggle.tap();
    const links = page.getByRole("navigation", { name: "Main mobile" }).getByRole("link");
    // The section links, led on a phone by the header's one action (What's my home worth?).
    await expect(links).toHaveCount(NAV_LINKS.length + 1);
    // Whatever the page loads or starts after the tap must leave it as she opened it: wait
    // until it is interactive and the network has been quiet for half a second.
    await page.waitForLoadState("networkidle");
    if (await loadsFramework(page)) await waitForHydration(page);
    else await waitForEnhancements(page);
    await expect(links).toHaveCount(NAV_LINKS.length + 1);
    for (const link of await links.all()) await expect(link).toBeVisible();
  });

  test("/contact: opened before its form's check arrives, it stays open once the check has run", async ({
    page,
  }) => {
    const arrive = await holdRequests(page, (url) => url.pathname.endsWith(".js"));
    await page.goto("/contact", { waitUntil: "commit" });
    await page.getByRole("banner").locator("summary[aria-label=Menu]").tap();
    arrive();
    await waitForEnhancements(page);
    await page.waitForTimeout(500);
    const links = page.getByRole("navigation", { name: "Main mobile" }).getByRole("link");
    // The section links, led on a phone by the header's one action (What's my home worth?).
    await expect(links).toHaveCount(NAV_LINKS.length + 1);
    for (const link of await links.all()) await expect(link).toBeVisible();
  });
});
