import { describe, expect, it } from "vitest";
import { MAX_LISTING_PHOTOS } from "#domain/listing.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { listingFields, storedListingPhotos } from "#tests/support/listing-editor.ts";
import { saveListing } from "./editor.ts";
import {
  COVER_ALT_KEPT,
  listListingPhotos,
  reorder,
  saveListingPhotos,
  TOO_MANY_LISTING_PHOTOS,
} from "./photos.ts";

const { db } = await openFileDatabase();
const AGENT = "agent@example.com";

async function draft() {
  const saved = await saveListing(db, { fields: listingFields(), actor: AGENT });
  if (!saved.ok) throw new Error("the draft was refused");
  return saved.id;
}

describe("a listing's photos", () => {
  it("keep the order chosen, move one place by a button, and take a dragged order", async () => {
    const listingId = await draft();
    const [a, b, c, d] = await storedListingPhotos(db, 4);
    await saveListingPhotos(db, { listingId, changes: { added: [a!, b!, c!, d!] }, actor: AGENT });
    const order = async () =>
      (await listListingPhotos(db, listingId)).map((photo) => photo.photoId);
    expect(await order()).toEqual([a, b, c, d]);
    await saveListingPhotos(db, {
      listingId,
      changes: { move: { photoId: c!, direction: "up" } },
      actor: AGENT,
    });
    expect(await order()).toEqual([a, c, b, d]);
    await saveListingPhotos(db, { listingId, changes: { order: [d!, a!] }, actor: AGENT });
    expect(await order()).toEqual([d, a, c, b]);
    // The cover cannot move up, the last cannot move down.
    expect(reorder([1, 2], { move: { photoId: 1, direction: "up" } })).toEqual([1, 2]);
    expect(reorder([1, 2], { move: { photoId: 2, direction: "down" } })).toEqual([1, 2]);
  });

  it("keep each photo's alt text, and a removed photo leaves the listing", async () => {
    const listingId = await draft();
    const [a, b] = await storedListingPhotos(db, 2);
    await saveListingPhotos(db, {
      listingId,
      changes: { added: [a!, b!] },
      actor: AGENT,
    });
    await saveListingPhotos(db, {
      listingId,
      changes: { alts: new Map([[b!, "  The kitchen's island  "]]), removed: [a!] },
      actor: AGENT,
    });
    expect(await listListingPhotos(db, listingId)).toMatchObject([
      { photoId: b, alt: "The kitchen's island", position: 0 },
    ]);
  });

  it("refuse more than a listing keeps", async () => {
    const listingId = await draft();
    const ids = await storedListingPhotos(db, MAX_LISTING_PHOTOS + 1);
    expect(
      await saveListingPhotos(db, { listingId, changes: { added: ids }, actor: AGENT }),
    ).toEqual({
      ok: false,
      status: 400,
      message: TOO_MANY_LISTING_PHOTOS,
    });
    expect(await listListingPhotos(db, listingId)).toEqual([]);
  });

  it("never leave a listing on the site with a cover nobody described", async () => {
    const listingId = await draft();
    const [a, b] = await storedListingPhotos(db, 2);
    await saveListingPhotos(db, {
      listingId,
      changes: { added: [a!, b!], alts: new Map() },
      actor: AGENT,
    });
    await saveListingPhotos(db, {
      listingId,
      changes: { alts: new Map([[a!, "The front of the house"]]) },
      actor: AGENT,
    });
    await saveListing(db, {
      id: listingId,
      fields: listingFields({ status: "active" }),
      actor: AGENT,
    });
    const refused = { ok: false, status: 400, message: COVER_ALT_KEPT };
    expect(
      await saveListingPhotos(db, {
        listingId,
        changes: { move: { photoId: b!, direction: "up" } },
        actor: AGENT,
      }),
    ).toEqual(refused);
    expect(
      await saveListingPhotos(db, {
        listingId,
        changes: { alts: new Map([[a!, " "]]) },
        actor: AGENT,
      }),
    ).toEqual(refused);
    expect((await listListingPhotos(db, listingId))[0]).toMatchObject({
      photoId: a,
      alt: "The front of the house",
    });
  });
});
