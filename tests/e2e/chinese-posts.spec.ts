import { expect, type Page, test } from "@playwright/test";
import { uiText } from "#content/ui.ts";
import { toTraditional } from "#server/content/traditional.ts";
import { BASE_URL } from "../../playwright.config.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { isPhone, revealWholePage } from "./support/page.ts";
import { logIn, STAFF, waitForStaffHydration } from "./support/staff.ts";

/**
 * The agent publishes a Chinese version of an English post in /staff (issue 40 §3): both posts
 * name each other in their hreflang links, the header's language link goes from one to the other,
 * and /zh/blog lists the Chinese one; /zh-hant/ shows it converted to Traditional until she adds her
 * own Traditional version, which then replaces it (docs/decisions/053). A different seed post on a
 * laptop and on a phone, since both walk the same database.
 */

const ENGLISH = {
  desktop: { slug: "selling-a-home-with-tenants-in-place", title: "Selling a Rental Property" },
  phone: { slug: "staging-your-home-on-a-budget", title: "Staging Your Home on a Budget" },
};

/** The page's hreflang links: language → path. */
const hreflangs = async (page: Page) =>
  Object.fromEntries(
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute("hreflang"),
          new URL(link.getAttribute("href") ?? "").pathname,
        ]),
      ),
  );

const languageLink = (page: Page, language: "en" | "zh-Hans") =>
  page.getByRole("banner").getByRole("link", { name: uiText(language).otherLanguage.name });

test.describe("a Chinese version of a post @mobile", () => {
  test("the agent publishes a Chinese twin; the pages point at each other, /zh/blog lists it, /zh-hant/ converts it until she writes it in Traditional", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const english = isPhone(page) ? ENGLISH.phone : ENGLISH.desktop;
    const title = `出租房带租客出售须知 ${isPhone(page) ? "手机" : "电脑"}`;
    await logIn(page, isPhone(page) ? STAFF.chinesePostsOnPhone : STAFF.chinesePosts);

    await page.goto(`/staff/content?q=${encodeURIComponent(english.title)}`);
    const row = page.getByRole("list", { name: "Posts, last edited first" }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("中文 missing");
    await row.getByRole("link").click();
    await waitForStaffHydration(page);
    await page.getByRole("button", { name: "Add a Chinese version" }).click();
    await expect(page.getByText("Written in Chinese")).toBeVisible();
    await expect(page.getByLabel("Address")).toHaveValue(english.slug);
    await waitForStaffHydration(page);
    await page.getByLabel("Title").fill(title);
    await page
      .getByLabel("Summary")
      .fill(
        "带着租客卖房，需要提前了解租约、看房安排和过户时间。本文说明卖家要准备什么、如何与租客沟通，以及买家通常会关心哪些问题。",
      );
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Published: the post is on the site.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Open the English version/ })).toBeVisible();

    // A visitor: no staff cookie.
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: page.viewportSize() });
    const visitor = await context.newPage();
    // The Simplified twin's conversion is its Traditional version.
    const both = {
      en: `/blog/${english.slug}`,
      "zh-Hans": `/zh/blog/${english.slug}`,
      "zh-Hant": `/zh-hant/blog/${english.slug}`,
      "x-default": `/blog/${english.slug}`,
    };
    // A publish reaches the kept English page within seconds (the content version's poll).
    await expect
      .poll(
        async () => {
          await visitor.goto(`/blog/${english.slug}`);
          return hreflangs(visitor);
        },
        { timeout: 15_000 },
      )
      .toEqual(both);
    await languageLink(visitor, "en").click();
    await expect(visitor).toHaveURL(`${BASE_URL}/zh/blog/${english.slug}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "zh-Hans");
    expect(await hreflangs(visitor)).toEqual(both);
    await revealWholePage(visitor);
    await expectNoAxeViolations(visitor, "the Chinese post");
    await languageLink(visitor, "zh-Hans").click();
    await expect(visitor).toHaveURL(`${BASE_URL}/blog/${english.slug}`);

    await visitor.goto("/zh/blog");
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
    await expect(visitor.locator('head link[type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/zh/blog/rss.xml",
    );
    await revealWholePage(visitor);
    await expectNoAxeViolations(visitor, "/zh/blog");

    // In Traditional: her Simplified post converted, at its address, linked to the other two.
    await visitor.goto(`/zh/blog/${english.slug}`);
    await visitor.getByRole("banner").getByRole("link", { name: "繁體中文" }).click();
    await expect(visitor).toHaveURL(`${BASE_URL}/zh-hant/blog/${english.slug}`);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(toTraditional(title));
    expect(await hreflangs(visitor)).toEqual(both);
    await revealWholePage(visitor);
    await expectNoAxeViolations(visitor, "the converted Traditional post");

    // Her own Traditional version replaces the conversion.
    await page.goto(`/staff/content?q=${encodeURIComponent(english.title)}`);
    await row.getByRole("link").click();
    await waitForStaffHydration(page);
    await page.getByRole("button", { name: "Add a Chinese (Traditional) version" }).click();
    await expect(page.getByText("Written in Chinese (Traditional)")).toBeVisible();
    await waitForStaffHydration(page);
    const ownTitle = `帶租客出售房屋須知 ${isPhone(page) ? "手機" : "電腦"}`;
    await page.getByLabel("Title").fill(ownTitle);
    await page
      .getByLabel("Summary")
      .fill(
        "帶著租客賣房，需要事先了解租約、看房安排與過戶時間。本文說明賣方要準備什麼、如何與租客溝通，以及買方通常會關心哪些問題。",
      );
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Published: the post is on the site.")).toBeVisible();
    await expect
      .poll(
        async () => {
          await visitor.goto("/zh-hant/blog");
          return visitor.getByRole("heading", { name: ownTitle }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect(visitor.getByRole("heading", { name: toTraditional(title) })).toHaveCount(0);
    await revealWholePage(visitor);
    await expectNoAxeViolations(visitor, "/zh-hant/blog");
    await context.close();
  });
});
