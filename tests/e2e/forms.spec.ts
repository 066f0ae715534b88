import { expect, test } from "@playwright/test";
import { PHONE_FORMAT_MESSAGE } from "#domain/forms/phone.ts";
import { contactForm, fillContact, newPerson } from "./support/contact-form.ts";
import {
  buttonWhileSending,
  recordButtonWhileSending,
  submitForm,
  watchPosts,
} from "./support/forms.ts";
import { mailsMentioning, waitForMail } from "./support/mail.ts";
import { delayRequests, holdRequests, open, waitForEnhancements } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";

/** The specification's words that lead the thank-you a sent message opens (app/components/contact-thanks.tsx). */
const CONTACT_THANKS = "Message sent successfully! We will get back to you soon.";

for (const path of ["/contact", "/"]) {
  test.describe(`contact form on ${path}`, () => {
    test("names the missing fields without contacting the server @mobile", async ({ page }) => {
      const posts = watchPosts(page);
      await open(page, path);
      const fields = contactForm(page);
      await fields.submit.click();
      const expected = [
        [fields.intent, "Please tell us what you are looking for"],
        [fields.firstName, "First name is required"],
        [fields.lastName, "Last name is required"],
        [fields.email, "Email is required"],
        [fields.message, "Message is required"],
      ] as const;
      for (const [field, message] of expected) {
        await expect(fields.form.getByText(message, { exact: true })).toBeVisible();
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(message);
      }
      await expect(fields.phone).not.toHaveAttribute("aria-invalid", "true");
      await expect(fields.phone).toHaveAttribute("type", "tel");
      await expect(fields.phone).toHaveAttribute("placeholder", "(123) 456-7890");
      // The first question is what she wants; how she heard of us is optional and not preset.
      await expect(fields.intent.getByRole("option")).toHaveText([
        "Choose one",
        "Buy a home",
        "Sell a home",
        "Buy and sell",
        "Rent a home",
        "Invest in property",
        "Join the team",
        "Something else",
      ]);
      await expect(fields.leadSource.getByRole("option")).toHaveText([
        "Choose one (optional)",
        "Website",
        "Referral",
        "Social Media",
        "Open House",
        "Other",
      ]);
      await expect(fields.leadSource).toHaveValue("");
      await expect(fields.leadSource).not.toHaveAttribute("required");

      await fields.email.fill("not-an-email");
      await fields.phone.fill("555-0199");
      await fields.submit.click();
      await expect(fields.email).toHaveAccessibleDescription(/valid email/i);
      // A number without its area code is refused, with the formats that are accepted.
      await expect(fields.phone).toHaveAttribute("aria-invalid", "true");
      await expect(fields.phone).toHaveAccessibleDescription(PHONE_FORMAT_MESSAGE);
      await page.waitForTimeout(300);
      expect(posts).toEqual([]);
    });

    test("a valid message opens the thank-you with the member's card, and is mailed @mobile", async ({
      page,
    }) => {
      const person = newPerson();
      await open(page, path);
      const fields = await fillContact(page, person);
      await fields.submit.click();

      // She said she wants to sell: the team lead answers, and the next step is the home-value request.
      const thanks = page.locator("[data-answer=success]");
      await expect(thanks.getByText(CONTACT_THANKS)).toBeVisible();
      // The specification's words lead the thank-you; its next steps and the card follow.
      expect(await thanks.getByRole("status").textContent()).toMatch(/^Message sent successfully!/);
      await expect(thanks.locator("[data-member-card=lead]")).toBeVisible();
      await expect(
        thanks.getByRole("link", { name: /Request a written market analysis/ }),
      ).toHaveAttribute("href", "/sellers/home-value");
      await expect(fields.form).toHaveCount(0);
      // "Send another message" brings the form back, empty (a link: the page is HTML-only).
      await thanks.getByRole("link", { name: "Send another message" }).click();
      await expect(contactForm(page).firstName).toHaveValue("");

      const mail = await waitForMail(person.last);
      expect(mail.subject).toContain(`${person.first} ${person.last}`);
      expect(mail.text).toContain(person.email.toLowerCase());
      expect(mail.text).not.toContain(person.email);
      expect(mail.text).toContain("Lead source: Referral");
      expect(mail.text).toContain("Looking to: Seller");
      // Typed "(617) 555-0100": stored as dialled (+16175550100), shown as people write it.
      expect(mail.text).toContain("Phone: (617) 555-0100");
      expect(mail.text).toContain(`Hello from ${person.first} ${person.last}`);
    });
  });
}

