import { expect, test } from "@playwright/test";
import { teamProfiles, whyChooseUs } from "../../content/team.ts";
import { expectExpanded, open } from "./support/page.ts";
import { section, shownText } from "./support/sections.ts";
import { site } from "./support/site.ts";

test.describe("team", () => {
  test("shows every member with call, text and e-mail, and the join link @mobile", async ({
    page,
  }) => {
    await open(page, "/team");
    expect(await shownText(page.getByRole("heading", { level: 1 }))).toBe("MEET OUR TEAM");
    await expect(
      section(page, "Why Choose Our Team").getByRole("heading", { level: 3 }),
    ).toHaveText(whyChooseUs.map((item) => item.title));

    const cards = section(page, "Team members").getByRole("article");
    await expect(cards).toHaveCount(teamProfiles.length);
    for (const member of teamProfiles.map((profile) => site.team[profile.id])) {
      const card = cards.filter({ has: page.getByRole("heading", { name: member.name }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();

      const trigger = card.getByLabel(`Call or text ${member.name}: ${member.phone.display}`);
      const call = card.getByRole("link", { name: "Call", exact: true });
      await expect(call).toBeHidden();
      await trigger.click();
      await expectExpanded(trigger, true);
      await expect(call).toHaveAttribute("href", `tel:${member.phone.e164}`);
      await expect(card.getByRole("link", { name: "Text", exact: true })).toHaveAttribute(
        "href",
        `sms:${member.phone.e164}`,
      );
      await page.keyboard.press("Escape");
      await expect(call).toBeHidden();

      await expect(card.getByRole("link", { name: new RegExp(member.email) })).toHaveAttribute(
        "href",
        `mailto:${member.email}`,
      );
    }

    await expect(page.getByRole("link", { name: "Join Our Growing Team" })).toHaveAttribute(
      "href",
      `mailto:${site.careersEmail}?subject=Team%20Inquiry`,
    );
  });

  test("two cards to a row on a tablet: an odd last card spans the row, not half of it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await open(page, "/team");
    const grid = section(page, "Why Choose Our Team").getByRole("list");
    const items = grid.getByRole("listitem");
    const count = await items.count();
    const gridWidth = (await grid.boundingBox())!.width;
    const widths = await items.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().width),
    );
    for (const [index, width] of widths.entries()) {
      const alone = index === count - 1 && count % 2 === 1;
      expect(width, `card ${index + 1} of ${count}`).toBeCloseTo(
        alone ? gridWidth : (gridWidth - 24) / 2,
        0,
      );
    }
  });
});
