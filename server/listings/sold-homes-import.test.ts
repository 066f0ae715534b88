import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importInitialContent } from "#server/content/import.ts";
import { createPublicContent } from "#server/content/public-pages.ts";
import { createContentCache } from "#server/content/version.ts";
import { contentImports, listingChanges, listings, soldHomes } from "#server/db/schema.ts";
import { SEED_POSTS_DIR } from "#server/db/seed/posts.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { listingFields, storedListingPhotos } from "#tests/support/listing-editor.ts";
import { saveListing } from "./editor.ts";

const { db } = await openFileDatabase();
const AGENT = "agent@example.com";
const importContent = () => importInitialContent(db, { blogDir: SEED_POSTS_DIR });
const portfolio = () =>
  createPublicContent({ db, cache: createContentCache({ generation: () => 0 }) }).soldHomes();

describe("the portfolio's sold homes become Sold listings", () => {
  it("copies the homes a database kept before listings, once, leaving those already listed", async () => {
    await importContent();
    // A database from before this step: a home the team added by hand, one she has since
    // typed again as a listing, and the copy not yet made.
    const [photoId] = await storedListingPhotos(db, 1);
    const home = {
      town: "Newton",
      beds: 3,
      baths: 2.5,
      squareFeet: 1_900,
      photoId: photoId!,
      photoAlt: "A yellow cape with a red door",
    };
    await db.insert(soldHomes).values([
      {
        ...home,
        address: "4 Added Rd",
        price: 1_320_000,
        listPrice: 1_249_000,
        daysOnMarket: 8,
        soldOn: "2026-05-20",
      },
      { ...home, address: "5 Typed Again Rd", price: 700_000 },
    ]);
    await saveListing(db, {
      fields: listingFields({ street: "5 Typed Again Rd", town: "Newton" }),
      actor: AGENT,
    });
    const before = (await db.select({ id: listings.id }).from(listings)).length;
    await db.delete(listings).where(eq(listings.createdBy, "import"));
    await db.delete(contentImports).where(eq(contentImports.name, "sold-homes-to-listings"));

    expect((await importContent()).soldListings).toBe(10);
    expect((await db.select({ id: listings.id }).from(listings)).length).toBe(before + 1);
    const homes = await portfolio();
    const added = homes.find((card) => card.address === "4 Added Rd");
    expect(added).toMatchObject({
      price: 1_320_000,
      listPrice: 1_249_000,
      daysOnMarket: 8,
      soldOn: "2026-05-20",
      baths: 2.5,
      image: { alt: "A yellow cape with a red door" },
    });
    expect(homes.map((card) => card.price)).toEqual(
      homes.map((card) => card.price).sort((a, b) => b - a),
    );
    // The one typed again as a listing (a draft) is not on the portfolio twice, nor at all.
    expect(homes.some((card) => card.address === "5 Typed Again Rd")).toBe(false);

    expect((await importContent()).soldListings).toBe(0);
    expect((await db.select({ id: listings.id }).from(listings)).length).toBe(before + 1);
  });

  it("keeps a copied home's price history empty when the team saves it again", async () => {
    await importContent();
    const [copied] = await db
      .select()
      .from(listings)
      .where(eq(listings.street, "18 Fairmont Avenue"));
    const saved = await saveListing(db, {
      id: copied!.id,
      fields: listingFields({
        street: copied!.street,
        town: copied!.town,
        status: "sold",
        listPrice: copied!.listPrice,
        soldPrice: copied!.soldPrice,
        zip: "02459",
      }),
      actor: AGENT,
    });
    expect(saved).toMatchObject({ ok: true, slug: copied!.slug });
    expect(
      await db.select().from(listingChanges).where(eq(listingChanges.listingId, copied!.id)),
    ).toEqual([]);
  });
});
