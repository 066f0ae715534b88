import { expect, type Page, test } from "@playwright/test";
import { SIGN_IN_MESSAGES } from "../../app/utils/forms/sign-in-options.ts";
import {
  buttonWhileSending,
  personFields,
  recordButtonWhileSending,
  submitForm,
  toast,
  watchPosts,
} from "./support/forms.ts";
import { mailsMentioning, waitForMail } from "./support/mail.ts";
import { delayRequests, open } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";

const SIGN_IN_SUCCESS = SIGN_IN_MESSAGES.success;

function signInForm(page: Page) {
  const form = page.getByRole("form", { name: "Event sign-in" });
  return {
    form,
    intent: form.getByLabel("What can we help you with?"),
    ...personFields(form),
    phone: form.getByLabel("Phone Number (Optional)"),
    submit: form.getByRole("button", { name: /^(Submit|Submitting\.\.\.)$/ }),
  };
}

const signInPath = (event: string) => `/event/sign-in?event=${encodeURIComponent(event)}`;

async function fillSignIn(page: Page, person: { first: string; last: string; email: string }) {
  const fields = signInForm(page);
  await fields.firstName.fill(person.first);
  await fields.lastName.fill(person.last);
  await fields.email.fill(person.email);
  await fields.phone.fill("6175550100");
  return fields;
}

test.describe("event sign-in", () => {
  test("the heading is the event's name, or 'Event' without one @mobile", async ({ page }) => {
    await page.goto(signInPath("Spring Gala at 42 Maple St."));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spring Gala at 42 Maple St.");
    await page.goto("/event/sign-in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event");
  });

  test("shows each field's error below it and marks the field invalid @mobile", async ({
    page,
  }) => {
    const posts = watchPosts(page);
    await open(page, signInPath("Open House"));
    const fields = signInForm(page);
    await fields.submit.click();
    const expected = [
      [fields.firstName, "First name is required"],
      [fields.lastName, "Last name is required"],
      [fields.email, "Invalid email address"],
    ] as const;
    for (const [field, message] of expected) {
      const error = fields.form.getByText(message, { exact: true });
      await expect(error).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
      const fieldBox = (await field.boundingBox())!;
      const errorBox = (await error.boundingBox())!;
      expect(errorBox.y, `'${message}' below its field`).toBeGreaterThanOrEqual(
        fieldBox.y + fieldBox.height - 1,
      );
    }
    await expect(fields.phone).not.toHaveAttribute("aria-invalid", "true");

    await fields.firstName.fill("Ada");
    await fields.lastName.fill("Lovelace");
    await fields.email.fill("ada@invalid");
    await fields.submit.click();
    await expect(fields.firstName).not.toHaveAttribute("aria-invalid", "true");
    await expect(fields.email).toHaveAccessibleDescription("Invalid email address");
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
  });

  test("a valid sign-in is thanked, cleared and mailed with the event's lead source @mobile", async ({
    page,
  }) => {
    const event = uniqueName("Open House ");
    const last = uniqueName("Guest");
    const person = { first: "Ada", last, email: `Ada.${last}@Example.com` };
    await open(page, signInPath(event));
    const fields = await fillSignIn(page, person);
    await fields.submit.click();

    await expect(toast(page, SIGN_IN_SUCCESS)).toBeVisible();
    for (const field of [fields.firstName, fields.lastName, fields.email, fields.phone]) {
      await expect(field).toHaveValue("");
    }
    const mail = await waitForMail(last);
    expect(mail.subject).toContain(`${person.first} ${person.last}`);
    // The event as people read it: the stored key's year is not part of its name.
    expect(mail.text).toContain(`Lead source: ${event}`);
    expect(mail.text).toContain(person.email.toLowerCase());
  });

  test("the button reads 'Submit', and 'Submitting...' disabled while busy", async ({ page }) => {
    await delayRequests(page, (method) => method === "POST", 1_500);
    await open(page, signInPath("Busy Open House"));
    const fields = await fillSignIn(page, {
      first: "Ada",
      last: uniqueName("Busy"),
      email: "ada@example.com",
    });
    await recordButtonWhileSending(fields.form);
    await fields.submit.click();
    await expect(toast(page, SIGN_IN_SUCCESS)).toBeVisible();
    expect(await buttonWhileSending(page)).toEqual({ text: "Submitting...", disabled: true });
    await expect(signInForm(page).submit).toHaveText("Submit");
    await expect(signInForm(page).submit).toBeEnabled();
  });

  test("a double-click on submit stores one sign-in", async ({ page }) => {
    const last = uniqueName("Twice");
    await open(page, signInPath("Double Click Open House"));
    const fields = await fillSignIn(page, { first: "Ada", last, email: `${last}@example.com` });
    await fields.submit.dblclick();
    await expect(toast(page, SIGN_IN_SUCCESS)).toBeVisible();
    await waitForMail(last);
    await page.waitForTimeout(1_500);
    expect(await mailsMentioning(last)).toHaveLength(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("signs in and shows the thank-you message", async ({ page }) => {
      const event = uniqueName("No Script House ");
      const last = uniqueName("Plain");
      await page.goto(signInPath(event));
      const fields = await fillSignIn(page, { first: "Ada", last, email: `${last}@example.com` });
      const response = await submitForm(page, fields.submit);
      expect(response.status()).toBe(200);
      await expect(page.getByText(SIGN_IN_SUCCESS)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(event);
      const mail = await waitForMail(last);
      // The event as people read it: the stored key's year is not part of its name.
      expect(mail.text).toContain(`Lead source: ${event}`);
    });

    test("bad input answers 400 with the messages and keeps the values", async ({ page }) => {
      await page.goto(signInPath("Open House"));
      const fields = signInForm(page);
      await fields.firstName.fill("Ada");
      await fields.email.fill("nope");
      const response = await submitForm(page, fields.submit);
      expect(response.status()).toBe(400);
      const after = signInForm(page);
      await expect(after.lastName).toHaveAccessibleDescription("Last name is required");
      await expect(after.email).toHaveAccessibleDescription("Invalid email address");
      await expect(after.firstName).toHaveValue("Ada");
      await expect(after.email).toHaveValue("nope");
    });
  });
});
