/**
 * Issue 39 §3: a visitor who types a mistyped address (name@gmial.com) is asked "Did you mean
 * gmail.com?" as she types, the team sees the address flagged, and she corrects it herself from
 * the thank-you page; the team's lead page then shows the corrected address and her confirmation
 * mail goes there.
 */
import { expect, test } from "@playwright/test";
import { contactForm } from "./support/contact-form.ts";
import { mailsTo } from "./support/mail.ts";
import { isPhone, open } from "./support/page.ts";
import { requestLogin, STAFF } from "./support/staff.ts";
import { leadRow, postedAndMailed, runTag } from "./support/workspace.ts";

test("a visitor corrects her mistyped address from the thank-you page, and the team and her mail follow @mobile", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const last = runTag(isPhone(page) ? "Typo-phone" : "Typo");
  const mistyped = `robin.${last.toLowerCase()}@gmial.com`;
  const corrected = mistyped.replace("@gmial.com", "@gmail.com");

  // She writes with a mistyped domain: the field asks, and she sends it as typed anyway.
  await open(page, "/contact");
  const fields = contactForm(page);
  await fields.intent.selectOption("Buy a home");
  await fields.firstName.fill("Robin");
  await fields.lastName.fill(last);
  await fields.email.fill(mistyped);
  await fields.message.fill("We are looking for a condo in Newton.");
  await expect(fields.form.getByText("Did you mean gmail.com?")).toBeVisible();
  await postedAndMailed(last, () => fields.submit.click());
  await expect(
    page.getByText("Message sent successfully! We will get back to you soon."),
  ).toBeVisible();
  const correction = page.locator("[data-email-correction]");
  await expect(correction).toContainText(`We will write to ${mistyped}. Did you mean gmail.com?`);

  // The team sees the flag in the inbox row, on the lead page and in its mail.
  const team = await browser.newContext({ viewport: page.viewportSize() });
  const staff = await team.newPage();
  const member = isPhone(page) ? STAFF.visitorOnPhone : STAFF.visitor;
  const { code } = await requestLogin(staff, member, "/staff/leads");
  await staff.getByLabel("6-digit code").fill(code);
  await staff.getByRole("button", { name: "Log in" }).click();
  await expect(staff).toHaveURL(/\/staff\/leads$/);
  await staff.goto(`/staff/leads?q=${encodeURIComponent(last)}`);
  await expect(leadRow(staff, last)).toContainText("address may be mistyped: gmail.com?");
  await leadRow(staff, last)
    .getByRole("link", { name: new RegExp(last) })
    .click();
  await expect(staff.locator("[data-mistyped-email]")).toHaveText(
    "address may be mistyped: gmail.com?",
  );
  const leadPage = staff.url();

  // She corrects it herself: one field (the likely address filled in), one button.
  const field = correction.getByLabel("Your e-mail address");
  await expect(field).toHaveValue(corrected);
  await correction.getByRole("button", { name: "Correct my address" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you: we will write to" }),
  ).toHaveText(`Thank you: we will write to ${corrected}. Your confirmation is on its way there.`);
  await page.screenshot({
    path: `test-results/visitor-corrected-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

  // The team's lead page now shows the corrected address, unflagged.
  await staff.goto(leadPage);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Robin ${last}`);
  await expect(staff.getByText(corrected, { exact: true }).first()).toBeVisible();
  await expect(staff.locator("[data-mistyped-email]")).toHaveCount(0);
  await team.close();

  // Her confirmation reaches the corrected address: who answers, and when.
  await expect
    .poll(async () => (await mailsTo(corrected)).map((mail) => mail.subject), {
      message: `a confirmation to ${corrected}`,
    })
    .toContain("We received your message");
  const [mail] = await mailsTo(corrected);
  expect(mail!.text).toContain("Your message about buying a home reached us on");
  expect(mail!.text).toContain("will answer you personally, usually the same day");
  expect(mail!.text).not.toContain("We are looking for a condo");
});
