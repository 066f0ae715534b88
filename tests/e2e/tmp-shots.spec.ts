import { test } from "@playwright/test";
import { STAFF, signIn, waitForStaffHydration } from "./support/staff.ts";

test("shots @mobile", async ({ page }) => {
  test.setTimeout(120_000);
  const w = page.viewportSize()!.width;
  await signIn(page, w < 768 ? STAFF.contentPhone : STAFF.content);
  for (const [name, path] of [
    ["list", "/staff/content"],
    ["new", "/staff/content/posts/new"],
    ["edit", "/staff/content/posts/1"],
    ["preview", "/staff/content/posts/1/preview"],
    ["revisions", "/staff/content/posts/1/revisions?compare=1"],
    ["homes", "/staff/content/homes"],
    ["home", "/staff/content/homes/1"],
    ["reviews", "/staff/content/reviews"],
    ["review", "/staff/content/reviews/1"],
  ]) {
    await page.goto(path!);
    await waitForStaffHydration(page);
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/tmp/cs-shots/${name}-${w}.png`, fullPage: name !== "preview" });
  }
});
