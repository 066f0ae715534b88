import { expect, type Page, test } from "@playwright/test";
import { faqGroups } from "../../content/faq.ts";
import type { FaqGroup, FaqItem } from "../../content/types.ts";
import { open } from "./support/page.ts";

test.describe("FAQ", () => {
  const tab = (page: Page, label: string) => page.getByRole("tab", { name: label });
  const question = (page: Page, id: string) => page.locator(`#${id}`);
  const answerOf = (page: Page, groupIndex: number, itemIndex: number) => {
    const item = faqGroups[groupIndex]!.items[itemIndex]!;
    return question(page, item.id).getByText(item.answer);
  };

  test("has a tab per topic of content/faq.ts, the first chosen, of closed questions", async ({
    page,
  }) => {
    await open(page, "/faq");
    await expect(page.getByRole("tab")).toHaveText(faqGroups.map((group) => group.label));
    await expect(tab(page, faqGroups[0]!.label)).toHaveAttribute("aria-selected", "true");

    for (const [groupIndex, group] of faqGroups.entries()) {
      await tab(page, group.label).click();
      await expect(tab(page, group.label)).toHaveAttribute("aria-selected", "true");
      expect(group.items.map((item) => item.id)).toEqual(
        group.items.map((_, index) => `${group.id.replace(/s$/, "")}-${index + 1}`),
      );
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      for (const [itemIndex, item] of group.items.entries()) {
        await expect(panel.locator(`#${item.id}`).getByText(item.question)).toBeVisible();
        await expect(answerOf(page, groupIndex, itemIndex)).toBeHidden();
      }
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every topic is shown under its heading, with its questions, and they open", async ({
      page,
    }) => {
      await page.goto("/faq");
      // Tab buttons that cannot switch are not offered.
      await expect(page.getByRole("tablist")).toBeHidden();
      for (const [groupIndex, group] of faqGroups.entries()) {
        // Drawn at full size, not only for screen readers (a 1 px box).
        const heading = page.getByRole("heading", { level: 2, name: group.label });
        expect((await heading.boundingBox())?.height).toBeGreaterThan(20);
        const last = group.items.length - 1;
        await question(page, group.items[last]!.id).getByText(group.items[last]!.question).click();
        await expect(answerOf(page, groupIndex, last)).toBeVisible();
      }
    });
  });

  test("the topics are chosen with the keyboard: arrows, Home and End", async ({ page }) => {
    await open(page, "/faq");
    const labels = faqGroups.map((group) => group.label);
    await tab(page, labels[0]!).focus();
    const expectChosen = async (label: string) => {
      await expect(tab(page, label)).toHaveAttribute("aria-selected", "true");
      await expect(tab(page, label)).toBeFocused();
    };
    await page.keyboard.press("ArrowRight");
    await expectChosen(labels[1]!);
    await page.keyboard.press("End");
    await expectChosen(labels.at(-1)!);
    await page.keyboard.press("ArrowRight");
    await expectChosen(labels[0]!);
    await page.keyboard.press("ArrowLeft");
    await expectChosen(labels.at(-1)!);
    await page.keyboard.press("Home");
    await expectChosen(labels[0]!);
    // Only the chosen topic is in the Tab order: the next stop is its first question.
    await page.keyboard.press("Tab");
    await expect(page.locator(`#${faqGroups[0]!.items[0]!.id} summary`)).toBeFocused();
  });

  test("each question opens and closes on its own", async ({ page }) => {
    await open(page, "/faq");
    for (const [groupIndex, group] of faqGroups.entries()) {
      await tab(page, group.label).click();
      for (const [itemIndex, item] of group.items.entries()) {
        await question(page, item.id).getByText(item.question).click();
        await expect(answerOf(page, groupIndex, itemIndex)).toBeVisible();
        // The others of this tab keep their own state.
        if (itemIndex > 0) await expect(answerOf(page, groupIndex, itemIndex - 1)).toBeHidden();
        await question(page, item.id).getByText(item.question).click();
        await expect(answerOf(page, groupIndex, itemIndex)).toBeHidden();
      }
    }

    const [first, second] = faqGroups[0]!.items as [FaqItem, FaqItem];
    await tab(page, faqGroups[0]!.label).click();
    await question(page, first.id).getByText(first.question).click();
    await question(page, second.id).getByText(second.question).click();
    await expect(answerOf(page, 0, 0)).toBeVisible();
    await expect(answerOf(page, 0, 1)).toBeVisible();
    await question(page, first.id).getByText(first.question).click();
    await expect(answerOf(page, 0, 0)).toBeHidden();
    await expect(answerOf(page, 0, 1)).toBeVisible();
  });

  test("an open question stays open when switching tabs away and back", async ({ page }) => {
    await open(page, "/faq");
    const [buyers, sellers] = faqGroups as [FaqGroup, FaqGroup];
    await question(page, buyers.items[2]!.id).getByText(buyers.items[2]!.question).click();
    await expect(answerOf(page, 0, 2)).toBeVisible();
    await tab(page, sellers.label).click();
    await expect(answerOf(page, 0, 2)).toBeHidden();
    await expect(answerOf(page, 1, 0)).toBeHidden();
    await tab(page, buyers.label).click();
    await expect(answerOf(page, 0, 2)).toBeVisible();
    await expect(answerOf(page, 0, 1)).toBeHidden();
  });

  test("every answer of content/faq.ts is given in full under its topic", async ({ page }) => {
    await open(page, "/faq");
    for (const group of faqGroups) {
      await tab(page, group.label).click();
      const panel = page.getByRole("tabpanel");
      for (const item of group.items) {
        await question(page, item.id).getByText(item.question).click();
        await expect(panel.locator(`#${item.id}`)).toContainText(item.answer);
      }
    }
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
