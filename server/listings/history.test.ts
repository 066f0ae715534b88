import { describe, expect, it } from "vitest";
import { openFileDatabase } from "#tests/support/database.ts";
import { listingFields, storedListingPhotos } from "#tests/support/listing-editor.ts";
import { saveListing } from "./editor.ts";
import { listStaffListings } from "./history.ts";
import { saveListingPhotos } from "./photos.ts";

const { db } = await openFileDatabase();
const AGENT = "agent@example.com";

describe("the team's list of listings", () => {
  it("shows each with its status, address, price and photo count, filtered by status", async () => {
    const draft = await saveListing(db, {
      fields: listingFields({ street: "1 Elm St" }),
      actor: AGENT,
    });
    await saveListing(db, {
      fields: listingFields({ street: "2 Elm St", unit: "3" }),
      actor: AGENT,
    });
    if (!draft.ok) throw new Error("refused");
    await saveListingPhotos(db, {
      listingId: draft.id,
      changes: { added: await storedListingPhotos(db, 3), alts: new Map() },
      actor: AGENT,
    });
    const all = await listStaffListings(db);
    expect(
      all.map(({ street, unit, status, listPrice, photos }) => ({
        street,
        unit,
        status,
        listPrice,
        photos,
      })),
    ).toEqual(
      expect.arrayContaining([
        { street: "1 Elm St", unit: null, status: "draft", listPrice: 1_195_000, photos: 3 },
        { street: "2 Elm St", unit: "3", status: "draft", listPrice: 1_195_000, photos: 0 },
      ]),
    );
    expect(await listStaffListings(db, { status: "active" })).toEqual([]);
    expect(await listStaffListings(db, { status: "draft" })).toHaveLength(2);
  });
});
