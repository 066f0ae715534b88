import { describe, expect, it } from "vitest";
import { createPublicContent } from "#server/content/public-pages.ts";
import { createContentCache } from "#server/content/version.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { listingFields, saveSoldListing } from "#tests/support/listing-editor.ts";
import { saveListing } from "./editor.ts";
import { daysOnMarket } from "./sold.ts";

const { db } = await openFileDatabase();
const at = (day: number) => new Date(Date.UTC(2026, 9, day, 15));

const content = () =>
  createPublicContent({ db, cache: createContentCache({ generation: () => 0 }) });

describe("a Sold listing on /portfolio", () => {
  it("takes its place by price, with its sale, its days on market and its cover", async () => {
    for (const [street, soldPrice] of [
      ["1 High St", 1_500_000],
      ["12 Elm St", 1_210_000],
      ["9 Low St", 900_000],
    ] as const)
      await saveSoldListing(db, {
        street,
        soldPrice,
        soldOn: "2026-10-11",
        listedAt: at(2),
        soldAt: at(12),
      });
    // A listing not sold stays off the portfolio.
    await saveListing(db, { fields: listingFields({ street: "3 Oak St" }), actor: "agent" });

    const homes = await content().soldHomes();
    expect(homes.map((home) => [home.address, home.price])).toEqual([
      ["1 High St", 1_500_000],
      ["12 Elm St", 1_210_000],
      ["9 Low St", 900_000],
    ]);
    expect(homes[1]).toMatchObject({
      town: "Newton",
      beds: 4,
      baths: 2.5,
      squareFeet: 2_450,
      listPrice: 1_195_000,
      soldOn: "2026-10-11",
      daysOnMarket: 9,
      image: { slot: "listing", alt: "The front of 12 Elm St" },
    });
  });

  it("counts days on market from the day it was listed in Boston to the day it sold", () => {
    expect(daysOnMarket(new Date("2026-10-02T02:00:00Z"), "2026-10-11")).toBe(10);
    expect(daysOnMarket(null, "2026-10-11")).toBeNull();
    expect(daysOnMarket(new Date("2026-10-01T12:00:00Z"), null)).toBeNull();
  });
});
