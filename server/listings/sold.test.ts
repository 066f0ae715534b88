import { describe, expect, it } from "vitest";
import { createPublicContent } from "#server/content/public-pages.ts";
import { saveSoldHome } from "#server/content/sold-homes.ts";
import { createContentCache } from "#server/content/version.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { listingFields, storedListingPhotos } from "#tests/support/listing-editor.ts";
import { saveListing } from "./editor.ts";
import { saveListingPhotos } from "./photos.ts";
import { daysOnMarket } from "./sold.ts";

const { db } = await openFileDatabase();
const AGENT = "agent@example.com";
const at = (day: number) => new Date(Date.UTC(2026, 9, day, 15));

const content = () =>
  createPublicContent({ db, cache: createContentCache({ generation: () => 0 }) });

async function soldListing(street: string, soldPrice: number) {
  const saved = await saveListing(db, {
    fields: listingFields({ street }),
    actor: AGENT,
    now: at(1),
  });
  if (!saved.ok) throw new Error("refused");
  const [cover] = await storedListingPhotos(db, 1);
  await saveListingPhotos(db, {
    listingId: saved.id,
    changes: { added: [cover!], alts: new Map() },
    actor: AGENT,
  });
  await saveListingPhotos(db, {
    listingId: saved.id,
    changes: { alts: new Map([[cover!, `The front of ${street}`]]) },
    actor: AGENT,
  });
  const fields = { street, listPrice: 1_195_000 };
  await saveListing(db, {
    id: saved.id,
    fields: listingFields({ ...fields, status: "active" }),
    actor: AGENT,
    now: at(2),
  });
  const sold = await saveListing(db, {
    id: saved.id,
    fields: listingFields({ ...fields, status: "sold", soldPrice, soldOn: "2026-10-11" }),
    actor: AGENT,
    now: at(12),
  });
  if (!sold.ok) throw new Error("refused");
}

describe("a Sold listing on /portfolio", () => {
  it("takes its place by price among the sold homes, with its sale, its days on market and its cover", async () => {
    const [photoId] = await storedListingPhotos(db, 1);
    for (const price of [1_500_000, 900_000])
      await saveSoldHome(db, {
        fields: {
          address: `${price} Main St`,
          town: "Newton",
          price,
          beds: 3,
          baths: 2,
          squareFeet: 1800,
          soldOn: null,
          photoId: photoId!,
          photoAlt: "A house",
          listPrice: null,
          daysOnMarket: null,
          sortOrder: 0,
        },
        actor: AGENT,
      });
    await soldListing("12 Elm St", 1_210_000);
    // A listing not sold stays off the portfolio.
    await saveListing(db, { fields: listingFields({ street: "3 Oak St" }), actor: AGENT });

    const homes = await content().soldHomes();
    expect(homes.map((home) => [home.address, home.price])).toEqual([
      ["1500000 Main St", 1_500_000],
      ["12 Elm St", 1_210_000],
      ["900000 Main St", 900_000],
    ]);
    expect(homes[1]).toMatchObject({
      town: "Newton",
      beds: 4,
      baths: 2.5,
      squareFeet: 2_450,
      listPrice: 1_195_000,
      soldOn: "2026-10-11",
      daysOnMarket: 9,
      image: { hash: "listing-photo-0001", slot: "listing", alt: "The front of 12 Elm St" },
    });
    expect(new Set(homes.map((home) => home.key)).size).toBe(3);
  });

  it("counts days on market from the day it was listed in Boston to the day it sold", () => {
    expect(daysOnMarket(new Date("2026-10-02T02:00:00Z"), "2026-10-11")).toBe(10);
    expect(daysOnMarket(null, "2026-10-11")).toBeNull();
    expect(daysOnMarket(new Date("2026-10-01T12:00:00Z"), null)).toBeNull();
  });
});
