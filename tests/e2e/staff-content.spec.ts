import { type Browser, expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expectSoon, isPhone } from "./support/page.ts";
import { allSitemaps } from "./support/sitemaps.ts";
import { logIn, STAFF, waitForStaffHydration } from "./support/staff.ts";
import { jpeg, NOT_A_PHOTO } from "./support/uploads.ts";

/**
 * The agent runs her site from /staff (issue 30): she writes, previews,
 * publishes, re-addresses, schedules and restores a post, adds a sold home,
 * and is told when a file is not a photo; a visitor in a fresh context sees
 * each change on the public pages. Walked on a laptop and on a phone.
 */

/** A visitor: a fresh context with no staff cookie. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return { page: await context.newPage(), close: () => context.close() };
}

/** The editor's Body: the rich-text editor once its module has loaded. */
const bodyEditor = (page: Page) =>
  page.getByTestId("body-editor").getByRole("textbox", { name: "Body" });

async function openNewPost(page: Page) {
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "New post", exact: true }).click();
  await expect(page.getByRole("heading", { name: "New post", level: 1 })).toBeVisible();
  await waitForStaffHydration(page);
  await expect(bodyEditor(page)).toBeVisible();
}

test.describe("the agent publishes from /staff @mobile", () => {
  test("writes, previews, publishes, re-addresses, schedules and restores a post; adds a sold home", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const tag = `${isPhone(page) ? "p" : "d"}${Date.now().toString(36)}`;
    const title = `Offers in Newton ${tag}`;
    const slug = `offers-in-newton-${tag}`;
    await logIn(page, isPhone(page) ? STAFF.contentPhone : STAFF.content);

    // The section sits beside Leads and Events.
    await page
      .getByRole("navigation", { name: "Workspace" })
      .getByRole("link", { name: "Content" })
      .click();
    await expect(page.getByRole("heading", { name: "Content", level: 1 })).toBeVisible();

    // A post with a heading, a list, a link and a photo.
    await openNewPost(page);
    await page.getByLabel("Title").fill(title);
    await expect(page.getByLabel("Address")).toHaveValue(slug);
    await page
      .getByLabel("Summary")
      .fill(
        "How buyers in Newton win this spring: pre-approval, a clean offer and a quick inspection.",
      );
    await page.getByLabel("Cover photo", { exact: true }).setInputFiles(await jpeg("#8b1a1a"));
    await page
      .getByLabel("Alt text", { exact: true })
      .fill("A brick colonial in Newton with a red door");
    const editor = bodyEditor(page);
    await editor.click();
    await editor.pressSequentially("## Before you tour\n");
    await editor.pressSequentially("- Get pre-approved\nBring your agent\n\n");
    await editor.pressSequentially("Read the buyers guide");
    for (let i = 0; i < "buyers guide".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.getByRole("button", { name: "Link", exact: true }).click();
    await page.getByLabel("Link address").fill("https://www.example.com/buyers");
    await page.getByRole("button", { name: "Apply link" }).click();
    // A paste from Word keeps its words and emphasis, not its styles and list markers.
    await editor.press("End");
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        `<html><head><style>p.MsoNormal{margin:0}</style></head><body><!--StartFragment--><p class=MsoNormal style="font-family:Calibri"><b>Closing</b> day comes fast<o:p></o:p></p><!--EndFragment--></body></html>`,
      );
      data.setData("text/plain", "Closing day comes fast");
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    // A photo in the body, uploaded through the pipeline, with its alt text.
    await page.keyboard.press("End");
    await page.getByRole("button", { name: "Photo", exact: true }).click();
    await page.getByLabel("Photo for the body").setInputFiles(await jpeg("#c8a165"));
    await page.getByLabel("Alt text of the photo").fill("The kitchen of the brick colonial");
    await page.getByRole("button", { name: "Insert photo" }).click();
    await expect(editor.getByAltText("The kitchen of the brick colonial")).toBeVisible();
    const markdown = page.locator("textarea[name=body]");
    await expect(markdown).toHaveValue(/\*\*Closing\*\* day comes fast/);
    await expect(markdown).not.toHaveValue(/Mso|Calibri|o:p|<[a-z]/);
    await expect(markdown).toHaveValue(
      /## Before you tour[\s\S]*- Get pre-approved\n- Bring your agent[\s\S]*\[buyers guide\]\(https:\/\/www\.example\.com\/buyers\)[\s\S]*!\[The kitchen of the brick colonial\]\(\/media\/u\/[0-9a-f]{20}-960\.jpg\)/,
    );
    await expectNoAxeViolations(page);

    // Preview: the draft as the public page will show it, at a /staff address.
    await page.getByRole("button", { name: "Save and preview" }).click();
    await expect(page).toHaveURL(/\/staff\/content\/posts\/\d+\/preview$/);
    const preview = page.getByTestId("post-preview");
    await expect(preview.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Before you tour", level: 2 })).toBeVisible();
    await expect(
      preview.getByRole("listitem").filter({ hasText: "Get pre-approved" }),
    ).toBeVisible();
    await expect(preview.getByRole("link", { name: "buyers guide" })).toHaveAttribute(
      "href",
      "https://www.example.com/buyers",
    );
    await expect(preview.getByAltText("A brick colonial in Newton with a red door")).toBeVisible();
    await expect(preview.getByAltText("The kitchen of the brick colonial")).toBeVisible();
    const previewUrl = page.url();

    const guest = await visitor(browser);
    try {
      // A draft is nobody's business: its preview sends a visitor to the login, its page is 404.
      await guest.page.goto(previewUrl);
      await expect(guest.page).toHaveURL(/\/staff\/login\?next=/);
      expect((await guest.page.request.get(`/blog/${slug}`)).status()).toBe(404);

      // Publish.
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await waitForStaffHydration(page);
      await page.getByRole("button", { name: "Publish now" }).click();
      await expect(page.getByText("Published: the post is on the site.")).toBeVisible();

      await expectSoon(async () => {
        await guest.page.goto(`/blog/${slug}`);
        await expect(guest.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      });
      await expect(
        guest.page.getByRole("heading", { name: "Before you tour", level: 2 }),
      ).toBeVisible();
      await guest.page.goto("/blog");
      await expect(guest.page.getByRole("link", { name: title }).first()).toBeVisible();
      const crawl = (path: string) => guest.page.request.get(path).then((answer) => answer.text());
      expect(await allSitemaps(crawl)).toContain(`/blog/${slug}</loc>`);
      expect(await (await guest.page.request.get("/blog/rss.xml")).text()).toContain(title);

      // A new address; the old one leads there.
      await page.getByLabel("Address").fill(`${slug}-moved`);
      await page.getByRole("button", { name: "Update the live post" }).click();
      await expect(page.getByText("Saved.")).toBeVisible();
      await expectSoon(async () => {
        const moved = await guest.page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
        expect(moved.status()).toBe(301);
        expect(moved.headers().location).toMatch(new RegExp(`/blog/${slug}-moved$`));
      });
      await guest.page.goto(`/blog/${slug}`);
      await expect(guest.page).toHaveURL(new RegExp(`/blog/${slug}-moved$`));
      await expect(guest.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

      // Restore the version before the move: a new save, the old address back.
      await page.getByRole("link", { name: /^Revisions \(\d+\)$/ }).click();
      await expect(page.getByRole("heading", { name: `Revisions of “${title}”` })).toBeVisible();
      const revisions = page
        .getByRole("list", { name: "Revisions, newest first" })
        .getByRole("listitem");
      await expect(revisions).toHaveCount(3);
      await expect(revisions.first()).toContainText(
        isPhone(page) ? STAFF.contentPhone : STAFF.content,
      );
      await revisions
        .first()
        .getByRole("link", { name: /^Compare/ })
        .click();
      const changes = page.getByRole("region", { name: /^Changes in the version of/ });
      await expect(changes).toContainText(`Removed: ${slug}`);
      await expect(changes).toContainText(`Added: ${slug}-moved`);
      await revisions
        .nth(1)
        .getByRole("button", { name: /^Restore/ })
        .click();
      await expect(
        page.getByText("The earlier version was restored (as a new save)."),
      ).toBeVisible();
      await expect(page.getByLabel("Address")).toHaveValue(slug);
      await expectSoon(async () => {
        await guest.page.goto(`/blog/${slug}`);
        await expect(guest.page).toHaveURL(new RegExp(`/blog/${slug}$`));
      });

      // A post scheduled for next year is nowhere yet.
      const later = `Next Year in Lexington ${tag}`;
      await openNewPost(page);
      await page.getByLabel("Title").fill(later);
      await page
        .getByLabel("Summary")
        .fill(
          "What we expect for Lexington next spring: inventory, prices and the school calendar.",
        );
      await page.getByLabel("Cover photo", { exact: true }).setInputFiles(await jpeg("#1a4d8b"));
      await page.getByLabel("Alt text", { exact: true }).fill("The Lexington town green in spring");
      await bodyEditor(page).click();
      await bodyEditor(page).pressSequentially("A forecast for next year.");
      await page
        .getByLabel("Publish on (Boston time)")
        .fill(`${new Date().getFullYear() + 1}-03-02T09:00`);
      await page.getByRole("button", { name: "Schedule" }).click();
      await expect(page.getByText(/^Scheduled for Mar 2, \d{4}/)).toBeVisible();
      await page.goto("/staff/content?state=scheduled");
      await expect(page.getByRole("link", { name: later })).toBeVisible();
      expect(
        (
          await guest.page.request.get(
            `/blog/${slug.replace("offers-in-newton", "next-year-in-lexington")}`,
          )
        ).status(),
      ).toBe(404);
      await guest.page.goto("/blog");
      await expect(guest.page.getByRole("link", { name: title }).first()).toBeVisible();
      await expect(guest.page.getByText(later)).toHaveCount(0);
      expect(await (await guest.page.request.get("/blog/rss.xml")).text()).not.toContain(later);

      // A file that is not a photo is refused at its field, and nothing is saved.
      await openNewPost(page);
      await page.getByLabel("Title").fill(`Not a photo ${tag}`);
      await page.getByLabel("Cover photo", { exact: true }).setInputFiles(NOT_A_PHOTO);
      await page.getByRole("button", { name: "Save draft" }).click();
      const coverField = page.getByLabel("Cover photo", { exact: true });
      await expect(coverField).toHaveAttribute("aria-invalid", "true");
      await expect(
        page.getByText("This file is not a photo the site can use.", { exact: false }),
      ).toBeVisible();
      await page.goto(`/staff/content?q=${encodeURIComponent(`Not a photo ${tag}`)}`);
      await expect(page.getByText(`No post has “Not a photo ${tag}” in its title.`)).toBeVisible();
    } finally {
      await guest.close();
    }
  });
});

test("without JavaScript the Body is a box of Markdown, and the form still saves", async ({
  browser,
}) => {
  const loggedIn = await browser.newContext({ baseURL: BASE_URL });
  const member = await loggedIn.newPage();
  await logIn(member, STAFF.contentNoScript);
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: false,
    storageState: await loggedIn.storageState(),
  });
  await loggedIn.close();
  const page = await context.newPage();
  try {
    const title = `Plain Markdown ${Date.now().toString(36)}`;
    await page.goto("/staff/content/posts/new");
    await page.getByLabel("Title").fill(title);
    const body = page.getByRole("textbox", { name: "Body" });
    await body.fill(
      "## Without the editor\n\n- still a list\n\n[a link](https://www.example.com/)",
    );
    await page.getByRole("button", { name: "Save and preview" }).click();
    const preview = page.getByTestId("post-preview");
    await expect(
      preview.getByRole("heading", { name: "Without the editor", level: 2 }),
    ).toBeVisible();
    // The body's list (the author's card below it has list items of its own).
    await expect(preview.getByRole("listitem").filter({ hasText: "still a list" })).toHaveCount(1);
    await expect(preview.getByRole("link", { name: "a link" })).toHaveAttribute(
      "href",
      "https://www.example.com/",
    );
    // The address was proposed from the title on the server.
    await page.getByRole("link", { name: "Back to the editor" }).click();
    await expect(page.getByLabel("Address")).toHaveValue(/^plain-markdown-/);
  } finally {
    await context.close();
  }
});

test("a post saved after the session ended says so and keeps what was written", async ({
  page,
}) => {
  await logIn(page, STAFF.contentSaves);
  await openNewPost(page);
  await page.getByLabel("Title").fill("Half-written market notes");
  await bodyEditor(page).click();
  await bodyEditor(page).pressSequentially("Two paragraphs of careful notes.");
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("The post was not saved: your session has ended.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Half-written market notes");
  await expect(bodyEditor(page)).toHaveText("Two paragraphs of careful notes.");
});
