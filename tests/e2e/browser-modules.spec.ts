/**
 * A form's browser module (its check before posting) loads as the form nears the view or as the
 * visitor reaches into it (app/enhance/browser-modules.ts, docs/decisions/059): the home page's
 * contact form, far down, costs nothing while the page loads.
 */
import { expect, type Page, test } from "@playwright/test";
import { ENHANCED_ATTRIBUTE } from "#app/enhance/browser-modules.ts";
import { recordScripts } from "./support/page.ts";

/** Opens the home page and waits until its script's work after the first screen is done (the brand fonts fetched). */
async function openHome(page: Page) {
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).not.toBeNull();
  await page.waitForTimeout(300);
}

test("the home page loads the contact form's check as a reader scrolls near it @mobile", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await openHome(page);
  const form = page.getByRole("form", { name: "Contact form" });
  expect(scripts).toEqual([]);
  await expect(form).not.toHaveAttribute(ENHANCED_ATTRIBUTE, "");

  // A screen at a time, as a reader scrolls: the check is there by the time she reaches the form.
  for (let stop = 0; stop < 40; stop++) {
    const { top, screen } = await form.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      screen: window.innerHeight,
    }));
    if (top < screen) break;
    await page.mouse.wheel(0, screen * 0.8);
    await page.waitForTimeout(100);
  }
  await expect(form).toHaveAttribute(ENHANCED_ATTRIBUTE, "");
  expect(scripts.length).toBeGreaterThan(0);

  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("First name is required", { exact: true })).toBeVisible();
});

test("a visitor who tabs into the far form gets its check without scrolling", async ({ page }) => {
  await openHome(page);
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form).not.toHaveAttribute(ENHANCED_ATTRIBUTE, "");
  await form
    .getByLabel("First Name")
    .evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
  await expect(form).toHaveAttribute(ENHANCED_ATTRIBUTE, "");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
