import { expect, type Locator, type Page, test } from "@playwright/test";
import { ENHANCED_ATTRIBUTE } from "#app/enhance/browser-modules.ts";
import { SIGN_IN_MESSAGES } from "../../app/utils/forms/sign-in-options.ts";
import { delayRequests, open } from "./support/page.ts";
import { HEADER_OFFSET_PX, uniqueName } from "./support/site.ts";

/** What a visitor sees after sending a form: one answer, drawn as a success, not as an error. */

/** What a sent contact message opens in place of the form (app/components/contact-thanks.tsx). */
const CONTACT_THANKS = "Message sent successfully! We will get back to you soon.";

async function sendContactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  const last = uniqueName("Feedback");
  await form.getByLabel("What can we help you with?").selectOption("Buy a home");
  await form.getByLabel("First Name").fill("Robin");
  await form.getByLabel("Last Name").fill(last);
  await form.getByLabel("Email").fill(`robin.${last}@example.com`);
  await form.getByLabel("Message").fill("Hello, we are looking in Newton.");
  await form.getByRole("button", { name: "Send Message" }).click();
  return form;
}

/** A CSS colour as the browser computes it (rgb(...)), for comparing with computed styles. */
const computedColour = (page: Page, colour: string) =>
  page.evaluate((value) => {
    const probe = document.createElement("span");
    probe.style.color = value;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, colour);

test.describe("the answer to a sent contact message", () => {
  test("is said once, drawn as a success (green, not the errors' red), in view below the header @mobile", async ({
    page,
  }) => {
    await open(page, "/contact");
    await sendContactForm(page);
    const message = page.getByText(CONTACT_THANKS);
    await expect(message).toBeVisible();
    await expect(message).toHaveCount(1);

    const frame = page.locator("[data-answer=success] [role=status]");
    const { background, accent } = await frame.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, accent: style.borderLeftColor };
    });
    expect(background).toBe(await computedColour(page, "var(--color-emerald-50)"));
    expect(accent).toBe(await computedColour(page, "var(--color-emerald-700)"));
    expect(accent).not.toBe(await computedColour(page, "var(--color-red-800)"));
    expect(accent).not.toBe(await computedColour(page, "var(--color-brand)"));
    await expect(frame).toBeFocused();
    await expect
      .poll(async () => Math.round((await frame.boundingBox())!.y), {
        message: "answer below the header",
      })
      .toBeGreaterThanOrEqual(HEADER_OFFSET_PX - 1);
  });
});

test("a field's error clears while the visitor corrects that field, not the others", async ({
  page,
}) => {
  await open(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  const email = form.getByLabel("Email");
  const lastName = form.getByLabel("Last Name");
  await email.fill("not-an-email");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(lastName).toHaveAttribute("aria-invalid", "true");

  await email.pressSequentially("x");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(email).not.toHaveAccessibleDescription(/valid email/i);
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page the post returns says the outcome once", async ({ page }) => {
    await page.goto("/contact");
    await sendContactForm(page);
    await expect(page.getByText(CONTACT_THANKS)).toBeVisible();
    await expect(page.getByText(CONTACT_THANKS)).toHaveCount(1);
  });
});

// ------------------------------------------------ the page a post returns opens on its answer

/** The element with focus: there is one, and it shows in full below the fixed header. */
async function expectFocusInView(page: Page) {
  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  await expect
    .poll(
      async () => {
        const box = (await focused.boundingBox())!;
        return (
          Math.round(box.y) >= HEADER_OFFSET_PX &&
          Math.round(box.y + box.height) <= page.viewportSize()!.height
        );
      },
      { message: "the focused element in view, below the header" },
    )
    .toBe(true);
  return focused;
}

/** Clicks `submit` and waits for the page the post returns. */
async function post(page: Page, submit: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && r.request().isNavigationRequest(),
    ),
    submit.click(),
  ]);
  await page.waitForLoadState("load");
  return response;
}

/** The contact form, on its page and at the foot of the home page. */
const contactForm = (path: string) => ({
  path,
  name: "Contact form",
  submit: "Send Message",
  success: CONTACT_THANKS,
  fillTheRest: async (form: Locator, last: string) => {
    await form.getByLabel("What can we help you with?").selectOption("Buy a home");
    await form.getByLabel("Email").fill(`robin.${last}@example.com`);
    await form.getByLabel("Message").fill("Hello, we are looking in Newton.");
  },
});

const FORMS = [
  contactForm("/contact"),
  contactForm("/"),
  {
    path: "/event/sign-in?event=Open%20House",
    name: "Event sign-in",
    submit: "Submit",
    success: SIGN_IN_MESSAGES.success,
    fillTheRest: async (form: Locator, last: string) => {
      await form.getByLabel("Email").fill(`robin.${last}@example.com`);
    },
  },
];

test.describe("without JavaScript, the page a post returns opens on the answer", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, name, submit, success, fillTheRest } of FORMS) {
    test(`${path}: on the first field to correct, then on the message that it was sent @mobile`, async ({
      page,
    }) => {
      await page.goto(path);
      // A page merely visited opens at its top, with nothing focused.
      await expect(page.locator(":focus")).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const form = page.getByRole("form", { name });
      const last = uniqueName("Answer");
      // The contact form's first question, what she wants, answered; the sign-in has none.
      const intent = form.getByLabel("What can we help you with?");
      if ((await intent.count()) > 0) await intent.selectOption("Buy a home");
      await form.getByLabel("First Name").fill("Robin");
      expect((await post(page, form.getByRole("button", { name: submit }))).status()).toBe(400);
      // The first name was given: the last name is the first field to correct.
      const lastName = form.getByLabel("Last Name");
      await expect(lastName).toBeFocused();
      await expect(lastName).toHaveAttribute("aria-invalid", "true");
      await expectFocusInView(page);

      await lastName.fill(last);
      await fillTheRest(form, last);
      expect((await post(page, form.getByRole("button", { name: submit }))).status()).toBe(200);
      const focused = await expectFocusInView(page);
      await expect(focused).toContainText(success);
    });
  }
});

test("a post sent before the form's check arrives is answered by the server, and the check, once it comes, keeps the visitor where she went", async ({
  page,
}) => {
  // A slow connection: the visitor sends the form before its check (a browser module) arrives,
  // and moves on in the server's answer before it arrives there too.
  await delayRequests(page, (_, url) => url.pathname.endsWith(".js"), 2_000);
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("What can we help you with?").selectOption("Buy a home");
  await form.getByLabel("First Name").fill("Robin");
  expect((await post(page, form.getByRole("button", { name: "Send Message" }))).status()).toBe(400);
  await expect(form.getByLabel("Last Name")).toBeFocused();

  const message = form.getByLabel("Message");
  await message.click();
  await message.pressSequentially("We are looking in Newton.");
  await expect(form).toHaveAttribute(ENHANCED_ATTRIBUTE, "", { timeout: 10_000 });
  await page.waitForTimeout(300);
  await expect(message).toBeFocused();
  await expect(message).toHaveValue("We are looking in Newton.");
});
