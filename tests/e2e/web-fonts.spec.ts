/**
 * The brand fonts wait for a visitor's second page (app/utils/web-fonts.tsx,
 * docs/decisions/012): her first page is drawn in the metric-matched
 * fallbacks and fetches nothing for fonts before its first paint; after it,
 * the font files are fetched, and every later page, prerendered or rendered
 * per request, is drawn in Inter and Playfair Display from the first paint.
 */
import { type CDPSession, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/page.ts";

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

const fontRequests = (page: Page) => {
  const requested: { url: string; afterFirstPaint: Promise<boolean> }[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith(".woff2")) return;
    requested.push({
      url: request.url(),
      afterFirstPaint: page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint").length > 0,
      ),
    });
  });
  return requested;
};

test("a first page is drawn in the fallbacks; the next pages in the brand fonts @mobile", async ({
  page,
}) => {
  const requested = fontRequests(page);
  await page.goto("/team");
  const cdp = await fontTools(page);
  expect(await drawnFont(cdp, "h1")).not.toBe("Playfair Display");
  expect(await drawnFont(cdp, "main p")).not.toBe("Inter");
  await waitForHydration(page);

  // Fetched after the first paint, for the next page; this one keeps its fallbacks.
  await expect.poll(() => requested.length).toBe(2);
  for (const { url, afterFirstPaint } of requested)
    expect(await afterFirstPaint, `${url} after the first paint`).toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-web-fonts")))
    .toBe(false);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).toBeTruthy();
  expect(await drawnFont(cdp, "h1")).not.toBe("Playfair Display");

  for (const path of ["/portfolio", "/contact"]) {
    await page.goto(path);
    const next = await fontTools(page);
    expect(await drawnFont(next, "h1"), `${path} heading`).toBe("Playfair Display");
    expect(await drawnFont(next, "main p"), `${path} text`).toBe("Inter");
  }
});

test("a changed font file is fetched anew before it is used", async ({ page }) => {
  await page.goto("/team");
  await page.evaluate(() => localStorage.setItem("web-fonts", "/assets/an-older-font.woff2"));
  await page.goto("/portfolio");
  expect(await drawnFont(await fontTools(page), "h1")).not.toBe("Playfair Display");
});
