import { expect, type Page, test } from "@playwright/test";
import { listingPhotos } from "#tests/support/listing-photos.ts";
import { isPhone } from "./support/page.ts";
import { logIn, STAFF, waitForStaffHydration } from "./support/staff.ts";

/**
 * The agent keeps a listing in /staff from a draft to Sold (issue 41 §1), on her phone and on a
 * laptop: twelve photos chosen at once, put in order, described; published as Coming soon, then
 * Active; the price lowered, Under agreement, Sold with its price, each kept in the history.
 */

const history = (page: Page) => page.getByRole("list", { name: "Price and status history" });

async function saveWith(page: Page, status: string, fill: Record<string, string> = {}) {
  await page.getByLabel("Status", { exact: true }).selectOption({ label: status });
  for (const [label, value] of Object.entries(fill))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByRole("status").or(page.getByText("Saved.", { exact: true })),
  ).toBeVisible();
}

test.describe("the agent's listing in /staff @mobile", () => {
  test("twelve photos at once, in order and described, then Coming soon to Sold with its history", async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const phone = isPhone(page);
    const number = 100 + Math.floor(Math.random() * 800);
    const street = `${number} ${phone ? "Walnut" : "Chestnut"} St`;
    await logIn(page, phone ? STAFF.listingsOnPhone : STAFF.listings);

    await page.goto("/staff/listings");
    await page.getByRole("link", { name: "Add a listing" }).click();
    await expect(page.getByRole("heading", { name: "New listing", level: 1 })).toBeVisible();
    await waitForStaffHydration(page);
    await page.getByLabel("Street", { exact: true }).fill(street);
    await page.getByLabel("Town", { exact: true }).fill("Newton");
    await page.getByLabel("ZIP", { exact: true }).fill("02459");
    await page.getByLabel("List price", { exact: true }).fill("$1,195,000");
    await page.getByLabel("Beds", { exact: true }).fill("4");
    await page.getByLabel("Full baths", { exact: true }).fill("2");
    await page.getByLabel("Living area (sq ft)", { exact: true }).fill("2,450");
    await page
      .getByLabel("Headline", { exact: true })
      .fill("Perfect for young couples, near the village");
    await page.getByLabel("Key features", { exact: true }).fill("Renovated kitchen\nFenced yard");
    await page.getByLabel("Photos", { exact: true }).setInputFiles(await listingPhotos(12));
    await page.getByRole("button", { name: "Save as a draft" }).click();

    await expect(page.getByRole("heading", { name: `${street}, Newton`, level: 1 })).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByRole("heading", { name: "Photos (12 of 60)" })).toBeVisible();
    // Saved as written, with the reason at the field.
    await expect(
      page.getByRole("note").filter({ hasText: "perfect for young couples" }),
    ).toContainText("familial status");

    // Going public needs a described cover.
    await waitForStaffHydration(page);
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Coming soon" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Publishing needs a cover photo with alt text")).toBeVisible();

    await page.getByRole("link", { name: "Add, describe and order the photos" }).click();
    await expect(
      page.getByRole("list", { name: "Photos in order" }).getByRole("listitem"),
    ).toHaveCount(12);
    await waitForStaffHydration(page);
    await page.getByLabel("Photo 2: alt text").fill("The living room's bay window");
    await page.getByRole("button", { name: "Move photo 2 up" }).click();
    await expect(page.getByText("Photos saved.")).toBeVisible();
    await expect(page.getByLabel("Photo 1 (cover): alt text")).toHaveValue(
      "The living room's bay window",
    );
    await page.getByLabel("Photo 2: alt text").fill("The front of the house in spring");
    await page.getByRole("button", { name: "Save the photos" }).click();
    await expect(page.getByLabel("Photo 2: alt text")).toHaveValue(
      "The front of the house in spring",
    );
    if (!phone) {
      // On a laptop, by drag too: the second photo dropped on the cover takes its place.
      const items = page.getByRole("list", { name: "Photos in order" }).getByRole("listitem");
      await items.nth(1).dragTo(items.nth(0));
      await expect(page.getByLabel("Photo 1 (cover): alt text")).toHaveValue(
        "The front of the house in spring",
      );
    }
    await page.screenshot({ path: testInfo.outputPath("listing-photos.png"), fullPage: true });

    await page.getByRole("link", { name: street }).click();
    await waitForStaffHydration(page);
    await saveWith(page, "Coming soon");
    await expect(history(page)).toContainText("Listed: Coming soon");
    await saveWith(page, "Active");
    await saveWith(page, "Active", { "List price": "1149000" });
    const editor = page.url().replace(/\?.*$/, "");

    // An open house from the listing: its address, facts and cover come with it.
    await page.getByRole("link", { name: "Schedule an open house" }).click();
    const form = page.getByRole("form", { name: "Open house" });
    await expect(form.getByLabel("Street address")).toHaveValue(street);
    await expect(form.getByLabel("Price ($)")).toHaveValue("1149000");
    await waitForStaffHydration(page);
    await form
      .getByLabel("Date")
      .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel("Starts").fill("13:00");
    await form.getByLabel("Ends").fill("15:00");
    await form.getByRole("button", { name: "Create the open house" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(street, { timeout: 60_000 });
    await page.goto("/open-houses");
    const house = page
      .getByRole("region", { name: "Open houses" })
      .getByRole("listitem")
      .filter({ hasText: street });
    await expect(house).toContainText("4 beds · 2 baths · 2,450 sq ft · $1,149,000");
    await expect(house.locator("img")).toHaveAttribute("src", /^\/media\/u\//);

    await page.goto(editor);
    await waitForStaffHydration(page);
    await saveWith(page, "Under agreement");
    await saveWith(page, "Sold", {
      "Sold price (when Sold)": "1210000",
      "Sold date (when Sold)": "2026-11-20",
    });
    const rows = history(page).getByRole("listitem");
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toContainText("Listed: Coming soon$1,195,000");
    await expect(rows.nth(1)).toContainText("Status: Active$1,195,000");
    await expect(rows.nth(2)).toContainText("Price changed$1,149,000");
    await expect(rows.nth(3)).toContainText("Status: Under agreement$1,149,000");
    await expect(rows.nth(4)).toContainText("Status: Sold$1,210,000");
    await expect(
      page.getByRole("list", { name: "Saves, newest first" }).getByRole("listitem"),
    ).toHaveCount(6);
    await page.screenshot({ path: testInfo.outputPath("listing-editor.png"), fullPage: true });

    // On /portfolio in its place by price.
    await page.goto("/portfolio");
    const cards = page.getByTestId("sold-home");
    const prices = (await cards.getByTestId("price").allInnerTexts()).map((text) =>
      Number(text.replace(/[$,]/g, "")),
    );
    const card = cards.filter({
      has: page.getByRole("heading", { name: `${street}, Newton, MA`, exact: true }),
    });
    await expect(card.getByTestId("price")).toHaveText("$1,210,000");
    expect(prices).toEqual(prices.toSorted((a, b) => b - a));
    expect(prices.indexOf(1_210_000)).toBe(prices.filter((price) => price > 1_210_000).length);

    await page.goto("/staff/listings?status=sold");
    await expect(page.getByRole("list", { name: "Listings, last saved first" })).toContainText(
      `${street}, Newton`,
    );
  });
});
