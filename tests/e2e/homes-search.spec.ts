/**
 * Issue 42 §2, "Done when": a buyer searches the MLS's homes on the site. A server of its own
 * replicates a local RESO Web API (tests/support/reso-stub.ts); on it a buyer, with and without
 * JavaScript, on a phone and on a laptop, searches Newton, 3+ beds, under $1.5M, sees the count
 * and the cards, pages through the results, opens a home and requests a showing; the team's mail
 * names the home.
 */
import { expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { CATALOGUES } from "#content/catalogues.ts";
import { homesPage } from "#content/homes.ts";
import { HOMES_PAGE_SIZE } from "#domain/forms/home-search-schema.ts";
import { keysToShow } from "#tests/support/mls-feed.ts";
import { type ResoStub, startResoStub } from "#tests/support/reso-stub.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { logInToOwnServer, type OwnServer, startOwnServer } from "./support/own-server.ts";
import { loadsFramework } from "./support/page.ts";

/** Enough homes for the search to fill more than one page (29 of them match at 3,000). */
const FEED_SIZE = 3_000;
const MAX_PRICE = 1_500_000;
const AGENT = "homes-agent@example.com";
/** The home each walk asked to see, by the buyer's last name. */
const asked = new Map<string, { address: string; path: string }>();

let stub: ResoStub;
let server: OwnServer;

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** The ListingIds of the stub's homes the search should find, read from the feed's records. */
function expectedIds() {
  return keysToShow(stub)
    .map((key) => stub.listing(key))
    .filter(
      (home) =>
        home?.City === "Newton" &&
        ["Active", "Coming Soon"].includes(String(home.StandardStatus)) &&
        Number(home.BedroomsTotal) >= 3 &&
        Number(home.ListPrice) <= MAX_PRICE,
    )
    .map((home) => String(home?.ListingId))
    .sort();
}

test.beforeAll(async () => {
  // A new embedded database imports the site's content, then the feed's 3,000 homes and their
  // photos: slow on a loaded machine.
  test.setTimeout(420_000);
  stub = await startResoStub({ listings: FEED_SIZE });
  server = await startOwnServer({
    entry: "server/start.js",
    startTimeout: 240_000,
    env: (port) => ({
      SITE_URL: `http://localhost:${port}`,
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      STAFF_EMAILS: AGENT,
      SESSION_SECRET: "homes-search-secret-used-nowhere-else",
      ...stub.env,
    }),
  });
  // The first full pull runs at start; the search is ready when it finds every home it should.
  const wanted = expectedIds().length;
  await expect
    .poll(
      async () => {
        const html = await fetch(
          `${server.origin}/homes?town=Newton&min_beds=3&max_price=${MAX_PRICE}`,
        ).then(
          (response) => response.text(),
          // A busy server's reset connection: asked again at the next poll.
          () => "",
        );
        return html.includes(`>${homesPage.count(wanted)}`);
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

/** The MLS numbers of the cards on the page, read from their links. */
async function cardIds(page: Page) {
  const hrefs = await page
    .getByTestId("home")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => /^\/homes\/(\d+)-/.exec(href)?.[1] ?? href);
}

for (const { javaScript, width } of [
  { javaScript: true, width: 1280 },
  { javaScript: false, width: 1280 },
  { javaScript: false, width: 375 },
  { javaScript: true, width: 375 },
]) {
  test(`a buyer finds a home in Newton and asks to see it (${javaScript ? "with" : "without"} JavaScript, ${width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: javaScript,
      viewport: { width, height: 900 },
      hasTouch: width < 768,
    });
    const page = await context.newPage();
    const ids = expectedIds();
    const pages = Math.ceil(ids.length / HOMES_PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);

    await page.goto(`${server.origin}/homes`);
    const form = page.getByRole("region", { name: homesPage.form.heading });
    await form.getByLabel(homesPage.form.q).fill("Newton");
    await form.getByLabel(homesPage.form.beds).selectOption("3");
    await form.getByLabel(homesPage.form.maxPrice).fill(String(MAX_PRICE));
    await form.getByRole("button", { name: homesPage.form.submit }).click();

    // The address says the search, so it can be shared; the page counts every match.
    await expect(page).toHaveURL(/[?&]q=Newton/);
    await expect(page).toHaveURL(/[?&]min_beds=3/);
    await expect(page).toHaveURL(new RegExp(`[?&]max_price=${MAX_PRICE}`));
    await expect(page.getByTestId("home-count")).toHaveText(
      `${homesPage.count(ids.length)} · ${homesPage.pageOf(1, pages)}`,
    );
    await expect(page.getByTestId("home")).toHaveCount(HOMES_PAGE_SIZE);
    await expect(page.getByTestId("home").first()).toContainText("Newton");
    await expect(page.getByTestId("idx-disclaimer")).toHaveText(stub.env.IDX_DISCLAIMER ?? "");
    // axe runs as a script in the page: only where the page runs them.
    if (javaScript) await expectNoAxeViolations(page, "the search's first page");
    const seen = await cardIds(page);

    // Through the pages to the last and back: every home once.
    for (let at = 2; at <= pages; at += 1) {
      await page.getByRole("link", { name: homesPage.next }).click();
      await expect(page.getByTestId("home-count")).toContainText(homesPage.pageOf(at, pages));
      seen.push(...(await cardIds(page)));
    }
    await expect(page.getByRole("link", { name: homesPage.next })).toHaveCount(0);
    expect([...seen].sort()).toEqual(ids);
    await page.getByRole("link", { name: homesPage.previous }).click();
    await expect(page.getByTestId("home-count")).toContainText(homesPage.pageOf(pages - 1, pages));

    // A home with its street shown: its card leads to its page.
    const card = page.getByTestId("home").filter({ hasNotText: homesPage.addressWithheld }).first();
    const [address = ""] = (await card.getByRole("link").innerText()).split(", ");
    await card.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${address}, Newton`);
    const last = `Buyer${javaScript ? "Js" : "Html"}${width}`;
    asked.set(last, { address, path: new URL(page.url()).pathname });
    await expect(page.getByTestId("idx")).toContainText(stub.env.IDX_DISCLAIMER ?? "");
    if (javaScript) await expectNoAxeViolations(page, "an MLS home's page");

    const showing = page.getByRole("form", { name: "Request a showing" });
    await showing.getByLabel("Preferred days and times").fill("Saturday morning");
    await showing.getByLabel("First Name").fill("Rae");
    await showing.getByLabel("Last Name").fill(last);
    await showing.getByLabel("Email").fill(`rae.${last.toLowerCase()}@example.com`);
    await showing.getByRole("button", { name: "Request a showing" }).click();
    await expect(
      page.getByText("Thank you! We will be in touch to confirm your showing."),
    ).toBeVisible();

    // The team's mail names the home and its buyer (the outbox sends it within seconds).
    await expect
      .poll(
        async () => {
          const mails = await Promise.all(server.mails().map((raw) => simpleParser(raw)));
          return mails.some(
            (mail) =>
              mail.subject === `Showing request: ${address}, Newton` && mail.text?.includes(last),
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await context.close();
  });
}

test("the search and a home's page in Chinese: the page's words from the catalogues, the MLS's remarks as it wrote them", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });
  const page = await context.newPage();
  const ids = expectedIds();
  const zh = { homes: CATALOGUES.homes["zh-Hans"], listing: CATALOGUES.listing["zh-Hans"] };
  await page.goto(`${server.origin}/zh/homes?town=Newton&min_beds=3&max_price=${MAX_PRICE}`);
  await expect(page.getByTestId("home-count")).toContainText(zh.homes.homesPage.count(ids.length));
  const card = page.getByTestId("home").first();
  await expect(card.getByRole("link")).toHaveAttribute("href", /^\/zh\/homes\/\d+-/);
  await card.getByRole("link").click();

  const id = /\/zh\/homes\/(\d+)-/.exec(page.url())?.[1];
  const home = stub.listing(stub.keys().find((key) => stub.listing(key)?.ListingId === id) ?? "");
  await expect(page.getByRole("region", { name: zh.listing.listingFacts.facts })).toContainText(
    zh.listing.listingTypes[
      home?.PropertySubType === "Single Family Residence" ? "single-family" : "condo"
    ],
  );
  await expect(page.getByText(String(home?.PublicRemarks))).toBeVisible();
  await expect(page.getByTestId("gallery").locator("img")).toHaveCount(Number(home?.PhotosCount));
  await expect(page.getByRole("link", { name: zh.homes.mlsHomePage.back })).toHaveAttribute(
    "href",
    "/zh/homes",
  );
  // Its own canonical address, the English page as its twin, no framework.
  const path = new URL(page.url()).pathname;
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${server.origin}${path}`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    `${server.origin}${path.replace(/^\/zh/, "")}`,
  );
  expect(await loadsFramework(page)).toBe(false);
  await expectNoAxeViolations(page, "an MLS home's page in Chinese");
  await context.close();
});

test("the team's page of a buyer names the MLS home she asked to see and links its page", async ({
  page,
}) => {
  const [[last, home] = []] = [...asked];
  expect(home).toBeDefined();
  await logInToOwnServer(page, server, AGENT, "/staff/leads");
  await page
    .getByRole("link", { name: new RegExp(`Rae ${last}`) })
    .first()
    .click();
  const request = page.locator("[data-listing]");
  await expect(request).toContainText(`${home?.address}, Newton`);
  await expect(request.getByRole("link")).toHaveAttribute("href", home?.path ?? "");
});
