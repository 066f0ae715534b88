import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { mailsMentioning } from "./support/mail.ts";
import { open } from "./support/page.ts";
import { requestLogin, STAFF } from "./support/staff.ts";

/** A name only this run uses. */
const tag = `T${Date.now().toString(36)}`;
const lead = { first: "Maya", last: `Morning${tag}`, email: `maya.${tag}@example.com` };

async function postContact(page: Page) {
  await open(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("What can we help you with?").selectOption("Buy a home");
  await form.getByLabel("First Name").fill(lead.first);
  await form.getByLabel("Last Name").fill(lead.last);
  await form.getByLabel("Email").fill(lead.email);
  await form.getByLabel("Phone").fill("617.555.0177");
  await form.getByLabel("How did you hear about us?").selectOption("Referral");
  await form.getByLabel("Message").fill("We would like to see homes in Arlington.");
  await form.getByRole("button", { name: "Send Message" }).click();
  // The team's mail about it: the lead is stored by then, and it links to the lead's page.
  await expect
    .poll(async () => (await mailsMentioning(lead.last)).length, { message: "the team's mail" })
    .toBeGreaterThan(0);
  const [mail] = await mailsMentioning(lead.last);
  expect(mail!.text).toContain("Phone: (617) 555-0177");
  return /Open the lead: (\S+)/.exec(mail!.text)![1]!;
}

test("the morning: a new lead waits on Today, is taken, called, given a next step, and is in the digest", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const leadUrl = await postContact(page);
  expect(leadUrl).toMatch(/\/staff\/leads\/\d+$/);

  // The notification's link, opened logged out, goes through the login and returns to the lead.
  await page.goto(leadUrl);
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fleads%2F\d+/);
  const { link } = await requestLogin(page, STAFF.today, new URL(leadUrl).pathname);
  await page.goto(link);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(leadUrl);

  // Today is the workspace's first page. New leads go to the team lead by default: the whole
  // team's view shows this one waiting, with how long it has waited.
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/today$/);
  await page.getByRole("link", { name: "Everyone's" }).click();
  const waiting = page.getByRole("region", { name: /New, waiting for a first call/ });
  const item = waiting.getByRole("listitem").filter({ hasText: lead.last });
  await expect(item).toContainText(/Waiting \d+ (min|h)/);
  await expect(item).toContainText(STAFF.link);
  await expect(item.getByRole("link", { name: "(617) 555-0177" })).toHaveAttribute(
    "href",
    "tel:+16175550177",
  );
  await expectNoAxeViolations(page);

  // She takes it.
  await item.getByRole("link", { name: new RegExp(lead.last) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(lead.last);
  await page.getByRole("combobox", { name: /^Owner/ }).selectOption(STAFF.today);
  // The select shows her before the save lands: wait for the action's answer, or the next
  // page can be asked for while the save is still on its way.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.startsWith(new URL(leadUrl).pathname),
  );
  await page.getByRole("button", { name: "Save the owner" }).click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("combobox", { name: /^Owner/ })).toHaveValue(STAFF.today);

  // It is hers on Today now, and her digest (sent on request here; at 7:00 every morning) holds it.
  await page.goto("/staff/today");
  await expect(
    page.getByRole("region", { name: /New, waiting for a first call/ }).getByText(lead.last),
  ).toBeVisible();
  await page.goto("/staff/account");
  await page.getByRole("button", { name: "Send me my digest now" }).click();
  await expect(page.getByRole("status")).toContainText("Your digest is on its way.");
  await expect
    .poll(
      async () =>
        (await mailsMentioning(lead.last)).filter((mail) => mail.to.includes(STAFF.today)).length,
      { message: "the digest" },
    )
    .toBeGreaterThan(0);
  const digest = (await mailsMentioning(lead.last)).find((mail) => mail.to.includes(STAFF.today))!;
  // A retry finds the first attempt's lead hers too: the count is read, this lead's line is pinned.
  expect(digest.subject).toMatch(/^Today: \d+ leads? to follow up/);
  expect(digest.text).toMatch(/New leads waiting for a first call \(\d+\):/);
  // A buyer: the contact form's first question.
  expect(digest.text).toContain(`${lead.first} ${lead.last} · Buyer · (617) 555-0177: waiting`);
  expect(digest.text).toContain(leadUrl);

  // She calls (the phone's own app) and records it with one tap, then sets tomorrow's step.
  await page.goto(leadUrl);
  await page.getByLabel("What was said (optional)").fill("Wants to see 3 homes on Saturday");
  await page.getByRole("button", { name: "Called: reached" }).click();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("Called: reached · Wants to see 3 homes on Saturday");
  await expect(timeline).toContainText(STAFF.today);
  await expect(
    page.getByText(/^First recorded contact \d+ (min|h) after the lead arrived\.$/),
  ).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Status of/ })).toHaveValue("contacted");
  await page.getByLabel("What (e.g. Send the CMA)").fill("Send the Saturday tour plan");
  await page.getByLabel("Time (Boston)").fill("10:30");
  await page.getByRole("button", { name: "Save the next step" }).click();
  await expect(page.getByTestId("next-step")).toContainText("Send the Saturday tour plan");
  await expect(page.getByTestId("next-step")).toContainText("10:30 AM");
  await expectNoAxeViolations(page);

  // It has left "new": Today no longer lists it as waiting; the inbox shows her step.
  await page.goto("/staff/today");
  await expect(
    page.getByRole("region", { name: /New, waiting for a first call/ }).getByText(lead.last),
  ).toHaveCount(0);
  await page.goto(`/staff/leads?owner=mine&q=${tag}`);
  await expect(page.getByRole("list", { name: /^Leads/ })).toContainText(
    "Next: Send the Saturday tour plan",
  );
});

test("on a phone, Today's lists come first, and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { link } = await requestLogin(page, STAFF.todayPhone, "/staff/today");
  await page.goto(link);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/staff\/today$/);
  const first = page.getByRole("heading", { name: /New, waiting for a first call/ });
  const box = await first.boundingBox();
  expect(box!.y + box!.height).toBeLessThan(page.viewportSize()!.height / 2);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
