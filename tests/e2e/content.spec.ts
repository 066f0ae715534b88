import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { areas } from "../../content/areas.ts";
import { buyerAdvantages, buyerResources, buyerSteps } from "../../content/buyers.ts";
import { faqGroups } from "../../content/faq.ts";
import { globalReach, marketingElements, marketingSteps } from "../../content/marketing.ts";
import { sellerAdvantages, sellerResources, sellerSteps } from "../../content/sellers.ts";
import { officeAddressLine } from "../../content/site.ts";
import { teamProfiles, whyChooseUs } from "../../content/team.ts";
import type { FaqGroup, FaqItem } from "../../content/types.ts";
import { expectExpanded, isLocalRequest, isPhone, open, revealWholePage } from "./support/page.ts";
import { readPost, site } from "./support/site.ts";
import { STAFF, signIn } from "./support/staff.ts";

/** The heading as displayed (CSS capitals applied). */
const shownText = (locator: Locator) =>
  locator.evaluate((element: HTMLElement) => element.innerText);

/** A page section, found by its heading. */
const section = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true });

/** Step titles compared loosely: case, '&' versus 'and', punctuation. */
const normalize = (title: string) =>
  title
    .toLowerCase()
    .replace(/^step \d+:\s*/, "")
    .replace(/&/g, "and")
    .replace(/[^a-z]+/g, " ")
    .trim();

type StaffSoldHome = {
  address: string;
  town: string;
  price: number;
  beds: string;
  baths: string;
  squareFeet: number;
};

/** The sold homes as the team keeps them in /staff, from the database the page reads. */
async function soldHomesInStaff(browser: Browser, email: string): Promise<StaffSoldHome[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, email);
    await page.goto("/staff/content/homes");
    const hrefs = await page
      .getByRole("list", { name: "Sold homes, highest price first" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    const homes: StaffSoldHome[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
      homes.push({
        address: await value("Address"),
        town: await value("Town"),
        price: Number(await value("Price")),
        beds: await value("Beds"),
        baths: await value("Baths"),
        squareFeet: Number(await value("Square feet")),
      });
    }
    return homes;
  } finally {
    await context.close();
  }
}

test.describe("portfolio", () => {
  test("shows one card per sold home the team keeps in /staff, highest price first @mobile", async ({
    page,
    browser,
  }) => {
    // One member per width: the two projects run this test at the same time.
    const homes = await soldHomesInStaff(
      browser,
      isPhone(page) ? STAFF.portfolioOnPhone : STAFF.portfolio,
    );
    // A new database starts with the seed homes.
    expect(homes.length).toBeGreaterThan(0);
    await page.goto("/portfolio");
    expect(await shownText(page.getByRole("heading", { level: 1 }))).toBe("PORTFOLIO");
    const cards = section(page, "Sold homes").getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    const prices = (await cards.getByTestId("price").allInnerTexts()).map((text) =>
      Number(text.replace(/[$,]/g, "")),
    );
    expect(prices).toEqual(prices.toSorted((a, b) => b - a));

    // Homes other tests add in the meantime may stand among them.
    for (const home of homes) {
      const card = cards.filter({
        has: page.getByRole("heading", { name: `${home.address}, ${home.town}, MA`, exact: true }),
      });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId("price")).toHaveText(`$${home.price.toLocaleString("en-US")}`);
      await expect(card.getByText("SOLD", { exact: true })).toBeVisible();
      await expect(card.getByText(`${home.beds} beds`, { exact: true })).toBeVisible();
      await expect(card.getByText(`${home.baths} baths`, { exact: true })).toBeVisible();
      await expect(card.getByText(/sq ft$/)).toHaveText(
        `${home.squareFeet.toLocaleString("en-US")} sq ft`,
      );
    }
  });
});

