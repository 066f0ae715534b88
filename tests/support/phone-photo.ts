/**
 * A photo as a phone takes it: 4032 × 3024 (12 MP), several MB of JPEG. Noise keeps the
 * encoder from squeezing it to a few KB, as a flat colour would: a real scene is as busy.
 */
import sharp from "sharp";

export const PHONE_PHOTO_SIZE = { width: 4032, height: 3024 };

/**
 * `background` tells two photos apart (the noise may repeat from one call to the next); `size`
 * makes a smaller one where a test needs a second photo, not a second phone-sized one.
 */
export async function phonePhoto(background = "#7a8b6c", size = PHONE_PHOTO_SIZE) {
  const buffer = await sharp({
    create: {
      ...size,
      channels: 3,
      background,
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: "IMG_4032.jpg", mimeType: "image/jpeg", buffer };
}
