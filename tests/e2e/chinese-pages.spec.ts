/**
 * The site in Chinese (issue 40): every page the declared list (server/pages.ts) marks as
 * written in Chinese is walked here, so a page marked later is walked without a change to this
 * file. Each is in Chinese, names its English twin and itself (hreflang) and its own address
 * (canonical), meets WCAG 2.1 AA, and loads no framework (HTML alone, as its English twin);
 * the language link crosses between the two versions of a town page and back, keeping the query.
 */
import { expect, type Page, test } from "@playwright/test";
import { uiText } from "#content/ui.ts";
import { switchLanguage } from "#domain/language.ts";
import { documentUrlsIn, PAGES, SITE_LAYOUT, urlsIn } from "#server/pages.ts";
import { checkPageScripts } from "../../scripts/prerender/page-scripts-check.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { alternates, head, tags, title } from "./support/html.ts";
import { controlsTooSmall, figuresSplitAcrossLines } from "./support/narrow-screens.ts";
import { loadsFramework, open, revealWholePage, scrollThroughPage } from "./support/page.ts";
import { crawlSitemaps } from "./support/sitemaps.ts";

const HAN = /\p{Script=Han}/u;
/** The two projects' viewports (playwright.config.ts). */
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
/** A record's page a new database lacks (a listing's) answers 404 here; its own spec walks it. */
const ABSENT = PAGES.filter((entry) => entry.absentOnNewDatabase).flatMap((entry) =>
  urlsIn(entry, "zh-Hans"),
);
const CHINESE_PAGES = documentUrlsIn("zh-Hans").filter((url) => !ABSENT.includes(url));

const canonical = (html: string) =>
  tags(head(html), "link").find((tag) => tag.rel === "canonical")?.href;

/** A Chinese page's Traditional version, when its entry has one. */
const traditional = (url: string): { "zh-Hant"?: string } => {
  const entry = PAGES.find((candidate) => urlsIn(candidate, "zh-Hans").includes(url));
  const path = switchLanguage(url.split("?")[0] ?? url, "zh-Hant");
  return entry?.languages.includes("zh-Hant") ? { "zh-Hant": path } : {};
};

/**
 * Chinese sentences written with a space after their full-width punctuation, as a page gets when
 * it puts English's space between two Chinese sentences (the town's "财年……。 来源：") or after
 * a label (the listing's "挂牌经纪公司： "): each block's text from that mark on.
 */
const spacedAfterChinesePunctuation = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll("p, li, dd, td, h1, h2, h3, label, figcaption")].flatMap(
      (block) => /[。，、；：！？] +\S.{0,8}/.exec(block.textContent ?? "") ?? [],
    ),
  );

/** The header's link to the other language. */
const languageLink = (page: Page, language: "en" | "zh-Hans") =>
  page.getByRole("banner").getByRole("link", { name: uiText(language).otherLanguage.name });

