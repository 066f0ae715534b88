/**
 * Issue 41, "Done when", as one walk on a server of its own (its Follow Up Boss and webhook are a
 * local stub): the agent, on her phone, creates a listing with twelve photos chosen at once, puts
 * them in order and publishes it as Coming soon, then Active; a visitor on a laptop, in a fresh
 * context, finds it on /listings, the home page, its town's page and the sitemap, goes through
 * its photos with the keyboard and asks for a showing without JavaScript; the team's mail, the
 * lead's page, Follow Up Boss and the webhook carry the listing. The agent lowers the price,
 * schedules an open house from it, marks it Under agreement, then Sold: it leaves /listings for
 * its place by price on /portfolio. Off market, it answers 410. No listing route of the
 * workspace opens without a session.
 */
import { expect, type Page, test } from "@playwright/test";
import { type HttpStub, startHttpStub } from "#tests/support/http-stub.ts";
import { listingPhotos } from "#tests/support/listing-photos.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { logInToOwnServer, type OwnServer, startOwnServer } from "./support/own-server.ts";
import { expectSoon } from "./support/page.ts";
import { allSitemaps } from "./support/sitemaps.ts";
import { waitForStaffHydration } from "./support/staff.ts";

const AGENT = "listing-agent@example.com";
const STREET = "57 Walnut St";
const SLUG = "57-walnut-st-newton";

let server: OwnServer;
let stub: HttpStub;

test.describe.configure({ mode: "serial", timeout: 480_000 });

