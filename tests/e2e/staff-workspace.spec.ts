import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { FUB_API_KEY, FUB_API_URL } from "./support/crm.ts";
import { fillEventSignIn, type Guest } from "./support/event-sign-in.ts";
import { open } from "./support/page.ts";
import { requestLogin, STAFF } from "./support/staff.ts";
import {
  leadRow,
  postedAndMailed,
  runTag,
  waitForWorkspaceHydration,
} from "./support/workspace.ts";

const tag = runTag("W");

const person = {
  // A name a spreadsheet would run as a formula: the CSV must neutralise it. (No link in it: the
  // sign-in refuses a name with a web address, as the guest's thank-you would carry it.)
  first: '=SUM(1,2)*CMD("calc")',
  last: `Walker${tag}`,
  email: `walker.${tag}@example.com`,
};
const attendee = { first: "Ada", last: `Guest${tag}`, email: `guest.${tag}@example.com` };
const eventName = `Walk House ${tag}`;

async function postContact(page: Page) {
  await open(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("What can we help you with?").selectOption("Buy a home");
  await form.getByLabel("First Name").fill(person.first);
  await form.getByLabel("Last Name").fill(person.last);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Phone").fill("(617) 555-0142");
  await form.getByLabel("How did you hear about us?").selectOption("Referral");
  await form.getByLabel("Message").fill("We are looking in Newton.\nThree bedrooms, please.");
  await postedAndMailed(person.last, () =>
    form.getByRole("button", { name: "Send Message" }).click(),
  );
}

async function postSignIn(page: Page, who: Guest) {
  const form = await fillEventSignIn(page, eventName, who);
  await postedAndMailed(who.last, () => form.getByRole("button", { name: "Submit" }).click());
}

test("the team's walk: leads arrive, are found, followed up, exported and erased", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Public pages: a contact message, then the same person (another spelling of the address)
  // and a guest sign in at an open house.
  await postContact(page);
  await postSignIn(page, { ...person, email: person.email.toUpperCase() });
  await postSignIn(page, attendee);

  // Log in with the code from the e-mail; it lands on the inbox.
  const { code } = await requestLogin(page, STAFF.workspace, "/staff/leads");
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/staff\/leads$/);

  // The inbox: one row for the person, with both contacts, the sources and the message.
  await page.goto("/staff/leads");
  await expect(page.getByRole("img", { name: /New leads per week/ })).toBeVisible();
  const row = leadRow(page, person.last);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("2 contacts");
  await expect(row).toContainText("Referral");
  await expect(row).toContainText(eventName);
  await expect(row).toContainText("We are looking in Newton.");
  // Typed "(617) 555-0142", stored in E.164 form, read as typed.
  await expect(row).toContainText("(617) 555-0142");
  await expectNoAxeViolations(page);

  // A search narrows the inbox to this run's people; the phone matches however it is typed.
  await page.getByLabel("Search name, e-mail or phone").fill(tag);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByRole("list", { name: /^Leads/ }).getByRole("listitem")).toHaveCount(2);
  await page.goto("/staff/leads?q=617.555.0142");
  await expect(leadRow(page, person.last)).toHaveCount(1);

  // A status change with JavaScript: shown at once, kept after a reload.
  await page.goto(`/staff/leads?q=${tag}`);
  await waitForWorkspaceHydration(page);
  const status = leadRow(page, person.last).getByRole("combobox", { name: /^Status of/ });
  await status.selectOption("contacted");
  await expect(status).toHaveValue("contacted");
  await expect(async () => {
    await page.reload();
    await expect(
      leadRow(page, person.last).getByRole("combobox", { name: /^Status of/ }),
    ).toHaveValue("contacted");
  }).toPass();

  // And without JavaScript: a plain form post, answered by the page again.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto(`/staff/leads?q=${tag}`);
  const plainRow = leadRow(plain, person.last);
  await plainRow.getByRole("combobox", { name: /^Status of/ }).selectOption("active-client");
  await plainRow.getByRole("button", { name: "Save" }).click();
  await expect(plain).toHaveURL(new RegExp(`/staff/leads\\?q=${tag}$`));
  await expect(leadRow(plain, person.last).getByRole("combobox")).toHaveValue("active-client");
  await noScript.close();

  // The lead's page: both contacts, the team e-mails' delivery, a note, the history.
  await page.goto(`/staff/leads?q=${tag}`);
  await leadRow(page, person.last)
    .getByRole("link", { name: new RegExp(person.last) })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(person.last);
  await expect(page.getByRole("heading", { name: "Contacts (2)" })).toBeVisible();
  await expect(page.getByText("Three bedrooms, please.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    "tel:+16175550142",
  );
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    /^mailto:.*body=.*%3E%20We%20are%20looking%20in%20Newton\./,
  );
  await expect(page.getByRole("region", { name: "Team e-mails" })).toContainText("Sent");
  // Its hand-off to Follow Up Boss (unreachable in this run) waits, with why; the key never shows.
  const handOff = page.getByRole("region", { name: "CRM hand-off" });
  await expect(handOff).toContainText(`Follow Up Boss hand-off · ${new URL(FUB_API_URL).host}`);
  await expect(handOff).toContainText("Follow Up Boss could not be reached (ECONNREFUSED)");
  expect(await page.content()).not.toContain(FUB_API_KEY);
  await page.getByLabel("New note").fill(`Called ${tag}, viewing on Saturday`);
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes).toContainText(`Called ${tag}, viewing on Saturday`);
  await expect(notes).toContainText(STAFF.workspace);
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Stage: Active client");
  await expectNoAxeViolations(page);
  const leadUrl = page.url();

  // The event's page: its attendees, its QR code and sign-in link, the hours chart.
  await page.goto("/staff/open-houses");
  await page.getByRole("link", { name: new RegExp(`${eventName}$`) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(eventName);
  const attendees = page.getByRole("region", { name: /Attendees/ });
  await expect(attendees).toContainText(attendee.last);
  await expect(attendees).toContainText(person.last);
  await expect(page.getByRole("img", { name: /Sign-ins by hour/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the sign-in page" })).toHaveAttribute(
    "href",
    new RegExp(`/event/sign-in\\?event=${encodeURIComponent(eventName)}$`),
  );
  await expectNoAxeViolations(page);
  const openHouseUrl = page.url();

  // The CSV of this view: UTF-8 with a BOM, and the formula-looking name made harmless.
  const csv = await page.request.get(`/staff/leads.csv?q=${tag}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain(`"'=SUM(1,2)*CMD(""calc"")"`);
  expect(text).not.toMatch(/(^|,)"?=SUM/m);
  expect(text.split("\r\n").filter((line) => line.includes(tag))).toHaveLength(3);

  // Erase: a typed confirmation, then the person is gone everywhere.
  await page.goto(leadUrl);
  await page.getByText("Erase this person…").click();
  await page.getByLabel(/^Type .* to confirm$/).fill(person.email);
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page).toHaveURL(/\/staff\/leads\?erased/);
  await expect(page.getByRole("status")).toContainText("erased");
  await page.goto(`/staff/leads?q=${tag}&status=all`);
  await expect(leadRow(page, attendee.last)).toHaveCount(1);
  await expect(leadRow(page, person.last)).toHaveCount(0);
  const attendeeUrl = await leadRow(page, attendee.last)
    .getByRole("link")
    .first()
    .getAttribute("href");

  expect((await page.request.get(leadUrl)).status()).toBe(404);
  const after = await (await page.request.get(`/staff/leads.csv?q=${tag}`)).text();
  expect(after).not.toContain(person.last);
  await page.goto("/staff/activity");
  await expect(page.getByRole("table")).toContainText("erased a person");

  // On a phone the workspace pages fit the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ["/staff/leads", attendeeUrl!, openHouseUrl, "/staff/open-houses"]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  }

  // At every width the inbox's filter choices show whole: no select is narrower than its longest
  // option ("All but archived" was cut to "All b" at 768 px).
  for (const width of [375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/staff/leads");
    // On a phone the fields are folded away until asked for.
    const disclosure = page.getByText("Search and filter");
    if (await disclosure.isVisible()) await disclosure.click();
    const cut = await page.getByRole("form", { name: "Filter leads" }).evaluate((form) =>
      [...form.querySelectorAll("select")].flatMap((select) => {
        const natural = select.cloneNode(true) as HTMLSelectElement;
        natural.style.width = "auto";
        natural.style.position = "absolute";
        form.append(natural);
        const needed = natural.offsetWidth;
        natural.remove();
        return select.offsetWidth < needed
          ? [`${select.name}: ${select.offsetWidth} < ${needed}`]
          : [];
      }),
    );
    expect(cut, `selects cut at ${width} px`).toEqual([]);
  }
});
