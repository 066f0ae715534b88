import type { ImageSlot } from "#domain/images/image-slots.ts";
import type { PhotoRef } from "#domain/images/photo-ref.ts";

type PhotoColumns = { builtImageId: string | null; hash: string | null; slot: string | null };

/** Where a stored photo's files are: the build's /images or the database's /media/u. */
export function photoRefOf(photo: PhotoColumns, alt: string): PhotoRef | null {
  if (photo.builtImageId) return { id: photo.builtImageId, alt };
  if (photo.hash && photo.slot) return { hash: photo.hash, slot: photo.slot as ImageSlot, alt };
  return null;
}
