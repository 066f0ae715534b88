/**
 * The contact form on a Chinese page (issue 40 §2): 姓 before 名, the messages in Chinese with
 * and without JavaScript, a phone from China and a name in Chinese characters accepted, and the
 * lead marked Chinese for the team.
 */
import { expect, type Page, test } from "@playwright/test";
import { CATALOGUES } from "#content/catalogues.ts";
import { mailsTo } from "./support/mail.ts";
import { open } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";
import { logIn, STAFF } from "./support/staff.ts";

const { contactForm: words, contactThanks } = CATALOGUES.forms["zh-Hans"];
const THANKS = words.outcome.success;

/** Sends a Chinese page's contact form as a visitor who first forgets her given name. */
async function sendFromChineseHome(
  page: Page,
  email: string,
  javaScriptEnabled = true,
  path = "/zh/",
) {
  // Without JavaScript no browser module runs, so there is none to wait for.
  if (javaScriptEnabled) await open(page, path);
  else await page.goto(path);
  const form = page.getByRole("form", { name: words.label });
  // She reads the labels where the form is: below the home page's first screen it is not drawn
  // until she scrolls to it, and text not drawn has no rendered words (innerText).
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => form.locator("label").allInnerTexts()).toContain(words.person.last);
  const labels = await form.locator("label").allInnerTexts();
  // Family name first, as a Chinese reader writes it.
  expect(labels.indexOf(words.person.last)).toBeGreaterThanOrEqual(0);
  expect(labels.indexOf(words.person.last)).toBeLessThan(labels.indexOf(words.person.first));

  await form.getByLabel(words.leadType).selectOption({ label: words.intents.buyer });
  await form.getByLabel(words.person.last, { exact: true }).fill("王");
  await form.getByLabel(words.person.email).fill(email);
  await form.getByLabel(words.person.phone).fill("+86 138 0013 8000");
  await form.getByLabel(words.message).fill("我们想在牛顿买一套三居室。");
  await form.getByRole("button", { name: words.submit }).click();
  await expect(form.getByText("请填写名", { exact: true })).toBeVisible();

  await form.getByLabel(words.person.first, { exact: true }).fill("小明");
  await form.getByRole("button", { name: words.submit }).click();
  await expect(page.getByText(THANKS)).toBeVisible();
  // The thank-you is Chinese too, and its next read stays on the Chinese site.
  await expect(page.getByRole("heading", { name: contactThanks.nextHeading })).toBeVisible();
  await expect(page.getByRole("link", { name: contactThanks.nextRead.buyer })).toHaveAttribute(
    "href",
    "/zh/buyers",
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the Chinese contact form ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("asks 姓 before 名, says what is missing in Chinese and sends @mobile", async ({
      page,
    }) => {
      await sendFromChineseHome(page, `${uniqueName("wang")}@example.com`, javaScriptEnabled);
    });

    test("/zh/contact sends in Chinese and her confirmation mail is Chinese @mobile", async ({
      page,
    }) => {
      const email = `${uniqueName("wang")}@example.com`;
      await sendFromChineseHome(page, email, javaScriptEnabled, "/zh/contact");
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
      // Around the form too: the office map and the privacy line are Chinese.
      const { officeMap, privacyNote } = CATALOGUES.forms["zh-Hans"];
      await page.goto("/zh/contact?another=1");
      await expect(page.getByRole("heading", { name: officeMap.heading })).toBeVisible();
      const form = page.getByRole("form", { name: words.label });
      await expect(form.getByRole("link", { name: privacyNote.link })).toHaveAttribute(
        "href",
        "/zh/privacy",
      );
      await expect
        .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
        .toEqual(["我们已收到您的留言"]);
    });
  });
}

test("the team sees the lead from a Chinese page marked Chinese, and finds it by language", async ({
  page,
}) => {
  const email = `${uniqueName("wang")}@example.com`;
  await sendFromChineseHome(page, email);
  await logIn(page, STAFF.chinese);
  await page.goto(`/staff/leads?language=zh-Hans&status=all&q=${encodeURIComponent(email)}`);
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("王");
  await expect(row.locator("[data-language]")).toContainText("Chinese");
  await page.goto(`/staff/leads?language=en&status=all&q=${encodeURIComponent(email)}`);
  await expect(page.getByText(email)).toHaveCount(0);
});
