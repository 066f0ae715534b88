import { asc, eq, inArray, sql } from "drizzle-orm";
import { MAX_LISTING_PHOTOS } from "#domain/listing.ts";
import { photoUrl } from "../content/staff-photos.ts";
import { isChosenFile, uploadChosenPhoto } from "../content/uploads.ts";
import { recordContentChange } from "../content/version.ts";
import type { Database } from "../db/client.ts";
import { listingPhotos, listings, photos } from "../db/schema.ts";
import type { RateLimiter } from "../rate-limiter.ts";

/**
 * A listing's photos in /staff (issue 41): several uploaded at once through the posts' photo
 * pipeline (each counted by the one upload limit), described one by one, put in order by
 * buttons or by drag. The first is the cover, and a listing a visitor can see keeps a
 * described cover: a change that would leave it without one is refused.
 */

export type ListingPhoto = { photoId: number; alt: string; position: number; thumbnail: string };

export async function listListingPhotos(db: Database, listingId: number): Promise<ListingPhoto[]> {
  const rows = await db
    .select({
      photoId: listingPhotos.photoId,
      alt: listingPhotos.alt,
      position: listingPhotos.position,
      builtImageId: photos.builtImageId,
      hash: photos.hash,
      slot: photos.slot,
    })
    .from(listingPhotos)
    .innerJoin(photos, eq(photos.id, listingPhotos.photoId))
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position));
  return rows.map(({ builtImageId, hash, slot, ...photo }) => ({
    ...photo,
    thumbnail: photoUrl({ builtImageId, hash, slot }, 400),
  }));
}

export const TOO_MANY_LISTING_PHOTOS = `A listing keeps at most ${MAX_LISTING_PHOTOS} photos: remove some before adding more.`;

/**
 * Stores the chosen files as listing photos, in the order chosen, up to the room left. Stops at
 * the first refused file and says which; the ones stored before it are kept.
 */
export async function uploadListingPhotos(
  context: { db: Database; rateLimiter: RateLimiter },
  { files, room, actor }: { files: FormDataEntryValue[]; room: number; actor: string },
): Promise<{
  ids: number[];
  error?: { message: string; status: 400 | 413 | 429 };
}> {
  const chosen = files.filter(isChosenFile);
  if (chosen.length > room)
    return { ids: [], error: { message: TOO_MANY_LISTING_PHOTOS, status: 400 } };
  const ids: number[] = [];
  for (const file of chosen) {
    const outcome = await uploadChosenPhoto(context, { file, slot: "listing", actor });
    if (outcome && !outcome.ok)
      return {
        ids,
        error: { message: `${file.name}: ${outcome.message}`, status: outcome.status },
      };
    if (outcome?.ok) ids.push(outcome.id);
  }
  return { ids };
}

export type PhotoChanges = {
  /** Alt text by photo id, as typed. */
  alts?: ReadonlyMap<number, string>;
  /** Photos taken off the listing. */
  removed?: readonly number[];
  /** New photos, appended in this order. */
  added?: readonly number[];
  /** One photo moved one place. */
  move?: { photoId: number; direction: "up" | "down" };
  /** The whole order at once (a drag): ids not in it keep their relative order after it. */
  order?: readonly number[];
};

/** The ids in their new order. */
export function reorder(ids: number[], { move, order }: Pick<PhotoChanges, "move" | "order">) {
  let result = ids;
  if (order) {
    const known = order.filter((id) => ids.includes(id));
    result = [...new Set(known), ...ids.filter((id) => !known.includes(id))];
  }
  if (move) {
    const from = result.indexOf(move.photoId);
    const to = move.direction === "up" ? from - 1 : from + 1;
    if (from >= 0 && to >= 0 && to < result.length) {
      result = [...result];
      [result[from], result[to]] = [result[to]!, result[from]!];
    }
  }
  return result;
}

export type SavePhotosOutcome = { ok: true } | { ok: false; status: 400 | 404; message: string };

export const COVER_ALT_KEPT =
  "The cover of a listing on the site needs alt text: describe the first photo (or keep the one it had).";

/** Applies the changes in one transaction; a public listing must keep a described cover. */
export async function saveListingPhotos(
  db: Database,
  { listingId, changes, actor }: { listingId: number; changes: PhotoChanges; actor: string },
): Promise<SavePhotosOutcome> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ status: listings.status, street: listings.street, town: listings.town })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!listing) return { ok: false as const, status: 404 as const, message: "No such listing" };
    const current = await tx
      .select({ photoId: listingPhotos.photoId, alt: listingPhotos.alt })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId))
      .orderBy(asc(listingPhotos.position));
    const removed = new Set(changes.removed ?? []);
    const kept = current.filter((photo) => !removed.has(photo.photoId));
    const added = (changes.added ?? []).filter((id) => !kept.some((photo) => photo.photoId === id));
    if (kept.length + added.length > MAX_LISTING_PHOTOS)
      return { ok: false as const, status: 400 as const, message: TOO_MANY_LISTING_PHOTOS };
    const altOf = new Map(kept.map((photo) => [photo.photoId, photo.alt]));
    for (const [id, alt] of changes.alts ?? []) if (altOf.has(id)) altOf.set(id, alt.trim());
    const ids = reorder([...kept.map((photo) => photo.photoId), ...added], changes);
    const cover = ids[0];
    const isPublic = listing.status !== "draft" && listing.status !== "off-market";
    if (isPublic && (cover === undefined || !altOf.get(cover)))
      return { ok: false as const, status: 400 as const, message: COVER_ALT_KEPT };

    await tx.delete(listingPhotos).where(eq(listingPhotos.listingId, listingId));
    if (ids.length > 0)
      await tx.insert(listingPhotos).values(
        ids.map((photoId, position) => ({
          listingId,
          photoId,
          position,
          alt: altOf.get(photoId) ?? "",
        })),
      );
    await recordContentChange(tx, {
      actor,
      action: "saved a listing's photos",
      subject: `${listing.street}, ${listing.town}`,
      detail: { photos: ids.length, added: added.length, removed: removed.size },
    });
    return { ok: true as const };
  });
}

/** The cover's photo row (an open house created from the listing shows it), if it has one. */
export async function coverPhotoId(db: Database, listingId: number): Promise<number | undefined> {
  const [cover] = await db
    .select({ photoId: listingPhotos.photoId })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position))
    .limit(1);
  return cover?.photoId;
}

/** How many photos each listing has (the list in /staff/listings). */
export async function photoCounts(db: Database, listingIds: number[]) {
  if (listingIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ listingId: listingPhotos.listingId, count: sql<number>`count(*)::int` })
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, listingIds))
    .groupBy(listingPhotos.listingId);
  return new Map(rows.map((row) => [row.listingId, row.count]));
}
