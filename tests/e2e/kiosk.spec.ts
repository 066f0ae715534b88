import { expect, type Page, test } from "@playwright/test";
import { SIGN_IN_MESSAGES } from "../../app/utils/forms/sign-in-options.ts";
import { LANGUAGES } from "../../domain/language.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { personFields } from "./support/forms.ts";
import { mailsMentioning, waitForMail } from "./support/mail.ts";
import { open } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";
import { STAFF, logIn as staffLogIn } from "./support/staff.ts";

const THANK_YOU = SIGN_IN_MESSAGES.success;
const READY_OFFLINE = "Ready to work offline.";
const ALL_SENT = "All sign-ins sent.";

const kioskPath = (event: string) => `/event/sign-in?event=${encodeURIComponent(event)}&kiosk=1`;

function kiosk(page: Page) {
  const form = page.getByRole("form", { name: "Event sign-in" });
  return {
    form,
    ...personFields(form),
    phone: form.getByLabel("Phone Number (Optional)"),
    submit: form.getByRole("button", { name: "Sign in" }),
    /** The host's line at the bottom of the screen. */
    hostStatus: page.getByRole("status"),
    thankYou: page.getByRole("heading", { name: THANK_YOU }),
    nextGuest: page.getByRole("link", { name: "Next guest" }),
  };
}

/**
 * Opens the kiosk and waits until it says it works offline: hydrated, its
 * service worker active and this page stored.
 */
async function openKiosk(page: Page, event: string) {
  await page.goto(kioskPath(event));
  await expect(kiosk(page).hostStatus).toHaveText(READY_OFFLINE, { timeout: 20_000 });
  return kiosk(page);
}

type Guest = { first: string; last: string; email: string; phone: string };

const newGuest = (first: string, last = uniqueName("Guest")): Guest => ({
  first,
  last,
  email: `${first}.${last}@example.com`,
  phone: "6175550199",
});

async function signIn(page: Page, guest: Guest) {
  const fields = kiosk(page);
  await fields.firstName.fill(guest.first);
  await fields.lastName.fill(guest.last);
  await fields.email.fill(guest.email);
  await fields.phone.fill(guest.phone);
  await fields.submit.click();
  await expect(fields.thankYou).toBeVisible();
}

/** The form tokens of the sign-ins the page posts. */
function watchTokens(page: Page) {
  const tokens: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    const token = new URLSearchParams(request.postData() ?? "").get("form_token");
    if (token) tokens.push(token);
  });
  return tokens;
}

async function expectEmptyForm(page: Page) {
  const fields = kiosk(page);
  await expect(fields.thankYou).toBeHidden();
  for (const field of [fields.firstName, fields.lastName, fields.email, fields.phone]) {
    await expect(field).toHaveValue("");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
  }
  await expect(fields.form.getByRole("alert")).toHaveCount(0);
  await expect(fields.form.getByText(/is required|invalid/i)).toHaveCount(0);
  await expect(page.getByText(THANK_YOU)).toHaveCount(0);
  await expect(page.getByRole("region", { name: /notifications/i })).toHaveCount(0);
}