test.describe("a form page before its check arrives", () => {
  test("/contact: what she typed before the check arrived stays, and the form is then checked in the browser @mobile", async ({
    page,
  }) => {
    const posts = watchPosts(page);
    // A slow connection: the form's check arrives after she has typed.
    const arrive = await holdRequests(page, (url) => url.pathname.endsWith(".js"));
    await page.goto("/contact", { waitUntil: "commit" });
    const fields = contactForm(page);
    await fields.firstName.pressSequentially("Ada", { delay: 20 });
    await fields.lastName.pressSequentially("Lovelace", { delay: 20 });
    await expect(fields.lastName).toHaveValue("Lovelace");
    arrive();
    await waitForEnhancements(page);
    await expect(fields.firstName).toHaveValue("Ada");
    await expect(fields.lastName).toHaveValue("Lovelace");
    await fields.submit.click();
    await expect(fields.form.getByText("Email is required", { exact: true })).toBeVisible();
    // The first field to correct: what she wants, the form's first question.
    await expect(fields.intent).toBeFocused();
    await expect(fields.firstName).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  for (const path of ["/", "/contact"]) {
    test(`${path} is HTML-only: no framework, only its form's check, fetched once the page has loaded`, async ({
      page,
    }) => {
      const scripts: { url: string; afterLoad: boolean }[] = [];
      let loaded = false;
      page.on("load", () => {
        loaded = true;
      });
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith(".js"))
          scripts.push({ url: request.url(), afterLoad: loaded });
      });
      await open(page, path);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(500);
      // The browser modules its elements name (the form's check, the e-mail hint, the map) and
      // the chunks they share (zod, the schemas: scripts/browser-module-plugin.ts), no
      // framework, and nothing before the page has loaded.
      const named = await page
        .locator("[data-enhance]")
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-enhance")));
      expect(named).toContainEqual(expect.stringMatching(/^\/assets\/contact-form-[\w-]+\.js$/));
      const fetched = scripts.map(({ url }) => new URL(url).pathname);
      const sharedChunk = /^\/assets\/enhance-shared-[A-Z0-9]{8}\.js$/;
      expect(fetched.filter((path) => !sharedChunk.test(path)).sort()).toEqual(
        [...new Set(named)].sort(),
      );
      expect(fetched.some((path) => sharedChunk.test(path))).toBe(true);
      expect(scripts.every(({ afterLoad }) => afterLoad)).toBe(true);
    });
  }
});

test.describe("the home page's form, answered by the server", () => {
  // Sent before the form's check has run (or without JavaScript): the server's page answers.
  test.use({ javaScriptEnabled: false });

  test("names the missing fields in the server's answer and keeps what was typed @mobile", async ({
    page,
  }) => {
    await page.goto("/");
    const fields = contactForm(page);
    await fields.firstName.fill("Robin");
    await fields.phone.fill("555-0199");
    const response = await submitForm(page, fields.submit);
    expect(response.status()).toBe(400);
    const after = contactForm(page);
    for (const [field, message] of [
      [after.lastName, "Last name is required"],
      [after.email, "Email is required"],
      [after.message, "Message is required"],
      [after.phone, PHONE_FORMAT_MESSAGE],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(after.firstName).not.toHaveAttribute("aria-invalid", "true");
    await expect(after.firstName).toHaveValue("Robin");
  });
});

test.describe("contact form while sending", () => {
  test("the button reads 'Sending...' and is disabled until the answer", async ({ page }) => {
    await delayRequests(page, (method) => method === "POST", 1_500);
    await open(page, "/contact");
    const fields = await fillContact(page, newPerson());
    await recordButtonWhileSending(fields.form);
    await fields.submit.click();
    await expect(page.getByText(CONTACT_THANKS)).toBeVisible();
    expect(await buttonWhileSending(page)).toEqual({ text: "Sending...", disabled: true });
  });

  test("a double-click on submit stores one lead", async ({ page }) => {
    const person = newPerson();
    await open(page, "/contact");
    const fields = await fillContact(page, person);
    await fields.submit.dblclick();
    await expect(page.getByText(CONTACT_THANKS)).toBeVisible();
    await waitForMail(person.last);
    // Give a second submission time to arrive, then count.
    await page.waitForTimeout(1_500);
    expect(await mailsMentioning(person.last)).toHaveLength(1);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/contact", "/"]) {
    test(`${path}: posts and opens the thank-you with next steps and the member's card`, async ({
      page,
    }) => {
      const person = newPerson();
      await page.goto(path);
      const fields = await fillContact(page, person);
      const response = await submitForm(page, fields.submit);
      expect(response.status()).toBe(200);
      const thanks = page.locator("[data-answer=success]");
      await expect(thanks.getByText(CONTACT_THANKS)).toBeVisible();
      // The specification's words lead the thank-you; its next steps and the card follow.
      expect(await thanks.getByRole("status").textContent()).toMatch(/^Message sent successfully!/);
      await expect(thanks.getByRole("heading", { name: "What happens next" })).toBeVisible();
      await expect(thanks.locator("[data-member-card=lead]")).toBeVisible();
      // Without JavaScript "Send another message" is a link back to the form.
      await thanks.getByRole("link", { name: "Send another message" }).click();
      await expect(contactForm(page).firstName).toBeVisible();
      const mail = await waitForMail(person.last);
      expect(mail.text).toContain(person.email.toLowerCase());
    });
  }

  test("bad input answers 400 with the field messages and keeps the typed values", async ({
    page,
  }) => {
    const last = uniqueName("Kept");
    await page.goto("/contact");
    const fields = contactForm(page);
    await fields.firstName.fill("Robin");
    await fields.lastName.fill(last);
    await fields.email.fill("not-an-email");
    await fields.phone.fill("617 555 0199 x12");
    await fields.leadSource.selectOption("Open House");
    const response = await submitForm(page, fields.submit);
    expect(response.status()).toBe(400);
    await expect(contactForm(page).email).toHaveAccessibleDescription(/valid email/i);
    await expect(contactForm(page).email).toHaveAttribute("aria-invalid", "true");
    await expect(contactForm(page).message).toHaveAccessibleDescription("Message is required");
    await expect(contactForm(page).phone).toHaveAccessibleDescription(PHONE_FORMAT_MESSAGE);
    await expect(contactForm(page).phone).toHaveValue("617 555 0199 x12");
    await expect(contactForm(page).firstName).toHaveValue("Robin");
    await expect(contactForm(page).lastName).toHaveValue(last);
    await expect(contactForm(page).email).toHaveValue("not-an-email");
    await expect(contactForm(page).leadSource).toHaveValue("Open House");
    expect(await mailsMentioning(last)).toEqual([]);
  });
});
