/**
 * The kiosk's 中文 / English switch (issue 40 §2): a guest switches the English kiosk to Chinese,
 * signs in in Chinese and sees the Chinese thanks; the next guest finds the kiosk's own language;
 * her follow-up mail is Chinese and its unsubscribe link opens the Chinese page, which works; the
 * team's mail says "Language: Chinese". With and without JavaScript, at 1280 and (@mobile) 375.
 * The question a kiosk opened on another day asks has the switch too.
 */
import { expect, type Page, test } from "@playwright/test";
import { THANK_YOU_SECONDS } from "../../app/components/kiosk/kiosk-thank-you.tsx";
import { CATALOGUES } from "../../content/catalogues.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { mailsMentioning, mailsTo } from "./support/mail.ts";
import { createOpenHouseNow } from "./support/open-house-today.ts";
import { uniqueName } from "./support/site.ts";
import { logIn, STAFF } from "./support/staff.ts";

const EN = { ...CATALOGUES.event.en, ...CATALOGUES.kiosk.en };
const ZH = { ...CATALOGUES.event["zh-Hans"], ...CATALOGUES.kiosk["zh-Hans"] };

const kioskPath = (event: string) => `/event/sign-in?event=${encodeURIComponent(event)}&kiosk=1`;

/** The kiosk's form in a language's words, and the `lang` of what shows it. */
function kioskForm(page: Page, words: typeof EN) {
  const form = page.getByRole("form", { name: words.signIn.label });
  return {
    form,
    lang: form.locator("xpath=ancestor::*[@lang][1]"),
    first: form.getByLabel(words.signIn.person.first, { exact: true }),
    last: form.getByLabel(words.signIn.person.last, { exact: true }),
    email: form.getByLabel(words.signIn.person.email, { exact: true }),
    consent: form.getByLabel(
      CATALOGUES.forms[words === EN ? "en" : "zh-Hans"].followUpConsent["sign-in"].text,
    ),
    submit: form.getByRole("button", { name: words.kiosk.submit }),
  };
}

/** Opens the English kiosk; with JavaScript, waits until it is React's (the switch works in place). */
async function openEnglishKiosk(page: Page, javaScriptEnabled: boolean) {
  await page.goto(kioskPath(uniqueName("Kiosk Fair ")));
  if (javaScriptEnabled)
    await expect(page.getByText(EN.kiosk.status.offlineReady)).toBeVisible({ timeout: 20_000 });
}

/** Switches to Chinese and signs in there, first forgetting every field. */
async function signInInChinese(page: Page, guest: { family: string; email: string }) {
  await page.getByRole("link", { name: ZH.kiosk.ownName, exact: true }).click();
  const zh = kioskForm(page, ZH);
  await expect(zh.form).toBeVisible();
  await expect(zh.lang).toHaveAttribute("lang", "zh-Hans");
  await zh.submit.click();
  await expect(zh.last).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/is required/)).toHaveCount(0);
  await zh.last.fill(guest.family);
  await zh.first.fill("美");
  await zh.email.fill(guest.email);
  await zh.consent.check();
  await zh.submit.click();
  await expect(page.getByRole("heading", { name: ZH.signIn.outcome.success })).toBeVisible();
}

async function expectEnglishKiosk(page: Page, timeout?: number) {
  const en = kioskForm(page, EN);
  await expect(en.form).toBeVisible({ timeout });
  await expect(en.lang).toHaveAttribute("lang", "en");
  await expect(en.first).toHaveValue("");
  await expect(page.getByRole("link", { name: ZH.kiosk.ownName, exact: true })).toBeVisible();
}

