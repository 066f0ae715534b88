import { createHash } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import type { RequestHandler } from "express";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import encoderSettings from "#domain/images/image-encoders.json";
import {
  CARD_VARIANT,
  IMAGE_FORMATS,
  IMAGE_SLOTS,
  type ImageFormat,
  type ImageSlot,
  type PhotoCrop,
  SOCIAL_CARD,
} from "#domain/images/image-slots.ts";
import type { Database } from "../db/client.ts";
import { photos, photoVariants } from "../db/schema.ts";
import { recordAudit } from "../staff/audit.ts";

/**
 * Photos uploaded in /staff: checked, turned upright, stripped of every tag
 * (a phone's photo carries the GPS position where it was taken), cropped to
 * their slot and encoded at the slot's widths as AVIF, WebP and JPEG with the
 * settings the build uses for media/originals. The variants are stored in the
 * database, so every server process on one PostgreSQL serves them
 * (docs/decisions/029-content-in-the-database.md).
 */

/** The limit for one upload. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** What sharp reports for the formats a phone or laptop sends, and what the team calls them. */
const ACCEPTED_FORMATS: Partial<Record<string, string>> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  heif: "HEIC",
};

/**
 * The longest side of the upright working copy the variants are cut from: above
 * the widest width any slot encodes (1920), so no variant is upscaled from it,
 * and a 48-megapixel photo is decoded once instead of once per width.
 */
const WORKING_MAX_PX = 2560;

/** Part of every photo's hash: bump it when the encoding changes, so no address serves two different files. */
const ENCODING_VERSION = "photo-encoding-1";

const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(encoderSettings.avif),
  webp: (image) => image.webp(encoderSettings.webp),
  jpg: (image) => image.jpeg(encoderSettings.jpg),
};

const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** An upload the site will not store; the message is for the person who chose the file. */
export class PhotoRejected extends Error {
  override name = "PhotoRejected";
}

export type PhotoVariant = { crop: PhotoCrop; width: number; format: ImageFormat; bytes: Buffer };

/** The Open Graph card cut from `image` (the upright working copy, or a wider variant). */
const encodeCard = (image: Sharp) =>
  ENCODE.jpg(
    image.resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: "cover", position: "attention" }),
  ).toBuffer();

export type EncodedPhoto = {
  /** The variants' address: a hash of the upload, its slot and the encoding. */
  hash: string;
  slot: ImageSlot;
  originalFormat: string;
  originalBytes: number;
  /** The upright photo's size, before cropping. */
  width: number;
  height: number;
  variants: PhotoVariant[];
};

const NOT_A_PHOTO =
  "This file is not a photo the site can use. Choose a JPEG, PNG, WebP or HEIC image.";

/** Checks and encodes an upload; throws PhotoRejected with a message for the team. */
export async function encodePhoto(input: Buffer, slot: ImageSlot): Promise<EncodedPhoto> {
  if (input.byteLength === 0) throw new PhotoRejected("The file is empty. Choose a photo.");
  if (input.byteLength > MAX_PHOTO_BYTES) {
    const megabytes = (input.byteLength / 1024 / 1024).toFixed(1);
    throw new PhotoRejected(
      `This photo is ${megabytes} MB; the limit is 20 MB. Export a smaller copy and try again.`,
    );
  }
  const format = await sharp(input)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS[format]) throw new PhotoRejected(NOT_A_PHOTO);

  let working: { data: Buffer; info: OutputInfo };
  try {
    // rotate(): upright by the EXIF orientation. The raw pixels carry no tags at all, so
    // nothing of the original's metadata (GPS, camera, owner) reaches the variants.
    working = await sharp(input)
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize({
        width: WORKING_MAX_PX,
        height: WORKING_MAX_PX,
        fit: "inside",
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected(
      format === "heif"
        ? "This HEIC photo cannot be read here. Export it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible) and upload that."
        : `This ${ACCEPTED_FORMATS[format]} file is damaged or incomplete. Export the photo again and upload the new file.`,
    );
  }
  const { data, info } = working;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const [aspectW, aspectH] = IMAGE_SLOTS[slot].aspect;
  const variants = await Promise.all(
    IMAGE_SLOTS[slot].widths.flatMap((width) => {
      const height = Math.round((width * aspectH) / aspectW);
      return IMAGE_FORMATS.map(async (variantFormat) => {
        const cropped = sharp(data, { raw }).resize(
          width,
          height,
          IMAGE_SLOTS[slot].fit === "contain"
            ? { fit: "contain", background: "#ffffff" }
            : { fit: "cover", position: "attention" },
        );
        const bytes = await ENCODE[variantFormat](cropped).toBuffer();
        const variant: PhotoVariant = { crop: "slot", width, format: variantFormat, bytes };
        return variant;
      });
    }),
  );
  if (IMAGE_SLOTS[slot].card)
    variants.push({
      crop: CARD_VARIANT,
      width: SOCIAL_CARD.width,
      format: "jpg",
      bytes: await encodeCard(sharp(data, { raw })),
    });
  const hash = createHash("sha256")
    .update(`${ENCODING_VERSION}\0${slot}\0`)
    .update(input)
    .digest("hex")
    .slice(0, 20);
  return {
    hash,
    slot,
    originalFormat: format,
    originalBytes: input.byteLength,
    width: info.width,
    height: info.height,
    variants,
  };
}

export type StoredPhoto = { id: number; hash: string };

/**
 * Encodes and stores an upload with its audit entry, all or nothing. The same file
 * uploaded again for the same slot is the photo already stored (same hash).
 */
export async function storePhoto(
  db: Database,
  upload: { bytes: Buffer; slot: ImageSlot; fileName: string; actor: string },
): Promise<StoredPhoto> {
  const photo = await encodePhoto(upload.bytes, upload.slot);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(photos)
      .values({
        hash: photo.hash,
        slot: photo.slot,
        originalName: upload.fileName,
        originalFormat: photo.originalFormat,
        originalBytes: photo.originalBytes,
        width: photo.width,
        height: photo.height,
        uploadedBy: upload.actor,
      })
      .onConflictDoNothing({ target: photos.hash })
      .returning({ id: photos.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.hash, photo.hash));
      if (!existing) throw new Error(`Photo ${photo.hash} vanished while being stored`);
      return { id: existing.id, hash: photo.hash };
    }
    await tx
      .insert(photoVariants)
      .values(photo.variants.map((variant) => ({ photoId: inserted.id, ...variant })));
    await recordAudit(tx, {
      actor: upload.actor,
      action: "uploaded a photo",
      subject: upload.fileName,
      detail: { photoId: inserted.id, slot: photo.slot },
    });
    return { id: inserted.id, hash: photo.hash };
  });
}

