/**
 * The payment calculator in Chinese (issue 40 §2): the sent form answers in Chinese without
 * JavaScript, and the live update writes Chinese words from the page as she types, with the
 * same figures as the English page; the pre-approval link opens the Chinese contact form.
 */
import { expect, type Page, test } from "@playwright/test";
import { CATALOGUES } from "#content/catalogues.ts";
import { pathIn } from "#domain/language.ts";
import { MORTGAGE_CALCULATOR_PATH } from "#domain/paths.ts";
import { open } from "./support/page.ts";

const CALCULATOR = pathIn("zh-Hans", MORTGAGE_CALCULATOR_PATH);
const { calculatorPage: PAGE, calculatorWords: WORDS } = CATALOGUES.calculator["zh-Hans"];

const form = (page: Page) => page.getByRole("form", { name: PAGE.form.heading });
const result = (page: Page) => page.getByRole("region", { name: PAGE.result.heading });
const figure = (page: Page, part: keyof typeof WORDS.parts) =>
  result(page).locator(`[data-part="${part}"] dd`);

/** The CFPB's sample Loan Estimate: $180,000, 10% down, 3.875%, 30 years; no insurance or fee. */
async function enterSample(page: Page) {
  const figures = form(page);
  const { labels } = PAGE.form;
  await figures.getByLabel(labels.price).fill("180000");
  await figures.getByLabel(labels.down, { exact: true }).fill("10");
  await figures.getByLabel(labels.rate).fill("3.875");
  await figures.getByLabel(labels.town, { exact: true }).selectOption("");
  await figures.getByLabel(labels.insurance).fill("0");
  await figures.getByLabel(labels.hoa).fill("0");
}

async function expectSampleInChinese(page: Page) {
  await expect(figure(page, "principalAndInterest")).toHaveText("$761.78");
  await expect(figure(page, "pmi")).toHaveText("$81.00");
  await expect(result(page).locator("output")).toHaveText("$842.78");
  await expect(result(page).locator("dt").first()).toHaveText(WORDS.parts.principalAndInterest);
  await expect(result(page)).toContainText("贷款 $162,000：首付 10%（$18,000），30 年期");
  await expect(result(page)).toContainText(WORDS.notes.taxNoTown);
}

/** The pre-approval link opens the Chinese contact form with her figures in Chinese. */
async function expectChinesePreApproval(page: Page) {
  await result(page).getByRole("link", { name: PAGE.result.preApproval }).click();
  await expect(page).toHaveURL(/\/zh\/contact\?topic=pre-approval&message=/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.locator("textarea")).toHaveValue(/- 估算月供：\$842\.78/);
}

for (const width of [375, 1280]) {
  test.describe(`the Chinese payment calculator at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the sent form answers in Chinese, with the sample's figures", async ({ page }) => {
        await page.goto(CALCULATOR);
        await enterSample(page);
        await form(page).getByRole("button", { name: PAGE.form.submit }).click();
        await expect(page).toHaveURL(/\/zh\/buyers\/mortgage-calculator\?price=180000/);
        await expectSampleInChinese(page);
        await expectChinesePreApproval(page);
      });

      test("figures it cannot read are answered in Chinese at the field, with a 400", async ({
        page,
      }) => {
        const response = await page.goto(`${CALCULATOR}?price=lots&down=10&rate=6&term=30`);
        expect(response?.status()).toBe(400);
        const price = form(page).getByLabel(PAGE.form.labels.price);
        await expect(price).toHaveAttribute("aria-invalid", "true");
        await expect(price).toHaveAccessibleDescription(WORDS.errors.number);
        await expect(result(page)).toContainText(PAGE.result.needsLook);
      });
    });

    test.describe("with JavaScript", () => {
      test("the figures follow her typing in Chinese, and a mistake is named in Chinese", async ({
        page,
      }) => {
        await open(page, CALCULATOR);
        await enterSample(page);
        await expectSampleInChinese(page);
        await expect(page).toHaveURL(/price=180000.*rate=3\.875/);
        await form(page).getByLabel(PAGE.form.labels.rate).fill("40");
        await expect(form(page).getByLabel(PAGE.form.labels.rate)).toHaveAccessibleDescription(
          WORDS.errors.rateRange,
        );
        await form(page).getByLabel(PAGE.form.labels.rate).fill("3.875");
        await expectSampleInChinese(page);
        await expectChinesePreApproval(page);
      });
    });
  });
}
