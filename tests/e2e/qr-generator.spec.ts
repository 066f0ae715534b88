import { expect, type Route, test } from "@playwright/test";
import jsQR from "jsqr";
import pngjs from "pngjs";
import { EVENT_NAME_REQUIRED } from "#domain/qr.ts";
import { open } from "./support/page.ts";

test.describe("QR generator", () => {
  test("encodes this site's sign-in link for the event @mobile", async ({ page, baseURL }) => {
    await open(page, "/event/generate-qr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Generate Event QR Code");
    const name = page.getByLabel("Event Name");
    const generate = page.getByRole("button", { name: "Generate QR Code" });
    const image = page.getByRole("img", { name: /QR code/i });

    // 'Generate QR Code' is disabled while the name is empty, or only spaces.
    await expect(generate).toBeDisabled();
    await name.fill("   ");
    await expect(generate).toBeDisabled();
    await expect(image).toHaveCount(0);

    const eventName = "Open House: 42 Maple St & Garden (Sat)";
    await name.fill(eventName);
    await generate.click();

    await expect(image).toBeVisible();
    await expect(
      page.getByText("Scan this QR code to access the event sign-in page"),
    ).toBeVisible();

    const src = (await image.getAttribute("src"))!;
    expect(src).toMatch(/^data:image\/png;base64,/);
    const png = pngjs.PNG.sync.read(Buffer.from(src.split(",")[1]!, "base64"));
    // Drawn at several times the size it is shown, so it stays sharp on a phone's dense screen.
    const shown = (await image.boundingBox())!.width;
    expect(png.width).toBeGreaterThanOrEqual(2 * shown);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`${baseURL}/event/sign-in?event=${encodeURIComponent(eventName)}`);

    const download = page.getByRole("link", { name: "Download PNG" });
    await expect(download).toHaveAttribute("download", /\.png$/);
    // The download is the print-resolution PNG (open-house.spec.ts checks its size and quiet zone).
    await expect(download).toHaveAttribute("href", /^data:image\/png;base64,/);

    // A code was made: a name cleared disables the button again, a new one enables it.
    await name.fill("");
    await expect(generate).toBeDisabled();
    await name.fill("Fall Open House");
    await expect(generate).toBeEnabled();
  });

  for (const [failure, answer] of [
    ["no connection", (route: Route) => route.abort("internetdisconnected")],
    ["a server error", (route: Route) => route.fulfill({ status: 502, body: "Bad Gateway" })],
  ] as const) {
    test(`a generation that meets ${failure} says 'Failed to generate QR code', and keeps the name`, async ({
      page,
    }) => {
      await open(page, "/event/generate-qr");
      await page.route(/\/event\/qr-code\?/, answer);
      const name = page.getByLabel("Event Name");
      await name.fill("Winter Open House");
      const generate = page.getByRole("button", { name: "Generate QR Code" });
      await generate.click();
      await expect(
        page.getByRole("status").filter({ hasText: "Failed to generate QR code" }),
      ).toBeVisible();
      await expect(page.getByRole("img", { name: /QR code/i })).toHaveCount(0);
      await expect(name).toHaveValue("Winter Open House");
      await expect(generate).toBeEnabled();
      await expect(page).toHaveURL("/event/generate-qr");
    });
  }
});

test("a name filled the moment the page arrives is the one the code and its download encode @mobile", async ({
  page,
  baseURL,
}) => {
  // Pasted or autofilled at once, and Generate pressed before the page has finished loading.
  const eventName = "Autofilled Open House";
  await page.goto("/event/generate-qr", { waitUntil: "commit" });
  await page.getByLabel("Event Name").fill(eventName);
  await page.getByRole("button", { name: "Generate QR Code" }).click();
  const image = page.getByTestId("qr-image");
  await expect(image).toBeVisible();
  const expected = `${baseURL}/event/sign-in?event=${encodeURIComponent(eventName)}`;
  expect(decodeQr((await image.getAttribute("src"))!)).toBe(expected);
  const download = page.getByRole("link", { name: "Download PNG" });
  expect(decodeQr((await download.getAttribute("href"))!)).toBe(expected);
});

/** The sign-in link a QR code image (a PNG data URL) encodes. */
function decodeQr(src: string) {
  expect(src).toMatch(/^data:image\/png;base64,/);
  const png = pngjs.PNG.sync.read(Buffer.from(src.split(",")[1]!, "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test.describe("QR generator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with the event's code, and the page opens on it @mobile", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/event/generate-qr");
    const eventName = "Open House: 42 Maple St & Garden (Sat)";
    await page.getByLabel("Event Name").fill(eventName);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().includes("event=")),
      page.getByRole("button", { name: "Generate QR Code" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForLoadState("load");

    const image = page.getByRole("img", { name: /QR code/i });
    await expect(image).toBeVisible();
    expect(decodeQr((await image.getAttribute("src"))!)).toBe(
      `${baseURL}/event/sign-in?event=${encodeURIComponent(eventName)}`,
    );
    // The page opens on the code: it is focused, and in view.
    await expect(image).toBeFocused();
    await expect(image).toBeInViewport({ ratio: 1 });
    // The name stays in the field for the next one, and the print file is there to download.
    await expect(page.getByLabel("Event Name")).toHaveValue(eventName);
    const download = page.getByRole("link", { name: "Download PNG" });
    expect(decodeQr((await download.getAttribute("href"))!)).toBe(
      `${baseURL}/event/sign-in?event=${encodeURIComponent(eventName)}`,
    );
  });

  test("a blank name is refused, and the page opens on the field with its message", async ({
    page,
  }) => {
    await page.goto("/event/generate-qr");
    const name = page.getByLabel("Event Name");
    await name.fill("   ");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().includes("event=")),
      page.getByRole("button", { name: "Generate QR Code" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(EVENT_NAME_REQUIRED);
    await expect(page.getByRole("img", { name: /QR code/i })).toHaveCount(0);
  });
});
