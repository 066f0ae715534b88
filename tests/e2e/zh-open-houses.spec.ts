/**
 * The open houses in Chinese (issue 40 §1): /zh/open-houses lists an open house the team created
 * with its day and hours as Chinese readers write them (Boston time), its actions in Chinese,
 * and the Chinese town page's card says the same; the English list keeps its English words.
 */
import { expect, test } from "@playwright/test";
import { CATALOGUES } from "#content/catalogues.ts";
import { formatEventTimesIn, fromTeamLocalTime } from "#domain/dates.ts";
import { toTraditional } from "#server/content/traditional.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { createOpenHouseNow } from "./support/open-house-today.ts";
import { expectSoon, open } from "./support/page.ts";
import { logIn, STAFF } from "./support/staff.ts";

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const street = `${Number.parseInt(tag, 36) % 900} Ginkgo Road ${tag}`;
const CARD = CATALOGUES.openHouses["zh-Hans"].openHouseCard;
const NOTE = { en: "Please park on Ginkgo Road.", zh: "请把车停在银杏路边，进门请换鞋。" };

test("an open house reads in Chinese on /zh/open-houses and the Chinese town page @mobile", async ({
  page,
}) => {
  await logIn(page, STAFF.openHouse);
  const { url } = await createOpenHouseNow(page, street, STAFF.openHouse);
  // The day and hours the workspace stored, as the Chinese page must write them.
  await page.goto(`${url}/edit`);
  const [day, start, end] = await Promise.all(
    ["Date", "Starts", "Ends"].map((label) => page.getByLabel(label, { exact: true }).inputValue()),
  );
  const times = formatEventTimesIn(
    "zh-Hans",
    fromTeamLocalTime(`${day}T${start}`)!,
    fromTeamLocalTime(`${day}T${end}`)!,
  );
  // Her note for guests in both languages: the Chinese pages show the one she wrote in Chinese.
  await page.getByLabel("A short note for guests (optional)").fill(NOTE.en);
  await page.getByLabel(/^中文 note for guests \(optional\)/).fill(NOTE.zh);
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/edit"),
  );
  await page.getByRole("button", { name: "Save the changes" }).click();
  expect((await saved).status()).toBeLessThan(400);

  for (const path of ["/zh/open-houses", "/zh/massachusetts/newton"]) {
    const card = page.getByRole("article").filter({ hasText: street });
    // A new open house reaches the kept pages within seconds (the content version's poll).
    await expectSoon(async () => {
      await open(page, path);
      await expect(card, path).toContainText(times.day, { timeout: 500 });
    });
    await expect(card, path).toContainText(times.hours);
    await expect(card.getByRole("link", { name: `${CARD.calendar.label}：${street}` })).toHaveText(
      CARD.calendar.label,
    );
    await expect(card.getByRole("link", { name: `${CARD.map.label}：${street}` })).toBeVisible();
    await expect(card, path).not.toContainText(/Add to calendar|Map|PM|AM/);
    await expect(card.getByText(NOTE.zh), path).toBeVisible();
    await expect(card, path).not.toContainText(NOTE.en);
  }
  // In Traditional on /zh-hant/, converted from hers.
  await expectSoon(async () => {
    await open(page, "/zh-hant/open-houses");
    await expect(
      page.getByRole("article").filter({ hasText: street }).getByText(toTraditional(NOTE.zh)),
    ).toBeVisible({ timeout: 500 });
  });
  await open(page, "/zh/open-houses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    CATALOGUES.openHouses["zh-Hans"].openHousesPage.hero.title,
  );
  await expectNoAxeViolations(page, "/zh/open-houses");

  await open(page, "/open-houses");
  const english = page.getByRole("article").filter({ hasText: street });
  await expect(english.getByRole("link", { name: `Add to calendar: ${street}` })).toBeVisible();
  await expect(english.getByText(NOTE.en)).toBeVisible();
});
