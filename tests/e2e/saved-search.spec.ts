/**
 * Issue 43, "Done when": a saved search brings the buyer back. A server of its own replicates a
 * local RESO Web API (tests/support/reso-stub.ts) every minute; on it a buyer, with and without
 * JavaScript, on a phone and on a laptop, searches Newton, 3+ beds, under $1.5M through the
 * form, saves the search with her e-mail and confirms it from the mail. The feed then lists a
 * home that matches and one that does not: after the next sync each buyer has one alert, with
 * the match only; she opens it from the alert, its one-click unsubscribe answers 200, and the
 * next match mails her nothing. Her lead page shows the search and the home she opened, and
 * Follow Up Boss's stub got the Property Search event.
 */
import { type Browser, expect, test } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { confirmPage, savePage, savingForm } from "#content/alerts.ts";
import { homesPage } from "#content/homes.ts";
import { type HttpStub, startHttpStub } from "#tests/support/http-stub.ts";
import type { ODataRecord } from "#tests/support/reso-odata.ts";
import { type ResoStub, startResoStub } from "#tests/support/reso-stub.ts";
import { logInToOwnServer, type OwnServer, startOwnServer } from "./support/own-server.ts";

const MAX_PRICE = 1_500_000;
/** As the site writes it (homeSearchQuery): what the lead page links. */
const SEARCH = `q=Newton&max_price=${MAX_PRICE}&min_beds=3`;
const AGENT = "alerts-agent@example.com";
/**
 * A sync falls due a minute after the last (IDX_SYNC_MINUTES is whole minutes) and the worker
 * asks every 15 s: two syncs' time.
 */
const SYNC_WAIT = 150_000;
const WALKS = [
  { javaScript: true, width: 1280 },
  { javaScript: false, width: 1280 },
  { javaScript: false, width: 375 },
  { javaScript: true, width: 375 },
];
type Walk = (typeof WALKS)[number];
const nameOf = ({ javaScript, width }: Walk) => `Alerts${javaScript ? "Js" : "Html"}${width}`;
const emailOf = (walk: Walk) => `rae.${nameOf(walk).toLowerCase()}@example.com`;
/** A buyer saved last, through plain HTTP, who keeps her alerts: when hers arrives, the others' would have. */
const KEEPER = "keeper@example.com";

let feed: ResoStub;
let crm: HttpStub;
let server: OwnServer;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  feed = await startResoStub({ listings: 200 });
  crm = await startHttpStub();
  server = await startOwnServer({
    entry: "server/start.js",
    startTimeout: 240_000,
    env: (port) => ({
      SITE_URL: `http://localhost:${port}`,
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      STAFF_EMAILS: AGENT,
      SESSION_SECRET: "saved-search-secret-used-nowhere-else",
      FUB_API_KEY: "saved-search-e2e-key",
      FUB_API_URL: crm.url,
      IDX_SYNC_MINUTES: "1",
      ...feed.env,
    }),
  });
  // The first full pull (one page of Property) runs at start: its homes are nobody's news, so
  // nothing is added before they show.
  await expect
    .poll(
      () =>
        fetch(`${server.origin}/homes?q=Newton`).then(
          (response) => response.text(),
          () => "",
        ),
      { timeout: 180_000, intervals: [2_000] },
    )
    .toContain('data-testid="home"');
});

test.afterAll(async () => {
  await server?.stop();
  await crm?.close();
  await feed?.close();
});

/** The mails the server wrote to `address`, parsed. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const mails = await Promise.all(server.mails().map((raw) => simpleParser(raw)));
  return mails.filter((mail) =>
    [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === address)),
  );
}

/**
 * A header's value as the mail carries it. mailparser folds the List-* headers into one parsed
 * `list` entry of `headers`, so these are read from the raw lines.
 */
const headerOf = (mail: ParsedMail, key: string) =>
  mail.headerLines
    .find((header) => header.key === key)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

/** Her alerts: the mails to her with RFC 8058's one-click header. */
const alertsTo = async (address: string) =>
  (await mailsTo(address)).filter((mail) => headerOf(mail, "list-unsubscribe-post"));

/** The first link in a mail's text that matches `pattern`. */
function linkIn(mail: ParsedMail, pattern: RegExp) {
  const link = pattern.exec(mail.text ?? "")?.[0];
  expect(link, `a link like ${pattern} in "${mail.subject}"`).toBeTruthy();
  return link!;
}

/** The https address of a mail's List-Unsubscribe header (RFC 2369: each in angle brackets). */
function unsubscribeUrlOf(mail: ParsedMail) {
  const url = /<(https?:[^>]+)>/.exec(headerOf(mail, "list-unsubscribe") ?? "")?.[1];
  expect(url, "an https List-Unsubscribe").toBeTruthy();
  return url!;
}

/** A Newton home the stub lists now: 18 Lenox St matches her search, the others as given. */
function listInNewton(number: string, street: string, fields: ODataRecord) {
  return feed.add({
    City: "Newton",
    PostalCode: "02459",
    StreetNumber: number,
    StreetName: street,
    UnitNumber: null,
    UnparsedAddress: `${number} ${street}, Newton, MA 02459`,
    StandardStatus: "Active",
    PropertySubType: "Single Family Residence",
    InternetAddressDisplayYN: true,
    ...fields,
  });
}

/** Waits for the confirmation mail to `address` and returns its link. */
async function confirmationLink(address: string) {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(address);
  return linkIn(mail!, /https?:\/\/\S+\/homes\/alerts\/confirm\/[\w-]+/);
}

