/**
 * What a visitor noticed at 375 px (issue 32, part 6, the items outside the
 * forms): each test fails on the page as it was.
 */
import { expect, test } from "@playwright/test";
import { site } from "../../content/site.ts";
import { open, scrollToY } from "./support/page.ts";

/** The alpha of a computed CSS colour ('rgb(…)' is opaque). */
const alphaOf = (color: string) => {
  const parts = color.match(/[\d.]+/g) ?? [];
  return parts.length === 4 ? Number(parts[3]) : 1;
};

/** Whether a computed background colour is dark (relative brightness under 50%). */
const isDark = (color: string) => {
  const [r = 255, g = 255, b = 255] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 < 0.5;
};

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the FAQ's three topic tabs share one row @mobile", async ({ page }) => {
    await open(page, "/faq");
    const tabs = page.getByRole("tablist", { name: "Question topics" }).getByRole("tab");
    await expect(tabs).toHaveCount(3);
    const tops = await tabs.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `tab tops: ${tops.join(", ")}`).toBe(1);
    await expect(page.getByRole("tab", { name: "General Questions" })).toBeVisible();
  });

  test("the home page's hero does not repeat the brand name under the logo @mobile", async ({
    page,
  }) => {
    await open(page, "/");
    const hero = page.locator("#home");
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByText(site.name, { exact: true })).toHaveCount(0);
  });

  for (const path of ["/buyers", "/sellers"]) {
    test(`the closing band of ${path} is not dark above the dark footer @mobile`, async ({
      page,
    }) => {
      await open(page, path);
      const closing = page.getByRole("main").locator(":scope > section").last();
      const footer = page.getByRole("contentinfo");
      const [band, foot] = await Promise.all(
        [closing, footer].map((element) =>
          element.evaluate((node) => getComputedStyle(node).backgroundColor),
        ),
      );
      expect(isDark(foot!), `footer ${foot}`).toBe(true);
      expect(isDark(band!), `closing band ${band}`).toBe(false);
      await expect(closing.getByRole("link")).toHaveAttribute("href", /.+/);
    });
  }

  test("the map placeholder speaks to a visitor, not about how the map loads @mobile", async ({
    page,
  }) => {
    await open(page, "/contact");
    const map = page.getByRole("region", { name: "Visit our office" });
    await expect(map).not.toContainText(/loads when you ask/i);
    await expect(map).toContainText(`Our office is in ${site.office.city}`);
  });

  test("the event sign-in says 'optional' once for the questions, and its button says 'Submit', as the specification words it @mobile", async ({
    page,
  }) => {
    await open(page, "/event/sign-in?event=Open%20House");
    const form = page.getByRole("form", { name: "Event sign-in" });
    const legends = await form.locator("legend").allTextContents();
    expect(legends.length).toBeGreaterThan(0);
    expect(legends.filter((legend) => /optional/i.test(legend))).toEqual([]);
    await expect(form.getByText("Answer any, all or none.", { exact: false })).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit", exact: true })).toBeVisible();
  });
});

test("scrolled over a dark section, the header stays near-white, not translucent grey", async ({
  page,
}) => {
  await open(page, "/contact");
  const header = page.getByRole("banner");
  // The footer is the darkest part of the page: scroll until it is under the header.
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  await scrollToY(page, bottom);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  const background = await header.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(alphaOf(background), background).toBeGreaterThanOrEqual(0.95);
});

test.describe("at Lighthouse's phone size (412 × 823)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("/listings with no listing draws once: nothing moves while it loads @mobile", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { shifts });
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          shifts.push(`${entry.value} ${entry.sources.map(({ node }) => node?.nodeName).join()}`);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/listings", { waitUntil: "networkidle" });
    await expect(
      page.getByRole("main").getByRole("link", { name: "What's my home worth?" }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as Window & { shifts?: string[] }).shifts)).toEqual(
      [],
    );
  });
});
