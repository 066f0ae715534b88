import { expect, type Locator, type Page, test } from "@playwright/test";
import pngjs from "pngjs";
import { areas } from "../../content/areas.ts";
import { open } from "./support/page.ts";
import { LAYOUT_WIDTHS } from "./support/visitor-pages.ts";

/** WCAG 2.x relative luminance of an sRGB colour (channels 0-255). */
function luminance(r: number, g: number, b: number) {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG AA for body-size text. */
const AA_CONTRAST = 4.5;

const tiles = (page: Page) => page.getByRole("region", { name: "Towns" }).getByRole("listitem");
/** The tile itself: a link to the town's page. */
const toggles = (page: Page) => tiles(page).getByRole("link");

/**
 * Resolves once the tile's own transitions (the reveal, the photo's zoom) and any around it (the
 * section fading in) have ended: measured mid-way, the text would sit over a photo still moving.
 */
const settled = (tile: Locator) =>
  tile.evaluate((element) =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target && (target.contains(element) || element.contains(target));
        })
        .map((animation) => animation.finished),
    ),
  );

for (const width of LAYOUT_WIDTHS) {
  test.describe(`town tiles at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("fill every row: no town sits alone on the last one", async ({ page }) => {
      for (const [path, list] of [
        ["/massachusetts", page.getByRole("region", { name: "Towns" }).getByRole("list")],
        ["/", page.getByRole("region", { name: "The Towns We Know" }).getByRole("list")],
      ] as const) {
        await open(page, path);
        const rows = await list.evaluate((ul) => {
          const byTop = new Map<number, number>();
          for (const li of ul.children) {
            const box = li.getBoundingClientRect();
            const top = Math.round(box.top);
            byTop.set(top, Math.max(byTop.get(top) ?? 0, box.right));
          }
          const content =
            ul.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(ul).paddingRight);
          return [...byTop.values()].map((right) => Math.round(content - right));
        });
        // Each row ends at the list's right edge (0 px short), the last one too.
        expect(rows, path).toEqual(rows.map(() => 0));
      }
    });

    test("white text meets WCAG AA over the lightest pixel behind it, at rest or revealed", async ({
      page,
    }) => {
      // Two screenshots per tile, each measured pixel by pixel: slow on a busy machine.
      test.slow();
      await open(page, "/massachusetts");
      await expect(tiles(page)).toHaveCount(areas.length);
      // The text is made transparent so only what is behind it is measured.
      await page.addStyleTag({
        content:
          ".e2e-no-text, .e2e-no-text * { color: transparent !important; border-color: transparent !important; transition: none !important }",
      });
      const worst: string[] = [];
      for (const [index, area] of areas.entries()) {
        const tile = toggles(page).nth(index);
        const description = tiles(page).nth(index).getByText(area.description);
        await tile.scrollIntoViewIfNeeded();
        // The photo is lazy: on a busy machine it can still be loading when the tile
        // comes into view, and the text would be measured over the empty tile.
        await expect
          .poll(() =>
            tile
              .locator("img")
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          )
          .toBe(true);
        for (const state of ["at rest", "revealed"] as const) {
          if (state === "revealed") {
            await tile.hover();
            await expect(description).toBeVisible();
          }
          await settled(tile);
          // From the town's name (the first line of the text block that holds the
          // description) to the bottom of that block.
          const textBox = await description.evaluate((description) => {
            const block = description.parentElement!.getBoundingClientRect();
            const name = description.parentElement!.firstElementChild!.getBoundingClientRect();
            // Inset from the tile's rounded corners, which show the page behind.
            return {
              x: block.x + 8,
              y: name.y,
              width: block.width - 16,
              height: block.bottom - name.y - 8,
            };
          });
          await tile.evaluate((element) => element.classList.add("e2e-no-text"));
          const png = pngjs.PNG.sync.read(await page.screenshot({ clip: textBox }));
          await tile.evaluate((element) => element.classList.remove("e2e-no-text"));
          let lightest = 0;
          for (let i = 0; i < png.data.length; i += 4) {
            lightest = Math.max(
              lightest,
              luminance(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!),
            );
          }
          const contrast = 1.05 / (lightest + 0.05);
          if (contrast < AA_CONTRAST) worst.push(`${area.id} ${state}: ${contrast.toFixed(2)}:1`);
        }
        await page.mouse.move(0, 0);
      }
      expect(worst).toEqual([]);
    });
  });
}

test("the tiles say where they lead: an 'Explore' cue, no instructions @mobile", async ({
  page,
}) => {
  await open(page, "/massachusetts");
  await expect(page.getByText(/hover, focus or tap/i)).toHaveCount(0);
  for (const [index, area] of areas.entries()) {
    const tile = toggles(page).nth(index);
    await expect(tile).toHaveAccessibleName(area.name);
    await expect(tile).toHaveAccessibleDescription(area.description);
    await expect(tile.getByText(`Explore ${area.name}`, { exact: true })).toBeVisible();
  }
});

test("a tile leads to its town page", async ({ page }) => {
  const follow = async (index: number) => {
    const area = areas[index]!;
    await toggles(page).nth(index).click();
    await expect(page).toHaveURL(`/massachusetts/${area.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.name);
  };
  await open(page, "/massachusetts");
  await follow(1);
});
