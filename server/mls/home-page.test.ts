import { describe, expect, it } from "vitest";
import { openFileDatabase } from "#tests/support/database.ts";
import { insertListing } from "#tests/support/listings.ts";
import { insertMlsHome } from "#tests/support/mls-homes.ts";
import { lookUpMlsHome, mlsSitemapExtent, mlsSitemapHomes } from "./home-page.ts";

const handle = await openFileDatabase();
const NOW = new Date("2026-11-25T15:00:00Z");
const SLUG = "73000001-45-walnut-st-newton-ma-02459";
const lookUp = (slug: string) => lookUpMlsHome(handle.db, slug, NOW);

describe("a home's page from the MLS (/homes/<ListingId>-<address>)", () => {
  it("answers the home with its photos in order, upcoming open houses and the office", async () => {
    await insertMlsHome(
      handle.db,
      {},
      {
        photos: 3,
        openHouses: [
          { startsAt: new Date("2026-11-20T17:00:00Z"), endsAt: new Date("2026-11-20T19:00:00Z") },
          { startsAt: new Date("2026-11-29T17:00:00Z"), endsAt: new Date("2026-11-29T19:00:00Z") },
        ],
      },
    );
    const found = await lookUp(SLUG);
    expect(found?.kind).toBe("home");
    if (found?.kind !== "home") return;
    expect(found.home.photos.map((photo) => photo.url)).toEqual([
      "https://photos.example-mls.com/73000001/0.jpg",
      "https://photos.example-mls.com/73000001/1.jpg",
      "https://photos.example-mls.com/73000001/2.jpg",
    ]);
    expect(found.home.openHouses.map((house) => house.startsAt.toISOString())).toEqual([
      "2026-11-29T17:00:00.000Z",
    ]);
    expect([found.home.street, found.home.office, found.home.agent]).toEqual([
      "45 Walnut St",
      "Elm Realty",
      "Pat Broker",
    ]);
  });

  it("answers 410 for a home that left the feed, 404 for one never known", async () => {
    await insertMlsHome(handle.db, { removedAt: NOW });
    expect(await lookUp(SLUG)).toEqual({ kind: "gone" });
    expect(await lookUp("99999999-1-nowhere-rd")).toBeNull();
    expect(await lookUp("---")).toBeNull();
  });

  it("sends an old address of a known MLS number to the current one (301)", async () => {
    await insertMlsHome(handle.db);
    expect(await lookUp("73000001-45-walnut-street-newton")).toEqual({
      kind: "moved",
      path: `/homes/${SLUG}`,
    });
  });

  it("sends the team's own listing to her own page, so it appears once", async () => {
    await insertMlsHome(handle.db, { listingId: "73412345", slug: "73412345-12-elm-st-newton" });
    await insertListing(handle.db, { mlsNumber: "73412345" });
    expect(await lookUp("73412345-12-elm-st-newton")).toEqual({
      kind: "moved",
      path: "/listings/12-elm-st-newton",
    });
  });
});

describe("the sitemap's MLS homes", () => {
  it("lists the homes on the market, never a removed or sold one, with their last change", async () => {
    await insertMlsHome(handle.db);
    await insertMlsHome(handle.db, { listingId: "2", slug: "2-gone", removedAt: NOW });
    await insertMlsHome(handle.db, { listingId: "3", slug: "3-sold", standardStatus: "Closed" });
    expect(await mlsSitemapExtent(handle.db)).toEqual({ homes: 1, longestSlug: SLUG.length });
    expect(await listed({ offset: 0, limit: 10 })).toEqual([{ slug: SLUG, lastmod: "2026-11-01" }]);
  });

  it("reads a window of them a batch at a time, each home once", async () => {
    for (const listingId of ["11", "12", "13", "14", "15"])
      await insertMlsHome(handle.db, { listingId, slug: `${listingId}-home` }, { photos: 0 });
    const slugs = async (window: { offset: number; limit: number }) =>
      (await listed({ ...window, batch: 2 })).map((home) => home.slug);
    expect(await slugs({ offset: 1, limit: 3 })).toEqual(["12-home", "13-home", "14-home"]);
    expect(await slugs({ offset: 3, limit: 5 })).toEqual(["14-home", "15-home"]);
  });
});

/** Every home a window of the sitemap's homes holds, its batches put together. */
async function listed(window: { offset: number; limit: number; batch?: number }) {
  const homes = [];
  for await (const batch of mlsSitemapHomes(handle.db, window)) homes.push(...batch);
  return homes;
}
