import { and, count, eq } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  IMAGE_FORMATS,
  IMAGE_SLOTS,
  UPLOADED_IMAGES_PATH,
  uploadedImageUrl,
} from "#domain/images/image-slots.ts";
import { photos, photoVariants, staffAuditLog } from "#server/db/schema.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { loopbackPort } from "#tests/support/loopback-port.ts";
import {
  encodePhoto,
  findPhotoVariant,
  MAX_PHOTO_BYTES,
  PhotoRejected,
  servePhotoVariants,
  storePhoto,
} from "./photos.ts";

const handle = await openFileDatabase();

/** The EXIF GPS IFD pointer (tag 0x8825) in either byte order: present when a photo carries a position. */
const GPS_TAG = /\x25\x88|\x88\x25/;

/**
 * A phone's photo: stored as 400x600 pixels, sideways (EXIF orientation 6: turn 90° clockwise
 * to view, giving 600x400 with the red left half on top), with the phone's make and the GPS
 * position of the listing.
 */
async function phonePhoto() {
  const red = await sharp({
    create: { width: 200, height: 600, channels: 3, background: "#d00000" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 600, channels: 3, background: "#0000d0" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "42/1 21/1 2860/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "71/1 11/1 3600/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const plain = (format: "png" | "webp") =>
  sharp({ create: { width: 800, height: 600, channels: 4, background: "#3a7" } })
    [format]()
    .toBuffer();

async function rejection(bytes: Buffer) {
  const error = await encodePhoto(bytes, "blog").then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoRejected);
  return (error as PhotoRejected).message;
}

describe("encodePhoto", () => {
  it("turns a phone's photo upright and strips its tags, GPS included, from every size", async () => {
    const input = await phonePhoto();
    const source = await sharp(input).metadata();
    // The fixture really carries what must not survive.
    expect(source.orientation).toBe(6);
    expect(source.exif?.toString("latin1")).toMatch(GPS_TAG);
    expect(source.exif?.toString("latin1")).toContain("TestPhone");

    const photo = await encodePhoto(input, "portfolio");
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 600, height: 400 });
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif, `${variant.width}.${variant.format}`).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
    }
    // Upright: the red half that was on the left is now on top.
    const jpg = photo.variants.find((v) => v.format === "jpg" && v.width === 400)!;
    const { data, info } = await sharp(jpg.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
    expect(pixel(200, 10)[0]).toBeGreaterThan(150);
    expect(pixel(200, info.height - 10)[2]).toBeGreaterThan(150);
  });

  it("writes each of the slot's widths, cropped to its shape, as AVIF, WebP and JPEG", async () => {
    const photo = await encodePhoto(await plain("png"), "portfolio");
    const { widths, aspect } = IMAGE_SLOTS.portfolio;
    const [card, ...others] = photo.variants.toSorted((a, b) => a.crop.localeCompare(b.crop));
    expect(others.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      widths.flatMap((w) => IMAGE_FORMATS.map((f) => `${w}.${f}`)).sort(),
    );
    // And the Open Graph card, 1200 × 630, as a JPEG.
    expect(card).toMatchObject({ crop: "card", format: "jpg" });
    expect(await sharp(card!.bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
    for (const variant of others) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[variant.format]);
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(Math.round((variant.width * aspect[1]) / aspect[0]));
    }
  });

  it("accepts JPEG, PNG, WebP and the HEIF files the image library reads", async () => {
    const heif = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#888" },
    })
      .heif({ compression: "av1" })
      .toBuffer();
    for (const input of [await phonePhoto(), await plain("png"), await plain("webp"), heif]) {
      await expect(encodePhoto(input, "portfolio")).resolves.toMatchObject({ slot: "portfolio" });
    }
  });

  it("refuses a file that is not an image, a corrupt one, an empty one and one over 20 MB", async () => {
    expect(await rejection(Buffer.from("Name,Phone\nPriya,617-555-0100\n"))).toMatch(
      /not a photo.*JPEG, PNG, WebP or HEIC/,
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await rejection(gif)).toMatch(/not a photo/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await rejection(svg)).toMatch(/not a photo/);
    const jpeg = await phonePhoto();
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toMatch(
      /JPEG file is damaged or incomplete/,
    );
    expect(await rejection(Buffer.alloc(0))).toMatch(/empty/);
    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect(await rejection(huge)).toMatch(/limit is 20 MB/);
  });
});

