/**
 * The brand fonts wait for a visitor's second page (app/enhance/web-fonts.ts,
 * docs/decisions/023): her first page is drawn in the metric-matched
 * fallbacks and fetches nothing for fonts before its first paint; after it,
 * the font files are fetched, and every later page, prerendered or rendered
 * per request, is drawn in Inter and Playfair Display from the first paint.
 */
import { type CDPSession, expect, type Page, test } from "@playwright/test";

/** The font Chromium actually drew the first element matching `selector` with. */
async function drawnFont(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.toSorted((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName;
}

async function fontTools(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  return cdp;
}

/**
 * This page's font files (Inter first): when each was requested and ready, and
 * whether it came from the browser's cache; and when the page first painted
 * (ms since the page began).
 */
const fontFetches = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    fonts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .toSorted((a, b) => a.name.localeCompare(b.name))
      .map((entry) => ({
        url: entry.name,
        start: entry.startTime,
        ready: entry.responseEnd,
        fromCache: entry.transferSize === 0,
      })),
  }));

/** Chromium's block period for `font-display: optional`. */
const OPTIONAL_BLOCK_MS = 100;

const fontFamilyOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

test("a first page is drawn in the fallbacks; the next pages in the brand fonts @mobile", async ({
  page,
}) => {
  await page.goto("/team");
  const cdp = await fontTools(page);
  expect(await drawnFont(cdp, "h1")).not.toBe("Playfair Display");
  expect(await drawnFont(cdp, "main p")).not.toBe("Inter");

  // Fetched after the first paint, for the next page; this one keeps its fallbacks.
  await expect.poll(async () => (await fontFetches(page)).fonts.length).toBe(2);
  const { firstPaint, fonts } = await fontFetches(page);
  for (const { url, start } of fonts) {
    expect(start, `${url} after the first paint`).toBeGreaterThanOrEqual(firstPaint!);
  }
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-web-fonts")))
    .toBe(false);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).toBeTruthy();
  expect(await drawnFont(cdp, "h1")).not.toBe("Playfair Display");

  for (const path of ["/portfolio", "/contact"]) {
    await page.goto(path);
    // The page names the brand fonts first and has both files from the browser's cache.
    expect(await fontFamilyOf(page, "h1"), `${path} heading`).toMatch(/^"Playfair Display",/);
    expect(await fontFamilyOf(page, "main p"), `${path} text`).toMatch(/^Inter,/);
    const later = await fontFetches(page);
    expect(later.fonts.map(({ fromCache }) => fromCache)).toEqual([true, true]);
    // Under `font-display: optional` a file is drawn when it is ready within the block period
    // (Chromium's is 100 ms from the request) and before the first paint. A slower read from the
    // cache (a busy machine) leaves that page in its fallbacks, unmoved; half the period is the
    // margin, since the text is laid out, and the period runs, before the paint that shows it.
    const next = await fontTools(page);
    const [inter, playfair] = later.fonts.map(
      ({ start, ready }) => ready <= later.firstPaint! && ready - start <= OPTIONAL_BLOCK_MS / 2,
    );
    if (playfair) expect(await drawnFont(next, "h1"), `${path} heading`).toBe("Playfair Display");
    if (inter) expect(await drawnFont(next, "main p"), `${path} text`).toBe("Inter");
  }
});

test("a changed font file is fetched anew before it is used", async ({ page }) => {
  await page.goto("/team");
  // The page script records this build's files once it has fetched them, after the first paint; the
  // record is then made an older build's. Written before that, it would be overwritten.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).toBeTruthy();
  await page.evaluate(() => localStorage.setItem("web-fonts", "/assets/an-older-font.woff2"));
  await page.goto("/portfolio");
  expect(await drawnFont(await fontTools(page), "h1")).not.toBe("Playfair Display");
});
