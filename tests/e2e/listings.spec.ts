/**
 * What a visitor gets of the team's listings (issue 41 §2), on a server of this file's own whose
 * database holds a listing with real photos (stored before it starts, as the editor would), and
 * whose Follow Up Boss and webhook are a local stub: she finds the home on /listings, its town's
 * page and the sitemap, goes through its photos with the keyboard, and asks for a showing
 * without JavaScript; the team's mail, Follow Up Boss and the webhook all carry the listing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { type HttpStub, startHttpStub } from "#tests/support/http-stub.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";

const LISTING = { street: "12 Elm St", town: "Newton", slug: "12-elm-st-newton" };
/** As many as tests/support/listing-seed.ts stores. */
const PHOTOS = 5;

let server: OwnServer;
let stub: HttpStub;

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
  stub = await startHttpStub();
  server = await startOwnServer({
    entry: "server/start.js",
    dataDir,
    startTimeout: 60_000,
    env: (port) => ({
      SITE_URL: `http://localhost:${port}`,
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      FUB_API_KEY: "listings-e2e-key",
      FUB_API_URL: stub.url,
      LEAD_WEBHOOK_URL: `${stub.url}/hook`,
      LEAD_WEBHOOK_SECRET: "listings-e2e-webhook-secret-of-some-length",
    }),
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

const listingUrl = () => `${server.origin}/listings/${LISTING.slug}`;

test("a visitor finds the listing on /listings, the home page, its town's page and the sitemap @mobile", async ({
  page,
}) => {
  await page.goto(`${server.origin}/listings`);
  const card = page.getByTestId("listing").filter({ hasText: LISTING.street });
  await expect(card).toContainText("$1,250,000");
  await expect(card).toContainText("4 beds · 2.5 baths · 2,600 sq ft");
  await expect(card.getByTestId("status")).toHaveText("Active");
  await expectNoAxeViolations(page, "/listings");
  // The filters are a plain GET form: another town leaves her with the empty state's ways on.
  await page.getByLabel("Town").selectOption("Newton");
  await page.getByRole("button", { name: "Show homes" }).click();
  await expect(page).toHaveURL(/town=Newton/);
  await expect(card).toBeVisible();

  await page.goto(server.origin);
  await expect(
    page.getByRole("region", { name: "Homes for Sale" }).getByText(LISTING.street),
  ).toBeVisible();

  await page.goto(`${server.origin}/massachusetts/newton`);
  await expect(
    page.getByRole("region", { name: "Homes for sale in Newton" }).getByText(LISTING.street),
  ).toBeVisible();

  const sitemap = await (await page.request.get(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/listings/${LISTING.slug}</loc>`);
  expect(sitemap).not.toContain("9-oak-rd");
  expect((await page.request.get(`${server.origin}/listings/9-oak-rd-newton`)).status()).toBe(410);
});

test("the photos open full screen from the keyboard: arrows go through them, Escape leaves @mobile", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(listingUrl());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("12 Elm St, Newton, MA 02458");
  await expect(page.getByTestId("gallery").locator("a")).toHaveCount(PHOTOS);
  // Nothing but the page itself until she asks for the viewer.
  await page.waitForLoadState("load");
  expect(scripts.filter((url) => url.includes("photo-viewer"))).toEqual([]);
  await expectNoAxeViolations(page, "the listing's page");

  await page.getByTestId("gallery").locator("a").first().focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: "Photos" });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`1 of ${PHOTOS}`);
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText(`2 of ${PHOTOS}`);
  await expect(viewer.locator("img")).toHaveAttribute("alt", "12 Elm St, photo 2");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toContainText(`${PHOTOS} of ${PHOTOS}`);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId("gallery").locator("a").first()).toBeFocused();
});

test("a showing request without JavaScript reaches the team, Follow Up Boss and the webhook with its listing", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(listingUrl());
  const form = page.getByRole("form", { name: "Request a showing" });
  await form.getByLabel("Preferred days and times").fill("Saturday morning");
  await form.getByLabel("First Name").fill("Rae");
  await form.getByLabel("Last Name").fill("Okafor");
  await form.getByLabel("Email").fill("rae.okafor@example.com");
  await form.getByLabel("Are you pre-approved?").selectOption("yes");
  await form.getByRole("button", { name: "Request a showing" }).click();
  await expect(
    page.getByText("Thank you! We will be in touch to confirm your showing."),
  ).toBeVisible();
  await context.close();

  await expect
    .poll(() => server.mails().find((mail) => mail.includes("Showing request: 12 Elm St, Newton")))
    .toBeTruthy();
  const [event] = await stub.waitForRequests("/v1/events", 1);
  expect(JSON.parse(event!.body)).toMatchObject({
    type: "Property Inquiry",
    property: {
      street: "12 Elm St",
      city: "Newton",
      price: 1_250_000,
      mlsNumber: "73412345",
      url: listingUrl(),
    },
  });
  const [hook] = await stub.waitForRequests("/hook", 1);
  expect(JSON.parse(hook!.body).lead).toMatchObject({
    form: "showing",
    listing: { street: "12 Elm St", town: "Newton", url: listingUrl() },
  });
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
