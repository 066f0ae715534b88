/**
 * An HTML-only prerendered page inlines only the CSS rules it uses
 * (server/critical-css.ts, docs/decisions/023); a page React
 * hydrates keeps the whole stylesheet. What a visitor sees must not depend on
 * that: every element of an HTML-only page is styled exactly as with the whole
 * stylesheet, and a page React draws after a client-side navigation is styled
 * as when loaded directly.
 */
import { expect, type Page, test } from "@playwright/test";
import { PAGES } from "#server/pages.ts";
import { publicPerRequestUrls } from "./support/site.ts";

/**
 * One page of each route module that inlines only its own rules: the prerendered ones, and
 * those kept until the team's content changes, cut the same way (server/content-pages.ts).
 * Every one is HTML-only (docs/decisions/023). A blog post stands for all of them.
 */
const HTML_ONLY_PAGES = PAGES.filter(
  (entry) =>
    entry.kind === "document" && (entry.rendering === "prerender" || entry.keptUntilContentChanges),
).map((entry) => entry.urls?.()[0] ?? entry.pattern);

/** A page rendered per request (and not kept) inlines the whole stylesheet. */
const PER_REQUEST_PAGE = publicPerRequestUrls()[0]!;

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

test.describe("each HTML-only prerendered page inlines only the rules it uses", () => {
  // Without JavaScript: nothing but the page's own rules, whatever a script would change.
  test.use({ javaScriptEnabled: false });

  for (const url of HTML_ONLY_PAGES) {
    test(`${url} @mobile: every element is styled as with the whole stylesheet`, async ({
      page,
      request,
    }) => {
      // Two full reads of every element's style: /blog's take 15 s on a quiet machine.
      test.slow();
      const perRequestHtml = await (await request.get(PER_REQUEST_PAGE)).text();
      const wholeCss = perRequestHtml
        .match(/<style>([\s\S]*?)<\/style>/)![1]!
        .replace(/@font-face\{[^}]*\}/g, "");
      await page.goto(url);
      const own = await computedLook(page);

      const ownCss = await page.locator("style").first().textContent();
      expect(ownCss!.length, "the page inlines less than the whole").toBeLessThan(wholeCss.length);

      await page.evaluate((text) => {
        document.head.append(Object.assign(document.createElement("style"), { textContent: text }));
      }, wholeCss);
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
      expect(differences, "with the whole").toEqual([]);
    });
  }
});
