/**
 * The site in Traditional Chinese (issue 40 §5, docs/decisions/053). CI has no time for a second
 * walk of every Chinese page in a browser: every page declared in Chinese is asked for here
 * without one (its script, its head), and the browser reads the home and crosses between the
 * scripts on a town page, with and without JavaScript, at both widths.
 */
import { expect, type Page, test } from "@playwright/test";
import { CATALOGUES } from "#content/catalogues.ts";
import { switchLanguage } from "#domain/language.ts";
import { documentUrlsIn, PAGES, urlsIn } from "#server/pages.ts";
import { alternates, head, tags } from "./support/html.ts";
import { open } from "./support/page.ts";

const ABSENT = PAGES.filter((entry) => entry.absentOnNewDatabase).flatMap((entry) =>
  urlsIn(entry, "zh-Hant"),
);
const TRADITIONAL_PAGES = documentUrlsIn("zh-Hant").filter((url) => !ABSENT.includes(url));

/** The header's link to the other Chinese script, named in that script. */
const scriptLink = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("link", { name });

test.describe("the site in Traditional Chinese", () => {
  test("every page declared in Chinese answers under /zh-hant/ in Traditional, naming all its versions", async ({
    request,
  }) => {
    expect(TRADITIONAL_PAGES).toContain("/zh-hant/massachusetts/newton");
    for (const url of TRADITIONAL_PAGES) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toMatch(/<html lang="zh-Hant"/);
      expect(tags(head(html), "meta").find((tag) => tag.property === "og:locale")?.content).toBe(
        "zh_TW",
      );
      const path = url.split("?")[0] ?? url;
      const named = alternates(html);
      if (Object.keys(named).length > 0)
        expect(named, url).toEqual({
          en: switchLanguage(path, "en"),
          "zh-Hans": switchLanguage(path, "zh-Hans"),
          "zh-Hant": path,
          "x-default": switchLanguage(path, "en"),
        });
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("reads the home in Traditional and crosses between the scripts on a town page @mobile", async ({
        page,
      }) => {
        // Without JavaScript no module marks the page enhanced: the page is simply loaded.
        const visit = (url: string) => (javaScriptEnabled ? open(page, url) : page.goto(url));
        await visit("/zh-hant/");
        await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
        await expect(
          page.getByRole("link", { name: CATALOGUES.ui["zh-Hant"].skipLink }),
        ).toBeAttached();

        await visit("/zh-hant/massachusetts/newton?ref=sign");
        await scriptLink(page, "简体中文").click();
        // The query rides along with JavaScript (app/enhance/language-link.ts); the cached page's link has none.
        const query = javaScriptEnabled ? "?ref=sign" : "";
        await expect(page).toHaveURL(`/zh/massachusetts/newton${query}`);
        await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
        await scriptLink(page, "繁體中文").click();
        await expect(page).toHaveURL(`/zh-hant/massachusetts/newton${query}`);
        await expect(page.getByRole("heading", { level: 1 })).toContainText("牛頓");
      });
    });
  }
});
