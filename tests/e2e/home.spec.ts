import { type Browser, expect, test } from "@playwright/test";
import { accomplishments, partner, stats } from "../../content/home.ts";
import { uiText } from "../../content/ui.ts";
import { expectSoon, open, settledTop } from "./support/page.ts";
import { HEADER_OFFSET_PX, site } from "./support/site.ts";
import { logIn, STAFF } from "./support/staff.ts";

const SECTION_IDS = ["home", "about", "accomplishments", "testimonials", "contact"];

type HomeReview = {
  place: number;
  quote: string;
  firstName: string;
  role: string;
  sourceName: string;
  sourceUrl: string;
  rating: string;
};

/**
 * The reviews the team chose for the home page, in their places: read in /staff, from the
 * database where they live (the seed is only what a new database starts with).
 */
async function homeReviewsInStaff(browser: Browser): Promise<HomeReview[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logIn(page, STAFF.homeReviews);
    await page.goto("/staff/content/reviews");
    const chosen = page
      .getByRole("list", { name: "Reviews" })
      .getByRole("listitem")
      .filter({ hasText: /Home page #\d+/ });
    const places = await Promise.all(
      (await chosen.all()).map(async (item) => ({
        place: Number((await item.getByText(/^Home page #\d+$/).textContent())!.replace(/\D/g, "")),
        href: (await item.getByRole("link").getAttribute("href"))!,
      })),
    );
    const reviews: HomeReview[] = [];
    for (const { place, href } of places) {
      await page.goto(href);
      if (place === 1) {
        // The team gives the first its stars and where it was given, as she would from Zillow.
        await page.getByLabel("Rating (optional)").selectOption("5");
        await page.getByLabel("Source name (optional)").fill("Zillow");
        await page
          .getByLabel("Source link (optional)")
          .fill("https://www.zillow.com/profile/example-team");
        await page.getByRole("button", { name: "Save", exact: true }).click();
        await expect(page.getByLabel("Rating (optional)")).toHaveValue("5");
      }
      reviews.push({
        place,
        quote: await page.getByLabel("Quote", { exact: true }).inputValue(),
        firstName: await page.getByLabel("First name").inputValue(),
        role: await page.getByLabel("Role").inputValue(),
        sourceName: await page.getByLabel("Source name (optional)").inputValue(),
        sourceUrl: await page.getByLabel("Source link (optional)").inputValue(),
        rating: await page.getByLabel("Rating (optional)").inputValue(),
      });
    }
    return reviews.toSorted((a, b) => a.place - b.place);
  } finally {
    await context.close();
  }
}

test.describe("home page", () => {
  test("has the five anchored sections", async ({ page }) => {
    await page.goto("/");
    for (const id of SECTION_IDS) await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("shows the figures, the accomplishments and the partner caption", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#about");
    for (const stat of stats) {
      await expect(about.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(about.getByText(stat.label, { exact: true })).toBeVisible();
    }

    const recognition = page.locator("#accomplishments");
    const groups = recognition.getByRole("heading", { level: 3 });
    await expect(groups).toHaveText(accomplishments.map((group) => group.organization));
    for (const group of accomplishments) {
      const card = recognition
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: group.organization }) });
      await expect(card).toHaveCount(1);
      for (const item of group.items) {
        await expect(card.getByText(item, { exact: true })).toBeVisible();
      }
    }
    const feature = accomplishments.find((group) => group.link)!.link!;
    await expect(page.getByRole("link", { name: feature.label })).toHaveAttribute(
      "href",
      feature.href,
    );

    await expect(page.getByText(partner.caption, { exact: true })).toBeVisible();
  });

  test("shows the three reviews the team chose, in their places, and links to more reviews", async ({
    page,
    browser,
  }) => {
    const reviews = await homeReviewsInStaff(browser);
    expect(reviews.map((review) => review.place)).toEqual([1, 2, 3]);
    expect(reviews[0]).toMatchObject({ rating: "5", sourceName: "Zillow" });
    const section = page.locator("#testimonials");
    await expectSoon(async () => {
      await page.goto("/");
      await expect(section.getByText("Rated 5 out of 5")).toBeAttached({ timeout: 1_000 });
    });
    await page.emulateMedia({ reducedMotion: "reduce" }); // no fade: the card as it rests
    await section
      .getByRole("listitem")
      .first()
      .screenshot({ path: "test-results/home-review.png" });
    const quotes = section.locator("blockquote");
    await expect(quotes).toHaveText(reviews.map((review) => review.quote));
    for (const review of reviews) {
      await expect(section.getByText(review.firstName, { exact: true })).toBeVisible();
      await expect(section.getByText(review.role, { exact: true })).toBeVisible();
      // What the team entered of it: its stars, and where it was given, linked when known.
      const card = section.getByRole("listitem").filter({ hasText: review.quote });
      if (review.rating)
        await expect(card.getByText(`Rated ${review.rating} out of 5`)).toBeAttached();
      if (review.sourceUrl)
        await expect(
          card.getByRole("link", { name: review.sourceName || "See the review" }),
        ).toHaveAttribute("href", review.sourceUrl);
      else if (review.sourceName) await expect(card).toContainText(review.sourceName);
    }
    const more = section.getByRole("link", { name: "Show More Reviews" });
    await expect(more).toHaveAttribute("href", site.reviewsUrl);
    expect(new URL(site.reviewsUrl).protocol).toBe("https:");
  });

  test("the hero's 'Start Your Journey Today' sits beside its two actions and scrolls smoothly to the contact section, 112 px clear of the top @mobile", async ({
    page,
  }) => {
    await open(page, "/");
    const hero = page.locator("#home");
    for (const name of ["Start Your Journey Today", "What's my home worth?", "Find a home with us"])
      await expect(hero.getByRole("link", { name })).toBeVisible();
    await hero.getByRole("link", { name: "Start Your Journey Today" }).click();
    await expect(page).toHaveURL(/#contact$/);
    // Smooth: the first frames after the press are still on the way.
    const early = await page.evaluate(() => window.scrollY);
    const top = await settledTop(page.locator("#contact"));
    expect(Math.abs(top - HEADER_OFFSET_PX)).toBeLessThanOrEqual(4);
    const end = await page.evaluate(() => window.scrollY);
    expect(early).toBeLessThan(end);
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  });

  test("below its first screen the page is drawn as a reader nears it, and a link to one of its sections draws them all, so the scroll lands where it aims @mobile", async ({
    page,
  }) => {
    await open(page, "/");
    // A section's heading skipped by content-visibility is not drawn: the first layout is of one screen.
    const drawn = (section: string) =>
      page
        .locator(`${section} h2`)
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    for (const section of ["#about", "#accomplishments", "#testimonials", "#contact"])
      expect(await drawn(section), `${section} waits until it nears the view`).toBe(false);
    const footerDrawn = () =>
      page
        .locator("footer p")
        .first()
        .evaluate((line) => line.checkVisibility({ contentVisibilityAuto: true }));
    expect(await footerDrawn(), "the footer waits until it nears the view").toBe(false);
    await page.getByRole("link", { name: "Start Your Journey Today" }).click();
    await settledTop(page.locator("#contact"));
    // #about is screens above the contact form: drawn only because a link aimed below it.
    expect(await drawn("#about")).toBe(true);
  });

  for (const javaScriptEnabled of [true, false])
    test(`the contact section's phone menu, opened ${javaScriptEnabled ? "with" : "without"} JavaScript once she has scrolled to it, shows Call and Text whole @mobile`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/");
      const contact = page.locator("#contact");
      await contact.getByText(site.phone.display).scrollIntoViewIfNeeded();
      await contact.locator("summary").click();
      const ui = uiText("en");
      for (const name of [ui.call, ui.text]) {
        const item = contact.getByRole("link", { name, exact: true });
        await expect(item).toBeVisible();
        await item.scrollIntoViewIfNeeded();
        // What a tap at its middle reaches: the item itself, not cut off by its section.
        const reached = await item.evaluate((link) => {
          const box = link.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && link.contains(hit);
        });
        expect(reached, `${name} is reached where it is drawn`).toBe(true);
      }
      await context.close();
    });

  test("with less motion asked for, 'Start Your Journey Today' jumps to the contact section, 112 px clear of the top", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    await page.getByRole("link", { name: "Start Your Journey Today" }).click();
    // No animation: the first frame is already there.
    const top = await page
      .locator("#contact")
      .evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.abs(top - HEADER_OFFSET_PX)).toBeLessThanOrEqual(4);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("'Start Your Journey Today' is an in-page link to the contact section, 112 px clear of the top @mobile", async ({
      page,
    }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Start Your Journey Today" }).click();
      await expect(page).toHaveURL(/#contact$/);
      const top = await settledTop(page.locator("#contact"));
      expect(Math.abs(top - HEADER_OFFSET_PX)).toBeLessThanOrEqual(4);
    });
  });

  test("'Find a home with us' scrolls smoothly to the contact section @mobile", async ({
    page,
  }) => {
    await open(page, "/");
    await page.getByRole("link", { name: "Find a home with us" }).click();
    // Smooth: part-way through, the page is still moving.
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 })
      .toBeGreaterThan(0);
    const top = await settledTop(page.locator("#contact"));
    expect(Math.abs(top - HEADER_OFFSET_PX)).toBeLessThanOrEqual(4);
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  });
});

