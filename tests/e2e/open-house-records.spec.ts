/**
 * Issue 31, "Done when": an open house created in /staff gives its printed sign, its kiosk,
 * the guest's thank-you page, the event page's people and answers, and the public list with
 * its calendar file; it drops off the list once over.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe.ts";
import { fillOpenHouse } from "./support/open-house-form.ts";
import { bostonIn, bostonWithin } from "./support/open-house-today.ts";
import { logInToOwnServer, startOwnServer } from "./support/own-server.ts";
import { waitForEnhancements } from "./support/page.ts";
import { logIn, STAFF, waitForStaffHydration } from "./support/staff.ts";

/** Where the walk leaves its screenshots to be looked at (test-results/ is emptied by each run). */
const SHOTS = process.env.OPEN_HOUSE_SHOTS ?? "test-results";
mkdirSync(SHOTS, { recursive: true });

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const street = `${Number.parseInt(tag, 36) % 900} Elm Street ${tag}`;
const soonStreet = `${Number.parseInt(tag, 36) % 900} Oak Street ${tag}`;

/** The short address with the tags that name the sign (a sign-in from it says "QR: … open house"). */
const printedLink = (code: string) =>
  new RegExp(
    `/oh/${code}\\?utm_source=open-house-sign&utm_medium=qr&utm_campaign=[^&]+\\+open\\+house$`,
  );

