import { expect, type Locator, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import pngjs from "pngjs";
import { PHONE_FORMAT_MESSAGE } from "#domain/forms/phone.ts";
import { EVENT_NAME_REQUIRED } from "#domain/qr.ts";
import { SIGN_IN_MESSAGES } from "../../app/utils/forms/sign-in-options.ts";
import { eventSourceName } from "../../domain/event-source.ts";
import { mailsMentioning, waitForMail } from "./support/mail.ts";
import { delayRequests, holdRequests, open, waitForEnhancements } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";

/** What a sent contact message opens in place of the form (app/components/contact-thanks.tsx). */
const CONTACT_THANKS = "Thank you: your message is on its way.";
const SIGN_IN_SUCCESS = SIGN_IN_MESSAGES.success;

/** A form's outcome appears once, in its status message. */
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);

/** Records the form posts a page sends. */
function watchPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

/**
 * Notes the submit button as it is once the form has been sent and the post is
 * on its way (the page that answers replaces it, so it is kept in storage).
 */
function recordButtonWhileSending(form: Locator) {
  return form.evaluate((element: HTMLFormElement) =>
    element.addEventListener("submit", () =>
      setTimeout(() => {
        const button = element.querySelector("button[type=submit]") as HTMLButtonElement;
        sessionStorage.setItem(
          "button-while-sending",
          JSON.stringify({ text: button.textContent, disabled: button.disabled }),
        );
      }),
    ),
  );
}

const buttonWhileSending = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("button-while-sending") ?? "null"));

// ---------------------------------------------------------------- contact form

function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  return {
    form,
    intent: form.getByLabel("What can we help you with?"),
    firstName: form.getByLabel("First Name"),
    lastName: form.getByLabel("Last Name"),
    email: form.getByLabel("Email"),
    phone: form.getByLabel("Phone"),
    leadSource: form.getByLabel("How did you hear about us?"),
    message: form.getByLabel("Message"),
    submit: form.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ }),
  };
}

async function fillContact(page: Page, person: { first: string; last: string; email: string }) {
  const fields = contactForm(page);
  await fields.intent.selectOption("Sell a home");
  await fields.firstName.fill(person.first);
  await fields.lastName.fill(person.last);
  await fields.email.fill(person.email);
  await fields.phone.fill("(617) 555-0100");
  await fields.leadSource.selectOption("Referral");
  await fields.message.fill(`Hello from ${person.first} ${person.last}. We are looking in Newton.`);
  return fields;
}

const newPerson = () => {
  const last = uniqueName("Tester");
  return { first: "Robin", last, email: `Robin.${last}@Example.COM` };
};

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
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      fields.submit.click(),
    ]);
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
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        fields.submit.click(),
      ]);
      expect(response.status()).toBe(200);
      const thanks = page.locator("[data-answer=success]");
      await expect(thanks.getByText(CONTACT_THANKS)).toBeVisible();
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
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      fields.submit.click(),
    ]);
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

// ------------------------------------------------------------- event sign-in

function signInForm(page: Page) {
  const form = page.getByRole("form", { name: "Event sign-in" });
  return {
    form,
    intent: form.getByLabel("What can we help you with?"),
    firstName: form.getByLabel("First Name"),
    lastName: form.getByLabel("Last Name"),
    email: form.getByLabel("Email"),
    phone: form.getByLabel("Phone Number (Optional)"),
    submit: form.getByRole("button", { name: /^(Sign in|Signing in\.\.\.)$/ }),
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
      [fields.email, "Please enter a valid email address"],
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
    await expect(fields.email).toHaveAccessibleDescription("Please enter a valid email address");
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
    expect(mail.text).toContain(`Lead source: ${eventSourceName(event, new Date())}`);
    expect(mail.text).toContain(person.email.toLowerCase());
  });

  test("the button reads 'Signing in...' and is disabled while busy", async ({ page }) => {
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
    expect(await buttonWhileSending(page)).toEqual({ text: "Signing in...", disabled: true });
    await expect(signInForm(page).submit).toHaveText("Sign in");
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
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        fields.submit.click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page.getByText(SIGN_IN_SUCCESS)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(event);
      const mail = await waitForMail(last);
      expect(mail.text).toContain(`Lead source: ${eventSourceName(event, new Date())}`);
    });

    test("bad input answers 400 with the messages and keeps the values", async ({ page }) => {
      await page.goto(signInPath("Open House"));
      const fields = signInForm(page);
      await fields.firstName.fill("Ada");
      await fields.email.fill("nope");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        fields.submit.click(),
      ]);
      expect(response.status()).toBe(400);
      const after = signInForm(page);
      await expect(after.lastName).toHaveAccessibleDescription("Last name is required");
      await expect(after.email).toHaveAccessibleDescription("Please enter a valid email address");
      await expect(after.firstName).toHaveValue("Ada");
      await expect(after.email).toHaveValue("nope");
    });
  });
});

