/**
 * Issue 39 §2, "Done when": the team lead adds a member with a portrait and 中文 among her
 * languages in /staff/team, routes sellers to her, and a home-value request's thank-you page
 * names her; she appears on /team and on the next open house's sign. Issue 40: she writes a
 * member's Chinese bio, and /zh/team shows it. On a server of its own:
 * its team and routing rule are this test's, not the other tests'.
 */
import { mkdirSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { EMPTY_CHINESE } from "../../app/components/staff/empty-chinese.tsx";
import { CATALOGUES } from "../../content/catalogues.ts";
import { site } from "../../content/site.ts";
import { bostonWallClock } from "../../domain/open-house.ts";
import { fillHomeValue, submitForm } from "./support/forms.ts";
import { fillOpenHouse } from "./support/open-house-form.ts";
import { logInToOwnServer, type OwnServer, startOwnServer } from "./support/own-server.ts";
import { jpeg } from "./support/uploads.ts";

/** Where the walk leaves its screenshots to be looked at (test-results/ is emptied by each run). */
const SHOTS = process.env.TEAM_SHOTS ?? "test-results";
mkdirSync(SHOTS, { recursive: true });

const LEAD = "team-lead@example.com";
const MEI = { name: "Mei Chen", email: "mei.chen@example.com", role: "Listing Specialist" };

let server: OwnServer;
// Its own server starts (a new embedded database) and the walk is long on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 300_000 });
test.beforeAll(async () => {
  server = await startOwnServer({
    entry: "server/start.js",
    env: {
      STAFF_EMAILS: `${LEAD},${MEI.email}`,
      SESSION_SECRET: "team-editor-test-secret-used-nowhere-else",
      FORM_RATE_LIMIT_PER_MINUTE: "0",
    },
    startTimeout: 240_000,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.origin}${path}`;

/** A screenshot's file: the page's name and the window's width. */
const shot = (page: Page, name: string) =>
  `${SHOTS}/team-${name}-${page.viewportSize()?.width}.png`;

/**
 * Her languages as a sentence, "English, 中文 and Cantonese": 中文 drawn from the font's outlines
 * (an image named by its text, so a device without a Chinese font shows it too).
 */
async function expectSpeaksMeisLanguages(where: Locator) {
  await expect(where).toContainText("English, ");
  await expect(where).toContainText(" and Cantonese");
  await expect(where.getByRole("img", { name: "中文" })).toBeVisible();
}

/** Logs the team lead in through the link her login mail carries. */
const logInAsLead = (page: Page) => logInToOwnServer(page, server, LEAD, "/staff/team");

test("the team lead adds a member who speaks 中文, routes sellers to her, and the site names her @mobile", async ({
  page,
  browser,
}) => {
  await logInAsLead(page);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  // The seed's two members, imported at the first start.
  await expect(page.getByRole("list", { name: "Members" }).getByRole("listitem")).toHaveCount(2);

  await page.getByRole("link", { name: "Add a member" }).click();
  const form = page.getByRole("form", { name: "Team member" });
  // Refused at the field, what was typed kept.
  await form.getByLabel("Name").fill(MEI.name);
  await form.getByLabel("English").uncheck();
  await form.getByRole("button", { name: "Add the member" }).click();
  await expect(form.getByText("Role is required")).toBeVisible();
  await expect(form.getByText("Name at least one language she speaks")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue(MEI.name);

  await form.getByLabel("Role", { exact: true }).fill(MEI.role);
  await form.getByLabel("E-mail").fill(MEI.email);
  await form.getByLabel("Phone (optional)").fill("(617) 555-0188");
  await form.getByLabel("English").check();
  await form.getByLabel("中文", { exact: true }).check();
  await form.getByLabel("Other languages (separated by commas)").fill("Cantonese");
  await form.getByLabel("Licence number (optional)").fill("RS-012345");
  await form.getByLabel("Portrait (optional)").setInputFiles(await jpeg("#6a4a8a"));
  await form.getByLabel(/Short bio/).fill("Mei helps sellers across Newton.");
  await form.getByRole("button", { name: "Add the member" }).click();
  await expect(page).toHaveURL(url("/staff/team"));
  const row = page.getByRole("list", { name: "Members" }).getByRole("listitem").last();
  await expect(row).toContainText(MEI.name);
  await expectSpeaksMeisLanguages(row);
  await page.screenshot({ path: shot(page, "staff-team"), fullPage: true });

  // Sellers go to her.
  await page.goto(url("/staff/account"));
  await page.locator('select[name="route-seller"]').selectOption(MEI.email);
  await page.getByRole("button", { name: "Save the routing rule" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved: new leads go to the members shown.");

  // The next open house, hosted by her: its sign names her, with her portrait.
  await page.goto(url("/staff/open-houses/new"));
  const day = bostonWallClock(new Date(Date.now() + 7 * 86_400_000)).day;
  const house = await fillOpenHouse(
    page,
    { street: "27 Walnut Park", day, start: "13:00", end: "15:00" },
    MEI.email,
  );
  await house.getByRole("button", { name: "Create the open house" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("27 Walnut Park");
  await page.getByRole("link", { name: "Print sheet" }).click();
  await expect(page.getByText(MEI.name, { exact: true })).toBeVisible();
  await expect(page.getByText("(617) 555-0188")).toBeVisible();
  // Her portrait, uploaded through the photo pipeline.
  await expect(page.locator('img[src^="/media/u/"]').last()).toBeVisible();

  // A visitor without JavaScript asks what her home is worth: the page and its answer name Mei.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const visitor = await context.newPage();
  await visitor.goto(url("/sellers/home-value"));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("What's your home worth?");
  await expect(visitor.locator(`[data-member-card="${MEI.email}"]`)).toContainText(MEI.name);
  const request = await fillHomeValue(visitor, {
    street: "12 Walnut Park",
    last: "Seller",
    email: "maria.seller@example.com",
  });
  const answer = await submitForm(
    visitor,
    request.getByRole("button", { name: "Request my market analysis" }),
  );
  expect(answer.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you: your request is in",
  );
  await expect(
    visitor.getByText(`${MEI.name} will prepare a written market analysis`),
  ).toBeVisible();
  const card = visitor.locator(`[data-member-card="${MEI.email}"]`);
  await expectSpeaksMeisLanguages(card);
  await visitor.screenshot({ path: shot(visitor, "home-value-thanks"), fullPage: true });
  await expect(card.getByRole("link", { name: /555-0188/ })).toHaveAttribute(
    "href",
    "tel:+16175550188",
  );
  // Her confirmation mail names Mei too, with her card: from the same routing rule.
  let confirmation = "";
  await expect
    .poll(async () => {
      for (const raw of server.mails()) {
        const mail = await simpleParser(raw);
        if (mail.subject === "We received your request for a market analysis")
          confirmation = mail.text ?? "";
      }
      return confirmation;
    })
    .toContain(`${MEI.name} calls or e-mails you`);
  expect(confirmation).toContain(`${MEI.role}, `);
  expect(confirmation).toContain("Phone: (617) 555-0188");
  expect(confirmation).toContain(`Email: ${MEI.email}`);
  expect(confirmation).not.toContain("12 Walnut Park");

  // /team shows her with her languages and licence, after the seed's members: once this process
  // has seen the change (the content version, polled every second), the kept page is made again.
  const members = visitor.getByRole("region", { name: "Team members" }).getByRole("article");
  await expect(async () => {
    await visitor.goto(url("/team"));
    await expect(members).toHaveCount(3, { timeout: 500 });
  }).toPass();
  const mei = members.last();
  await expect(mei.getByRole("heading", { name: MEI.name })).toBeVisible();
  await expectSpeaksMeisLanguages(mei);
  await expect(mei).toContainText("Licence No. RS-012345");
  await mei.screenshot({ path: shot(visitor, "team-card") });
  // /contact says what the team speaks.
  await visitor.goto(url("/contact"));
  const spoken = visitor.locator("[data-languages]");
  await expect(spoken).toContainText("We speak English, ");
  await expectSpeaksMeisLanguages(spoken);
  await visitor.screenshot({ path: shot(visitor, "contact") });
  await context.close();

  // She leaves: /team no longer shows her.
  await page.goto(url("/staff/team"));
  await page.getByRole("button", { name: `Has left the team: ${MEI.name}` }).click();
  await expect(page.getByRole("region", { name: "Former members" })).toContainText(MEI.name);
  await expect(async () => {
    await page.goto(url("/team"));
    await expect(page.getByRole("heading", { name: MEI.name })).toHaveCount(0, { timeout: 500 });
  }).toPass();
});

test("the team lead writes a member's Chinese bio and clears his Chinese role: /zh/team shows the bio in Chinese and his English role, marked English @mobile", async ({
  page,
}) => {
  const owen = site.team.specialist;
  const bioZh = `${owen.name}周末也带客户看房。`;
  await logInAsLead(page);
  await page.getByRole("link", { name: `Edit ${owen.name}` }).click();
  const form = page.getByRole("form", { name: "Team member" });
  await form.getByLabel("中文 role (optional)").fill("");
  await form.getByLabel("中文 bio (optional)").fill(bioZh);
  await form.getByRole("button", { name: "Save the member" }).click();
  await expect(page).toHaveURL(url("/staff/team"));
  // Opened again, the form marks the one Chinese field left empty.
  await page.getByRole("link", { name: `Edit ${owen.name}` }).click();
  await expect(form.getByLabel("中文 bio (optional)")).toHaveValue(bioZh);
  await expect(form.getByText(EMPTY_CHINESE)).toHaveCount(1);
  await page.screenshot({ path: shot(page, "member-chinese-fields"), fullPage: true });

  // A reader of Chinese: once this process has seen the change, the kept page shows it. Less
  // motion asked for, so the card's screenshot is not taken half-way through its fade-in.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const card = page
    .getByRole("region", { name: CATALOGUES.team["zh-Hans"].teamPage.membersLabel })
    .getByRole("article")
    .filter({ hasText: owen.name });
  await expect(async () => {
    await page.goto(url("/zh/team"));
    await expect(card.getByText(bioZh)).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(card.getByText(owen.role, { exact: true })).toHaveAttribute("lang", "en");
  await card.screenshot({ path: shot(page, "zh-team-card") });
});
