import { expect, type Page, test } from "@playwright/test";
import { areas } from "../../content/areas.ts";
import { buyerAdvantages, buyerResources, buyerSteps } from "../../content/buyers.ts";
import { globalReach, marketingElements, marketingSteps } from "../../content/marketing.ts";
import { sellerAdvantages, sellerResources, sellerSteps } from "../../content/sellers.ts";
import { priceValue } from "../../domain/blog.ts";
import { soldHomes as seedSoldHomes } from "../../server/db/seed/sold-homes.ts";
import { open, revealWholePage } from "./support/page.ts";
import { section, shownText } from "./support/sections.ts";
import { readPost } from "./support/site.ts";

/** Step titles compared loosely: case, '&' versus 'and', punctuation. */
const normalize = (title: string) =>
  title
    .toLowerCase()
    .replace(/^step \d+:\s*/, "")
    .replace(/&/g, "and")
    .replace(/[^a-z]+/g, " ")
    .trim();

test.describe("portfolio", () => {
  test("shows one card per sold home of a new database, highest price first @mobile", async ({
    page,
  }) => {
    // The seed's sold homes, Sold listings since the first start (server/listings/sold-homes-import.ts).
    const homes = seedSoldHomes.map((home) => {
      const [address, town] = home.address.split(", ");
      return { ...home, address, town, price: priceValue(home.price) };
    });
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
      await expect(card.getByText(`${home.bedrooms} beds`, { exact: true })).toBeVisible();
      await expect(card.getByText(`${home.bathrooms} baths`, { exact: true })).toBeVisible();
      await expect(card.getByText(/sq ft$/)).toHaveText(
        `${home.sqft.toLocaleString("en-US")} sq ft`,
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
      // The specification counts six resource cards on each guide.
      await expect(resources).toHaveCount(6);
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

  test("'Schedule a Marketing Consultation' leads to the home-value request, 'View Our Portfolio' to /portfolio", async ({
    page,
  }) => {
    await open(page, "/sellers/marketing");
    const consult = page.getByRole("link", { name: "Schedule a Marketing Consultation" });
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
