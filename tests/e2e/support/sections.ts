/** Page sections as a visitor finds them: by their heading, as shown. */
import type { Locator, Page } from "@playwright/test";

/** The heading as displayed (CSS capitals applied). */
export const shownText = (locator: Locator) =>
  locator.evaluate((element: HTMLElement) => element.innerText);

/** A page section, found by its heading. */
export const section = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true });
