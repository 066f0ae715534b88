/**
 * The event QR generator in Chinese (issue 40 §1): its words from the catalogue, with and without
 * JavaScript, and the code it makes opens the Chinese sign-in page, since the guests who scan a
 * Chinese host's code read Chinese.
 */
import { expect, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import pngjs from "pngjs";
import { CATALOGUES } from "#content/catalogues.ts";
import { open } from "./support/page.ts";

const { qrGenerator: WORDS, eventNameErrors: ERRORS } = CATALOGUES.qrGenerator["zh-Hans"];
if (!ERRORS) throw new Error("The Chinese generator names a name's problems in its own words");

/** The link the code on the page encodes. */
async function decodedLink(page: Page) {
  const src = (await page.getByTestId("qr-image").getAttribute("src")) ?? "";
  const png = pngjs.PNG.sync.read(Buffer.from(src.split(",")[1] ?? "", "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test("the Chinese generator's code opens the Chinese sign-in page @mobile", async ({
  page,
  baseURL,
}) => {
  await open(page, "/zh/event/generate-qr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.heading);
  const eventName = "枫树街 42 号开放参观";
  await page.getByLabel(WORDS.label).fill(eventName);
  await page.getByRole("button", { name: WORDS.submit }).click();
  await expect(page.getByText(WORDS.caption)).toBeVisible();
  expect(await decodedLink(page)).toBe(
    `${baseURL}/zh/event/sign-in?event=${encodeURIComponent(eventName)}`,
  );
  await expect(page.getByRole("link", { name: WORDS.kiosk })).toHaveAttribute(
    "href",
    /\/zh\/event\/sign-in\?event=.*&kiosk=1$/,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Chinese answer page makes the code, and names a name's problem in Chinese", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/zh/event/generate-qr");
    await page.getByLabel(WORDS.label).fill("秋季开放参观");
    await page.getByRole("button", { name: WORDS.submit }).click();
    await expect(page).toHaveURL(/\/zh\/event\/qr-code\?event=/);
    expect(await decodedLink(page)).toBe(
      `${baseURL}/zh/event/sign-in?event=${encodeURIComponent("秋季开放参观")}`,
    );

    const blank = await page.goto("/zh/event/qr-code?event=%20");
    expect(blank?.status()).toBe(400);
    await expect(page.getByLabel(WORDS.label)).toHaveAccessibleDescription(WORDS.required);
    const link = await page.goto("/zh/event/qr-code?event=www.example.com");
    expect(link?.status()).toBe(400);
    await expect(page.getByLabel(WORDS.label)).toHaveAccessibleDescription(
      ERRORS.messages.link.replace("{field}", ERRORS.fields.event ?? ""),
    );
  });
});
