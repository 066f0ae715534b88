import {
  CARD_VARIANT,
  IMAGE_SLOTS,
  type ImageFormat,
  type ImageSlot,
  imageUrl,
  SOCIAL_CARD,
  slotOf,
  uploadedImageUrl,
} from "./image-slots.ts";

/**
 * A photo as a page draws it: one the build encodes from media/originals (its
 * image id, served under /images) or one uploaded in /staff (its content hash and
 * slot, served from the database under /media/u; server/content/photos.ts).
 */
export type PhotoRef = { id: string; alt: string } | { hash: string; slot: ImageSlot; alt: string };

export const photoSlot = (photo: PhotoRef): ImageSlot =>
  "id" in photo ? slotOf(photo.id) : photo.slot;

/** The file of one width (or the card) and format of the photo. */
export const photoUrl = (
  photo: PhotoRef,
  width: number | typeof CARD_VARIANT,
  format: ImageFormat,
) =>
  "id" in photo ? imageUrl(photo.id, width, format) : uploadedImageUrl(photo.hash, width, format);

/** The widest JPEG of the photo (an Open Graph image, a feed's picture). */
export function largestJpegUrl(photo: PhotoRef) {
  const widths = IMAGE_SLOTS[photoSlot(photo)].widths;
  return photoUrl(photo, widths[widths.length - 1] ?? 0, "jpg");
}

/**
 * The photo as a page's Open Graph image: its 1200 × 630 card where its slot has one, else its
 * widest JPEG; with the size the file has.
 */
export function socialImage(photo: PhotoRef): { url: string; width: number; height: number } {
  const slot = IMAGE_SLOTS[photoSlot(photo)];
  if (slot.card) return { url: photoUrl(photo, CARD_VARIANT, "jpg"), ...SOCIAL_CARD };
  const width = slot.widths.at(-1) ?? 0;
  return {
    url: largestJpegUrl(photo),
    width,
    height: Math.round((width * slot.aspect[1]) / slot.aspect[0]),
  };
}
