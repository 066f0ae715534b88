import type { ListingFields } from "#domain/forms/listing.ts";
import type { Database } from "#server/db/client.ts";
import { photos } from "#server/db/schema.ts";
import { saveListing } from "#server/listings/editor.ts";
import { saveListingPhotos } from "#server/listings/photos.ts";

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

/**
 * A listing taken from a draft to Active on `listedAt` and to Sold on `soldAt`, with a described
 * cover, as the agent would in /staff/listings: what /portfolio shows.
 */
export async function saveSoldListing(
  db: Database,
  {
    street,
    soldPrice,
    soldOn = null,
    listedAt = new Date(),
    soldAt = new Date(),
  }: { street: string; soldPrice: number; soldOn?: string | null; listedAt?: Date; soldAt?: Date },
): Promise<number> {
  const actor = "agent@example.com";
  const fields = (overrides: Partial<ListingFields>) => listingFields({ street, ...overrides });
  const draft = await saveListing(db, { fields: fields({}), actor, now: listedAt });
  if (!draft.ok) throw new Error("The draft was refused");
  const [cover] = await storedListingPhotos(db, 1);
  // As the editor does: a photo is added, then described.
  for (const changes of [
    { added: [cover!] },
    { alts: new Map([[cover!, `The front of ${street}`]]) },
  ])
    await saveListingPhotos(db, { listingId: draft.id, changes, actor });
  for (const [status, now] of [
    ["active", listedAt],
    ["sold", soldAt],
  ] as const) {
    const saved = await saveListing(db, {
      id: draft.id,
      fields: fields({ status, ...(status === "sold" ? { soldPrice, soldOn } : {}) }),
      actor,
      now,
    });
    if (!saved.ok) throw new Error(`${status}: ${JSON.stringify(saved.errors)}`);
  }
  return draft.id;
}
