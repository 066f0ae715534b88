import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { FUB_API_KEY, FUB_API_URL } from "./support/crm.ts";
import { fillEventSignIn, type Guest } from "./support/event-sign-in.ts";
import { mailsMentioning } from "./support/mail.ts";
import { open } from "./support/page.ts";
import { requestSignIn, STAFF } from "./support/staff.ts";

/** Names only this run uses, so the walk finds its own people among whatever else the server holds. */
const tag = `W${Date.now().toString(36)}`;
const person = {
  // A name a spreadsheet would run as a formula: the CSV must neutralise it. (No link in it: the
  // sign-in refuses a name with a web address, as the guest's thank-you would carry it.)
  first: '=SUM(1,2)*CMD("calc")',
  last: `Walker${tag}`,
  email: `walker.${tag}@example.com`,
};
const attendee = { first: "Ada", last: `Guest${tag}`, email: `guest.${tag}@example.com` };
const eventName = `Walk House ${tag}`;

/** Runs a form post and waits for the team's e-mail about it: the lead is stored by then. */
async function postedAndMailed(needle: string, post: () => Promise<void>) {
  const before = (await mailsMentioning(needle)).length;
  await post();
  await expect
    .poll(async () => (await mailsMentioning(needle)).length, { message: `a mail about ${needle}` })
    .toBeGreaterThan(before);
}

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
  await postedAndMailed(who.last, () => form.getByRole("button", { name: "Sign in" }).click());
}

