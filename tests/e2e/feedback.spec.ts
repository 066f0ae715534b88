import { expect, type Page, test } from "@playwright/test";
import { CONTACT_MESSAGES } from "../../app/utils/forms/contact-options.ts";
import { open } from "./support/page.ts";
import { HEADER_OFFSET_PX, uniqueName } from "./support/site.ts";

/** What a visitor sees after sending a form: one message, in the brand's colours, that goes away. */

async function sendContactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  const last = uniqueName("Feedback");
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

test.describe("the success message", () => {
  test("is said once, in the brand's colours, below the header, with a 44 px close button @mobile", async ({
    page,
  }) => {
    await open(page, "/contact");
    const form = await sendContactForm(page);
    const message = page.getByText(CONTACT_MESSAGES.success);
    await expect(message).toBeVisible();
    await expect(message).toHaveCount(1);

    const notice = form.getByRole("status");
    const frame = notice.locator("[data-notice]");
    const { background, accent } = await frame.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, accent: style.borderLeftColor };
    });
    expect(background).toBe(await computedColour(page, "var(--color-brand-soft)"));
    expect(accent).toBe(await computedColour(page, "var(--color-brand)"));

    // Brought into view and clear of the fixed header (scrolling lands on fractions of a pixel).
    await expect
      .poll(async () => Math.round((await frame.boundingBox())!.y), {
        message: "message below the header",
      })
      .toBeGreaterThanOrEqual(HEADER_OFFSET_PX);
    const box = (await frame.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBeLessThanOrEqual(page.viewportSize()!.height);

    const close = notice.getByRole("button", { name: "Dismiss", exact: true });
    const closeBox = (await close.boundingBox())!;
    expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(message).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
  });

  test("clears when the visitor starts editing the form again", async ({ page }) => {
    await open(page, "/contact");
    const form = await sendContactForm(page);
    await expect(page.getByText(CONTACT_MESSAGES.success)).toBeVisible();
    await form.getByLabel("First Name").pressSequentially("A");
    await expect(page.getByText(CONTACT_MESSAGES.success)).toHaveCount(0);
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
    await expect(page.getByText(CONTACT_MESSAGES.success)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.success)).toHaveCount(1);
  });
});