test.beforeAll(async () => {
  // A new embedded database imports the site's content first: slow on a loaded machine.
  test.setTimeout(300_000);
  stub = await startHttpStub();
  server = await startOwnServer({
    entry: "server/start.js",
    startTimeout: 240_000,
    env: (port) => ({
      SITE_URL: `http://localhost:${port}`,
      STAFF_EMAILS: AGENT,
      SESSION_SECRET: "listing-walk-secret-used-nowhere-else",
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      FUB_API_KEY: "listing-walk-key",
      FUB_API_URL: stub.url,
      LEAD_WEBHOOK_URL: `${stub.url}/hook`,
      LEAD_WEBHOOK_SECRET: "listing-walk-webhook-secret-of-some-length",
    }),
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

const url = (path: string) => `${server.origin}${path}`;

/** Sets the status (and the fields given) in the listing's editor and saves. */
async function saveWith(page: Page, status: string, fill: Record<string, string> = {}) {
  await page.getByLabel("Status", { exact: true }).selectOption({ label: status });
  for (const [label, value] of Object.entries(fill))
    await page.getByLabel(label, { exact: true }).fill(value);
  // The last save's "Saved." is still shown: the save is done when its answer is back.
  const answered = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await answered;
  await expect(
    page.getByRole("status").or(page.getByText("Saved.", { exact: true })),
  ).toBeVisible();
}

/** The prices of /portfolio's cards, in their order. */
async function portfolioPrices(page: Page) {
  await page.goto(url("/portfolio"));
  return (await page.getByTestId("sold-home").getByTestId("price").allInnerTexts()).map((text) =>
    Number(text.replace(/[$,]/g, "")),
  );
}

test("a listing from the agent's phone to a visitor's showing request, then to Sold and Off market", async ({
  browser,
}) => {
  const agentContext = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });
  const agent = await agentContext.newPage();
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();

  // The agent, on her phone: the listing with twelve photos chosen at once.
  await logInToOwnServer(agent, server, AGENT, "/staff/listings");
  await agent.getByRole("link", { name: "Add a listing" }).click();
  await waitForStaffHydration(agent);
  await agent.getByLabel("Street", { exact: true }).fill(STREET);
  await agent.getByLabel("Town", { exact: true }).fill("Newton");
  await agent.getByLabel("ZIP", { exact: true }).fill("02459");
  await agent.getByLabel("List price", { exact: true }).fill("$1,195,000");
  await agent.getByLabel("Beds", { exact: true }).fill("4");
  await agent.getByLabel("Full baths", { exact: true }).fill("2");
  await agent.getByLabel("Living area (sq ft)", { exact: true }).fill("2,450");
  await agent
    .getByLabel("Headline", { exact: true })
    .fill("Perfect for young couples, near the village");
  await agent.getByLabel("Key features", { exact: true }).fill("Renovated kitchen\nFenced yard");
  await agent.getByLabel("Photos", { exact: true }).setInputFiles(await listingPhotos(12));
  await agent.getByRole("button", { name: "Save as a draft" }).click();
  await expect(agent.getByRole("heading", { name: `${STREET}, Newton`, level: 1 })).toBeVisible({
    timeout: 120_000,
  });
  await expect(agent.getByRole("heading", { name: "Photos (12 of 60)" })).toBeVisible();
  // Saved as written, with the fair-housing reason at the field.
  await expect(
    agent.getByRole("note").filter({ hasText: "perfect for young couples" }),
  ).toContainText("familial status");
  const editor = agent.url().replace(/\?.*$/, "");

  // Going public needs a described cover.
  await waitForStaffHydration(agent);
  await agent.getByLabel("Status", { exact: true }).selectOption({ label: "Coming soon" });
  await agent.getByRole("button", { name: "Save", exact: true }).click();
  await expect(agent.getByText("Publishing needs a cover photo with alt text")).toBeVisible();

  // Put in order and described, with the buttons a keyboard reaches.
  await agent.getByRole("link", { name: "Add, describe and order the photos" }).click();
  const photos = agent.getByRole("list", { name: "Photos in order" }).getByRole("listitem");
  await expect(photos).toHaveCount(12);
  await waitForStaffHydration(agent);
  await agent.getByLabel("Photo 2: alt text").fill("The front of the house in spring");
  await agent.getByRole("button", { name: "Move photo 2 up" }).click();
  await expect(agent.getByText("Photos saved.")).toBeVisible();
  await expect(agent.getByLabel("Photo 1 (cover): alt text")).toHaveValue(
    "The front of the house in spring",
  );
  await agent.getByLabel("Photo 2: alt text").fill("The living room's bay window");
  await agent.getByRole("button", { name: "Save the photos" }).click();
  await expect(agent.getByLabel("Photo 2: alt text")).toHaveValue("The living room's bay window");

  await agent.goto(editor);
  await waitForStaffHydration(agent);
  await saveWith(agent, "Coming soon");
  await saveWith(agent, "Active");

  // A visitor on a laptop, in a fresh context, finds it everywhere it belongs.
  // A publish reaches the kept pages within seconds (the content version's poll).
  const card = visitor.getByTestId("listing").filter({ hasText: STREET });
  await expectSoon(async () => {
    await visitor.goto(url("/listings"));
    await expect(card.getByTestId("status")).toHaveText("Active", { timeout: 500 });
  });
  await expect(card).toContainText("$1,195,000");
  await expect(card).toContainText("4 beds · 2 baths · 2,450 sq ft");
  await expectNoAxeViolations(visitor, "/listings");
  // The filters are a plain GET form.
  await visitor.getByLabel("Town").selectOption("Newton");
  await visitor.getByRole("button", { name: "Show homes" }).click();
  await expect(visitor).toHaveURL(/town=Newton/);
  await expect(card).toBeVisible();
  await visitor.goto(url("/"));
  await expect(
    visitor.getByRole("region", { name: "Homes for Sale" }).getByText(STREET),
  ).toBeVisible();
  await visitor.goto(url("/massachusetts/newton"));
  await expect(
    visitor.getByRole("region", { name: "Homes for sale in Newton" }).getByText(STREET),
  ).toBeVisible();
  const crawl = (path: string) => visitor.request.get(url(path)).then((answer) => answer.text());
  const sitemap = await allSitemaps(crawl);
  expect(sitemap).toContain(`/listings/${SLUG}</loc>`);

  // Its page: the cover first, a 1200 × 630 card for a shared link, the viewer from the keyboard.
  await visitor.goto(url(`/listings/${SLUG}`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    `${STREET}, Newton, MA 02459`,
  );
  const gallery = visitor.getByTestId("gallery").locator("a");
  await expect(gallery).toHaveCount(12);
  await expect(gallery.first().locator("img")).toHaveAttribute(
    "alt",
    "The front of the house in spring",
  );
  const ogImage = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toMatch(/-card\.jpg$/);
  const card1200 = await visitor.request.get(ogImage!);
  expect(card1200.headers()["content-type"]).toBe("image/jpeg");
  await expect(visitor.locator('meta[property="og:image:height"]')).toHaveAttribute(
    "content",
    "630",
  );
  await expectNoAxeViolations(visitor, "the listing's page");
  await gallery.first().focus();
  await visitor.keyboard.press("Enter");
  const viewer = visitor.getByRole("dialog", { name: "Photos" });
  await expect(viewer).toContainText("1 of 12");
  await visitor.keyboard.press("ArrowRight");
  await expect(viewer).toContainText("2 of 12");
  await expect(viewer.locator("img")).toHaveAttribute("alt", "The living room's bay window");
  await visitor.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(gallery.first()).toBeFocused();

  // A showing request without JavaScript.
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await plain.goto(url(`/listings/${SLUG}`));
  const form = plain.getByRole("form", { name: "Request a showing" });
  await form.getByLabel("Preferred days and times").fill("Saturday morning");
  await form.getByLabel("First Name").fill("Rae");
  await form.getByLabel("Last Name").fill("Okafor");
  await form.getByLabel("Email").fill("rae.okafor@example.com");
  await form.getByLabel("Are you pre-approved?").selectOption("yes");
  await form.getByRole("button", { name: "Request a showing" }).click();
  await expect(
    plain.getByText("Thank you! We will be in touch to confirm your showing."),
  ).toBeVisible();
  await plainContext.close();

  // The team's mail, Follow Up Boss, the webhook and the lead's page carry the listing.
  await expect
    .poll(() => server.mails().some((mail) => mail.includes(`Showing request: ${STREET}, Newton`)))
    .toBe(true);
  const [event] = await stub.waitForRequests("/v1/events", 1);
  expect(JSON.parse(event!.body)).toMatchObject({
    type: "Property Inquiry",
    property: { street: STREET, city: "Newton", price: 1_195_000, url: url(`/listings/${SLUG}`) },
  });
  const [hook] = await stub.waitForRequests("/hook", 1);
  expect(JSON.parse(hook!.body).lead).toMatchObject({
    form: "showing",
    listing: { street: STREET, town: "Newton", url: url(`/listings/${SLUG}`) },
  });
  await agent.goto(url("/staff/leads"));
  await agent
    .getByRole("link", { name: /Rae Okafor/ })
    .first()
    .click();
  await expect(agent.locator("[data-listing]")).toContainText(`${STREET}, Newton`);

  // The price lowered: the page's history shows it.
  await agent.goto(editor);
  await waitForStaffHydration(agent);
  await saveWith(agent, "Active", { "List price": "1149000" });
  await expect
    .poll(async () => {
      await visitor.goto(url(`/listings/${SLUG}`));
      return visitor.getByRole("region", { name: "Price history" }).innerText();
    })
    .toMatch(/Price changed\s+\$1,149,000/);

  // An open house from the listing: its address, facts and cover come with it.
  await agent.getByRole("link", { name: "Schedule an open house" }).click();
  const house = agent.getByRole("form", { name: "Open house" });
  await expect(house.getByLabel("Street address")).toHaveValue(STREET);
  await waitForStaffHydration(agent);
  await house
    .getByLabel("Date")
    .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await house.getByLabel("Starts").fill("13:00");
  await house.getByLabel("Ends").fill("15:00");
  await house.getByRole("button", { name: "Create the open house" }).click();
  await expect(agent.getByRole("heading", { level: 1 })).toHaveText(STREET, { timeout: 60_000 });
  await visitor.goto(url("/open-houses"));
  const openHouse = visitor
    .getByRole("region", { name: "Open houses" })
    .getByRole("listitem")
    .filter({ hasText: STREET });
  await expect(openHouse).toContainText("4 beds · 2 baths · 2,450 sq ft · $1,149,000");
  await expect(openHouse.locator("img")).toHaveAttribute("src", /^\/media\/u\//);

  // Under agreement, then Sold with its price: off /listings, on /portfolio in its place.
  await agent.goto(editor);
  await waitForStaffHydration(agent);
  await saveWith(agent, "Under agreement");
  await saveWith(agent, "Sold", {
    "Sold price (when Sold)": "1210000",
    "Sold date (when Sold)": "2026-11-20",
  });
  await expect
    .poll(async () => {
      await visitor.goto(url("/listings"));
      return visitor.getByTestId("listing").filter({ hasText: STREET }).count();
    })
    .toBe(0);
  const prices = await portfolioPrices(visitor);
  expect(prices).toEqual(prices.toSorted((a, b) => b - a));
  expect(prices.indexOf(1_210_000)).toBe(prices.filter((price) => price > 1_210_000).length);
  const sold = visitor.getByTestId("sold-home").filter({ hasText: STREET });
  await expect(sold).toContainText("Sold November 2026");

  // Off market: gone, and out of the sitemap.
  await saveWith(agent, "Off market");
  await expect
    .poll(async () => (await visitor.request.get(url(`/listings/${SLUG}`))).status())
    .toBe(410);
  expect(await allSitemaps(crawl)).not.toContain(SLUG);

  // Every listing route of the workspace refuses a visitor without a session.
  const id = /\/staff\/listings\/(\d+)/.exec(editor)![1];
  for (const path of [
    "/staff/listings",
    "/staff/listings/new",
    `/staff/listings/${id}`,
    `/staff/listings/${id}/photos`,
  ]) {
    const got = await visitor.request.get(url(path), { maxRedirects: 0 });
    expect(got.status(), path).toBe(302);
    expect(got.headers().location, path).toBe(`/staff/login?next=${encodeURIComponent(path)}`);
    const posted = await visitor.request.post(url(path), {
      maxRedirects: 0,
      headers: { Origin: server.origin },
      form: { status: "active" },
    });
    expect(posted.status(), path).toBe(401);
  }
  await agentContext.close();
  await visitorContext.close();
});
