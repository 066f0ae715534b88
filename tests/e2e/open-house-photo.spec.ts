/**
 * Issue 39 §1: the agent creates and edits an open house with a photo as her phone takes it
 * (4032 × 3024, several MB), and a post that fails on the way keeps everything she typed, there
 * and in the other editor that takes a photo with its fields (a sold home).
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { phonePhoto } from "../support/phone-photo.ts";
import { logIn, STAFF, waitForStaffHydration } from "./support/staff.ts";

/** What the form says when its post got no answer from the action, above its button. */
const NO_ANSWER_MESSAGE =
  "The open house was not saved: the connection failed. Check that you are online, then try again.";
const BODY_TOO_LARGE_MESSAGE =
  "The open house was not saved: the photo is too large to send. Choose one under 20 MB, then try again. Everything you typed is still here.";

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const nextYear = new Date().getUTCFullYear() + 1;

/** What the agent typed, as the form holds it (the chosen photo included). */
async function expectTyped(form: Locator, street: string, note: string) {
  await expect(form.getByLabel("Street address")).toHaveValue(street);
  await expect(form.getByLabel("ZIP code")).toHaveValue("02458");
  await expect(form.getByLabel("Date")).toHaveValue(`${nextYear}-06-14`);
  await expect(form.getByLabel("A short note for guests (optional)")).toHaveValue(note);
  const chosen = form.getByLabel(/photo/i);
  expect(await chosen.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
}

type Failure = { abort: true } | { status: number };

/** The page's posts fail until unrouted: the connection drops, or the server answers `status`. */
function failNextPosts(page: Page, failure: Failure) {
  return page.route(/\.data(\?|$)/, (route) =>
    route.request().method() === "POST"
      ? "abort" in failure
        ? route.abort("connectionreset")
        : route.fulfill({ status: failure.status, contentType: "text/plain", body: "No." })
      : route.continue(),
  );
}

/** Submits once with the data request answered by `failure`, and checks nothing typed was lost. */
async function failOnce(
  page: Page,
  form: Locator,
  button: string,
  failure: Failure,
  typed: { street: string; note: string; message: string },
) {
  await failNextPosts(page, failure);
  await form.getByRole("button", { name: button }).click();
  await expect(form.getByRole("alert")).toHaveText(typed.message);
  await expectTyped(form, typed.street, typed.note);
  await page.unrouteAll();
}

test("the agent creates and edits an open house with a several-MB phone photo, losing nothing when a post fails @mobile", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const onPhone = testInfo.project.name === "mobile";
  const street = `${onPhone ? 18 : 81} Walnut Park ${tag}`;
  await logIn(page, onPhone ? STAFF.openHousePhotoOnPhone : STAFF.openHousePhoto);
  await page.goto("/staff/open-houses/new");
  await waitForStaffHydration(page);

  const form = page.getByRole("form", { name: "Open house" });
  await form.getByLabel("Street address").fill(street);
  await form.getByLabel("Town", { exact: true }).selectOption("Newton");
  await form.getByLabel("ZIP code").fill("02458");
  await form.getByLabel("Date").fill(`${nextYear}-06-14`);
  await form.getByLabel("Starts").fill("13:00");
  await form.getByLabel("Ends").fill("15:00");
  await form.getByLabel("Hosting member").selectOption({ index: 1 });
  await form.getByLabel("A short note for guests (optional)").fill("Park on Walnut.");
  const photo = await phonePhoto();
  expect(photo.buffer.length).toBeGreaterThan(3 * 1024 * 1024);
  await form.getByLabel(/photo/i).setInputFiles(photo);

  const typed = { street, note: "Park on Walnut." };
  await failOnce(
    page,
    form,
    "Create the open house",
    { abort: true },
    {
      ...typed,
      message: NO_ANSWER_MESSAGE,
    },
  );
  await failOnce(
    page,
    form,
    "Create the open house",
    { status: 413 },
    {
      ...typed,
      message: BODY_TOO_LARGE_MESSAGE,
    },
  );
  await page.screenshot({ path: `test-results/open-house-too-large-${testInfo.project.name}.png` });
  await failOnce(
    page,
    form,
    "Create the open house",
    { status: 502 },
    {
      ...typed,
      message: NO_ANSWER_MESSAGE,
    },
  );

  await form.getByRole("button", { name: "Create the open house" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(street, { timeout: 60_000 });
  const property = page.getByRole("region", { name: "The property" });
  const shown = property.locator("img");
  await expect(shown).toHaveAttribute("src", /^\/media\/u\//);
  const firstPhoto = await shown.getAttribute("src");
  await page.screenshot({ path: `test-results/open-house-photo-${testInfo.project.name}.png` });

  await waitForStaffHydration(page);
  await page.getByRole("link", { name: "Edit or cancel" }).click();
  await waitForStaffHydration(page);
  const edit = page.getByRole("form", { name: "Open house" });
  await edit.getByLabel("A short note for guests (optional)").fill("Shoes off, please.");
  await edit
    .getByLabel(/photo/i)
    .setInputFiles({ ...(await phonePhoto("#8b6c7a")), name: "IMG_4033.jpg" });
  await failOnce(
    page,
    edit,
    "Save the changes",
    { abort: true },
    {
      street,
      note: "Shoes off, please.",
      message: NO_ANSWER_MESSAGE,
    },
  );
  await edit.getByRole("button", { name: "Save the changes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(street, { timeout: 60_000 });
  await expect(property.locator("img")).toHaveAttribute("src", /^\/media\/u\//);
  expect(await property.locator("img").getAttribute("src")).not.toBe(firstPhoto);
});
