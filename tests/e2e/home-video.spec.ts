import { expect, test } from "@playwright/test";
import { isPhone, open } from "./support/page.ts";

test.describe("promotional video", () => {
  test("is shown on wide screens only, with a poster, no autoplay and no preload @mobile", async ({
    page,
  }) => {
    await page.goto("/");
    const video = page.locator("video");
    if (isPhone(page)) {
      await expect(video).toBeHidden();
      await expect(page.getByRole("button", { name: "Play video" })).toBeHidden();
      return;
    }
    await expect(video).toBeVisible();
    const box = await video.boundingBox();
    expect(Math.round(box!.height)).toBe(600);
    // A poster: the video's own poster attribute, or an image laid over the whole video.
    const poster = await video.evaluate((element: HTMLVideoElement) => {
      if (element.getAttribute("poster")) return element.getAttribute("poster");
      const box = element.getBoundingClientRect();
      const cover = [...(element.parentElement?.querySelectorAll("img") ?? [])].find((image) => {
        const area = image.getBoundingClientRect();
        return area.width >= box.width - 1 && area.height >= box.height - 1;
      });
      return cover?.getAttribute("src") ?? null;
    });
    expect(poster, "a poster image").toMatch(/\S/);
    await expect(video).not.toHaveAttribute("autoplay");
    await expect(video).toHaveAttribute("preload", "none");
  });

  test("the overlay button plays, and a click on the video pauses", async ({ page }) => {
    await open(page, "/");
    const video = page.locator("video");
    const play = page.getByRole("button", { name: "Play video" });
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    expect(await paused()).toBe(true);
    await expect(play).toBeVisible();
    // The stand-in for a visitor without JavaScript is not offered as well.
    await expect(page.getByRole("link", { name: "Play video" })).toBeHidden();

    await play.click();
    await expect.poll(paused).toBe(false);
    await expect(play).toBeHidden();

    await video.click();
    await expect.poll(paused).toBe(true);
    await expect(play).toBeVisible();

    // And a click on the video itself (beside the overlay button) starts it again.
    await video.click({ position: { x: 40, y: 40 } });
    await expect.poll(paused).toBe(false);
    await expect(play).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a link plays the site's own video file: no dead button", async ({ page }) => {
      await page.goto("/");
      const section = page.getByRole("region", { name: "Promotional video" });
      await expect(section.getByRole("button")).toHaveCount(0);
      const play = section.getByRole("link", { name: "Play video" });
      await expect(play).toBeVisible();
      const href = (await play.getAttribute("href"))!;
      // One of the files the video itself plays, served by the site.
      await expect(
        section.locator("video source").and(page.locator(`[src="${href}"]`)),
      ).toHaveCount(1);
      const file = await page.request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toMatch(/^video\//);
      await play.click();
      await expect(page).toHaveURL(href);
    });
  });
});