describe("storePhoto and findPhotoVariant", () => {
  const upload = async (bytes: Buffer) =>
    storePhoto(handle.db, {
      bytes,
      slot: "blog",
      fileName: "IMG_0001.JPG",
      actor: "agent@example.com",
    });

  it("stores the sizes under a content-hashed address and serves each one", async () => {
    const stored = await upload(await phonePhoto());
    for (const width of IMAGE_SLOTS.blog.widths) {
      for (const format of IMAGE_FORMATS) {
        const url = uploadedImageUrl(stored.hash, width, format);
        const served = await findPhotoVariant(handle.db, url.split("/").pop()!);
        expect(served?.contentType, url).toBe(
          { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[format],
        );
        expect((await sharp(served!.bytes).metadata()).width).toBe(width);
      }
    }
    const [audit] = await handle.db.select().from(staffAuditLog);
    expect(audit).toMatchObject({ actor: "agent@example.com", action: "uploaded a photo" });
  });

  it("answers null for an address it does not hold", async () => {
    const stored = await upload(await phonePhoto());
    expect(await findPhotoVariant(handle.db, `${stored.hash}-123.jpg`)).toBeNull();
    expect(await findPhotoVariant(handle.db, `${"0".repeat(20)}-400.jpg`)).toBeNull();
    expect(await findPhotoVariant(handle.db, `${stored.hash}-400.gif`)).toBeNull();
    expect(await findPhotoVariant(handle.db, "../../etc/passwd")).toBeNull();
  });

  it("answers a width its slot gained after the upload with the next wider size it holds", async () => {
    const stored = await upload(await phonePhoto());
    // As a photo uploaded before the slot listed 1280 px would be: its widest size removed.
    const [photo] = await handle.db.select().from(photos);
    await handle.db
      .delete(photoVariants)
      .where(and(eq(photoVariants.photoId, photo!.id), eq(photoVariants.width, 1280)));
    const served = await findPhotoVariant(handle.db, `${stored.hash}-1280.avif`);
    expect((await sharp(served!.bytes).metadata()).width).toBe(960);
    // A width the slot does not list is still unknown.
    expect(await findPhotoVariant(handle.db, `${stored.hash}-1000.avif`)).toBeNull();
  });

  it("serves its 1200 × 630 card, cut on the first request for a photo stored without one", async () => {
    const stored = await upload(await phonePhoto());
    const cardOf = async () =>
      sharp((await findPhotoVariant(handle.db, `${stored.hash}-card.jpg`))!.bytes).metadata();
    expect(await cardOf()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(await findPhotoVariant(handle.db, `${stored.hash}-card.webp`)).toBeNull();
    // As a photo uploaded before its slot had a card.
    await handle.db.delete(photoVariants).where(eq(photoVariants.crop, "card"));
    expect(await cardOf()).toMatchObject({ width: 1200, height: 630 });
    expect(
      await handle.db
        .select({ n: count() })
        .from(photoVariants)
        .where(eq(photoVariants.crop, "card")),
    ).toEqual([{ n: 1 }]);
  });

  it("keeps one photo when the same file is uploaded twice", async () => {
    const bytes = await phonePhoto();
    const [first, second] = [await upload(bytes), await upload(bytes)];
    expect(second).toEqual(first);
    expect(await handle.db.select({ n: count() }).from(photos)).toEqual([{ n: 1 }]);
  });

  it("stores nothing for a refused file", async () => {
    await expect(upload(Buffer.from("%PDF-1.7 not a photo"))).rejects.toBeInstanceOf(PhotoRejected);
    expect(await handle.db.select({ n: count() }).from(photos)).toEqual([{ n: 0 }]);
    expect(await handle.db.select({ n: count() }).from(staffAuditLog)).toEqual([{ n: 0 }]);
  });

  it("serves a stored size over HTTP with a year's immutable caching, and 404 for others", async () => {
    const stored = await upload(await phonePhoto());
    const app = express();
    app.get(
      `${UPLOADED_IMAGES_PATH}/:file`,
      servePhotoVariants(handle.db, "public, max-age=31536000, immutable"),
    );
    app.use((_req, res) => res.status(404).send("Not found"));
    const server = app.listen(0, "127.0.0.1");
    const origin = `http://127.0.0.1:${await loopbackPort(server)}`;
    try {
      const response = await fetch(origin + uploadedImageUrl(stored.hash, 640, "webp"));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(640);
      const missing = await fetch(origin + uploadedImageUrl(stored.hash, 641, "webp"));
      expect(missing.status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
