import { expect, type Locator, type Page, test } from "@playwright/test";
import { FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import { SIGN_IN_QUESTIONS } from "../../domain/sign-in-answers.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { fillEventSignIn, type Guest } from "./support/event-sign-in.ts";
import { mailsTo, waitForMail } from "./support/mail.ts";
import { requestLogin, STAFF } from "./support/staff.ts";

/** Names only this run uses, so the test finds its own guests among whatever else the server holds. */
const tag = `A${Date.now().toString(36)}`;
const eventName = `Answers House ${tag}`;
const [agent, approval, timeline] = SIGN_IN_QUESTIONS;
/** Ada answers two of the three questions (the form's own values) and agrees to follow-up e-mail. */
const ada = {
  first: "Ada",
  last: `Answered${tag}`,
  email: `ada.${tag.toLowerCase()}@example.com`,
  answers: [
    [agent, agent.answers[0]],
    [timeline, timeline.answers[1]],
  ] as const,
  consent: true,
};
/** Ben answers nothing and ticks nothing. */
const ben: Guest = {
  first: "Ben",
  last: `Blank${tag}`,
  email: `ben.${tag.toLowerCase()}@example.com`,
};
const consent = FOLLOW_UP_CONSENT["sign-in"];

async function signInAtEvent(page: Page, guest: Guest) {
  const form = await fillEventSignIn(page, eventName, guest);
  await form.getByRole("button", { name: "Submit" }).click();
  await waitForMail(guest.last);
}

/** The answer shown next to a question (its <dd>) in a list of questions and answers. */
const answerTo = (list: Locator, question: string) =>
  list.getByRole("term").filter({ hasText: question }).locator("xpath=following-sibling::dd[1]");

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test("the team sees a guest's answers and follow-up consent: event page, lead page, CSV and data.json", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAtEvent(page, ada);
  await signInAtEvent(page, ben);
  // Ada then unsubscribes with the link in her thank-you e-mail.
  await expect.poll(async () => (await mailsTo(ada.email)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await mailsTo(ada.email);
  await page.goto(/Unsubscribe: (\S+)/.exec(mail!.text)![1]!);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText(`${ada.email} is unsubscribed`);

  const { code } = await requestLogin(page, STAFF.answers, "/staff/open-houses");
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/staff\/open-houses$/);

  // The event's page: each guest's answers under their name, compactly; blanks left out.
  await page.getByRole("link", { name: new RegExp(`${eventName}$`) }).click();
  const attendees = page.getByRole("region", { name: /Attendees/ });
  const adaRow = attendees.getByRole("row").filter({ hasText: ada.last });
  for (const [question, answer] of ada.answers)
    await expect(adaRow).toContainText(`${question.summary}: ${answer.label}`);
  await expect(adaRow).not.toContainText(approval.summary);
  await expect(adaRow).toContainText("Follow-up e-mail: unsubscribed");
  const benRow = attendees.getByRole("row").filter({ hasText: ben.last });
  await expect(benRow).toContainText("none answered");
  await expect(benRow).toContainText("Follow-up e-mail: not agreed");
  await expectNoAxeViolations(page);
  const openHouseUrl = page.url();

  // Ada's page: every question in the form's words, "Not answered" for the blank one, the consent.
  await adaRow.getByRole("link", { name: ada.last }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ada.last);
  const contacts = page.getByRole("region", { name: /^Contacts/ });
  for (const [question, answer] of ada.answers)
    await expect(answerTo(contacts, question.question)).toHaveText(answer.label);
  await expect(answerTo(contacts, approval.question)).toHaveText("Not answered");
  const followUp = answerTo(contacts, "Follow-up e-mail");
  await expect(followUp).toContainText("Agreed");
  // The wording's version is evidence for the CSV and the data export, not words for the page (issue 33).
  await expect(followUp).not.toContainText(consent.version);
  await expect(followUp).toContainText("Unsubscribed");
  await expectNoAxeViolations(page);
  const leadUrl = page.url();

  // The CSV: a column per question and for the consent, under their headers.
  const csv = (await (await page.request.get(`/staff/leads.csv?q=${tag}`)).text()).split("\r\n");
  const headers = csv[0]!.split(",");
  const cells = csv.find((line) => line.includes(ada.last))!.split(",");
  const cell = (header: string) => cells[headers.indexOf(header)];
  for (const [question, answer] of ada.answers) expect(cell(question.summary)).toBe(answer.label);
  expect(cell(approval.summary)).toBe("Not answered");
  expect(cell("Agreed to follow-up e-mail (Boston time)")).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  expect(cell("Consent wording version")).toBe(consent.version);
  expect(cell("Unsubscribed (Boston time)")).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  const benCells = csv.find((line) => line.includes(ben.last))!.split(",");
  expect(benCells[headers.indexOf("Consent wording version")]).toBe("");

  // data.json: the answers in words, the consent's proof and the unsubscribe.
  const copy = await (await page.request.get(`${leadUrl}/data.json`)).json();
  expect(copy.submissions[0].answers).toEqual([
    { question: agent.question, answer: ada.answers[0][1].label },
    { question: approval.question, answer: null },
    { question: timeline.question, answer: ada.answers[1][1].label },
  ]);
  expect(copy.followUpConsents).toEqual([
    expect.objectContaining({
      email: ada.email,
      form: "sign-in",
      wording: consent.text,
      wordingVersion: consent.version,
      ipAddress: expect.any(String),
    }),
  ]);
  expect(copy.unsubscribes).toEqual([expect.objectContaining({ email: ada.email, via: "page" })]);

  // On a phone both pages stay on the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const url of [openHouseUrl, leadUrl]) {
    await page.goto(url);
    await expectNoSidewaysScroll(page);
  }
});