/** A browser of the walk's kind: JavaScript or not, a phone or a laptop. */
const contextFor = (browser: Browser, walk: Walk) =>
  browser.newContext({
    javaScriptEnabled: walk.javaScript,
    viewport: { width: walk.width, height: 900 },
    hasTouch: walk.width < 768,
  });

for (const walk of WALKS) {
  test(`a buyer saves her Newton search and confirms it from the mail (${walk.javaScript ? "with" : "without"} JavaScript, ${walk.width} px)`, async ({
    browser,
  }) => {
    const context = await contextFor(browser, walk);
    const page = await context.newPage();
    await page.goto(`${server.origin}/homes`);
    const search = page.getByRole("region", { name: homesPage.form.heading });
    await search.getByLabel(homesPage.form.q).fill("Newton");
    await search.getByLabel(homesPage.form.beds).selectOption("3");
    await search.getByLabel(homesPage.form.maxPrice).fill(String(MAX_PRICE));
    await search.getByRole("button", { name: homesPage.form.submit }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]max_price=${MAX_PRICE}`));

    const saving = page.getByRole("form", { name: savingForm.heading });
    await saving.getByLabel(savingForm.email).fill(emailOf(walk));
    await saving.getByLabel(savingForm.name).fill(`Rae ${nameOf(walk)}`);
    await saving.getByRole("button", { name: savingForm.submit }).click();
    await expect(page.getByRole("heading", { name: savePage.thanks.heading })).toBeVisible();

    await page.goto(await confirmationLink(emailOf(walk)));
    // The link shows a button; only its POST confirms (decision 048).
    await page.getByRole("button", { name: confirmPage.confirm }).click();
    await expect(page.getByText(confirmPage.done(emailOf(walk)))).toBeVisible();
    await context.close();
  });
}

test("a new matching home brings each buyer one alert with it alone; she opens it, one click unsubscribes her, and the next match mails her nothing", async ({
  browser,
}) => {
  test.setTimeout(2 * SYNC_WAIT + 60_000);
  // The keeper, saved and confirmed as a mail client would, without a browser.
  const saved = await fetch(`${server.origin}/homes/alerts`, {
    method: "POST",
    headers: { Origin: server.origin },
    body: new URLSearchParams({ email: KEEPER, frequency: "instant", search: `?${SEARCH}` }),
  });
  expect(saved.status).toBe(200);
  const keeperLink = await confirmationLink(KEEPER);
  expect(
    (await fetch(keeperLink, { method: "POST", headers: { Origin: server.origin } })).status,
  ).toBe(200);

  const match = listInNewton("18", "Lenox St", { BedroomsTotal: 4, ListPrice: 1_250_000 });
  const tooDear = listInNewton("44", "Fairway Dr", { BedroomsTotal: 5, ListPrice: 2_400_000 });
  const buyers = [...WALKS.map(emailOf), KEEPER];
  await expect
    .poll(async () => (await Promise.all(buyers.map(alertsTo))).map((mails) => mails.length), {
      timeout: SYNC_WAIT,
      intervals: [2_000],
    })
    .toEqual(buyers.map(() => 1));

  for (const walk of WALKS) {
    const [alert] = await alertsTo(emailOf(walk));
    expect(alert!.text).toContain(`18 Lenox St`);
    expect(alert!.text).not.toContain(String(tooDear.StreetName));
    expect(headerOf(alert!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const context = await contextFor(browser, walk);
    const page = await context.newPage();
    await page.goto(linkIn(alert!, /https?:\/\/\S+\/homes\/alerts\/open\/[^\s)\]>]+/));
    await expect(page).toHaveURL(new RegExp(`/homes/${match.ListingId}-`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("18 Lenox St, Newton");
    await context.close();

    // RFC 8058: the mailbox provider's POST, no browser, no cookie.
    const stop = await fetch(unsubscribeUrlOf(alert!), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stop.status).toBe(200);
  }

  listInNewton("7", "Otis St", { BedroomsTotal: 3, ListPrice: 1_100_000 });
  // The keeper's search was saved last, so her alert is queued and sent after any of theirs.
  await expect
    .poll(async () => (await alertsTo(KEEPER)).length, { timeout: SYNC_WAIT, intervals: [2_000] })
    .toBe(2);
  const [, keeperSecond] = await alertsTo(KEEPER);
  expect(keeperSecond!.text).toContain("7 Otis St");
  for (const walk of WALKS) expect(await alertsTo(emailOf(walk))).toHaveLength(1);
});

test("the team's page of a buyer shows her saved search and the home she opened; Follow Up Boss got her Property Search", async ({
  page,
}) => {
  const [walk] = WALKS;
  const name = `Rae ${nameOf(walk!)}`;
  const events = crm
    .to("/v1/events")
    .map(
      (request) =>
        JSON.parse(request.body) as { type: string; person?: { emails?: { value: string }[] } },
    );
  expect(
    events.filter(
      (event) =>
        event.type === "Property Search" && event.person?.emails?.[0]?.value === emailOf(walk!),
    ),
  ).toHaveLength(1);

  await logInToOwnServer(page, server, AGENT, "/staff/leads");
  await page
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  const searches = page.getByRole("region", { name: "Saved searches" });
  await expect(searches.locator("[data-saved-search]")).toHaveCount(1);
  await expect(searches.locator("[data-saved-search]").getByRole("link")).toHaveAttribute(
    "href",
    `/homes?${SEARCH}`,
  );
  await expect(searches.locator("[data-saved-search]")).toContainText("Paused");
  const opened = searches.locator("[data-opened-home]");
  await expect(opened).toHaveCount(1);
  await expect(opened.getByRole("link")).toContainText("18 Lenox St, Newton");
});
