import { eq } from "drizzle-orm";
import {
  IMAGE_SLOTS,
  imageUrl,
  isImageSlot,
  uploadedImageUrl,
} from "#domain/images/image-slots.ts";
import type { Database } from "../db/client.ts";
import { photos } from "../db/schema.ts";

/** Where a stored photo's files are: an upload (by hash) or one of the build's images. */
export type PhotoSource = { builtImageId: string | null; hash: string | null; slot: string };

/** The address of a photo's JPEG at the slot's width nearest `width` (a thumbnail, a body image). */
export function photoUrl(photo: PhotoSource, width: number) {
  const slot = isImageSlot(photo.slot) ? photo.slot : "blog";
  const widths = IMAGE_SLOTS[slot].widths;
  const chosen = widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1]!;
  if (photo.builtImageId) return imageUrl(photo.builtImageId, chosen, "jpg");
  return uploadedImageUrl(photo.hash ?? "", chosen, "jpg");
}

/** A photo's thumbnail address for the workspace's forms, or null when there is no such photo. */
export async function photoPreview(db: Database, id: number | null, width = 400) {
  if (id === null) return null;
  const [row] = await db
    .select({ builtImageId: photos.builtImageId, hash: photos.hash, slot: photos.slot })
    .from(photos)
    .where(eq(photos.id, id));
  return row ? photoUrl(row, width) : null;
}

/** What a form says when the photo it carried (a hidden id) is not stored: an old page, or a typed id. */
export const PHOTO_NOT_STORED = "That photo is not stored any more: choose the photo again.";

/** Whether a photo row exists: a form's hidden photo id is checked before a row refers to it. */
export async function isStoredPhoto(db: Database, id: number) {
  const [row] = await db.select({ id: photos.id }).from(photos).where(eq(photos.id, id));
  return row !== undefined;
}
