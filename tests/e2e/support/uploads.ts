/** Files the agent uploads in the staff tests: a real photo, and a file that is not one. */
import sharp from "sharp";

/** A real photo, made here: the site's pipeline decodes and re-encodes it. */
export async function jpeg(color: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: color },
  })
    .jpeg()
    .toBuffer();
  return { name: "listing.jpg", mimeType: "image/jpeg", buffer };
}

export const NOT_A_PHOTO = {
  name: "offer-letter.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.7\nthis is a letter, not a photo\n"),
};