/** The workspace has no site footer to watch: its status controls tell when React has hydrated. */
async function waitForWorkspaceHydration(page: Page) {
  await page.waitForFunction(() => {
    const control = document.querySelector("select[name=status]");
    return Boolean(control && Object.keys(control).some((key) => key.startsWith("__reactProps")));
  });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const leadRow = (page: Page, last: string) =>
  page
    .getByRole("list", { name: /^Leads/ })
    .getByRole("listitem")
    .filter({ hasText: last });

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

  // Sign in with the code from the e-mail; it lands on the inbox.
  const { code } = await requestSignIn(page, STAFF.workspace, "/staff/leads");
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
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
  await page.goto("/staff/events");
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
  const eventUrl = page.url();

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
  for (const path of ["/staff/leads", attendeeUrl!, eventUrl, "/staff/events"]) {
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

/** A lead of its own for a test: a contact message from `who`, stored once its team e-mail is out. */
async function postLead(page: Page, who: { first: string; last: string; email: string }) {
  await open(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("What can we help you with?").selectOption("Buy a home");
  await form.getByLabel("First Name").fill(who.first);
  await form.getByLabel("Last Name").fill(who.last);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("How did you hear about us?").selectOption("Referral");
  await form.getByLabel("Message").fill("Looking for a condo.");
  await postedAndMailed(who.last, () => form.getByRole("button", { name: "Send Message" }).click());
}

/** Signs in with the e-mailed code from /staff/login?next=…, and ends on `next`. */
async function signInWithCode(page: Page, email: string, next: string) {
  const { code } = await requestSignIn(page, email, next);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new URL(next, page.url()).href);
}

/** The public site's error page: never shown in the workspace. */
const PUBLIC_ERROR = /Something went wrong|call us/;

test("a save that fails keeps the page and what was typed: a lapsed session offers to sign in again, offline says not saved", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const who = { first: "Sam", last: `Saver${tag}`, email: `saver.${tag}@example.com` };
  await postLead(page, who);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWithCode(page, STAFF.saves, `/staff/leads?q=${who.last}`);
  const leadPath = await leadRow(page, who.last).getByRole("link").first().getAttribute("href");

  // Offline on the inbox: the status change is refused in its row, the select shows the stored status.
  await waitForWorkspaceHydration(page);
  const status = leadRow(page, who.last).getByRole("combobox", { name: /^Status of/ });
  await page.context().setOffline(true);
  await status.selectOption("contacted");
  await expect(leadRow(page, who.last).getByRole("alert")).toContainText(
    "was not saved: the connection failed",
  );
  await expect(status).toHaveValue("new");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page.getByText(PUBLIC_ERROR)).toHaveCount(0);
  // Back online, the same change goes through and the message goes away.
  await page.context().setOffline(false);
  await status.selectOption("contacted");
  await expect(leadRow(page, who.last).getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(leadRow(page, who.last).getByRole("combobox")).toHaveValue("contacted");

  // Offline on the lead's page: the note is not saved, and stays in the box.
  await page.goto(leadPath!);
  await waitForWorkspaceHydration(page);
  const box = page.getByLabel("New note");
  const notes = page.getByRole("region", { name: "Notes" });
  await box.fill(`Offline ${tag}`);
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("alert")).toContainText(
    "The note was not saved: the connection failed",
  );
  await expect(box).toHaveValue(`Offline ${tag}`);
  await expect(page.getByText(PUBLIC_ERROR)).toHaveCount(0);
  await page.context().setOffline(false);

  // The session lapses while she types: the page says so, keeps the note, and signs her back in here.
  await box.fill(`After the lapse ${tag}`);
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("alert")).toContainText("your session has ended");
  await expect(box).toHaveValue(`After the lapse ${tag}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(who.last);
  await expect(page.getByText(PUBLIC_ERROR)).toHaveCount(0);
  await notes.getByRole("link", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(`/staff/login?next=${encodeURIComponent(leadPath!)}`);
  await signInWithCode(page, STAFF.saves, leadPath!);
  await expect(page.getByLabel("New note")).toHaveValue(`After the lapse ${tag}`);
  await expect(notes).not.toContainText(`Offline ${tag}`);

  // Without JavaScript the lapsed session is answered by the workspace's own page, not the public one.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
    viewport: { width: 375, height: 812 },
  });
  const plain = await noScript.newPage();
  await plain.goto(leadPath!);
  await plain.getByLabel("New note").fill("Typed without JavaScript");
  await noScript.clearCookies();
  await plain.getByRole("button", { name: "Add note" }).click();
  await expect(plain.getByRole("heading", { name: "Your session has ended" })).toBeVisible();
  await expect(plain.getByRole("link", { name: "Sign in again" })).toHaveAttribute(
    "href",
    `/staff/login?next=${encodeURIComponent(leadPath!)}`,
  );
  await expect(plain.getByText(PUBLIC_ERROR)).toHaveCount(0);
  await noScript.close();
});

test("a note: saved once, the box empties and a confirmation shows by the button; an empty one is refused as empty", async ({
  page,
  browser,
}) => {
  const who = { first: "Nora", last: `Noter${tag}`, email: `noter.${tag}@example.com` };
  await postLead(page, who);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWithCode(page, STAFF.saves, `/staff/leads?q=${who.last}`);
  await leadRow(page, who.last).getByRole("link").first().click();
  await waitForWorkspaceHydration(page);
  const box = page.getByLabel("New note");
  const button = page.getByRole("button", { name: "Add note" });
  const notes = page.getByRole("region", { name: "Notes" });

  // Blank (spaces pass the browser's `required`): the server says what is wrong.
  await box.fill("   ");
  await button.click();
  await expect(notes.getByRole("alert")).toHaveText(
    "The note is empty. Write something before adding it.",
  );
  await expect(box).toHaveAttribute("aria-invalid", "true");

  // While the note is on its way the button is off; then the box is empty and the save is confirmed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/staff\/leads\/\d+\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await box.fill(`Viewing booked ${tag}`);
  await button.click();
  await expect(page.getByRole("button", { name: "Saving…" })).toBeDisabled();
  release();
  const confirmation = notes.getByRole("status");
  await expect(confirmation).toHaveText("Note saved. It is first in the list below.");
  await expect(confirmation).toBeInViewport();
  await expect(box).toHaveValue("");
  await expect(notes.getByRole("alert")).toHaveCount(0);
  await expect(
    notes.getByRole("listitem").filter({ hasText: `Viewing booked ${tag}` }),
  ).toHaveCount(1);
  // A second tap, as when nothing seemed to happen, adds nothing.
  await button.click();
  await page.reload();
  await expect(
    notes.getByRole("listitem").filter({ hasText: `Viewing booked ${tag}` }),
  ).toHaveCount(1);

  // Without JavaScript the note is saved by a plain post, and the page comes back with it.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await plain.getByLabel("New note").fill(`Plain post ${tag}`);
  await plain.getByRole("button", { name: "Add note" }).click();
  await expect(plain.getByRole("region", { name: "Notes" })).toContainText(`Plain post ${tag}`);
  await noScript.close();
});

test("on a phone the inbox opens on the leads: filters folded until asked for, names tall enough to tap", async ({
  page,
}) => {
  const who = { first: "Pia", last: `Phone${tag}`, email: `phone.${tag}@example.com` };
  await postLead(page, who);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWithCode(page, STAFF.phone, "/staff/leads");
  const filters = page.getByRole("form", { name: "Filter leads" });
  const disclosure = page.getByText("Search and filter");
  await expect(filters).toBeHidden();

  // The first lead is on the first screen, and its name (the way into the lead) is a 44 px target.
  const names = page.getByRole("list", { name: /^Leads/ }).getByRole("link");
  await expect(names.first()).toBeInViewport();
  for (const name of await names.all()) {
    const box = (await name.boundingBox())!;
    expect(box.height, `${await name.innerText()} is ${box.height} px tall`).toBeGreaterThanOrEqual(
      44,
    );
  }
  // Without making the rows taller than the name's own line needs: the name does not overlap itself.
  const row = leadRow(page, who.last);
  const [nameBox, emailBox] = [
    (await row.getByRole("link").boundingBox())!,
    (await row.getByText(who.email).boundingBox())!,
  ];
  expect(emailBox.y - nameBox.y).toBeLessThan(44);

  // Asked for, the filters open and search.
  await disclosure.click();
  await expect(filters).toBeVisible();
  await filters.getByLabel("Search name, e-mail or phone").fill(who.last);
  await filters.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${who.last}`));
  // With a filter on, the fields show what the list is narrowed to.
  await expect(filters).toBeVisible();
  await expect(filters.getByLabel("Search name, e-mail or phone")).toHaveValue(who.last);
  await expect(names).toHaveCount(1);

  // On a desk's screen nothing is folded.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/staff/leads");
  await expect(filters).toBeVisible();
  await expect(disclosure).toBeHidden();
});