test.describe("scroll reveal", () => {
  test("a section below the fold fades in when it scrolls into view", async ({ page }) => {
    await open(page, "/");
    const quote = page.locator("#testimonials").getByRole("listitem").first();
    const opacity = () => quote.evaluate((element) => getComputedStyle(element).opacity);
    await expect.poll(opacity).toBe("0");
    await quote.scrollIntoViewIfNeeded();
    await expect.poll(opacity).toBe("1");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every revealed element is visible", async ({ page }) => {
      await page.goto("/");
      const opacities = await page
        .locator("[data-reveal]")
        .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
      expect(opacities.length).toBeGreaterThan(5);
      expect(opacities.filter((opacity) => opacity !== "1")).toEqual([]);
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing on the animated pages moves: no transition or animation lasts", async ({
      page,
    }) => {
      for (const path of ["/", "/massachusetts", "/faq"]) {
        await open(page, path);
        const moving = await page.evaluate(() =>
          [...document.querySelectorAll("*")].flatMap((element) => {
            const style = getComputedStyle(element);
            const lasts = (value: string) => value.split(",").some((part) => parseFloat(part) > 0);
            return lasts(style.transitionDuration) || lasts(style.animationDuration)
              ? [element.outerHTML.slice(0, 80)]
              : [];
          }),
        );
        expect(moving, path).toEqual([]);
      }
    });

    test("no element is ever hidden for the effect", async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as Window & { __pendingReveals?: string[] }).__pendingReveals = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            const element = record.target as HTMLElement;
            if (element.dataset?.reveal === "pending") seen.push(element.outerHTML.slice(0, 80));
          }
        }).observe(document, {
          subtree: true,
          attributes: true,
          attributeFilter: ["data-reveal"],
        });
      });
      await open(page, "/");
      await page.waitForTimeout(300);
      for (let y = 0; y < 6; y++) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(100);
      }
      // A client-side route change runs the effect again.
      await page
        .getByRole("banner")
        .getByRole("navigation", { name: "Main", exact: true })
        .getByRole("link", { name: "BLOG", exact: true })
        .click();
      await expect(page).toHaveURL("/blog");
      await page.waitForTimeout(300);
      for (let y = 0; y < 6; y++) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(100);
      }
      expect(
        await page.evaluate(
          () => (window as Window & { __pendingReveals?: string[] }).__pendingReveals,
        ),
      ).toEqual([]);
      await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
    });
  });
});
