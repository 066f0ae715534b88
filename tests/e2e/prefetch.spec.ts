/**
 * A page the visitor is about to open is fetched while she rests the pointer
 * on its link (docs/decisions/023), so the click starts from a page already in
 * hand; the team's workspace is never fetched that way.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { isPhone } from "./support/page.ts";

/**
 * How the browser obtained the page now shown: "navigational-prefetch" when from a prefetch
 * (Navigation Timing's `deliveryType`, which TypeScript's DOM types do not list yet).
 */
const deliveryOf = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { deliveryType: string })
        .deliveryType,
  );

/** Paths the browser fetched as prefetches (it marks them `Sec-Purpose: prefetch`). */
function prefetchesOf(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["sec-purpose"]?.startsWith("prefetch"))
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe("pages fetched on intent", () => {
  for (const [from, to] of [
    ["/portfolio", "/team"], // a page kept until the content changes to a prerendered one
    ["/blog", "/contact"], // to a page rendered per request, with its own form token
  ] as const) {
    test(`resting on the link to ${to} on ${from} fetches it before the click`, async ({
      page,
    }) => {
      const prefetched = prefetchesOf(page);
      await page.goto(from);
      const link = page.getByRole("banner").locator(`a[href="${to}"]`).first();
      await link.hover();
      await expect.poll(() => prefetched).toContain(to);
      await link.click();
      await expect(page).toHaveURL(to);
      expect(await deliveryOf(page)).toBe("navigational-prefetch");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("a press on a link, with no time to rest on it, starts the fetch the page arrives from @mobile", async ({
    page,
  }) => {
    // A finger taps; a mouse clicks at once. Either way the browser fetches on the press.
    const press = (locator: Locator) => (isPhone(page) ? locator.tap() : locator.click());
    const prefetched = prefetchesOf(page);
    await page.goto("/portfolio");
    if (isPhone(page)) await press(page.locator("header summary[aria-label=Menu]"));
    await press(page.getByRole("banner").locator('a[href="/team"]:visible').first());
    await expect(page).toHaveURL("/team");
    expect(prefetched).toContain("/team");
    expect(await deliveryOf(page)).toBe("navigational-prefetch");
  });

  test("a link to the team's workspace is not fetched on intent", async ({ page }) => {
    const prefetched = prefetchesOf(page);
    await page.goto("/team");
    // No public page links to the workspace; one is added the way a page would carry it.
    await page.evaluate(() => {
      for (const href of ["/staff/sign-in", "/faq"]) {
        const link = Object.assign(document.createElement("a"), { href, textContent: href });
        link.style.cssText = "display:block;padding:20px";
        document.querySelector("main")?.prepend(link);
      }
    });
    await page.locator('main a[href="/staff/sign-in"]').hover();
    await page.waitForTimeout(500);
    // The same wait on a public link does fetch it: the rules were read, and /staff was left out.
    await page.locator('main a[href="/faq"]').hover();
    await expect.poll(() => prefetched).toContain("/faq");
    expect(prefetched).not.toContain("/staff/sign-in");
  });
});
