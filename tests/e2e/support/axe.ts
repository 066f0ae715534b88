import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** What every page is held to: WCAG 2.1 A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The page's violations as it stands, each with where it is (its first three places). */
export async function axeViolations(page: Page): Promise<string[]> {
  // A section fading in as it scrolls into view (data-reveal) reads as low contrast mid-fade.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")})`,
  );
}

/** The page as it stands has no WCAG 2.1 A/AA violations; `where` names it in a failure. */
export async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page), where).toEqual([]);
}
