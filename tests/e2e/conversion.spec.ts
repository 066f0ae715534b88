import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { fillHomeValue, submitForm } from "./support/forms.ts";
import { waitForMail } from "./support/mail.ts";
import { isPhone, open } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";
import { requestLogin, STAFF } from "./support/staff.ts";
import { VISITOR_PAGES } from "./support/visitor-pages.ts";

/** Issue 32: every visitor gets a next step; a seller starts with her address. */

const THANKS = "Thank you: your request is in";

/** From /sellers to the thank-you page, in a browser with or without JavaScript. */
async function requestFromSellers(browser: Browser, page: Page, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: page.viewportSize(),
    baseURL: new URL(page.url() === "about:blank" ? "http://x/" : page.url()).origin,
  });
  const visitor = await context.newPage();
  const last = uniqueName(javaScriptEnabled ? "Seller" : "SellerNoJs");
  const seller = {
    last,
    street: `${Math.floor(Math.random() * 900) + 10} Elm ${last} St`,
    email: `maria.${last.toLowerCase()}@example.com`,
  };
  await open(visitor, "/sellers");
  await visitor.getByRole("link", { name: "Request a Home Valuation" }).last().click();
  await expect(visitor).toHaveURL("/sellers/home-value");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("What's your home worth?");
  const form = await fillHomeValue(visitor, seller);
  const response = await submitForm(
    visitor,
    form.getByRole("button", { name: "Request my market analysis" }),
  );
  expect(response.status()).toBe(200);

  // The answer is a page: what happens next, by whom, her card, the selling guide; never a number.
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(THANKS);
  await expect(visitor.getByText(`market analysis of ${seller.street}, Newton`)).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(visitor.locator("[data-member-card=lead]").first()).toBeVisible();
  await expect(visitor.getByRole("link", { name: /Read our selling guide/ })).toHaveAttribute(
    "href",
    "/sellers",
  );
  expect(await visitor.locator("main").innerText()).not.toMatch(/\$\s?\d/);
  if (javaScriptEnabled) {
    // axe runs as a script in the page: only where scripts run.
    await expectNoAxeViolations(visitor);
  }

  // The team's mail is titled with the address.
  const mail = await waitForMail(seller.last);
  expect(mail.subject).toBe(`Home value request: ${seller.street}, Newton`);
  expect(mail.text).toContain("Looking to: Seller");
  expect(mail.text).toContain("Bedrooms: 4");
  await context.close();
  return seller;
}

test("a seller's request, with and without JavaScript, reaches the thank-you page and the workspace as a seller lead with its property @mobile", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const withoutJs = await requestFromSellers(browser, page, false);
  const withJs = await requestFromSellers(browser, page, true);

  const member = isPhone(page) ? STAFF.sellersOnPhone : STAFF.sellers;
  const { code } = await requestLogin(page, member, "/staff/leads");
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/staff\/leads$/);
  for (const seller of [withoutJs, withJs]) {
    await page.goto(`/staff/leads?q=${encodeURIComponent(seller.last)}`);
    const row = page
      .getByRole("list", { name: /^Leads/ })
      .getByRole("listitem")
      .filter({ hasText: seller.last });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Seller");
    await expect(row).toContainText(`Home: ${seller.street}, Newton`);
    await row.getByRole("link", { name: new RegExp(seller.last) }).click();
    const property = page.locator("[data-property]");
    await expect(property).toContainText(`Home value request: ${seller.street}, Newton`);
    await expect(property).toContainText("Single-family house");
    await expect(property).toContainText("2.5");
    await expect(property).toContainText("2,400");
    await expect(property).toContainText("In 3 to 6 months");
    await expect(property).toContainText("Evening (5-8)");
  }
});

test.describe("the home-value request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("names each field to correct at the field, keeps what she typed, and stores nothing @mobile", async ({
    page,
  }) => {
    await page.goto("/sellers/home-value");
    const form = page.getByRole("form", { name: "Home value request" });
    await form.getByLabel("Street address").fill("12 Elm St");
    await form.getByLabel("ZIP code").fill("2458");
    await form.getByLabel("Email").fill("maria@");
    const response = await submitForm(
      page,
      form.getByRole("button", { name: "Request my market analysis" }),
    );
    expect(response.status()).toBe(400);
    const again = page.getByRole("form", { name: "Home value request" });
    await expect(again.getByLabel("Town")).toHaveAccessibleDescription(
      "Please choose or type the town",
    );
    await expect(again.getByLabel("ZIP code")).toHaveAccessibleDescription(
      "Please enter a five-digit ZIP code",
    );
    await expect(again.getByLabel("Property type")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(again.getByLabel("Street address")).toHaveValue("12 Elm St");
    await expect(again.getByLabel("Town")).toBeFocused();
  });

  test("a mistyped mail domain is sent as typed, and the answer asks whether she meant another", async ({
    page,
  }) => {
    await page.goto("/sellers/home-value");
    const last = uniqueName("Typo");
    const form = await fillHomeValue(page, {
      street: "7 Typo Lane",
      last,
      email: `sam.${last.toLowerCase()}@gmial.com`,
    });
    await form.getByRole("button", { name: "Request my market analysis" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(THANKS);
    await expect(page.locator("[data-email-echo]")).toContainText("Did you mean gmail.com?");
  });
});

test("the contact form asks first what the visitor wants, and that is the lead's type @mobile", async ({
  page,
}) => {
  await open(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  const intent = form.getByLabel("What can we help you with?");
  // The first field of the form, and nothing is chosen for her.
  // (The honeypot, which people never see or reach, comes before it.)
  await expect(
    form.locator("select, input:not([type=hidden]):not([tabindex='-1']), textarea").first(),
  ).toHaveAttribute("name", "lead_type");
  await expect(intent).toHaveValue("");
  const last = uniqueName("Investor");
  await intent.selectOption("Invest in property");
  await form.getByLabel("First Name").fill("Ines");
  await form.getByLabel("Last Name").fill(last);
  await form.getByLabel("Email").fill(`ines.${last.toLowerCase()}@gmial.com`);
  // A mistyped domain gets a hint, and does not stop the form.
  await form.getByLabel("Message").click();
  await expect(form.getByText("Did you mean gmail.com?")).toBeVisible();
  await form.getByLabel("Message").fill("Looking for a two-family to rent out.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("Message sent successfully! We will get back to you soon."),
  ).toBeVisible();
  const mail = await waitForMail(last);
  expect(mail.text).toContain("Looking to: Investor");
});

test.describe("no dead ends", () => {
  for (const path of VISITOR_PAGES) {
    test(`${path}: the page's last section holds a link or a button to a next step`, async ({
      page,
    }) => {
      await page.goto(path);
      const last = page.locator("main > :last-child");
      const steps = last.locator("a[href], button:not([disabled])");
      await expect
        .poll(async () => {
          let visible = 0;
          for (const step of await steps.all()) if (await step.isVisible()) visible++;
          return visible;
        })
        .toBeGreaterThan(0);
    });
  }
});

test("the header carries the action button where the bar has room", async ({ page }) => {
  for (const width of [768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/portfolio");
    const action = page.locator("header [data-header-action]");
    await expect(action).toBeVisible();
    await expect(action).toHaveAttribute("href", "/sellers/home-value");
  }
});