const isImageFormat = (value: string): value is ImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(value);

/** `<hash>-<width>.<format>` or `<hash>-card.jpg`, the file names under UPLOADED_IMAGES_PATH (domain/images/image-slots.ts). */
const VARIANT_FILE = /^([0-9a-f]{20})-(\d{1,5}|card)\.(avif|webp|jpg)$/;

export type ServedVariant = { bytes: Buffer; contentType: string };

/**
 * The card of a photo stored before its slot had one: cut from its widest JPEG and kept, so the
 * next request reads it. Null when its slot has no card.
 */
async function addMissingCard(db: Database, photo: { id: number; slot: ImageSlot }) {
  if (!IMAGE_SLOTS[photo.slot]?.card) return null;
  const [widest] = await db
    .select({ bytes: photoVariants.bytes })
    .from(photoVariants)
    .where(
      and(
        eq(photoVariants.photoId, photo.id),
        eq(photoVariants.crop, "slot"),
        eq(photoVariants.format, "jpg"),
      ),
    )
    .orderBy(desc(photoVariants.width))
    .limit(1);
  if (!widest) return null;
  const bytes = await encodeCard(sharp(widest.bytes));
  await db
    .insert(photoVariants)
    .values({
      photoId: photo.id,
      crop: CARD_VARIANT,
      width: SOCIAL_CARD.width,
      format: "jpg",
      bytes,
    })
    .onConflictDoNothing();
  return bytes;
}

/** A photo's card (`<hash>-card.jpg`), made on the first request for an older photo. */
async function findCard(db: Database, hash: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ id: photos.id, slot: photos.slot, bytes: photoVariants.bytes })
    .from(photos)
    .leftJoin(
      photoVariants,
      and(eq(photoVariants.photoId, photos.id), eq(photoVariants.crop, CARD_VARIANT)),
    )
    .where(eq(photos.hash, hash));
  if (!row) return null;
  return row.bytes ?? addMissingCard(db, row);
}

/**
 * The stored variant an address under UPLOADED_IMAGES_PATH names, or null. A width
 * the photo's slot lists but the photo lacks (the slot gained it after the upload)
 * is answered with the next wider stored one, or the widest: the page's srcset
 * names the slot's widths of today.
 */
export async function findPhotoVariant(
  db: Database,
  fileName: string,
): Promise<ServedVariant | null> {
  const match = VARIANT_FILE.exec(fileName);
  if (!match) return null;
  const [, hash = "", widthText = "", format = ""] = match;
  if (!isImageFormat(format)) return null;
  if (widthText === CARD_VARIANT) {
    const card = format === "jpg" ? await findCard(db, hash) : null;
    return card && { bytes: card, contentType: CONTENT_TYPES.jpg };
  }
  const width = Number(widthText);
  const stored = await db
    .select({ id: photos.id, slot: photos.slot, width: photoVariants.width })
    .from(photoVariants)
    .innerJoin(photos, eq(photos.id, photoVariants.photoId))
    .where(
      and(eq(photos.hash, hash), eq(photoVariants.crop, "slot"), eq(photoVariants.format, format)),
    )
    .orderBy(asc(photoVariants.width));
  const listed = stored[0] !== undefined && IMAGE_SLOTS[stored[0].slot]?.widths.includes(width);
  const chosen =
    stored.find((row) => row.width === width) ??
    (listed ? (stored.find((row) => row.width > width) ?? stored.at(-1)) : undefined);
  if (!chosen) return null;
  const [row] = await db
    .select({ bytes: photoVariants.bytes })
    .from(photoVariants)
    .where(
      and(
        eq(photoVariants.photoId, chosen.id),
        eq(photoVariants.crop, "slot"),
        eq(photoVariants.width, chosen.width),
        eq(photoVariants.format, format),
      ),
    );
  return row ? { bytes: row.bytes, contentType: CONTENT_TYPES[format] } : null;
}

/**
 * Answers GET <UPLOADED_IMAGES_PATH>/:file with the stored variant; an unknown address
 * falls through (to the plain 404 for media). `cacheControl`: the server's policy for
 * immutable files, which these are: a new upload gets a new hash.
 */
export function servePhotoVariants(db: Database, cacheControl: string): RequestHandler {
  return async (req, res, next) => {
    const variant = await findPhotoVariant(db, String(req.params.file));
    if (!variant) return next();
    res.setHeader("Cache-Control", cacheControl);
    res.type(variant.contentType).send(variant.bytes);
  };
}
