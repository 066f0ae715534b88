import { expect, type Page, test } from "@playwright/test";
import pngjs from "pngjs";
import { uiText } from "#content/ui.ts";
import {
  accessibleNode,
  expectExpanded,
  isPhone,
  open,
  scrollToY,
  TOGGLE_ROLES,
} from "./support/page.ts";
import { HEADER_OFFSET_PX, site } from "./support/site.ts";
import { LAYOUT_WIDTHS } from "./support/visitor-pages.ts";

/** The header's eight links, in order, written out independently of app/utils/nav.ts. */
const NAV_LINKS = [
  { label: "TEAM", to: "/team" },
  { label: "PORTFOLIO", to: "/portfolio" },
  { label: "BUYERS", to: "/buyers" },
  { label: "SELLERS", to: "/sellers" },
  { label: "AREAS SERVED", to: "/massachusetts" },
  { label: "BLOG", to: "/blog" },
  { label: "FAQ", to: "/faq" },
  { label: "CONTACT", to: "/contact" },
];

/** The header's menu toggle, found by its accessible name ('Menu', 'Open menu', …). */
const menuToggle = (page: Page) => page.getByRole("banner").getByLabel(/^(open |close )?menu$/i);

/** The main navigation as the viewport offers it (on a phone: after opening the menu). */
async function mainNavigation(page: Page) {
  const header = page.getByRole("banner");
  if (!isPhone(page)) return header.getByRole("navigation", { name: "Main", exact: true });
  await menuToggle(page).click();
  return header.getByRole("navigation", { name: "Main mobile" });
}

