/**
 * Photos of a listing as the agent picks them from her phone's camera roll at once: distinct
 * scenes (a colour each, with noise as a real scene has), small enough that twelve of them go
 * through the photo pipeline in seconds.
 */
import sharp from "sharp";

const SIZE = { width: 1600, height: 1200 };

export async function listingPhotos(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const hue = Math.round((index * 360) / count);
      const buffer = await sharp({
        create: {
          ...SIZE,
          channels: 3,
          background: `hsl(${hue}, 45%, 55%)`,
          noise: { type: "gaussian", mean: 120, sigma: 20 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      return { name: `IMG_${4100 + index}.jpg`, mimeType: "image/jpeg", buffer };
    }),
  );
}