/** Her Chinese follow-up mail, and the Chinese unsubscribe page its link opens, which works. */
async function unsubscribeFromChineseMail(page: Page, email: string, javaScriptEnabled: boolean) {
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 10_000 })
    .toEqual([ZH.guestMail.subject.event]);
  const [mail] = await mailsTo(email);
  expect(mail?.text).toContain(ZH.guestMail.footer);
  const link = /\/zh\/unsubscribe\?t=[\w-]+/.exec(mail?.text ?? "")?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ZH.unsubscribePage.heading);
  // axe runs in the page: only where scripts may.
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: ZH.unsubscribePage.button }).click();
  const [, after] = ZH.unsubscribePage.done.split("{address}");
  await expect(page.getByRole("status")).toContainText(`${email}${after}`);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the kiosk in Chinese ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a guest switches to 中文 and signs in; the next guest starts in English; her mail and its unsubscribe are Chinese @mobile", async ({
      page,
    }) => {
      const family = uniqueName("Wang");
      const email = `${family.toLowerCase()}@example.com`;
      await openEnglishKiosk(page, javaScriptEnabled);
      await signInInChinese(page, { family, email });
      await page.getByRole("link", { name: ZH.kiosk.thankYou.next }).click();
      await expectEnglishKiosk(page);

      const [team] = await mailsMentioning(family);
      expect(team?.text).toContain("Language: Chinese");
      await unsubscribeFromChineseMail(page, email, javaScriptEnabled);
    });
  });
}

test("after the thank-you's seconds run out, the kiosk is back in its own language", async ({
  page,
}) => {
  const family = uniqueName("Li");
  await openEnglishKiosk(page, true);
  await signInInChinese(page, { family, email: `${family.toLowerCase()}@example.com` });
  await expectEnglishKiosk(page, (THANK_YOU_SECONDS + 5) * 1000);
});

test("a Chinese kiosk's next guest starts in Chinese after an English sign-in", async ({
  page,
}) => {
  await page.goto(`/zh${kioskPath(uniqueName("Kiosk Fair "))}`);
  await expect(page.getByText(ZH.kiosk.status.offlineReady)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: EN.kiosk.ownName }).click();
  const en = kioskForm(page, EN);
  await expect(en.lang).toHaveAttribute("lang", "en");
  const last = uniqueName("Guest");
  await en.first.fill("Ada");
  await en.last.fill(last);
  await en.email.fill(`${last}@example.com`);
  await en.submit.click();
  await expect(page.getByRole("heading", { name: EN.signIn.outcome.success })).toBeVisible();
  await page.getByRole("link", { name: EN.kiosk.thankYou.next }).click();
  await expect(kioskForm(page, ZH).lang).toHaveAttribute("lang", "zh-Hans");
});

test("the team sees a kiosk guest who signed in in Chinese marked Chinese", async ({ page }) => {
  const family = uniqueName("Zhao");
  const email = `${family.toLowerCase()}@example.com`;
  await openEnglishKiosk(page, true);
  await signInInChinese(page, { family, email });
  await logIn(page, STAFF.chinese);
  await page.goto(`/staff/leads?language=zh-Hans&status=all&q=${encodeURIComponent(email)}`);
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row.locator("[data-language]")).toContainText("Chinese");
});

test("a kiosk opened on another day asks in 中文 when switched; the first guest still starts in English", async ({
  page,
  browser,
}) => {
  await logIn(page, STAFF.kioskOffDay);
  const street = uniqueName("Lenox Street ");
  await createOpenHouseNow(page, street, STAFF.kioskOffDay);
  const kioskUrl = await page.getByRole("link", { name: "Open kiosk" }).getAttribute("href");

  const tomorrow = await (await browser.newContext()).newPage();
  await tomorrow.clock.install({ time: new Date(Date.now() + 86_400_000) });
  await tomorrow.goto(kioskUrl!);
  // The server's clock says today: the question is the hydrated page's, its switch React's.
  const question = tomorrow.getByRole("alertdialog");
  const asked = question.locator("xpath=ancestor::*[@lang][1]");
  await expect(question.getByRole("button", { name: EN.kiosk.offDay.open })).toBeVisible();
  await expect(asked).toHaveAttribute("lang", "en");

  await question.getByRole("link", { name: ZH.kiosk.ownName, exact: true }).click();
  await expect(asked).toHaveAttribute("lang", "zh-Hans");
  await expect(question.getByRole("heading", { level: 1 })).toHaveText(street);
  await expectNoAxeViolations(tomorrow);
  await question.getByRole("button", { name: ZH.kiosk.offDay.open }).click();
  await expectEnglishKiosk(tomorrow);
});