// -------------------------------------------------------------- QR generator

test.describe("QR generator", () => {
  test("encodes this site's sign-in link for the event @mobile", async ({ page, baseURL }) => {
    await open(page, "/event/generate-qr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Generate Event QR Code");
    const name = page.getByLabel("Event Name");
    const generate = page.getByRole("button", { name: "Generate QR Code" });
    const image = page.getByRole("img", { name: /QR code/i });

    // A blank name is refused: an empty field by the browser's own check, spaces with the field's
    // message; the button is the same before and after hydration.
    await expect(generate).toBeEnabled();
    await generate.click();
    expect(await name.evaluate((field: HTMLInputElement) => field.validity.valueMissing)).toBe(
      true,
    );
    await expect(image).toHaveCount(0);
    await name.fill("   ");
    await generate.click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(EVENT_NAME_REQUIRED);
    await expect(name).toBeFocused();
    await expect(image).toHaveCount(0);

    const eventName = "Open House: 42 Maple St & Garden (Sat)";
    await name.fill(eventName);
    await generate.click();

    await expect(image).toBeVisible();
    await expect(
      page.getByText("Scan this QR code to access the event sign-in page"),
    ).toBeVisible();

    const src = (await image.getAttribute("src"))!;
    expect(src).toMatch(/^data:image\/png;base64,/);
    const png = pngjs.PNG.sync.read(Buffer.from(src.split(",")[1]!, "base64"));
    // Drawn at several times the size it is shown, so it stays sharp on a phone's dense screen.
    const shown = (await image.boundingBox())!.width;
    expect(png.width).toBeGreaterThanOrEqual(2 * shown);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`${baseURL}/event/sign-in?event=${encodeURIComponent(eventName)}`);

    const download = page.getByRole("link", { name: "Download PNG" });
    await expect(download).toHaveAttribute("download", /\.png$/);
    // The download is the print-resolution PNG (open-house.spec.ts checks its size and quiet zone).
    await expect(download).toHaveAttribute("href", /^data:image\/png;base64,/);
  });
});

test("a name filled the moment the page arrives is the one the code and its download encode @mobile", async ({
  page,
  baseURL,
}) => {
  // Pasted or autofilled at once, and Generate pressed before the page has finished loading.
  const eventName = "Autofilled Open House";
  await page.goto("/event/generate-qr", { waitUntil: "commit" });
  await page.getByLabel("Event Name").fill(eventName);
  await page.getByRole("button", { name: "Generate QR Code" }).click();
  const image = page.getByTestId("qr-image");
  await expect(image).toBeVisible();
  const expected = `${baseURL}/event/sign-in?event=${encodeURIComponent(eventName)}`;
  expect(decodeQr((await image.getAttribute("src"))!)).toBe(expected);
  const download = page.getByRole("link", { name: "Download PNG" });
  expect(decodeQr((await download.getAttribute("href"))!)).toBe(expected);
});

/** The sign-in link a QR code image (a PNG data URL) encodes. */
function decodeQr(src: string) {
  expect(src).toMatch(/^data:image\/png;base64,/);
  const png = pngjs.PNG.sync.read(Buffer.from(src.split(",")[1]!, "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test.describe("QR generator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with the event's code, and the page opens on it @mobile", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/event/generate-qr");
    const eventName = "Open House: 42 Maple St & Garden (Sat)";
    await page.getByLabel("Event Name").fill(eventName);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().includes("event=")),
      page.getByRole("button", { name: "Generate QR Code" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForLoadState("load");

    const image = page.getByRole("img", { name: /QR code/i });
    await expect(image).toBeVisible();
    expect(decodeQr((await image.getAttribute("src"))!)).toBe(
      `${baseURL}/event/sign-in?event=${encodeURIComponent(eventName)}`,
    );
    // The page opens on the code: it is focused, and in view.
    await expect(image).toBeFocused();
    await expect(image).toBeInViewport({ ratio: 1 });
    // The name stays in the field for the next one, and the print file is there to download.
    await expect(page.getByLabel("Event Name")).toHaveValue(eventName);
    const download = page.getByRole("link", { name: "Download PNG" });
    expect(decodeQr((await download.getAttribute("href"))!)).toBe(
      `${baseURL}/event/sign-in?event=${encodeURIComponent(eventName)}`,
    );
  });

  test("a blank name is refused, and the page opens on the field with its message", async ({
    page,
  }) => {
    await page.goto("/event/generate-qr");
    const name = page.getByLabel("Event Name");
    await name.fill("   ");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().includes("event=")),
      page.getByRole("button", { name: "Generate QR Code" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(/\S/);
    await expect(page.getByRole("img", { name: /QR code/i })).toHaveCount(0);
  });
});
