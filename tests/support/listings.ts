/**
 * Listings as the team's editor stores them (server/db/schema/listings.ts), for the tests of
 * what visitors get until the editor's own functions land: the row, its photos in order (through
 * the photo pipeline, so the pages serve real images, or as bare rows where no file is asked
 * for), its price history.
 */
import sharp from "sharp";
import { listingSlug } from "#domain/listing.ts";
import { storePhoto } from "#server/content/photos.ts";
import { bumpContentVersion } from "#server/content/version.ts";
import type { Database } from "#server/db/client.ts";
import { listingChanges, listingPhotos, listings, photos } from "#server/db/schema.ts";

export const LISTING_AGENT = "agent@example.com";

export type ListingRow = typeof listings.$inferInsert;

/** A Newton colonial, Active, with `overrides` over its fields. */
export const listingFields = (overrides: Partial<ListingRow> = {}): ListingRow => {
  const fields = {
    street: "12 Elm St",
    unit: null,
    town: "Newton",
    zip: "02458",
    propertyType: "single-family" as const,
    status: "active" as const,
    listPrice: 1_250_000,
    beds: 4,
    fullBaths: 2,
    halfBaths: 1,
    livingArea: 2600,
    lotSize: 9800,
    yearBuilt: 1928,
    parking: "Two-car garage",
    heatingCooling: "Gas forced air, central air",
    hoaFee: null,
    annualTax: 12_000,
    taxYear: 2026,
    mlsNumber: "73412345",
    headline: "A sunlit colonial near the village",
    description: "## The house\n\nA **sunlit** colonial on a quiet street.",
    features: ["Renovated kitchen", "Fenced yard"],
    showingInstructions: "Lockbox code 4321",
    createdBy: LISTING_AGENT,
    ...overrides,
  };
  return { slug: listingSlug(fields), ...fields };
};

/** A small photo for the pipeline; `shade` tells two apart (a different file, a different hash). */
async function smallPhoto(shade: number) {
  return sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: shade, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
}

/**
 * Stores a listing with `photoCount` photos (the first is the cover), its "listed" change and
 * the content version's bump, as a save in the editor does. `encode`: through the photo
 * pipeline (real files); otherwise bare rows whose addresses lead nowhere (fast).
 */
export async function insertListing(
  db: Database,
  overrides: Partial<ListingRow> = {},
  {
    photoCount = 3,
    encode = false,
    listedAt,
  }: { photoCount?: number; encode?: boolean; listedAt?: Date } = {},
) {
  const fields = listingFields(overrides);
  const [row] = await db.insert(listings).values(fields).returning();
  const listing = row!;
  for (let position = 0; position < photoCount; position += 1) {
    const photoId = encode
      ? (
          await storePhoto(db, {
            bytes: await smallPhoto(20 + ((listing.id * 37 + position * 11) % 200)),
            slot: "hero",
            fileName: `photo-${position}.jpg`,
            actor: LISTING_AGENT,
          })
        ).id
      : await bareListingPhoto(db, listing.id, position);
    await db.insert(listingPhotos).values({
      listingId: listing.id,
      photoId,
      alt: `${fields.street}, photo ${position + 1}`,
      position,
    });
  }
  await db.insert(listingChanges).values({
    listingId: listing.id,
    kind: "listed",
    status: listing.status,
    price: listing.listPrice,
    changedBy: LISTING_AGENT,
    ...(listedAt ? { changedAt: listedAt } : {}),
  });
  await bumpContentVersion(db);
  return listing;
}

/** A photo row with no files: a hash of its listing and place. */
async function bareListingPhoto(db: Database, listingId: number, position: number) {
  const hash = `${listingId.toString(16).padStart(8, "0")}${position.toString(16).padStart(12, "0")}`;
  const [photo] = await db.insert(photos).values({ hash, slot: "hero" }).returning();
  return photo!.id;
}
