/**
 * The buyer's payment calculator and the town pages (issue 32, parts 2 and 3),
 * walked as a visitor would at a phone's and a laptop's width, with and
 * without JavaScript.
 */
import { expect, type Page, test } from "@playwright/test";
import { areas } from "../../content/areas.ts";
import { taxRateOf } from "../../content/tax-rates.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { open } from "./support/page.ts";

const CALCULATOR = "/buyers/mortgage-calculator";

/**
 * The worked example: the CFPB's sample Loan Estimate, form H-24(B): $180,000,
 * 10% down, 3.875% fixed for 30 years, "Monthly Principal & Interest $761.78".
 * Insurance and fees are set to zero so the other parts are the sample's
 * loan alone; PMI is our stated 0.6% a year of the $162,000 loan, $81.00.
 */
const SAMPLE = {
  price: "180000",
  down: "10",
  rate: "3.875",
  insurance: "0",
  hoa: "0",
  principalAndInterest: "$761.78",
  pmi: "$81.00",
  total: "$842.78",
};

const form = (page: Page) => page.getByRole("form", { name: "Your figures" });
const result = (page: Page) => page.getByRole("region", { name: "Estimated monthly payment" });
/** The amount the result lists beside a part's name. */
const figure = (page: Page, label: string) =>
  result(page)
    .locator("dt", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd");

async function enterSample(page: Page) {
  const figures = form(page);
  await figures.getByLabel("Home price ($)").fill(SAMPLE.price);
  await figures.getByLabel("Down payment").fill(SAMPLE.down);
  await figures.getByLabel("In", { exact: true }).selectOption("percent");
  await figures.getByLabel("Interest rate (% a year)").fill(SAMPLE.rate);
  await figures.getByLabel("Loan term").selectOption("30");
  await figures.getByLabel("Town").selectOption("");
  await figures.getByLabel(/Property tax rate/).fill("");
  await figures.getByLabel("Home insurance ($ a year)").fill(SAMPLE.insurance);
  await figures.getByLabel("Condo or HOA fee ($ a month)").fill(SAMPLE.hoa);
}

async function expectSampleFigures(page: Page) {
  await expect(figure(page, "Principal and interest")).toHaveText(SAMPLE.principalAndInterest);
  await expect(figure(page, "Mortgage insurance (PMI)")).toHaveText(SAMPLE.pmi);
  await expect(figure(page, "Property tax")).toHaveText("$0.00");
  await expect(result(page).locator("output")).toHaveText(SAMPLE.total);
  await expect(result(page)).toContainText(
    "Loan $162,000: 10% down ($18,000), 30 years at 3.875%.",
  );
}

/**
 * The pre-approval action opens the contact form under a heading that fits, "Buy a home" chosen,
 * with her figures in the message.
 */
async function expectPreApprovalCarriesFigures(page: Page) {
  await result(page).getByRole("link", { name: "Talk to us about pre-approval" }).click();
  await expect(page).toHaveURL(/\/contact\?topic=pre-approval&message=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to us about pre-approval");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel("What can we help you with?*")).toHaveValue("buyer");
  const message = form.getByLabel(/^Message/);
  await expect(message).toHaveValue(/Price: \$180,000/);
  await expect(message).toHaveValue(/Down payment: \$18,000 \(10%\)/);
  await expect(message).toHaveValue(/Loan: \$162,000 at 3\.875% for 30 years/);
  await expect(message).toHaveValue(
    /Estimated monthly payment: \$842\.78 \(principal and interest \$761\.78\)/,
  );
}

for (const width of [375, 1280]) {
  test.describe(`payment calculator at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the sent form comes back with the worked example's figures, and pre-approval carries them", async ({
        page,
      }) => {
        await page.goto(CALCULATOR);
        await enterSample(page);
        await form(page).getByRole("button", { name: "Calculate" }).click();
        await expect(page).toHaveURL(/price=180000/);
        await expectSampleFigures(page);
        await expectPreApprovalCarriesFigures(page);
      });

      test("figures it cannot read are answered at the field, with a 400", async ({ page }) => {
        const response = await page.goto(`${CALCULATOR}?price=lots&down=10&rate=6&term=30`);
        expect(response?.status()).toBe(400);
        const price = form(page).getByLabel("Home price ($)");
        await expect(price).toHaveAttribute("aria-invalid", "true");
        await expect(price).toHaveAccessibleDescription(/Enter a number/);
        await expect(price).toBeFocused();
      });
    });

    test.describe("with JavaScript", () => {
      test("the figures follow her typing, and pre-approval carries what she typed", async ({
        page,
      }) => {
        // The page's own browser module (open() waits until it has run).
        await open(page, CALCULATOR);
        await enterSample(page);
        // Not sent: the answer came from the module, and the address bar keeps her figures.
        await expectSampleFigures(page);
        await expect(page).toHaveURL(/price=180000.*rate=3\.875/);
        await expect(result(page)).toContainText("Mortgage insurance (PMI) assumed at 0.6%");
        // From 20% down the PMI goes, as on the server's page.
        await form(page).getByLabel("Down payment").fill("20");
        await expect(figure(page, "Mortgage insurance (PMI)")).toHaveText("$0.00");
        await form(page).getByLabel("Down payment").fill("10");
        await expectSampleFigures(page);
        await expectPreApprovalCarriesFigures(page);
      });

      test("the sent form gives the same figures as the live update", async ({ page }) => {
        await open(page, CALCULATOR);
        await enterSample(page);
        await form(page).getByRole("button", { name: "Calculate" }).click();
        await expect(page).toHaveURL(/price=180000/);
        await expectSampleFigures(page);
      });

      test("a town's confirmed tax rate is used, and a town without one says so", async ({
        page,
      }) => {
        // The page's own browser module (open() waits until it has run).
        await open(page, CALCULATOR);
        await form(page).getByLabel("Town").selectOption("newton");
        const newton = taxRateOf("newton")!;
        await expect(result(page)).toContainText(
          `Newton's FY${newton.fiscalYear} residential rate, $${newton.residentialPerThousand.toFixed(2)} per $1,000`,
        );
        // $800,000 (the stated default price) × $9.80 / 1,000 / 12.
        await expect(figure(page, "Property tax")).toHaveText("$653.33");
        await form(page).getByLabel("Town").selectOption("cambridge");
        await expect(result(page)).toContainText(
          "Property tax not included: we have no confirmed rate for Cambridge",
        );
        await expect(figure(page, "Property tax")).toHaveText("$0.00");
      });
    });
  });

  test.describe(`town pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every tile on /massachusetts reaches its town page, which ends with the seller's next step", async ({
      page,
    }) => {
      test.slow();
      for (const area of areas) {
        await open(page, "/massachusetts");
        await page
          .getByRole("region", { name: "Towns" })
          .getByRole("link", { name: area.name, exact: true })
          .click();
        await expect(page).toHaveURL(`/massachusetts/${area.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.name);
        const sell = page.getByRole("region", { name: `Thinking of selling in ${area.name}?` });
        await expect(
          sell.getByRole("link", { name: "Request a home value analysis" }),
        ).toHaveAttribute("href", "/sellers/home-value");
        // The town's guide is one tap away.
        await expect(page.getByRole("link", { name: `Read the ${area.name} guide` })).toBeVisible();
      }
    });
  });
}

