import {
  IMAGE_SLOTS,
  type ImageFormat,
  type ImageSlot,
  imageUrl,
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

/** The file of one width and format of the photo. */
export const photoUrl = (photo: PhotoRef, width: number, format: ImageFormat) =>
  "id" in photo ? imageUrl(photo.id, width, format) : uploadedImageUrl(photo.hash, width, format);

/** The widest JPEG of the photo (an Open Graph image, a feed's picture). */
export function largestJpegUrl(photo: PhotoRef) {
  const widths = IMAGE_SLOTS[photoSlot(photo)].widths;
  return photoUrl(photo, widths[widths.length - 1] ?? 0, "jpg");
}