test.describe("process guides", () => {
  const guides = [
    {
      path: "/buyers",
      heading: "HOME BUYING PROCESS",
      advantagesHeading: "The Advantages of Buying With Us",
      advantages: buyerAdvantages,
      stepsHeading: "Your Eight-Step Buying Roadmap",
      steps: buyerSteps,
      resources: buyerResources,
      guide: { href: "/buyers/first-time" },
      cta: { name: "Contact Us Today", href: "/contact" },
    },
    {
      path: "/sellers",
      heading: "HOME SELLING PROCESS",
      advantagesHeading: "The Advantages of Selling With Us",
      advantages: sellerAdvantages,
      stepsHeading: "Your Eight-Step Selling Roadmap",
      steps: sellerSteps,
      resources: sellerResources,
      guide: { href: "/sellers/marketing" },
      cta: { name: "Request a Home Valuation", href: "/sellers/home-value" },
    },
  ];

  for (const guide of guides) {
    test(`${guide.path}: the advantages, the steps in order and the resources of its module`, async ({
      page,
    }) => {
      await page.goto(guide.path);
      expect(await shownText(page.getByRole("heading", { level: 1 }))).toBe(guide.heading);

      const advantages = section(page, guide.advantagesHeading).getByRole("heading", { level: 3 });
      await expect(advantages).toHaveText(guide.advantages.map((advantage) => advantage.title));

      const steps = section(page, guide.stepsHeading).getByRole("heading", { level: 3 });
      await expect(steps).toHaveCount(guide.steps.length);
      const titles = await steps.evaluateAll((elements) =>
        elements.map((element) => element.textContent ?? ""),
      );
      expect(titles.map(normalize)).toEqual(guide.steps.map((step) => normalize(step.title)));

      // A resource with a page or a blog post is a link; one with neither says 'Coming Soon'.
      const resources = section(page, "Guides and Tools").getByRole("listitem");
      await expect(resources.getByRole("heading")).toHaveText(guide.resources.map((r) => r.title));
      for (const [index, card] of guide.resources.entries()) {
        const resource = resources.nth(index);
        const href = card.href ?? (card.post && `/blog/${card.post}`);
        if (href) {
          await expect(resource.getByRole("link")).toHaveAttribute("href", href);
          await expect(resource.getByText("Coming Soon")).toHaveCount(0);
        } else {
          await expect(resource.getByText("Coming Soon", { exact: true })).toBeVisible();
          await expect(resource.getByRole("link")).toHaveCount(0);
        }
      }

      await expect(page.getByRole("link", { name: guide.cta.name })).toHaveAttribute(
        "href",
        guide.cta.href,
      );
    });

    test(`${guide.path}: each card on a topic the blog covers opens that post`, async ({
      page,
    }) => {
      // Every card that names a post (none: nothing to open; the content test checks the slugs).
      for (const card of guide.resources.filter((entry) => entry.post !== undefined)) {
        await page.goto(guide.path);
        await section(page, "Guides and Tools")
          .getByRole("link")
          .filter({ has: page.getByRole("heading", { name: card.title, exact: true }) })
          .click();
        await expect(page).toHaveURL(`/blog/${card.post}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          readPost(card.post!).title,
        );
      }
    });

    test(`${guide.path}: the guide card opens ${guide.guide.href}`, async ({ page }) => {
      await open(page, guide.path);
      await section(page, "Guides and Tools")
        .getByRole("link")
        .and(page.locator(`[href="${guide.guide.href}"]`))
        .click();
      await expect(page).toHaveURL(guide.guide.href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("seller marketing strategy", () => {
  test("shows Prepare, Present, Promote, the marketing elements and the global reach", async ({
    page,
  }) => {
    await page.goto("/sellers/marketing");
    for (const step of marketingSteps) {
      await expect(
        page.getByRole("heading", { level: 3, name: new RegExp(`${step.title}$`) }),
      ).toBeVisible();
    }
    const elements = section(page, "Six Marketing Elements").getByRole("heading", { level: 3 });
    await expect(elements).toHaveText(marketingElements.map((element) => element.title));

    const reach = section(page, globalReach.heading);
    const items = reach.getByRole("listitem");
    await expect(items.getByRole("heading")).toHaveText(
      globalReach.items.map((item) => item.title),
    );
    for (const [index, item] of globalReach.items.entries())
      await expect(items.nth(index)).toContainText(item.description);
  });

  test("its buttons lead to the home-value request and /portfolio", async ({ page }) => {
    await open(page, "/sellers/marketing");
    const consult = page.getByRole("link", { name: "Request a Home Valuation" });
    const portfolio = page.getByRole("link", { name: "View Our Portfolio" });
    expect(await consult.count()).toBeGreaterThan(0);
    expect(await portfolio.count()).toBeGreaterThan(0);
    for (const link of await consult.all())
      await expect(link).toHaveAttribute("href", "/sellers/home-value");
    for (const link of await portfolio.all())
      await expect(link).toHaveAttribute("href", "/portfolio");
    await portfolio.first().click();
    await expect(page).toHaveURL("/portfolio");
    await page.goBack();
    await consult.first().click();
    await expect(page).toHaveURL("/sellers/home-value");
  });
});

test.describe("areas served", () => {
  const tiles = (page: Page) => section(page, "Towns").getByRole("listitem");
  const description = (page: Page, index: number) =>
    tiles(page).nth(index).getByText(areas[index]!.description);
  /** The tile: a link to the town's page. */
  const toggle = (page: Page, index: number) => tiles(page).nth(index).getByRole("link");

  test("shows every town of content/areas.ts, description hidden at rest, shown on hover", async ({
    page,
  }) => {
    await open(page, "/massachusetts");
    await expect(tiles(page)).toHaveCount(areas.length);
    for (const [index, area] of areas.entries()) {
      await expect(tiles(page).nth(index).getByText(area.name, { exact: true })).toBeVisible();
      await expect(description(page, index)).toBeHidden();
    }
    await revealWholePage(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));

    await tiles(page).nth(0).hover();
    await expect(description(page, 0)).toBeVisible();
    await expect(description(page, 0)).toHaveCSS("opacity", "1");
    await expect(description(page, 1)).toBeHidden();

    await tiles(page).nth(1).hover();
    await expect(description(page, 1)).toBeVisible();
    await expect(description(page, 0)).toBeHidden();

    await page.mouse.move(5, 890);
    await expect(description(page, 1)).toBeHidden();
  });

  test("a tile shows its description while it has keyboard focus", async ({ page }) => {
    await open(page, "/massachusetts");
    await page.mouse.move(5, 890);
    await toggle(page, 0).focus();
    await page.keyboard.press("Tab");
    await expect(toggle(page, 1)).toBeFocused();
    await expect(description(page, 1)).toBeVisible();
    await expect(description(page, 1)).toHaveCSS("opacity", "1");
    await expect(description(page, 2)).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(description(page, 2)).toBeVisible();
    await expect(description(page, 1)).toBeHidden();

    await page.keyboard.press("Shift+Tab");
    await expect(description(page, 1)).toBeVisible();
    await expect(description(page, 2)).toBeHidden();
  });

  test("a tap or click on a tile opens the town's page, which starts with the description @mobile", async ({
    page,
  }, testInfo) => {
    await open(page, "/massachusetts");
    const tile = toggle(page, 2);
    await tile.scrollIntoViewIfNeeded();
    await (testInfo.project.use.hasTouch ? tile.tap() : tile.click());
    await expect(page).toHaveURL(`/massachusetts/${areas[2]!.id}`);
    await expect(page.getByText(areas[2]!.description)).toBeVisible();
  });

  test.describe("without JavaScript, on a phone", () => {
    test.use({ javaScriptEnabled: false, isMobile: true, hasTouch: true });

    test("a tap on a tile opens the town's page @mobile", async ({ page }) => {
      await page.goto("/massachusetts");
      const name = tiles(page).nth(1).getByText(areas[1]!.name, { exact: true });
      await name.scrollIntoViewIfNeeded();
      await name.tap();
      await expect(page).toHaveURL(`/massachusetts/${areas[1]!.id}`);
      await expect(page.getByText(areas[1]!.description)).toBeVisible();
    });

    test("Enter on the first tile opens its town page @mobile", async ({ page }) => {
      await page.goto("/massachusetts");
      const first = tiles(page).nth(0).locator(":focus");
      for (let presses = 0; presses < 50 && !(await first.count()); presses++)
        await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`/massachusetts/${areas[0]!.id}`);
    });
  });
});

test.describe("team", () => {
  test("shows every member with call, text and e-mail, and the join link @mobile", async ({
    page,
  }) => {
    await open(page, "/team");
    expect(await shownText(page.getByRole("heading", { level: 1 }))).toBe("MEET OUR TEAM");
    await expect(
      section(page, "Why Choose Our Team").getByRole("heading", { level: 3 }),
    ).toHaveText(whyChooseUs.map((item) => item.title));

    const cards = section(page, "Team members").getByRole("article");
    await expect(cards).toHaveCount(teamProfiles.length);
    for (const member of teamProfiles.map((profile) => site.team[profile.id])) {
      const card = cards.filter({ has: page.getByRole("heading", { name: member.name }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();

      const trigger = card.getByLabel(`Call or text ${member.name}: ${member.phone.display}`);
      const call = card.getByRole("link", { name: "Call", exact: true });
      await expect(call).toBeHidden();
      await trigger.click();
      await expectExpanded(trigger, true);
      await expect(call).toHaveAttribute("href", `tel:${member.phone.e164}`);
      await expect(card.getByRole("link", { name: "Text", exact: true })).toHaveAttribute(
        "href",
        `sms:${member.phone.e164}`,
      );
      await page.keyboard.press("Escape");
      await expect(call).toBeHidden();

      await expect(card.getByRole("link", { name: new RegExp(member.email) })).toHaveAttribute(
        "href",
        `mailto:${member.email}`,
      );
    }

    await expect(page.getByRole("link", { name: "Join Our Growing Team" })).toHaveAttribute(
      "href",
      `mailto:${site.careersEmail}?subject=Team%20Inquiry`,
    );
  });

  test("two cards to a row on a tablet: an odd last card spans the row, not half of it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await open(page, "/team");
    const grid = section(page, "Why Choose Our Team").getByRole("list");
    const items = grid.getByRole("listitem");
    const count = await items.count();
    const gridWidth = (await grid.boundingBox())!.width;
    const widths = await items.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().width),
    );
    for (const [index, width] of widths.entries()) {
      const alone = index === count - 1 && count % 2 === 1;
      expect(width, `card ${index + 1} of ${count}`).toBeCloseTo(
        alone ? gridWidth : (gridWidth - 24) / 2,
        0,
      );
    }
  });
});

test.describe("FAQ", () => {
  const tab = (page: Page, label: string) => page.getByRole("tab", { name: label });
  const question = (page: Page, id: string) => page.locator(`#${id}`);
  const answerOf = (page: Page, groupIndex: number, itemIndex: number) => {
    const item = faqGroups[groupIndex]!.items[itemIndex]!;
    return question(page, item.id).getByText(item.answer);
  };

  test("has a tab per topic of content/faq.ts, the first chosen, of closed questions", async ({
    page,
  }) => {
    await open(page, "/faq");
    await expect(page.getByRole("tab")).toHaveText(faqGroups.map((group) => group.label));
    await expect(tab(page, faqGroups[0]!.label)).toHaveAttribute("aria-selected", "true");

    for (const [groupIndex, group] of faqGroups.entries()) {
      await tab(page, group.label).click();
      await expect(tab(page, group.label)).toHaveAttribute("aria-selected", "true");
      expect(group.items.map((item) => item.id)).toEqual(
        group.items.map((_, index) => `${group.id.replace(/s$/, "")}-${index + 1}`),
      );
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      for (const [itemIndex, item] of group.items.entries()) {
        await expect(panel.locator(`#${item.id}`).getByText(item.question)).toBeVisible();
        await expect(answerOf(page, groupIndex, itemIndex)).toBeHidden();
      }
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every topic is shown under its heading, with its questions, and they open", async ({
      page,
    }) => {
      await page.goto("/faq");
      // Tab buttons that cannot switch are not offered.
      await expect(page.getByRole("tablist")).toBeHidden();
      for (const [groupIndex, group] of faqGroups.entries()) {
        // Drawn at full size, not only for screen readers (a 1 px box).
        const heading = page.getByRole("heading", { level: 2, name: group.label });
        expect((await heading.boundingBox())?.height).toBeGreaterThan(20);
        const last = group.items.length - 1;
        await question(page, group.items[last]!.id).getByText(group.items[last]!.question).click();
        await expect(answerOf(page, groupIndex, last)).toBeVisible();
      }
    });
  });

  test("the topics are chosen with the keyboard: arrows, Home and End", async ({ page }) => {
    await open(page, "/faq");
    const labels = faqGroups.map((group) => group.label);
    await tab(page, labels[0]!).focus();
    const expectChosen = async (label: string) => {
      await expect(tab(page, label)).toHaveAttribute("aria-selected", "true");
      await expect(tab(page, label)).toBeFocused();
    };
    await page.keyboard.press("ArrowRight");
    await expectChosen(labels[1]!);
    await page.keyboard.press("End");
    await expectChosen(labels.at(-1)!);
    await page.keyboard.press("ArrowRight");
    await expectChosen(labels[0]!);
    await page.keyboard.press("ArrowLeft");
    await expectChosen(labels.at(-1)!);
    await page.keyboard.press("Home");
    await expectChosen(labels[0]!);
    // Only the chosen topic is in the Tab order: the next stop is its first question.
    await page.keyboard.press("Tab");
    await expect(page.locator(`#${faqGroups[0]!.items[0]!.id} summary`)).toBeFocused();
  });

  test("each question opens and closes on its own", async ({ page }) => {
    await open(page, "/faq");
    for (const [groupIndex, group] of faqGroups.entries()) {
      await tab(page, group.label).click();
      for (const [itemIndex, item] of group.items.entries()) {
        await question(page, item.id).getByText(item.question).click();
        await expect(answerOf(page, groupIndex, itemIndex)).toBeVisible();
        // The others of this tab keep their own state.
        if (itemIndex > 0) await expect(answerOf(page, groupIndex, itemIndex - 1)).toBeHidden();
        await question(page, item.id).getByText(item.question).click();
        await expect(answerOf(page, groupIndex, itemIndex)).toBeHidden();
      }
    }

    const [first, second] = faqGroups[0]!.items as [FaqItem, FaqItem];
    await tab(page, faqGroups[0]!.label).click();
    await question(page, first.id).getByText(first.question).click();
    await question(page, second.id).getByText(second.question).click();
    await expect(answerOf(page, 0, 0)).toBeVisible();
    await expect(answerOf(page, 0, 1)).toBeVisible();
    await question(page, first.id).getByText(first.question).click();
    await expect(answerOf(page, 0, 0)).toBeHidden();
    await expect(answerOf(page, 0, 1)).toBeVisible();
  });

  test("an open question stays open when switching tabs away and back", async ({ page }) => {
    await open(page, "/faq");
    const [buyers, sellers] = faqGroups as [FaqGroup, FaqGroup];
    await question(page, buyers.items[2]!.id).getByText(buyers.items[2]!.question).click();
    await expect(answerOf(page, 0, 2)).toBeVisible();
    await tab(page, sellers.label).click();
    await expect(answerOf(page, 0, 2)).toBeHidden();
    await expect(answerOf(page, 1, 0)).toBeHidden();
    await tab(page, buyers.label).click();
    await expect(answerOf(page, 0, 2)).toBeVisible();
    await expect(answerOf(page, 0, 1)).toBeHidden();
  });

  test("every answer of content/faq.ts is given in full under its topic", async ({ page }) => {
    await open(page, "/faq");
    for (const group of faqGroups) {
      await tab(page, group.label).click();
      const panel = page.getByRole("tabpanel");
      for (const item of group.items) {
        await question(page, item.id).getByText(item.question).click();
        await expect(panel.locator(`#${item.id}`)).toContainText(item.answer);
      }
    }
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("contact page", () => {
  test("opens with its hero and the contact section @mobile", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Let's Create Something Extraordinary",
    );
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
    await expect(page.getByRole("link", { name: site.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });

  test("the 300 px map area loads the third-party map only on request", async ({ page }) => {
    const offsite: string[] = [];
    page.on("request", (request) => {
      if (!isLocalRequest(request.url())) offsite.push(request.url());
    });
    // The map provider is not reachable from the test machine: answer for it.
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title>" }),
    );
    await open(page, "/contact");
    const map = section(page, "Visit our office");
    const address = map.getByRole("link", { name: new RegExp(escapeRegExp(officeAddressLine)) });
    await expect(address).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\//);

    const show = map.getByRole("button", { name: "Show interactive map" });
    // The stand-in for a visitor without JavaScript is not offered as well.
    await expect(map.getByRole("link", { name: "Open the map on OpenStreetMap" })).toBeHidden();
    await show.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    const areaHeight = () =>
      show.evaluate((button) => {
        // The map area is the first box around the button as tall as a map.
        let box = button.parentElement;
        while (box && box.getBoundingClientRect().height < 200) box = box.parentElement;
        return box ? Math.round(box.getBoundingClientRect().height) : 0;
      });
    // 300 px including its 1 px border.
    expect(Math.abs((await areaHeight()) - 300)).toBeLessThanOrEqual(2);
    expect(offsite).toEqual([]);

    const mapRequest = page.waitForRequest((request) =>
      request.url().startsWith("https://www.openstreetmap.org/"),
    );
    await show.click();
    await mapRequest;
    const frame = map.locator("iframe");
    await expect(frame).toBeVisible();
    const frameBox = await frame.boundingBox();
    expect(frameBox!.height).toBeGreaterThanOrEqual(296);
    expect(frameBox!.height).toBeLessThanOrEqual(300);
    expect(offsite.every((url) => new URL(url).hostname === "www.openstreetmap.org")).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the map area links to the office on the map, no dead button @mobile", async ({
      page,
    }) => {
      const offsite: string[] = [];
      page.on("request", (request) => {
        if (!isLocalRequest(request.url())) offsite.push(request.url());
      });
      await page.goto("/contact");
      const map = section(page, "Visit our office");
      await expect(map.getByRole("button")).toHaveCount(0);
      const link = map.getByRole("link", { name: "Open the map on OpenStreetMap" });
      await expect(link).toBeVisible();
      const { latitude, longitude } = site.office.geo;
      const href = new URL((await link.getAttribute("href"))!);
      expect(href.origin).toBe("https://www.openstreetmap.org");
      expect(href.searchParams.get("mlat")).toBe(String(latitude));
      expect(href.searchParams.get("mlon")).toBe(String(longitude));
      expect(offsite).toEqual([]);
    });
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