test.describe("the site in Chinese", () => {
  test("the list declares the content pages and the forms' pages in Chinese", () => {
    expect(CHINESE_PAGES).toEqual(
      expect.arrayContaining([
        "/zh/buyers",
        "/zh/faq",
        "/zh/massachusetts/newton",
        "/zh/contact",
        "/zh/sellers/home-value",
      ]),
    );
  });

  test("each Chinese page: Chinese words, reciprocal hreflang, its own canonical, HTML alone", async ({
    request,
  }) => {
    for (const url of CHINESE_PAGES) {
      const english = switchLanguage(url, "en");
      // A page reached with a query (the sign-in's event) names its address without it.
      const [path = url, englishPath = english] = [url, english].map((u) => u.split("?")[0]);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toMatch(/<html lang="zh-Hans"/);
      expect(title(html), url).toMatch(HAN);
      expect(tags(head(html), "meta").find((tag) => tag.property === "og:locale")?.content).toBe(
        "zh_CN",
      );
      // A listed page names its own address and its versions; an unlisted one (the thank-you for
      // an unknown open house's code) may name none, never another.
      const listed = PAGES.find((entry) => urlsIn(entry, "zh-Hans").includes(url))?.sitemap;
      if (listed || canonical(html))
        expect(new URL(canonical(html) ?? "").pathname, url).toBe(path);
      const versions = {
        en: englishPath,
        "zh-Hans": path,
        ...traditional(url),
        "x-default": englishPath,
      };
      const named = listed || Object.keys(alternates(html)).length > 0;
      if (named) expect(alternates(html), url).toEqual(versions);
      // The English page names the same set: each version points at the other.
      const englishHtml = await (await request.get(english)).text();
      expect(englishHtml, english).toMatch(/<html lang="en"/);
      if (named) expect(alternates(englishHtml), english).toEqual(versions);
      if (listed || canonical(englishHtml))
        expect(new URL(canonical(englishHtml) ?? "").pathname, english).toBe(englishPath);
      expect(checkPageScripts(html, url), url).toBe("html-only");
    }
  });

  // Each page is opened once and checked at a laptop's width and then a phone's, the viewport
  // narrowed on the same page (its sections already revealed): the phone's layout is what axe
  // reads the second time. Opening and scrolling through every page again in the mobile project
  // took 126 s more; in groups, so that both workers share the walk.
  const GROUPS = 4;
  for (let group = 0; group < GROUPS; group++) {
    const urls = CHINESE_PAGES.filter((_, index) => index % GROUPS === group);
    test(`each Chinese page reads in Chinese, loads no framework and has no WCAG violation at 1280 and 375 px nor a control under 44 px or a split price at 375 px (group ${group + 1} of ${GROUPS})`, async ({
      page,
    }) => {
      test.setTimeout(urls.length * 20_000);
      for (const url of urls) {
        await page.setViewportSize(LAPTOP);
        await open(page, url);
        expect(await loadsFramework(page), url).toBe(false);
        await expect(page.locator("html"), url).toHaveAttribute("lang", "zh-Hans");
        // The sign-in's heading is the event's name, as the query gives it: its page speaks around it.
        await expect(
          page.locator(url.includes("?") ? "main" : "main h1").first(),
          url,
        ).toContainText(HAN);
        await expect(page.getByRole("link", { name: uiText("zh-Hans").skipLink })).toBeAttached();
        await revealWholePage(page);
        await expectNoAxeViolations(page, `${url} at ${LAPTOP.width} px`);
        await page.setViewportSize(PHONE);
        await scrollThroughPage(page);
        await expectNoAxeViolations(page, `${url} at ${PHONE.width} px`);
        // Chinese labels are narrower than English ones (the header's 繁體 beside English).
        expect(await controlsTooSmall(page), url).toEqual([]);
        // A narrow column may wrap a label, never a price (the calculator's "$0.0 / 0").
        expect(await figuresSplitAcrossLines(page), url).toEqual([]);
        expect(await spacedAfterChinesePunctuation(page), url).toEqual([]);
      }
    });
  }

  test("the language link opens the same town in Chinese, and English again @mobile", async ({
    page,
  }) => {
    await open(page, "/massachusetts/newton?ref=sign");
    await languageLink(page, "en").click();
    await expect(page).toHaveURL("/zh/massachusetts/newton?ref=sign");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("牛顿");
    await languageLink(page, "zh-Hans").click();
    await expect(page).toHaveURL("/massachusetts/newton?ref=sign");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newton");
  });

  test("the sitemaps are well-formed XML and list each Chinese page with its versions", async ({
    page,
    request,
  }) => {
    const files = await crawlSitemaps((path) => request.get(path).then((answer) => answer.text()));
    const found = await page.evaluate((sources) => {
      const docs = sources.map((source) =>
        new DOMParser().parseFromString(source, "application/xml"),
      );
      if (docs.some((doc) => doc.querySelector("parsererror"))) return null;
      const XHTML = "http://www.w3.org/1999/xhtml";
      return docs
        .flatMap((doc) => [...doc.getElementsByTagName("url")])
        .map((url) => ({
          loc: new URL(url.getElementsByTagName("loc")[0]?.textContent ?? "").pathname,
          versions: Object.fromEntries(
            [...url.getElementsByTagNameNS(XHTML, "link")].map((link) => [
              link.getAttribute("hreflang"),
              new URL(link.getAttribute("href") ?? "").pathname,
            ]),
          ),
        }));
    }, files);
    expect(found, "the sitemap parses as XML").not.toBeNull();
    const sitemapped = CHINESE_PAGES.filter((url) => found?.some((entry) => entry.loc === url));
    expect(sitemapped).toContain("/zh/massachusetts/newton");
    for (const url of sitemapped) {
      const english = switchLanguage(url, "en");
      const versions = {
        en: english,
        "zh-Hans": url,
        ...traditional(url),
        "x-default": english,
      };
      expect(found?.find((entry) => entry.loc === url)?.versions, url).toEqual(versions);
      expect(found?.find((entry) => entry.loc === english)?.versions, english).toEqual(versions);
    }
  });

  test("a page not yet in Chinese links to the Chinese home; a missing Chinese page is a Chinese 404", async ({
    page,
    request,
  }) => {
    // Any public page of the list still in English alone (a page that needs no record or query).
    const englishOnly = PAGES.find(
      (entry) =>
        entry.layout === SITE_LAYOUT &&
        entry.languages.length === 1 &&
        !entry.pattern.includes(":") &&
        !entry.urls,
    );
    // Once every page is in Chinese there is none left to follow, and only the 404 is checked.
    if (englishOnly) {
      await open(page, englishOnly.pattern);
      await expect(languageLink(page, "en")).toHaveAttribute("href", "/zh/");
    }
    const missing = await request.get("/zh/no-such-page");
    expect(missing.status()).toBe(404);
    const html = await missing.text();
    expect(html).toMatch(/<html lang="zh-Hans"/);
    expect(title(html)).toContain(uiText("zh-Hans").notFound.title);
  });
});
