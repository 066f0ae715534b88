import { expect, type Locator, type Page, test } from "@playwright/test";
import { isPhone } from "./support/page.ts";
import { logIn, STAFF, waitForStaffHydration } from "./support/staff.ts";

/**
 * The post editor as the agent meets it on her phone and her laptop (issue 39 §5): Back after
 * "Save and preview" of a new post returns to the saved draft, and a publish that cannot
 * happen says the draft was saved and puts each message at its field.
 */

const bodyEditor = (page: Page) =>
  page.getByTestId("body-editor").getByRole("textbox", { name: "Body" });

/** A new post with a title, a summary and a body, and no cover photo. */
async function writeNewPost(page: Page, title: string) {
  await logIn(page, isPhone(page) ? STAFF.postEditorOnPhone : STAFF.postEditor);
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "New post", exact: true }).click();
  await expect(page.getByRole("heading", { name: "New post", level: 1 })).toBeVisible();
  await waitForStaffHydration(page);
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Summary")
    .fill("What a first open house tells a buyer, and the three questions to ask the host there.");
  await bodyEditor(page).click();
  await bodyEditor(page).pressSequentially("Ask the host when the offers are due.");
}

/** The message sits right under its field: the next thing her eye meets, on any width. */
async function expectMessageAtField(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
  await expect(field.page().getByText(message, { exact: true })).toBeVisible();
  // Both boxes read at one moment: the page may still be scrolling.
  const gap = await field.evaluate((input, text) => {
    const error = [...document.querySelectorAll("p")].find((p) => p.textContent === text)!;
    const [a, b] = [input.getBoundingClientRect(), error.getBoundingClientRect()];
    return { below: b.top - a.bottom, left: Math.abs(b.left - a.left) };
  }, message);
  expect(gap.below).toBeGreaterThanOrEqual(0);
  expect(gap.below).toBeLessThan(24);
  expect(gap.left).toBeLessThan(24);
}

test.describe("the post editor @mobile", () => {
  test("Back after 'Save and preview' of a new post returns to the saved draft, not a blank 'New post'", async ({
    page,
  }) => {
    const title = `First open house ${isPhone(page) ? "p" : "d"}${Date.now().toString(36)}`;
    await writeNewPost(page, title);
    await page.getByRole("button", { name: "Save and preview" }).click();
    await expect(page).toHaveURL(/\/staff\/content\/posts\/\d+\/preview$/);
    await expect(
      page.getByTestId("post-preview").getByRole("heading", { name: title, level: 1 }),
    ).toBeVisible();
    const id = /posts\/(\d+)\/preview/.exec(page.url())![1];

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/staff/content/posts/${id}(\\?saved=preview)?$`));
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByText("Draft: not on the site")).toBeVisible();
    await expect(page.getByText(/not saved/)).toHaveCount(0);
    // She stays on it: coming back does not send her to the preview again.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`/staff/content/posts/${id}(\\?saved=preview)?$`));

    // One Back more leaves the editor: the empty "New post" is not on the way.
    await page.goBack();
    await expect(page).toHaveURL(/\/staff\/content$/);
  });

  test("'Publish now' without a cover says the draft was saved and puts each message at its field", async ({
    page,
  }) => {
    const title = `Offer deadlines ${isPhone(page) ? "p" : "d"}${Date.now().toString(36)}`;
    await writeNewPost(page, title);
    // Marked before she tries: a draft saves without them, publishing needs both.
    const cover = page.getByRole("group", { name: /Cover photo/ });
    await expect(cover.getByText("(required to publish)")).toBeVisible();
    await expect(page.getByLabel("Cover photo", { exact: true })).toHaveAccessibleDescription(
      /Required to publish/,
    );
    await expect(page.getByLabel("Alt text", { exact: true })).toHaveAccessibleDescription(
      /Required to publish/,
    );

    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page).toHaveURL(/\/staff\/content\/posts\/\d+\?not-published$/);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(
      page.getByText("Your changes were saved as a draft, but the post is not on the site yet."),
    ).toBeVisible();
    await expect(page.getByText(/not saved/)).toHaveCount(0);
    await expectMessageAtField(
      page.getByLabel("Cover photo", { exact: true }),
      "Cover photo is required",
    );
    await expectMessageAtField(
      page.getByLabel("Alt text", { exact: true }),
      "Alt text of the cover photo is required",
    );
    await page.screenshot({
      path: `test-results/post-editor-not-published-${isPhone(page) ? 375 : 1280}.png`,
      fullPage: true,
    });
  });
});
