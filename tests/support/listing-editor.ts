import type { ListingFields } from "#domain/forms/listing.ts";
import type { Database } from "#server/db/client.ts";
import { photos } from "#server/db/schema.ts";

/** A listing's fields as the editor stores them, for the server tests of /staff/listings. */
export const listingFields = (overrides: Partial<ListingFields> = {}): ListingFields => ({
  street: "12 Elm St",
  unit: null,
  town: "Newton",
  zip: "02459",
  propertyType: "single-family",
  status: "draft",
  listPrice: 1_195_000,
  soldPrice: null,
  soldOn: null,
  beds: 4,
  fullBaths: 2,
  halfBaths: 1,
  livingArea: 2_450,
  lotSize: 9_800,
  yearBuilt: 1928,
  parking: "Two-car garage",
  heatingCooling: "Gas forced air, central air",
  hoaFee: null,
  annualTax: 11_240,
  taxYear: 2026,
  mlsNumber: null,
  headline: "A sunny colonial near the village",
  description: "Four bedrooms on a quiet street.",
  features: ["Renovated kitchen", "Fenced yard"],
  headlineZh: "",
  descriptionZh: "",
  featuresZh: [],
  tourUrl: null,
  floorPlanPhotoId: null,
  memberId: null,
  showingInstructions: "Lockbox on the side door.",
  ...overrides,
});

/** Photo rows as if uploaded (no variants: the editor stores only their ids), each with its own hash, in the order stored since the test's tables were emptied. */
export async function storedListingPhotos(db: Database, count: number) {
  const first = await db.$count(photos);
  const rows = await db
    .insert(photos)
    .values(
      Array.from({ length: count }, (_, index) => ({
        hash: `listing-photo-${String(first + index).padStart(4, "0")}`,
        slot: "listing" as const,
      })),
    )
    .returning({ id: photos.id });
  return rows.map((row) => row.id);
}
