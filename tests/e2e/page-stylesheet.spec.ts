/**
 * A prerendered page inlines only the CSS rules it uses and loads the rest of
 * the stylesheet after its first paint (scripts/prerender/critical-css.ts,
 * docs/decisions/011 and 013). What a visitor sees must not depend on what she
 * has: without JavaScript every element of the page is styled exactly as with
 * the rest added, and as with the whole stylesheet, and a page reached by
 * client-side navigation is styled as when loaded directly.
 */
import { expect, type Page, test } from "@playwright/test";
import { isStaffPage, PAGES, urlsOf } from "../../app/pages.server.ts";
import { open, waitForHydration } from "./support/page.ts";
import { NAV_LINKS, prerenderedLoadsFramework } from "./support/site.ts";

/**
 * One page of each route module that inlines only its own rules: the prerendered ones, and
 * those kept until the team's content changes, cut the same way (server/content-pages.ts).
 * A blog post stands for all of them.
 */
const ONE_PAGE_PER_MODULE = PAGES.filter(
  (entry) =>
    entry.kind === "document" && (entry.rendering === "prerender" || entry.keptUntilContentChanges),
).map((entry) => entry.urls?.()[0] ?? entry.pattern);

/** Of those, the prerendered files. */
const PRERENDERED = PAGES.filter(
  (entry) => entry.kind === "document" && entry.rendering === "prerender",
).map((entry) => entry.urls?.()[0] ?? entry.pattern);

/** A page rendered per request (and not kept) inlines the whole stylesheet (decision 005). */
const PER_REQUEST_PAGE = PAGES.filter(
  (entry) =>
    entry.kind === "document" &&
    entry.rendering === "per-request" &&
    !entry.keptUntilContentChanges &&
    !isStaffPage(entry),
).flatMap(urlsOf)[0]!;

const OWN_STYLE = "style[data-rest-stylesheet]";

/**
 * Every element's computed style, and that of its ::before and ::after where
 * they draw, in document order, with every <details> open (so the menus'
 * panels count) and every transition run to its end. It is read after a frame
 * is drawn (a screenshot makes one): which `content-visibility: auto` sections
 * are drawn is settled at a frame, and a busy machine can fire `load` before
 * the first, when a section in view still has its placeholder height.
 */
const computedLook = async (page: Page) => {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    // A style update starts the transitions that opening them sets off (a town tile's), to finish.
    document.body.getBoundingClientRect();
    for (const animation of document.getAnimations()) animation.finish();
  });
  await page.screenshot();
  return page.evaluate(() =>
    [...document.body.querySelectorAll("*")].flatMap((element) =>
      [null, "::before", "::after"].flatMap((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === "none") return [];
        const described = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}${pseudo ?? ""}`;
        return `${described} ${[...style].map((name) => `${name}:${style.getPropertyValue(name)}`).join(";")}`;
      }),
    ),
  );
};

test.describe("each prerendered page inlines only the rules it uses", () => {
  // Without JavaScript the page has its own rules only, as at its first paint.
  test.use({ javaScriptEnabled: false });

  for (const url of ONE_PAGE_PER_MODULE) {
    test(`${url} @mobile: every element is styled as with the rest, and as with the whole stylesheet`, async ({
      page,
      request,
    }) => {
      // Three full reads of every element's style: /blog's take 20 s on a quiet machine.
      test.slow();
      const perRequestHtml = await (await request.get(PER_REQUEST_PAGE)).text();
      const wholeCss = perRequestHtml
        .match(/<style>([\s\S]*?)<\/style>/)![1]!
        .replace(/@font-face\{[^}]*\}/g, "");
      await page.goto(url);
      const own = await computedLook(page);

      const rest = await page.locator(OWN_STYLE).getAttribute("data-rest-stylesheet");
      expect(rest, "the page names the rest of the stylesheet").toBeTruthy();
      const restCss = await (await request.get(rest!)).text();
      const ownCss = await page.locator(OWN_STYLE).textContent();
      expect(ownCss!.length, "the page inlines less than the whole").toBeLessThan(wholeCss.length);

      for (const css of [restCss, wholeCss]) {
        await page.evaluate((text) => {
          document.head.append(
            Object.assign(document.createElement("style"), { textContent: text }),
          );
        }, css);
        const added = await computedLook(page);
        // Only the differences are compared: a deep diff of two long lists would take minutes.
        expect(added.length).toBe(own.length);
        const differences = own.flatMap((look, index) => {
          if (look === added[index]) return [];
          const [element] = look.split(" ", 1);
          const theirs = new Set(added[index]!.split(";"));
          return `${element}: ${look
            .split(";")
            .filter((property) => !theirs.has(property))
            .join("; ")}`;
        });
        expect(differences, css === restCss ? "with the rest" : "with the whole").toEqual([]);
      }
    });
  }
});

test.describe("the rest of the stylesheet, once JavaScript runs", () => {
  // A page that loads the framework, and a page of the header's links drawn by it after a
  // client-side navigation (an HTML-only page, which alone never loads the rest).
  const first = PRERENDERED.find(prerenderedLoadsFramework)!;
  const second = ONE_PAGE_PER_MODULE.find(
    (url) => url !== first && NAV_LINKS.some((link) => link.to === url),
  )!;

  test("loads after the first paint and before the framework's first script", async ({ page }) => {
    await page.goto(first);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const css = resources.find((entry) => entry.name.endsWith(".css"))!;
      const scripts = resources.filter((entry) => entry.name.endsWith(".js"));
      return {
        paint,
        cssStart: css.startTime,
        cssEnd: css.responseEnd,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(timing.cssStart).toBeGreaterThanOrEqual(timing.paint);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.cssEnd);
  });

  test("styles a page reached by client-side navigation as when loaded directly", async ({
    page,
  }) => {
    /** The computed look of every element in the main content, in document order. */
    const look = () =>
      page.locator("main").evaluate((main) =>
        [...main.querySelectorAll("*")].map((element) => {
          const style = getComputedStyle(element);
          return [
            element.tagName,
            style.display,
            style.color,
            style.backgroundColor,
            style.fontSize,
            style.fontWeight,
            style.borderBottomWidth,
            style.marginTop,
            style.paddingTop,
            style.gridTemplateColumns,
          ].join(" ");
        }),
      );
    await open(page, second);
    const direct = await look();

    await page.goto(first);
    await waitForHydration(page);
    await page.locator(`header a[href="${second}"]`).first().click();
    await expect(page).toHaveURL(second);
    // The new page is drawn a moment after its address shows.
    await expect.poll(look).toEqual(direct);
  });
});
