import { expect, test } from "@playwright/test";
import { STAFF } from "./support/staff.ts";
import {
  leadRow,
  logInWithCode,
  postLead,
  runTag,
  waitForWorkspaceHydration,
} from "./support/workspace.ts";

const tag = runTag("S");

/** The public site's error page: never shown in the workspace. */
const PUBLIC_ERROR = /Something went wrong|call us/;

test("a save that fails keeps the page and what was typed: a lapsed session offers to log in again, offline says not saved", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const who = { first: "Sam", last: `Saver${tag}`, email: `saver.${tag}@example.com` };
  await postLead(page, who);
  await page.setViewportSize({ width: 375, height: 812 });
  await logInWithCode(page, STAFF.saves, `/staff/leads?q=${who.last}`);
  const leadPath = await leadRow(page, who.last).getByRole("link").first().getAttribute("href");

  // Offline on the inbox: the status change is refused in its row, the select shows the stored status.
  await waitForWorkspaceHydration(page);
  const status = leadRow(page, who.last).getByRole("combobox", { name: /^Status of/ });
  await page.context().setOffline(true);
  await status.selectOption("contacted");
  await expect(leadRow(page, who.last).getByRole("alert")).toContainText(
    "was not saved: the connection failed",
  );
  await expect(status).toHaveValue("new");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page.getByText(PUBLIC_ERROR)).toHaveCount(0);
  // Back online, the same change goes through and the message goes away.
  await page.context().setOffline(false);
  await status.selectOption("contacted");
  await expect(leadRow(page, who.last).getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(leadRow(page, who.last).getByRole("combobox")).toHaveValue("contacted");

  // Offline on the lead's page: the note is not saved, and stays in the box.
  await page.goto(leadPath!);
  await waitForWorkspaceHydration(page);
  const box = page.getByLabel("New note");
  const notes = page.getByRole("region", { name: "Notes" });
  await box.fill(`Offline ${tag}`);
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("alert")).toContainText(
    "The note was not saved: the connection failed",
  );
  await expect(box).toHaveValue(`Offline ${tag}`);
  await expect(page.getByText(PUBLIC_ERROR)).toHaveCount(0);
  await page.context().setOffline(false);

  // The session lapses while she types: the page says so, keeps the note, and signs her back in here.
  await box.fill(`After the lapse ${tag}`);
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("alert")).toContainText("your session has ended");
  await expect(box).toHaveValue(`After the lapse ${tag}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(who.last);
  await expect(page.getByText(PUBLIC_ERROR)).toHaveCount(0);
  await notes.getByRole("link", { name: "Log in again" }).click();
  await expect(page).toHaveURL(`/staff/login?next=${encodeURIComponent(leadPath!)}`);
  await logInWithCode(page, STAFF.saves, leadPath!);
  await expect(page.getByLabel("New note")).toHaveValue(`After the lapse ${tag}`);
  await expect(notes).not.toContainText(`Offline ${tag}`);

  // Without JavaScript the lapsed session is answered by the workspace's own page, not the public one.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
    viewport: { width: 375, height: 812 },
  });
  const plain = await noScript.newPage();
  await plain.goto(leadPath!);
  await plain.getByLabel("New note").fill("Typed without JavaScript");
  await noScript.clearCookies();
  await plain.getByRole("button", { name: "Add note" }).click();
  await expect(plain.getByRole("heading", { name: "Your session has ended" })).toBeVisible();
  await expect(plain.getByRole("link", { name: "Log in again" })).toHaveAttribute(
    "href",
    `/staff/login?next=${encodeURIComponent(leadPath!)}`,
  );
  await expect(plain.getByText(PUBLIC_ERROR)).toHaveCount(0);
  await noScript.close();
});

test("a note: saved once, the box empties and a confirmation shows by the button; an empty one is refused as empty", async ({
  page,
  browser,
}) => {
  const who = { first: "Nora", last: `Noter${tag}`, email: `noter.${tag}@example.com` };
  await postLead(page, who);
  await page.setViewportSize({ width: 375, height: 812 });
  await logInWithCode(page, STAFF.notes, `/staff/leads?q=${who.last}`);
  await leadRow(page, who.last).getByRole("link").first().click();
  await waitForWorkspaceHydration(page);
  const box = page.getByLabel("New note");
  const button = page.getByRole("button", { name: "Add note" });
  const notes = page.getByRole("region", { name: "Notes" });

  // Blank (spaces pass the browser's `required`): the server says what is wrong.
  await box.fill("   ");
  await button.click();
  await expect(notes.getByRole("alert")).toHaveText(
    "The note is empty. Write something before adding it.",
  );
  await expect(box).toHaveAttribute("aria-invalid", "true");

  // While the note is on its way the button is off; then the box is empty and the save is confirmed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/staff\/leads\/\d+\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await box.fill(`Viewing booked ${tag}`);
  await button.click();
  await expect(page.getByRole("button", { name: "Saving…" })).toBeDisabled();
  release();
  const confirmation = notes.getByRole("status");
  await expect(confirmation).toHaveText("Note saved. It is first in the list below.");
  await expect(confirmation).toBeInViewport();
  await expect(box).toHaveValue("");
  await expect(notes.getByRole("alert")).toHaveCount(0);
  await expect(
    notes.getByRole("listitem").filter({ hasText: `Viewing booked ${tag}` }),
  ).toHaveCount(1);
  // A second tap, as when nothing seemed to happen, adds nothing.
  await button.click();
  await page.reload();
  await expect(
    notes.getByRole("listitem").filter({ hasText: `Viewing booked ${tag}` }),
  ).toHaveCount(1);

  // Without JavaScript the note is saved by a plain post, and the page comes back with it.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await plain.getByLabel("New note").fill(`Plain post ${tag}`);
  await plain.getByRole("button", { name: "Add note" }).click();
  await expect(plain.getByRole("region", { name: "Notes" })).toContainText(`Plain post ${tag}`);
  await noScript.close();
});
