/**
 * How the team's listings look (issue 41 §2), on a server of this file's own whose database holds
 * a listing with real photos (stored before it starts, as the editor would). What a visitor does
 * with them is the done-when walk's (tests/e2e/listing-walk.spec.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { CATALOGUES } from "#content/catalogues.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";

const SLUG = "12-elm-st-newton";

let server: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "listings-e2e-"));
  // The listings as the editor stores them (tests/support/listing-seed.ts), before the server opens the folder.
  execFileSync("npx", [
    "esbuild",
    "tests/support/listing-seed-cli.ts",
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--packages=external",
    "--log-level=warning",
    "--outfile=build/listing-seed.js",
  ]);
  execFileSync(process.execPath, ["build/listing-seed.js", dataDir]);
  server = await startOwnServer({
    entry: "server/start.js",
    dataDir,
    startTimeout: 60_000,
    env: (port) => ({ SITE_URL: `http://localhost:${port}` }),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const listingUrl = () => `${server.origin}/listings/${SLUG}`;

test("the flyer prints on one page: cover, price, facts, QR code, member card and brokerage line", async ({
  page,
}) => {
  await page.goto(listingUrl());
  await page.emulateMedia({ media: "print" });
  const flyer = page.locator("[data-flyer]");
  await expect(flyer.getByTestId("gallery").locator("img").first()).toBeVisible();
  await expect(flyer.getByTestId("price")).toHaveText("$1,250,000");
  await expect(flyer.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(flyer.getByRole("region", { name: "Facts" })).toBeVisible();
  await expect(flyer.locator("[data-flyer-code] img")).toBeVisible();
  await expect(flyer.getByRole("region", { name: "Listed by" })).toBeVisible();
  await expect(flyer.getByTestId("brokerage")).toBeVisible();
  // What only the screen needs stays off the paper.
  await expect(page.getByRole("form", { name: "Request a showing" })).toBeHidden();
  await expect(page.locator("header").first()).toBeHidden();
  const pdf = await page.pdf({ format: "Letter", printBackground: true });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g), "pages in the PDF").toHaveLength(1);
  await page.screenshot({ path: "test-results/flyer.png", fullPage: true });
});

test("the listings and the listing's page, as they look at 375, 768 and 1280 (reduced motion)", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, url] of [
      ["listings", `${server.origin}/listings`],
      ["listing", listingUrl()],
      ["portfolio", `${server.origin}/portfolio`],
    ] as const) {
      await page.goto(url);
      // Nothing runs off the side of the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${width}`,
      ).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
    }
  }
});

test("a visitor requests a showing on the Chinese listing page, with and without JavaScript, and reads the Chinese thank-you", async ({
  browser,
}) => {
  const words = CATALOGUES.listing["zh-Hans"].showingForm;
  const person = CATALOGUES.forms["zh-Hans"].contactForm.person;
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${server.origin}/zh/listings/${SLUG}`);
    const form = page.getByRole("form", { name: words.label });
    await form.getByLabel(words.times).fill("周六上午");
    await form.getByLabel(person.last).fill("王");
    await form.getByLabel(person.first).fill("芳");
    await form.getByLabel(person.email).fill(`fang.${javaScriptEnabled}@example.com`);
    await form.getByLabel(words.preApproved).selectOption("cash");
    await form.getByRole("button", { name: words.submit }).click();
    await expect(page.getByText(words.outcome.success)).toBeVisible();
    await context.close();
  }
});
