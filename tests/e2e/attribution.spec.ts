/**
 * Issue 44, "Done when": a visitor lands on a town's page from a paid Facebook post, reads
 * two pages and sends the home-value request, with and without JavaScript; the lead page says
 * where she came from in words, Follow Up Boss gets the campaign and the webhook the attribution.
 * Twenty visits to a post, two by a bot and one by a signed-in member, show as seventeen page
 * views on /staff/insights and on the post's row in Content.
 * On a server of its own, whose Follow Up Boss and webhook are a local stub.
 */
import { expect, type Page, test } from "@playwright/test";
import { type HttpStub, startHttpStub } from "#tests/support/http-stub.ts";
import { fillHomeValue, submitForm } from "./support/forms.ts";
import { logInToOwnServer, type OwnServer, startOwnServer } from "./support/own-server.ts";
import { blogSlugs, readPost } from "./support/site.ts";

const OWNER = "attribution-owner@example.com";
const LANDING = "/massachusetts/newton?utm_source=facebook&utm_medium=paid&utm_campaign=spring";

let server: OwnServer;
let stub: HttpStub;

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  stub = await startHttpStub();
  server = await startOwnServer({
    entry: "server/start.js",
    startTimeout: 200_000,
    env: (port) => ({
      SITE_URL: `http://localhost:${port}`,
      STAFF_EMAILS: OWNER,
      SESSION_SECRET: "attribution-test-secret-used-nowhere-else",
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      FUB_API_KEY: "attribution-e2e-key",
      FUB_API_URL: stub.url,
      LEAD_WEBHOOK_URL: `${stub.url}/hook`,
      LEAD_WEBHOOK_SECRET: "attribution-e2e-webhook-secret-of-some-length",
    }),
  });
});
test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

const url = (path: string) => `${server.origin}${path}`;

/** Lands from the ad, reads two pages, and asks what her home is worth. */
async function sendHomeValueFromTheAd(visitor: Page, last: string, email: string) {
  const landing = await visitor.goto(url(LANDING));
  // The page that notes the visit is for her browser alone; the next ones set nothing.
  expect(landing?.headers()["cache-control"]).toContain("private");
  const reading = await visitor.goto(url("/sellers"));
  expect(reading?.headers()["set-cookie"]).toBeUndefined();
  await visitor.goto(url("/blog"));
  await visitor.goto(url("/sellers/home-value"));
  const form = await fillHomeValue(visitor, { street: `${last} Walnut Park`, last, email });
  const answer = await submitForm(
    visitor,
    form.getByRole("button", { name: "Request my market analysis" }),
  );
  expect(answer.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you: your request is in",
  );
}

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with" : "without";
  test(`a home-value request ${how} JavaScript says it came from the Facebook post, in the workspace, Follow Up Boss and the webhook`, async ({
    browser,
    page,
  }) => {
    const last = javaScriptEnabled ? "Scripted" : "Plain";
    const email = `maria.${last.toLowerCase()}@example.com`;
    const context = await browser.newContext({ javaScriptEnabled });
    await sendHomeValueFromTheAd(await context.newPage(), last, email);
    await context.close();

    const sentFor = async (path: string) => {
      await expect
        .poll(() => stub.to(path).some((request) => request.body.includes(email)), {
          message: `${path} about ${email}`,
        })
        .toBe(true);
      return JSON.parse(stub.to(path).find((request) => request.body.includes(email))!.body);
    };
    expect(await sentFor("/v1/events")).toMatchObject({
      type: "Seller Inquiry",
      campaign: { source: "facebook", medium: "paid", campaign: "spring" },
      pageUrl: url("/sellers/home-value"),
    });
    expect((await sentFor("/hook")).attribution).toEqual({
      source: "Facebook (paid, spring)",
      landingPage: url("/massachusetts/newton"),
      referrerHost: null,
      utm: { source: "facebook", medium: "paid", campaign: "spring", term: null, content: null },
      paidClick: null,
      formPage: url("/sellers/home-value"),
    });

    await logInToOwnServer(page, server, OWNER, `/staff/leads?q=${email}`);
    await page
      .getByRole("link", { name: new RegExp(last) })
      .first()
      .click();
    await expect(page.locator("[data-attribution]")).toContainText(
      "Facebook (paid, spring) → /massachusetts/newton → home-value request",
    );
    await expect(page.locator("[data-attribution]")).toContainText("Sent from /sellers/home-value");
    // The inbox keeps the leads from that source.
    await page.goto(url(`/staff/leads?came=${encodeURIComponent("Facebook (paid, spring)")}`));
    await expect(page.getByRole("link", { name: new RegExp(last) }).first()).toBeVisible();
  });
}

test("twenty visits to a post, two by a bot and one by a signed-in member, show as seventeen page views on /staff/insights and on the post's row in Content", async ({
  browser,
  page,
  playwright,
}) => {
  // A post none of this file's other visits reads (they read the blog's index, not a post).
  const slug = blogSlugs().at(-1)!;
  const post = `/blog/${slug}`;
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const readerPage = await reader.newPage();
  for (let i = 0; i < 17; i++) expect((await readerPage.goto(url(post)))?.status()).toBe(200);
  await reader.close();
  const crawler = await playwright.request.newContext({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  for (let i = 0; i < 2; i++) expect((await crawler.get(url(post))).status()).toBe(200);
  await crawler.dispose();
  // Ends on a page only a member reaches (the login page's own address also starts /staff).
  await logInToOwnServer(page, server, OWNER, "/staff/insights?days=7");
  expect((await page.goto(url(post)))?.status()).toBe(200);

  // The counter writes every few seconds: the figures appear once it has.
  const postRow = page.getByRole("region", { name: "Posts" }).getByRole("row", { name: post });
  await expect(async () => {
    await page.goto(url("/staff/insights?days=7"));
    await expect(postRow.getByRole("cell").nth(1)).toHaveText("17");
  }).toPass({ timeout: 30_000 });
  await page.goto(url(`/staff/content?q=${encodeURIComponent(readPost(slug).title)}`));
  await expect(
    page.getByRole("list", { name: "Posts, last edited first" }).locator("[data-reach]"),
  ).toHaveText("17 views · 0 leads");
});