function decodeQr(png: Buffer) {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** Both edges of the element inside the window, without scrolling. */
async function expectOnScreen(page: Page, locator: Locator) {
  // The kiosk renders a fresh form for each guest: measure the one on screen now.
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox({ timeout: 5_000 }))!;
  const viewport = page.viewportSize()!;
  expect(box.y, "top on screen").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "bottom on screen").toBeLessThanOrEqual(viewport.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

async function photoJpeg() {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#4a6a8a" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><polygon points="300,700 800,300 1300,700" fill="#8b1a1a"/><rect x="420" y="700" width="760" height="400" fill="#f5f0e6"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

/** One guest at the kiosk: the button and the host's line on screen before she taps. */
async function kioskSignIn(
  kiosk: Page,
  guest: { first: string; last: string; email: string; preApproved: string; timeline: string },
) {
  const form = kiosk.getByRole("form", { name: "Event sign-in" });
  await expect(form.getByLabel("First Name")).toHaveValue("");
  await expectOnScreen(kiosk, form.getByRole("button", { name: "Sign in" }));
  await expectOnScreen(kiosk, kiosk.getByRole("status"));
  await form.getByLabel("First Name").fill(guest.first);
  await form.getByLabel("Last Name").fill(guest.last);
  await form.getByLabel("Email").fill(guest.email);
  await form
    .getByRole("group", { name: "Are you pre-approved for a mortgage?" })
    .getByRole("radio", { name: guest.preApproved, exact: true })
    .check();
  await form
    .getByRole("group", { name: "When are you hoping to move?" })
    .getByRole("radio", { name: guest.timeline, exact: true })
    .check();
  await expectOnScreen(kiosk, form.getByRole("button", { name: "Sign in" }));
  await form.getByRole("button", { name: "Sign in" }).click();
  await kiosk.getByRole("link", { name: "Next guest" }).click();
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

test("an open house from its record: sign, kiosk, thank-you, guests, public list, calendar", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await logIn(page, STAFF.openHouse);
  await page.goto("/staff/open-houses");
  await page.getByRole("link", { name: "New open house" }).click();
  await waitForStaffHydration(page);

  // Refused at the field: no address, a past date; then an end before the start.
  const now = bostonIn(0);
  let form = await fillOpenHouse(
    page,
    { street: "", day: "2020-01-04", start: "13:00", end: "15:00" },
    STAFF.openHouse,
  );
  await form.getByRole("button", { name: "Create the open house" }).click();
  await expect(form.getByText("Enter the street address (number and street).")).toBeVisible();
  await expect(form.getByText("This date is in the past.", { exact: false })).toBeVisible();
  await expect(form.getByLabel("Street address")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: `${SHOTS}/open-house-form-errors.png`, fullPage: true });
  form = await fillOpenHouse(
    page,
    { street, day: now.day, start: "23:58", end: "23:30" },
    STAFF.openHouse,
  );
  await form.getByRole("button", { name: "Create the open house" }).click();
  await expect(form.getByText("The end time must be after the start time.")).toBeVisible();

  // A file that is not a photo is refused with a message; then the real thing.
  const start = bostonWithin(now.day, -30);
  const end = bostonWithin(now.day, 120);
  form = await fillOpenHouse(
    page,
    { street, day: now.day, start: start.time, end: end.time },
    STAFF.openHouse,
  );
  await form.getByLabel("Price ($)").fill("925000");
  await form.getByLabel("Beds").fill("3");
  await form.getByLabel("Baths").fill("2.5");
  await form.getByLabel("Listing link").fill("https://listings.example.com/elm");
  await form.getByLabel("A short note for guests (optional)").fill("Shoes off, please.");
  await form.getByLabel(/photo/i).setInputFiles({
    name: "listing.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 not a photo"),
  });
  await form.getByRole("button", { name: "Create the open house" }).click();
  await expect(
    form.getByText("This file is not a photo the site can use.", { exact: false }),
  ).toBeVisible();
  await form.getByLabel(/photo/i).setInputFiles({
    name: "front.jpg",
    mimeType: "image/jpeg",
    buffer: await photoJpeg(),
  });
  await form.getByRole("button", { name: "Create the open house" }).click();

  // The event page: the property, the time, the buttons.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(street);
  await waitForStaffHydration(page);
  const property = page.getByRole("region", { name: "The property" });
  await expect(property).toContainText(`${street}, Newton, MA 02458`);
  await expect(property).toContainText("3 beds · 2.5 baths · $925,000");
  const signInAddress = await property.getByRole("link", { name: /\/oh\// }).textContent();
  const code = /\/oh\/([A-Z0-9]{5})$/.exec(signInAddress ?? "")![1]!;
  const openHouseUrl = page.url();
  await expectNoAxeViolations(page);

  // The PNG: at least 1200 px, its code the short address, tagged.
  const png = await page.request.get(`${openHouseUrl}/qr.png`);
  expect(png.headers()["content-type"]).toBe("image/png");
  const pngBytes = await png.body();
  expect(PNG.sync.read(pngBytes).width).toBeGreaterThanOrEqual(1200);
  writeFileSync(`${SHOTS}/open-house-qr.png`, pngBytes);
  expect(decodeQr(pngBytes)).toMatch(printedLink(code));

  // The print sheet, at letter size as printed: one page, and its QR code reads the short address.
  await page.getByRole("link", { name: "Print sheet" }).click();
  const sheet = page.getByRole("article", { name: "The printed sign" });
  await expect(sheet).toContainText(street);
  await expect(sheet).toContainText("Scan to sign in");
  await expect(sheet).toContainText(`/oh/${code}`);
  await expect(sheet).toContainText("Equal Housing Opportunity");
  await page.setViewportSize({ width: 816, height: 1056 }); // 8.5 x 11 in at 96 px per inch
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: `${SHOTS}/open-house-sign-print.png` });
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.height).toBeLessThanOrEqual(1056);
  expect(sheetBox.width).toBeLessThanOrEqual(816);
  const printedCode = await sheet.getByRole("img", { name: /QR code/ }).screenshot();
  expect(decodeQr(printedCode)).toMatch(printedLink(code));
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The kiosk, opened from the event page: no retyping.
  await page.goto(openHouseUrl);
  const kioskHref = await page.getByRole("link", { name: "Open kiosk" }).getAttribute("href");
  expect(kioskHref).toContain(`oh=${code}`);
  const kiosk = await newPage(browser, { width: 1024, height: 768 });
  await kiosk.goto(kioskHref!);
  await expect(kiosk.getByRole("heading", { level: 1 })).toHaveText(street);
  await expect(kiosk.locator("img[src*='/media/u/']")).toBeVisible();
  await expect(kiosk.getByRole("status")).toContainText("0 guests so far");
  // Hydrated, its worker ready: the form the first guest fills is the one that stays.
  await expect(kiosk.getByRole("status")).toContainText("Ready to work offline.", {
    timeout: 20_000,
  });
  await kiosk.screenshot({ path: `${SHOTS}/open-house-kiosk-1024.png` });
  const ada = {
    first: "Ada",
    last: `Lovel${tag}`,
    email: `ada.${tag}@example.com`.toLowerCase(),
    preApproved: "Yes",
    timeline: "0-3 months",
  };
  const ben = {
    first: "Ben",
    last: `Okri${tag}`,
    email: `ben.${tag}@example.com`.toLowerCase(),
    preApproved: "No",
    timeline: "3-6 months",
  };
  const cleo = {
    first: "Cleo",
    last: `Park${tag}`,
    email: `cleo.${tag}@example.com`.toLowerCase(),
    preApproved: "Yes",
    timeline: "Just browsing",
  };
  for (const guest of [ada, ben, cleo]) await kioskSignIn(kiosk, guest);
  await expect(kiosk.getByRole("status")).toContainText("3 guests so far");
  await expectOnScreen(kiosk, kiosk.getByRole("status"));
  await expectNoAxeViolations(kiosk);
  // Upright, the whole form fits too.
  await kiosk.setViewportSize({ width: 768, height: 1024 });
  await kiosk.screenshot({ path: `${SHOTS}/open-house-kiosk-768.png` });
  await expectOnScreen(kiosk, kiosk.getByRole("button", { name: "Sign in" }));
  await expectOnScreen(kiosk, kiosk.getByRole("status"));

  // Ada signs in again on her own phone, from the short address, and gets the thank-you page.
  const phone = await newPage(browser, { width: 375, height: 812 });
  await phone.goto(`/oh/${code.toLowerCase()}`);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(street);
  await expect(phone.getByRole("img", { name: `The home at ${street}` })).toBeVisible();
  await waitForEnhancements(phone);
  await phone.screenshot({ path: `${SHOTS}/open-house-sign-in-375.png` });
  const phoneForm = phone.getByRole("form", { name: "Event sign-in" });
  await phoneForm.getByLabel("First Name").fill(ada.first);
  await phoneForm.getByLabel("Last Name").fill(ada.last);
  await phoneForm.getByLabel("Email").fill(ada.email.toUpperCase());
  await phoneForm.getByRole("button", { name: "Submit" }).click();
  await expect(phone).toHaveURL(new RegExp(`/oh/${code}/thanks$`));
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Thank you for signing in!");
  await expect(phone.getByText(`${street}`, { exact: true })).toBeVisible();
  const hostCard = phone.getByRole("region", { name: "Your host" });
  await expect(hostCard).toContainText(STAFF.openHouse);
  await expect(hostCard.getByRole("link", { name: /\(617\)/ })).toBeVisible();
  await expect(phone.getByRole("link", { name: "See the full listing" })).toHaveAttribute(
    "href",
    "https://listings.example.com/elm",
  );
  await expect(phone.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/open-house-thanks-375.png`, fullPage: true });
  await expectNoAxeViolations(phone);

  // The event page: 3 people (Ada twice), and the answers' summary.
  await expect
    .poll(
      async () => {
        await page.goto(openHouseUrl);
        return page
          .getByRole("region", { name: /Attendees/ })
          .getByRole("heading")
          .textContent();
      },
      { timeout: 30_000 },
    )
    .toBe("Attendees: 3 people, 4 sign-ins");
  const attendees = page.getByRole("region", { name: /Attendees/ });
  await expect(
    attendees.getByRole("row").filter({ hasText: ada.last }).getByRole("listitem"),
  ).toHaveCount(2);
  const summary = page.getByRole("region", { name: /Answers of 3 people/ });
  await expect(summary).toContainText("Pre-approved");
  await expect(summary.getByRole("listitem").filter({ hasText: /^Yes: 2$/ })).toHaveCount(1);
  await expect(summary.getByRole("listitem").filter({ hasText: /^0-3 months: 1$/ })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/open-house-event-page.png`, fullPage: true });

  // The public list: it is there, with a calendar file at the right Boston time.
  await page.goto("/open-houses");
  const card = page.getByRole("article").filter({ hasText: street });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: /^Map/ })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );
  const ics = await page.request.get(
    (await card.getByRole("link", { name: /^Add to calendar/ }).getAttribute("href"))!,
  );
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const unfolded = (await ics.text()).replace(/\r\n[ \t]/g, "");
  const dtstart = /^DTSTART;TZID=America\/New_York:(\d{8})T(\d{4})00$/m.exec(unfolded)!;
  expect(dtstart[1]).toBe(now.day.replaceAll("-", ""));
  expect(dtstart[2]).toBe(start.time.replace(":", ""));
  expect(unfolded).toContain("BEGIN:VTIMEZONE");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"@type":"Event"') && text.includes(street))).toBe(
    true,
  );
  await page.screenshot({ path: `${SHOTS}/open-houses-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/open-houses-375.png`, fullPage: true });
  await expectNoAxeViolations(page);

  // Its town's page lists it too (a kept page: the open house's creation drew it again).
  await page.goto("/massachusetts/newton");
  const inTown = page.getByRole("region", { name: "Open houses in Newton" });
  await expect(inTown.getByRole("article").filter({ hasText: street })).toBeVisible();
  await inTown.screenshot({ path: `${SHOTS}/town-open-houses-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await inTown.screenshot({ path: `${SHOTS}/town-open-houses-1280.png` });
  await expectNoAxeViolations(page);
});

test("an open house drops off the public list once its end time has passed", async ({ page }) => {
  test.setTimeout(120_000);
  // On a server of its own whose clock the test moves forward (server/test-clock.ts), rather
  // than waiting for the open house to end on the real one.
  const clock = join(mkdtempSync(join(tmpdir(), "test-clock-")), "ahead-ms");
  writeFileSync(clock, "0");
  const server = await startOwnServer({
    entry: "server/start.js",
    startTimeout: 60_000,
    env: (port) => ({
      SITE_URL: `http://localhost:${port}`,
      STAFF_EMAILS: [STAFF.openHouseSoon, STAFF.openHouse].join(","),
      SESSION_SECRET: "open-house-clock-test-secret-used-nowhere-else",
      TEST_CLOCK_FILE: clock,
    }),
  });
  try {
    await logInToOwnServer(page, server, STAFF.openHouseSoon, "/staff/open-houses/new");
    await waitForStaffHydration(page);
    // Ends at the first whole minute at least 30 s away (time enough to create it and see it
    // listed), so within 90 s.
    const end = bostonIn(1.5);
    const start = bostonWithin(end.day, -10);
    const form = await fillOpenHouse(
      page,
      { street: soonStreet, day: end.day, start: start.time, end: end.time },
      STAFF.openHouse,
    );
    await form.getByRole("button", { name: "Create the open house" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(soonStreet);
    // The list and the town's page (kept until the content changes, or until an open house ends).
    const listed = async (path: string) => {
      await page.goto(`${server.origin}${path}`);
      return page.getByRole("article").filter({ hasText: soonStreet }).count();
    };
    expect(await listed("/open-houses")).toBe(1);
    expect(await listed("/massachusetts/newton")).toBe(1);
    // Two minutes on, the open house is over.
    writeFileSync(clock, String(2 * 60_000));
    await expect
      .poll(async () => (await listed("/open-houses")) + (await listed("/massachusetts/newton")), {
        timeout: 15_000,
        intervals: [500],
      })
      .toBe(0);
  } finally {
    await server.stop();
  }
});