test.describe("header", () => {
  test("offers the eight section links with their labels and paths @mobile", async ({ page }) => {
    await open(page, "/");
    const nav = await mainNavigation(page);
    // The section links; on a phone the menu also leads with the header's action (issue 32).
    const links = nav.getByRole("link").and(page.locator(":not([data-menu-action])"));
    await expect(links).toHaveCount(8);
    await expect(links).toHaveText(NAV_LINKS.map((link) => link.label));
    for (const [index, link] of NAV_LINKS.entries()) {
      await expect(links.nth(index)).toBeVisible();
      await expect(links.nth(index)).toHaveAttribute("href", link.to);
    }
  });

  for (const link of NAV_LINKS) {
    test(`marks ${link.label} as the current page on ${link.to} only`, async ({ page }) => {
      await open(page, link.to);
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main", exact: true });
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
    });
  }

  for (const path of ["/buyers/first-time", "/sellers/marketing", "/"]) {
    test(`marks no link as current on ${path} (no exact match)`, async ({ page }) => {
      await open(page, path);
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main", exact: true });
      await expect(nav.getByRole("link")).toHaveCount(8);
      await expect(nav.locator("[aria-current]")).toHaveCount(0);
    });
  }

  test("the phone menu opens with the keyboard and offers Call and Text @mobile", async ({
    page,
  }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    const trigger = header.getByLabel(`Call or text us: ${site.phone.display}`);
    const call = header.getByRole("link", { name: "Call", exact: true });
    const text = header.getByRole("link", { name: "Text", exact: true });
    expect(TOGGLE_ROLES).toContain((await accessibleNode(trigger)).role);
    await expectExpanded(trigger, false);
    await expect(call).toBeHidden();

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expectExpanded(trigger, true);
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${site.phone.e164}`);
    await expect(text).toBeVisible();
    await expect(text).toHaveAttribute("href", `sms:${site.phone.e164}`);

    await page.keyboard.press("Escape");
    await expect(call).toBeHidden();
    await expectExpanded(trigger, false);
  });

  test("links to e-mail and to the same page in Chinese @mobile", async ({ page }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    // The address is written out where there is room, shortened to 'Email' on a phone.
    const mail = header.getByRole("link", { name: isPhone(page) ? "Email" : site.email });
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute("href", `mailto:${site.email}`);
    // Named for the languages the team speaks; its visible label, 中文, begins the name.
    const chinese = header.getByRole("link", { name: uiText("en").otherLanguage.name });
    await expect(chinese).toBeVisible();
    await expect(chinese).toHaveAttribute("href", "/zh/");
    await expect(chinese).toHaveAttribute("hreflang", /^zh/);

    // The label is drawn even on a device with no Chinese font (this machine
    // has none): the site draws the characters' outlines itself, in no font at
    // all, so it is there at the first paint and never moves the links beside it.
    // Without them the link showed its globe and an empty space.
    const label = chinese.getByRole("img", { name: "中文" });
    expect(await label.evaluate((svg) => svg.closest("[lang]")?.getAttribute("lang"))).toBe(
      "zh-Hans",
    );
    const box = (await label.boundingBox())!;
    const png = pngjs.PNG.sync.read(await page.screenshot({ clip: box }));
    const ground = [...png.data.subarray(0, 3)];
    let inked = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const distance = ground.reduce(
        (sum, value, channel) => sum + Math.abs(value - png.data[i + channel]!),
        0,
      );
      if (distance > 120) inked++;
    }
    expect(inked, "pixels of the label 中文 drawn in ink").toBeGreaterThan(40);
    // Its ideographs (中文), each one em square in the strip's text size.
    const fontSize = await chinese.evaluate((link) => parseFloat(getComputedStyle(link).fontSize));
    expect({ width: Math.round(box.width), height: Math.round(box.height) }).toEqual({
      width: [...uiText("en").otherLanguage.label].length * fontSize,
      height: fontSize,
    });
  });

  test("turns translucent after more than 20 px of scroll, not at 10 px @mobile", async ({
    page,
  }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollToY(page, 10);
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollToY(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await scrollToY(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the logo links to the home page @mobile", async ({ page }) => {
    await open(page, "/team");
    const logo = page.getByRole("banner").getByRole("link", { name: `${site.name}, home` });
    await expect(logo).toHaveAttribute("href", "/");
    await logo.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("on a phone the links hide behind a menu button that closes after a choice @mobile", async ({
    page,
  }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    const toggle = menuToggle(page);
    const desktopNav = header.getByRole("navigation", { name: "Main", exact: true });
    if (!isPhone(page)) {
      // Wide screens show the links in the bar and no menu button.
      await expect(toggle).toBeHidden();
      await expect(desktopNav.getByRole("link", { name: "BLOG", exact: true })).toBeVisible();
      return;
    }
    const mobileNav = header.getByRole("navigation", { name: "Main mobile" });
    await expect(desktopNav).toBeHidden();
    await expect(toggle).toBeVisible();
    expect(TOGGLE_ROLES).toContain((await accessibleNode(toggle)).role);
    await expectExpanded(toggle, false);
    for (const link of NAV_LINKS) {
      await expect(header.getByRole("link", { name: link.label, exact: true })).toBeHidden();
    }

    await toggle.click();
    await expectExpanded(toggle, true);
    await expect(
      mobileNav.getByRole("link").and(page.locator(":not([data-menu-action])")),
    ).toHaveCount(8);
    await expect(mobileNav.locator("[data-menu-action]")).toHaveAttribute(
      "href",
      "/sellers/home-value",
    );
    for (const link of NAV_LINKS) {
      await expect(mobileNav.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    }

    await mobileNav.getByRole("link", { name: "BLOG", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: /blog/i })).toBeVisible();
    await expectExpanded(toggle, false);
    await expect(mobileNav.getByRole("link", { name: "BLOG", exact: true })).toBeHidden();
  });
});

for (const width of LAYOUT_WIDTHS) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("shows the team's name, and the section links only where they fit beside it", async ({
      page,
    }) => {
      await open(page, "/");
      const header = page.getByRole("banner");
      const name = header
        .getByRole("link", { name: `${site.name}, home` })
        .getByRole("img", { name: site.name, exact: true });
      await expect(name).toBeVisible();
      const nameBox = (await name.boundingBox())!;
      const nav = header.getByRole("navigation", { name: "Main", exact: true });
      if (!(await nav.isVisible())) {
        // Links behind the menu button: the button sits clear of the name.
        const toggle = menuToggle(page);
        await expect(toggle).toBeVisible();
        expect((await toggle.boundingBox())!.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width);
        return;
      }
      // The first link starts at least 24 px (three spacing steps) after the name,
      // and the last one ends inside the viewport: nothing overlaps or crowds.
      const links = nav.getByRole("link");
      const first = (await links.first().boundingBox())!;
      const last = (await links.last().boundingBox())!;
      expect(first.x - (nameBox.x + nameBox.width)).toBeGreaterThanOrEqual(24);
      expect(last.x + last.width).toBeLessThanOrEqual(width);
      // One line of links, all vertically inside the bar.
      const tops = await links.evaluateAll((all) =>
        all.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
    });

    test("keeps as much room right of its last item as left of the name", async ({ page }) => {
      await open(page, "/");
      const margins = await page
        .getByRole("banner")
        .getByRole("link", { name: `${site.name}, home` })
        .evaluate((name) => {
          const row = name.parentElement!;
          const shown = [...row.children].filter(
            (child) => child.getBoundingClientRect().width > 0,
          );
          const right = shown.at(-1)!.getBoundingClientRect().right;
          return { left: name.getBoundingClientRect().left, right: window.innerWidth - right };
        });
      // At 1280 px the action button once sat 21 px from the edge against 72 px on the left.
      expect(Math.abs(margins.right - margins.left)).toBeLessThanOrEqual(2);
    });

    test("is as tall as the offset pages and in-page scrolling leave for it", async ({ page }) => {
      await open(page, "/team");
      const headerHeight = await page
        .getByRole("banner")
        .evaluate((element) => element.getBoundingClientRect().height);
      expect(headerHeight).toBe(HEADER_OFFSET_PX);
      // The page's content starts below the header, and anchors stop below it.
      const contentTop = await page
        .getByRole("main")
        .evaluate(
          (element) => element.firstElementChild!.getBoundingClientRect().top + window.scrollY,
        );
      const scrollPadding = await page.evaluate(
        () => getComputedStyle(document.documentElement).scrollPaddingTop,
      );
      expect({ contentTop, scrollPadding }).toEqual({
        contentTop: HEADER_OFFSET_PX,
        scrollPadding: `${HEADER_OFFSET_PX}px`,
      });
    });
  });
}

test("a page that arrives in pieces draws its header once: nothing in it moves @mobile", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    type Shift = PerformanceEntry & { sources: { node: Node | null; currentRect: DOMRect }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        for (const { node, currentRect } of entry.sources)
          if (node?.parentElement?.closest("header"))
            shifts.push(`${node.textContent?.slice(0, 30)} to x=${currentRect.x}`);
    }).observe({ type: "layout-shift", buffered: true });
  });
  // A slow connection: the HTML reaches the browser a few kilobytes at a time.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: 16 * 1024,
    uploadThroughput: 16 * 1024,
  });
  for (const path of ["/", "/contact"]) {
    await page.goto(path, { waitUntil: "load" });
    expect(
      await page.evaluate(() => (window as Window & { shifts?: string[] }).shifts),
      path,
    ).toEqual([]);
  }
});

test.describe("footer", () => {
  test("leads to every section, the open houses and the home-value request @mobile", async ({
    page,
  }) => {
    await open(page, "/team");
    const footer = page.getByRole("navigation", { name: "Footer" });
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      ...NAV_LINKS.map((link) => link.to),
      "/open-houses",
      "/sellers/home-value",
    ]);
  });

  test("shows the current year in the copyright line @mobile", async ({ page }) => {
    await open(page, "/");
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year} ${site.name}`);
  });

  test("computes the year when the page is shown, not when it was built", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-01T12:00:00Z"));
    await open(page, "/team");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2031 ${site.name}`);
  });
});
