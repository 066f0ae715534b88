import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodePhoto } from "../content/photos.ts";

/** The colour of one pixel of a JPEG variant. */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe("a listing's floor plan", () => {
  it("is kept whole on white, not cropped to the slot as a photo is", async () => {
    // A tall plan, dark all over: cropped to 4:3, it would fill the frame.
    const plan = await sharp({
      create: { width: 600, height: 1600, channels: 3, background: "#203040" },
    })
      .png()
      .toBuffer();
    const encoded = await encodePhoto(plan, "floorplan");
    const variant = encoded.variants.find((v) => v.width === 800 && v.format === "jpg");
    expect(variant).toBeDefined();
    const [left, centre] = await Promise.all([
      pixel(variant!.bytes, 10, 300),
      pixel(variant!.bytes, 400, 300),
    ]);
    for (const channel of left) expect(channel).toBeGreaterThan(245);
    for (const channel of centre) expect(channel).toBeLessThan(80);
  });
});
