/**
 * The home-value request on its Chinese page (issue 40 §2): 姓 before 名, the choices and the
 * messages in Chinese with and without JavaScript, the Chinese thank-you, her confirmation mail
 * in Chinese and the team's mail in English saying "Language: Chinese".
 */
import { expect, test } from "@playwright/test";
import { CATALOGUES } from "#content/catalogues.ts";
import { allMails, mailsTo } from "./support/mail.ts";
import { open } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";

const { homeValueForm: words, homeValueThanks: thanks } = CATALOGUES.homeValue["zh-Hans"];
const consent = CATALOGUES.forms["zh-Hans"].followUpConsent["home-value"];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the Chinese home-value request ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("asks in Chinese, says what is wrong in Chinese, thanks her in Chinese and mails her in Chinese @mobile", async ({
      page,
    }) => {
      const email = `${uniqueName("chen")}@example.com`;
      const family = uniqueName("陈");
      if (javaScriptEnabled) await open(page, "/zh/sellers/home-value");
      else await page.goto("/zh/sellers/home-value");
      const form = page.getByRole("form", { name: words.label });
      const labels = await form.locator("label").allInnerTexts();
      expect(labels.indexOf(words.person.last)).toBeLessThan(labels.indexOf(words.person.first));

      await form.getByLabel(words.street).fill("12 Elm Street");
      await form.getByLabel(words.town).fill("Newton");
      await form.getByLabel(words.zip).fill("2458");
      await form.getByLabel(words.propertyType).selectOption({ label: words.propertyTypes.condo });
      await form.getByLabel(words.timeline).selectOption({ label: words.timelines["3-6-months"] });
      await form.getByLabel(words.person.last, { exact: true }).fill(family);
      await form.getByLabel(words.person.first, { exact: true }).fill("美华");
      await form.getByLabel(words.person.email).fill(email);
      await form.getByLabel(words.person.phone).fill("+86 138 0013 8000");
      await form.getByRole("checkbox", { name: consent.text }).check();
      await form.getByRole("button", { name: words.submit }).click();
      await expect(form.getByText("邮政编码格式不正确", { exact: true })).toBeVisible();

      await form.getByLabel(words.zip).fill("02458");
      await form.getByRole("button", { name: words.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: thanks.title })).toBeVisible();
      await expect(page.locator("[data-answer=success]")).toContainText("12 Elm Street");
      await expect(page.getByRole("link", { name: thanks.wait.link })).toHaveAttribute(
        "href",
        "/zh/sellers",
      );
      await page.screenshot({
        path: `test-results/zh-home-value-thanks-${page.viewportSize()?.width}-${javaScriptEnabled ? "js" : "nojs"}.png`,
        fullPage: true,
      });

      // Her confirmation is Chinese; the team's mail is English and names her language.
      await expect
        .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
        .toEqual(["我们已收到您的市场分析申请"]);
      const [hers] = await mailsTo(email);
      expect(hers!.text).toContain(words.propertyTypes.condo);
      await expect
        .poll(async () =>
          (await allMails()).filter(
            (mail) => !mail.to.includes(email) && mail.text.includes(family),
          ),
        )
        .toHaveLength(1);
      const [team] = (await allMails()).filter(
        (mail) => !mail.to.includes(email) && mail.text.includes(family),
      );
      expect(team!.text).toContain("Language: Chinese");
      expect(team!.subject).toBe("Home value request: 12 Elm Street, Newton");
    });
  });
}