test.describe("open-house kiosk", () => {
  test("shows the logo and the event only, with no links away and no autofill", async ({
    page,
  }) => {
    const event = uniqueName("Kiosk House ");
    const fields = await openKiosk(page, event);
    await expect(page.getByRole("heading", { level: 1, name: event })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    // Nothing leads away (the skip link stays on the page): 中文 and 繁體中文 open this kiosk in
    // Chinese, one link for each other language.
    const links = page.locator("a[href]:not([href^='#'])");
    await expect(links).toHaveCount(LANGUAGES.length - 1);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^\/zh(-hant)?\/event\/sign-in\?.*kiosk=1/);

    await expect(fields.form).toHaveAttribute("autocomplete", "off");
    for (const field of [fields.firstName, fields.lastName, fields.email, fields.phone]) {
      await expect(field).toHaveAttribute("autocomplete", "off");
      // Large touch targets: at least 56 px tall (the site's minimum is 44).
      expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(56);
    }
    expect((await fields.submit.boundingBox())?.height).toBeGreaterThanOrEqual(56);
  });

  test("two guests in a row: the second sees nothing of the first and posts a new token", async ({
    page,
  }) => {
    const tokens = watchTokens(page);
    const fields = await openKiosk(page, uniqueName("Kiosk House "));

    // The first guest forgets a field, sees the message, then signs in.
    await fields.submit.click();
    await expect(fields.form.getByText("First name is required")).toBeVisible();
    const first = newGuest("Ada");
    await signIn(page, first);
    await fields.nextGuest.click();
    await expectEmptyForm(page);
    await expect(fields.firstName).toBeVisible();

    // The second guest is thanked, and the kiosk clears itself after 5 s.
    const second = newGuest("Grace");
    await signIn(page, second);
    await expect(fields.thankYou).toBeHidden({ timeout: 8_000 });
    await expectEmptyForm(page);

    expect(tokens).toHaveLength(2);
    expect(new Set(tokens).size).toBe(2);
    await waitForMail(first.last);
    await waitForMail(second.last);
  });

  test("at 1024x768 a sign-in with missing fields takes the guest to the first one to fix", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const fields = await openKiosk(page, uniqueName("Kiosk House "));
    await fields.firstName.fill("Ada");
    await fields.email.fill("ada@example.com");
    await fields.submit.click();
    await expect(fields.lastName).toBeFocused();
    await expect(fields.lastName).toBeInViewport();
    await expect(fields.form.getByText("Last name is required")).toBeInViewport();

    // Fixed, then the next mistake: focus moves again.
    await fields.lastName.fill("Lovelace");
    await fields.email.fill("ada@invalid");
    await fields.submit.focus();
    await fields.submit.press("Enter");
    await expect(fields.email).toBeFocused();
    await expect(fields.form.getByText("Invalid email address")).toBeInViewport();
  });

  test("the thank-you counts down the seconds until the screen clears", async ({ page }) => {
    await page.clock.install();
    const fields = await openKiosk(page, uniqueName("Kiosk House "));
    await signIn(page, newGuest("Cal"));
    const countdown = page.getByText(/^This screen clears in \d seconds?\.$/);
    await expect(countdown).toHaveText("This screen clears in 5 seconds.");
    await page.clock.runFor(1_000);
    await expect(countdown).toHaveText("This screen clears in 4 seconds.");
    await page.clock.runFor(3_000);
    await expect(countdown).toHaveText("This screen clears in 1 second.");
    await page.clock.runFor(1_000);
    await expectEmptyForm(page);
    await expect(fields.firstName).toBeVisible();
  });

  test("a half-filled form left alone clears itself after a minute without input", async ({
    page,
  }) => {
    await page.clock.install();
    const fields = await openKiosk(page, uniqueName("Kiosk House "));
    await fields.email.fill("walked.away@example.com");
    await fields.phone.fill("6175550123");

    // Still there while the guest is only slow...
    await page.clock.fastForward(50_000);
    await expect(fields.email).toHaveValue("walked.away@example.com");
    await fields.firstName.fill("Walt");
    await page.clock.fastForward(50_000);
    await expect(fields.phone).toHaveValue("6175550123");

    // ...and gone a minute after the last input.
    await page.clock.fastForward(11_000);
    await expectEmptyForm(page);
    await expect(fields.form.getByLabel("First Name")).toHaveValue("");
  });

  test("with the Wi-Fi down, sign-ins wait on the tablet and reach the server once when it returns", async ({
    page,
    context,
  }) => {
    test.setTimeout(75_000);
    const event = uniqueName("Offline House ");
    const fields = await openKiosk(page, event);
    const family = uniqueName("Offline");

    await context.setOffline(true);
    for (const first of ["Ana", "Ben", "Cy"]) {
      await signIn(page, newGuest(first, `${family}${first}`));
      await fields.nextGuest.click();
      await expectEmptyForm(page);
    }
    await expect(fields.hostStatus).toContainText("3 sign-ins waiting to be sent");

    // A reload with no network still shows the form and what is waiting.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: event })).toBeVisible();
    await expect(fields.firstName).toBeVisible();
    await expect(fields.hostStatus).toContainText("3 sign-ins waiting to be sent");
    expect(await mailsMentioning(family)).toHaveLength(0);

    await context.setOffline(false);
    // The host sees them go out, then the ready state again.
    await expect(fields.hostStatus).toHaveText(ALL_SENT, { timeout: 15_000 });
    await expect(fields.hostStatus).toHaveText(READY_OFFLINE, { timeout: 15_000 });
    await expect.poll(async () => (await mailsMentioning(family)).length).toBe(3);
    // Still three a moment later: no sign-in was stored twice.
    await page.waitForTimeout(1_500);
    expect(await mailsMentioning(family)).toHaveLength(3);
  });

  test("a queued sign-in the server refuses is kept and counted for the host, and does not hold up the others", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const fields = await openKiosk(page, uniqueName("Refused House "));
    const family = uniqueName("Refused");
    await context.setOffline(true);
    const refused = newGuest("Rae", `${family}Rae`);
    await signIn(page, refused);
    await fields.nextGuest.click();
    // Spoil what waits on the tablet, as a server whose rules changed would see it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("kiosk");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction("sign-ins", "readwrite").objectStore("sign-ins");
            const cursor = store.openCursor();
            cursor.onsuccess = () => {
              const row = cursor.result;
              if (!row) return resolve();
              const entry = row.value as { fields: [string, string][] };
              entry.fields = entry.fields.map(([name, value]) =>
                name === "email" ? [name, "not-an-email"] : [name, value],
              );
              row.update(entry);
              row.continue();
            };
          };
        }),
    );
    const accepted = newGuest("Sol", `${family}Sol`);
    await signIn(page, accepted);
    await fields.nextGuest.click();
    await expect(fields.hostStatus).toContainText("2 sign-ins waiting to be sent");

    await context.setOffline(false);
    await expect(fields.hostStatus).toContainText(
      "1 sign-in could not be sent: the website refused it. It is kept on this tablet; please tell the office.",
      { timeout: 15_000 },
    );
    await waitForMail(accepted.last);
    // Still counted after a reload (tried once more, refused again), and never sent.
    await page.reload();
    await expect(fields.hostStatus).toContainText("1 sign-in could not be sent", {
      timeout: 15_000,
    });
    expect(await mailsMentioning(refused.last)).toHaveLength(0);
  });

  test("a sign-in that waited offline is dated when the guest signed in, on the team's open-houses page", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // The tablet's clock says three hours ago: the guest signs in then, and the Wi-Fi stays down an hour.
    const signedInAt = Date.now() - 3 * 60 * 60_000;
    await page.clock.install({ time: signedInAt });
    const event = uniqueName("Late House ");
    const fields = await openKiosk(page, event);
    await context.setOffline(true);
    const guest = newGuest("Dee");
    await signIn(page, guest);
    await fields.nextGuest.click();
    await expect(fields.hostStatus).toContainText("1 sign-in waiting to be sent");
    await page.clock.fastForward("01:00:00");
    await context.setOffline(false);
    await waitForMail(guest.last, 15_000);

    const team = await browser.newContext({ baseURL });
    const staff = await team.newPage();
    await staffLogIn(staff, STAFF.kiosk);
    await staff.goto("/staff/open-houses");
    const lastSignIn = staff.getByRole("row").filter({ hasText: event }).locator("time").last();
    const shown = Date.parse((await lastSignIn.getAttribute("datetime")) ?? "");
    // Sent now, stored as three hours ago (to the minute the page shows).
    expect(Math.abs(shown - signedInAt)).toBeLessThan(2 * 60_000);
    await team.close();
  });

  test("has no axe violations, on the form and on the thank-you", async ({ page }) => {
    await openKiosk(page, uniqueName("Kiosk House "));
    await expectNoAxeViolations(page, "the form");
    await signIn(page, newGuest("Axe"));
    await expectNoAxeViolations(page, "the thank-you");
  });

  test("the QR page links to the kiosk for the generated event", async ({ page, baseURL }) => {
    await open(page, "/event/generate-qr");
    const event = "42 Maple Street Open House";
    await page.getByLabel("Event Name").fill(event);
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    const link = page.getByRole("link", { name: "Open the kiosk for this event" });
    const href = new URL((await link.getAttribute("href")) ?? "", "http://invalid");
    expect(href.origin).toBe(baseURL);
    expect(href.pathname).toBe("/event/sign-in");
    expect(Object.fromEntries(href.searchParams)).toEqual({ event, kiosk: "1" });
  });

  test("the service worker file is always revalidated", async ({ request }) => {
    const response = await request.get("/event/kiosk-sw.js");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-cache");
  });
});

test.describe("pages other than the kiosk", () => {
  for (const path of ["/", "/event/sign-in?event=Open%20House"]) {
    test(`${path} registers no service worker and loads no kiosk code`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await open(page, path);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
      expect(requested.filter((url) => /kiosk/.test(url))).toEqual([]);
      await expect(page.getByRole("banner")).toBeVisible();
    });
  }
});
