import { expect, test } from "@playwright/test";
import { officeAddressLine } from "../../content/site.ts";
import { isLocalRequest, open } from "./support/page.ts";
import { section } from "./support/sections.ts";
import { site } from "./support/site.ts";

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
