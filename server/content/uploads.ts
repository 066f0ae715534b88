import type { ImageSlot } from "#domain/images/image-slots.ts";
import type { Database } from "../db/client.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import { MAX_PHOTO_BYTES, PhotoRejected, storePhoto } from "./photos.ts";

/**
 * A photo chosen in one of the workspace's forms (a post's cover, a photo in
 * its body, a sold home's photo), checked, counted and stored through the
 * pipeline (photos.ts). A refused file stores nothing and says why, for the
 * field that chose it.
 */

export type UploadOutcome =
  | { ok: true; id: number; hash: string }
  | { ok: false; message: string; status: 400 | 413 | 429 };

export const TOO_MANY_PHOTOS =
  "Too many photos uploaded in the last minute. Wait a minute, then choose the photo again.";

/** The one limit on every form that uploads a photo: 20 a member a minute (server/rate-limiter.ts). */
export const allowPhotoUpload = (rateLimiter: RateLimiter, actor: string) =>
  rateLimiter.allow("staff-photo", actor);

/** Whether the form's file field holds a chosen file (an empty file input posts a nameless, empty part). */
export const isChosenFile = (value: FormDataEntryValue | null): value is File =>
  typeof value === "object" && value !== null && (value.size > 0 || value.name !== "");

/** Stores a chosen file for `slot` on behalf of `actor`; null when no file was chosen. */
export async function uploadChosenPhoto(
  { db, rateLimiter }: { db: Database; rateLimiter: RateLimiter },
  { file, slot, actor }: { file: FormDataEntryValue | null; slot: ImageSlot; actor: string },
): Promise<UploadOutcome | null> {
  if (!isChosenFile(file)) return null;
  if (file.size > MAX_PHOTO_BYTES) {
    const megabytes = (file.size / 1024 / 1024).toFixed(1);
    return {
      ok: false,
      status: 413,
      message: `This photo is ${megabytes} MB; the limit is 20 MB. Export a smaller copy and try again.`,
    };
  }
  if (!(await allowPhotoUpload(rateLimiter, actor)))
    return { ok: false, status: 429, message: TOO_MANY_PHOTOS };
  try {
    const stored = await storePhoto(db, {
      bytes: Buffer.from(await file.arrayBuffer()),
      slot,
      // Kept for the audit log and the team's list; a path from an old browser is cut to its name.
      fileName: (file.name.split(/[\\/]/).pop() || "photo").slice(0, 200),
      actor,
    });
    return { ok: true, ...stored };
  } catch (error) {
    if (error instanceof PhotoRejected) return { ok: false, status: 400, message: error.message };
    throw error;
  }
}
