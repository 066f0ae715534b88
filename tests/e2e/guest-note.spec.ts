/**
 * Issue 39 §4: the kiosk counts the guests of every tablet, and a host e-mails the guests of an
 * open house from its page: one personal mail per guest who agreed, the others counted and
 * skipped with the reason, each mail on the lead's timeline. At 375 and 1280 px.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { mailsTo } from "./support/mail.ts";
import { createOpenHouseNow } from "./support/open-house-today.ts";
import { logIn, STAFF, waitForStaffHydration } from "./support/staff.ts";

const SHOTS = process.env.OPEN_HOUSE_SHOTS ?? "test-results";

type Guest = { first: string; last: string; email: string; consent: boolean; preApproved: string };

async function newKiosk(browser: Browser, url: string) {
  const kiosk = await (
    await browser.newContext({ viewport: { width: 1024, height: 768 } })
  ).newPage();
  await kiosk.goto(url);
  await expect(kiosk.getByRole("form", { name: "Event sign-in" })).toBeVisible();
  return kiosk;
}

async function kioskSignIn(kiosk: Page, guest: Guest) {
  const form = kiosk.getByRole("form", { name: "Event sign-in" });
  await form.getByLabel("First Name").fill(guest.first);
  await form.getByLabel("Last Name").fill(guest.last);
  await form.getByLabel("Email").fill(guest.email);
  await form
    .getByRole("group", { name: "Are you pre-approved for a mortgage?" })
    .getByRole("radio", { name: guest.preApproved, exact: true })
    .check();
  if (guest.consent)
    await form.getByRole("checkbox", { name: FOLLOW_UP_CONSENT["sign-in"].text }).check();
  await form.getByRole("button", { name: "Sign in" }).click();
  await kiosk.getByRole("link", { name: "Next guest" }).click();
}

for (const { width, height, host } of [
  { width: 1280, height: 900, host: STAFF.guestNote },
  { width: 375, height: 812, host: STAFF.guestNoteOnPhone },
]) {
  test(`at ${width} px, a host e-mails the consenting guests of an open house; the kiosks count every tablet's guests`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = `${Date.now().toString(36).slice(-5).toUpperCase()}${width}`;
    const street = `${Number.parseInt(tag.slice(0, 5), 36) % 900} Walnut Park ${tag}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, host);
    const house = await createOpenHouseNow(page, street, host);
    const kioskUrl = await page.getByRole("link", { name: "Open kiosk" }).getAttribute("href");

    const guest = (first: string, consent: boolean, preApproved: string): Guest => ({
      first,
      last: `Lee${tag}`,
      email: `${first}.${tag}@example.com`.toLowerCase(),
      consent,
      preApproved,
    });
    const ada = guest("Ada", true, "No");
    const ben = guest("Ben", true, "Yes");
    const cal = guest("Cal", false, "No");

    // Two tablets at one open house: each counts the other's guests too, from the server.
    const first = await newKiosk(browser, kioskUrl!);
    const second = await newKiosk(browser, kioskUrl!);
    await expect(first.getByRole("status")).toContainText("0 guests so far");
    await kioskSignIn(first, ada);
    await expect(first.getByRole("status")).toContainText("1 guest so far");
    await kioskSignIn(second, ben);
    await expect(second.getByRole("status")).toContainText("2 guests so far");
    await kioskSignIn(second, cal);
    await expect(second.getByRole("status")).toContainText("3 guests so far");
    await first.reload();
    await expect(first.getByRole("status")).toContainText("3 guests so far");

    // A tablet whose clock says tomorrow asks before taking guests.
    const tomorrow = await (
      await browser.newContext({ viewport: { width: 1024, height: 768 } })
    ).newPage();
    await tomorrow.clock.install({ time: new Date(Date.now() + 86_400_000) });
    await tomorrow.goto(kioskUrl!);
    await expect(tomorrow.getByRole("alertdialog")).toHaveAccessibleName(
      /^This open house is on \w{3} \w{3} \d{1,2}\. Open the sign-in anyway\?$/,
    );
    await expect(tomorrow.getByRole("form", { name: "Event sign-in" })).toHaveCount(0);
    await expect(tomorrow.getByRole("heading", { level: 1 })).toHaveText(street);
    await tomorrow.screenshot({ path: `${SHOTS}/kiosk-another-day-${width}.png` });
    await tomorrow.getByRole("button", { name: "Open the sign-in anyway" }).click();
    await expect(tomorrow.getByRole("form", { name: "Event sign-in" })).toBeVisible();

    // The event page: the pre-approved guest first, marked worth a call, with the reason.
    await page.setViewportSize({ width, height });
    await page.goto(house.url);
    await waitForStaffHydration(page);
    const attendees = page.getByRole("region", { name: /^Attendees/ });
    await expect(attendees.getByRole("row").nth(1)).toContainText("Ben");
    await expect(attendees.getByRole("row").nth(1)).toContainText(
      "Worth a call today: pre-approved",
    );

    const note = page.getByRole("region", { name: "E-mail the guests" });
    await expect(note).toContainText("2 of 3 guests agreed to follow-up e-mail");
    await expect(note.getByLabel("Subject")).toHaveValue(
      new RegExp(`^${street}, Newton, \\w{3} \\w{3} \\d{1,2}$`),
    );
    const eventName = await note.getByLabel("Subject").inputValue();
    const noteText = `Thank you for coming by. Offers are due Tuesday. ${tag}`;
    await note.getByLabel("Your note").fill(noteText);
    await note.getByRole("button", { name: "E-mail all guests" }).click();
    await expect(note.getByRole("status")).toHaveText(
      "Sent to 2 guests. 1 skipped: did not agree to follow-up e-mail when signing in.",
    );
    // Sent: the next note starts empty, its button ready again.
    await expect(note.getByLabel("Your note")).toHaveValue("");
    await expect(note.getByRole("button", { name: "E-mail all guests" })).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/guest-note-sent-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // One mail per consenting guest, each with her name; none to the guest who did not agree.
    for (const { email, first: name } of [ada, ben]) {
      await expect
        .poll(async () => (await mailsTo(email)).filter((mail) => mail.text.includes(noteText)), {
          timeout: 15_000,
        })
        .toHaveLength(1);
      const [mail] = (await mailsTo(email)).filter((m) => m.text.includes(noteText));
      expect(mail!.text).toContain(`Hello ${name},`);
      expect(mail!.subject).toContain(street);
    }
    expect((await mailsTo(cal.email)).filter((mail) => mail.text.includes(noteText))).toEqual([]);

    // Each consenting lead's timeline shows the note.
    for (const name of ["Ada", "Ben"]) {
      await page.goto(house.url);
      await attendees.getByRole("link", { name: `${name} Lee${tag}` }).click();
      await expect(page.getByRole("list", { name: "Timeline" })).toContainText(
        "E-mailed after the open house",
      );
      // Her contact's source is the open house as people read it, not its stored key.
      await expect(page.getByRole("main")).toContainText(eventName);
      await expect(page.getByRole("main")).not.toContainText(`(${house.code})`);
    }
    await page.screenshot({ path: `${SHOTS}/guest-note-timeline-${width}.png`, fullPage: true });

    // Without JavaScript the form is a plain post: the ticked guest only, and the page says so.
    const plain = await (
      await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height },
        storageState: await page.context().storageState(),
      })
    ).newPage();
    await plain.goto(house.url);
    await plain.getByRole("checkbox", { name: `Choose Ben Lee${tag} for the note` }).check();
    const plainNote = plain.getByRole("region", { name: "E-mail the guests" });
    const toBen = `A second note, to Ben only. ${tag}`;
    await plainNote.getByLabel("Your note").fill(toBen);
    await plainNote.getByRole("button", { name: "E-mail the guests ticked below" }).click();
    await expect(plain.getByRole("status").filter({ hasText: "Sent to" })).toHaveText(
      "Sent to 1 guest.",
    );
    await expect
      .poll(async () => (await mailsTo(ben.email)).filter((mail) => mail.text.includes(toBen)), {
        timeout: 15_000,
      })
      .toHaveLength(1);
    expect((await mailsTo(ada.email)).filter((mail) => mail.text.includes(toBen))).toEqual([]);
  });
}