test("a town page shows its tax rate with year and source, or says it left it out; its JSON-LD names the city @mobile", async ({
  page,
}) => {
  await open(page, "/massachusetts/newton");
  const newton = taxRateOf("newton")!;
  const tax = page.getByTestId("tax-rate");
  await expect(tax).toContainText(`$${newton.residentialPerThousand.toFixed(2)} per $1,000`);
  await expect(tax).toContainText(`Fiscal year ${newton.fiscalYear}`);
  await expect(tax.getByRole("link", { name: /Division of Local Services/ })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text))).toContainEqual(
    expect.objectContaining({ "@type": "City", name: "Newton" }),
  );
  // Newton's sold homes are listed; the calculator link carries the town.
  await expect(page.getByRole("region", { name: "Homes we have sold in Newton" })).toBeVisible();
  await page.getByRole("link", { name: "Work out a monthly payment in Newton" }).click();
  await expect(page.getByRole("form", { name: "Your figures" }).getByLabel("Town")).toHaveValue(
    "newton",
  );

  await open(page, "/massachusetts/cambridge");
  await expect(page.getByTestId("tax-rate")).toContainText("leave it out rather than guess");
  expect((await page.goto("/massachusetts/atlantis"))?.status()).toBe(404);
});

test("the town page and the calculator have no accessibility violations @mobile", async ({
  page,
}) => {
  for (const path of [
    "/massachusetts/somerville",
    `${CALCULATOR}?price=500000&down=5&rate=7&term=15&town=needham`,
  ]) {
    await open(page, path);
    await expectNoAxeViolations(page, path);
  }
});

test("the buyers' 'Mortgage Calculator' card opens the calculator, not an article @mobile", async ({
  page,
}) => {
  await open(page, "/buyers");
  const card = page
    .getByRole("region", { name: "Guides and Tools" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Mortgage Calculator" }) });
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(CALCULATOR);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mortgage Payment Calculator");
});
