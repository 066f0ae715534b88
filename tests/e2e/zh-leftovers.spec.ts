/**
 * English that was left on Chinese pages (issue 40 §1): the languages the team speaks, the towns
 * offered by the home-value form, the trail of links on a town page and the footer's marks read
 * in Chinese there, from the catalogues; what the owner wrote in English is marked English.
 */
import { expect, test } from "@playwright/test";
import { areas } from "#content/areas.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { uiText } from "#content/ui.ts";
import { seedTeam } from "#server/db/seed/team.ts";
import { open } from "./support/page.ts";

const ZH_TOWNS = CATALOGUES.areas["zh-Hans"].areas;
const { languageNames } = CATALOGUES.team["zh-Hans"].teamPage;
/** What the seed's members speak, named as the Chinese pages name them. */
const spokenInChinese = [...new Set(seedTeam.flatMap((member) => member.languages))].map(
  (name) => languageNames[name] ?? name,
);

test("the team's languages read in Chinese on the contact and home-value pages @mobile", async ({
  page,
}) => {
  await open(page, "/zh/contact");
  const spoken = page.locator("[data-languages]");
  for (const name of spokenInChinese) await expect(spoken).toContainText(name);
  await expect(spoken).not.toContainText("English");
  await open(page, "/zh/sellers/home-value");
  const card = page.locator("[data-member-card]").first();
  await expect(card).toContainText(languageNames.English ?? "");
  await expect(card).not.toContainText(/English| and /);
});

test("the home-value form offers the towns by their Chinese names and sends their English ones", async ({
  page,
}) => {
  await open(page, "/zh/sellers/home-value");
  const options = page.locator("datalist option");
  await expect(options).toHaveCount(areas.length);
  for (const [index, area] of areas.entries()) {
    await expect(options.nth(index)).toHaveAttribute("value", area.name);
    await expect(options.nth(index)).toHaveAttribute("label", ZH_TOWNS[index]?.name ?? "");
  }
});

test("a Chinese town page names its trail and the footer's marks in Chinese @mobile", async ({
  page,
}) => {
  await open(page, "/zh/massachusetts/newton");
  const ui = uiText("zh-Hans");
  await expect(page.getByRole("navigation", { name: ui.breadcrumb })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("img", { name: ui.equalHousingMark })).toBeAttached();
  // The broker's licence line is the owner's, in English: marked so for a screen reader.
  await expect(footer.locator('[data-notice="brokerage"]')).toHaveAttribute("lang", "en");
});
