/**
 * The specification's scroll reveal (after 100 ms, an element fades in once
 * 10% of it is in view) and the blog cards' stagger (100 ms apart) run on
 * every page, HTML-only pages included (app/enhance/reveal.ts, run by the page
 * script); content is never hidden without JavaScript or under reduced motion.
 */
import { expect, type Page, test } from "@playwright/test";
import { REVEAL_ATTRIBUTE } from "#domain/page-attributes.ts";
import { STAGGER_MS } from "../../app/enhance/reveal.ts";
import { recordScripts, revealWholePage } from "./support/page.ts";

/** Records, batch by batch, the delay of each element the reveal shows after it was pending. */
async function recordReveals(page: Page) {
  await page.addInitScript((attribute) => {
    const batches: string[][] = [];
    (window as Window & { __reveals?: string[][] }).__reveals = batches;
    new MutationObserver((records) => {
      const shown = records
        .filter(
          (record) =>
            record.oldValue === "pending" &&
            (record.target as Element).getAttribute(attribute) === "shown",
        )
        .map((record) => (record.target as HTMLElement).style.getPropertyValue("--reveal-delay"));
      if (shown.length) batches.push(shown);
    }).observe(document, {
      attributes: true,
      attributeFilter: [attribute],
      attributeOldValue: true,
      subtree: true,
    });
  }, REVEAL_ATTRIBUTE);
  return () => page.evaluate(() => (window as Window & { __reveals?: string[][] }).__reveals ?? []);
}

/** Whether any element the reveal marks is not fully visible now. */
const hiddenCount = (page: Page) =>
  page.evaluate(
    (attribute) =>
      [...document.querySelectorAll(`[${attribute}]`)].filter(
        (element) => getComputedStyle(element).opacity !== "1",
      ).length,
    REVEAL_ATTRIBUTE,
  );

test.describe("the scroll reveal on an HTML-only page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/blog: the cards below the first screen fade in as they come into view, 100 ms apart", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const reveals = await recordReveals(page);
    await page.goto("/blog");
    await page.waitForLoadState("load");
    const cards = page.locator(`main li[${REVEAL_ATTRIBUTE}]`);
    expect(await cards.count()).toBeGreaterThan(3);
    // Waiting, once the reveal has started: the cards below the first screen, and only those.
    await expect.poll(() => cards.last().getAttribute(REVEAL_ATTRIBUTE)).toBe("pending");
    // Hidden by the page's own inline rules (the build keeps the rule though nothing matched it as drawn).
    expect(await page.locator("head style").textContent()).toMatch(/\[data-reveal="?pending"?\]/);
    await expect(cards.first()).not.toHaveAttribute(REVEAL_ATTRIBUTE, "pending");
    await expect(cards.first()).toHaveCSS("opacity", "1");

    await revealWholePage(page);
    const batches = await reveals();
    // Each row of cards that came into view together: the n-th 100 ms after the first (at most 5 steps).
    expect(batches.some((batch) => batch.length >= 2)).toBe(true);
    for (const batch of batches)
      expect(batch).toEqual(batch.map((_, index) => `${Math.min(index, 5) * STAGGER_MS}ms`));
    expect(scripts).toEqual([]);
  });

  test("/blog: under reduced motion nothing waits to be revealed", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/blog");
    await page.waitForLoadState("load");
    await page.waitForTimeout(300);
    await expect(page.locator(`[${REVEAL_ATTRIBUTE}="pending"]`)).toHaveCount(0);
    expect(await hiddenCount(page)).toBe(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/blog", "/"]) {
    test(`${path}: everything the reveal would fade in is visible`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
      await page.waitForTimeout(300);
      expect(await page.locator(`[${REVEAL_ATTRIBUTE}]`).count()).toBeGreaterThan(0);
      expect(await hiddenCount(page)).toBe(0);
    });
  }
});
