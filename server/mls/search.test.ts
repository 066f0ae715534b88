import { describe, expect, it } from "vitest";
import { readHomeSearch } from "#domain/forms/home-search-schema.ts";
import { createContentCache } from "#server/content/version.ts";
import { createPublicListings } from "#server/listings/public.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { insertListing } from "#tests/support/listings.ts";
import { insertMlsHome } from "#tests/support/mls-homes.ts";
import { searchHomes } from "./homes.ts";
import { openHouseWeekend, searchMlsHomes, textQuery } from "./search.ts";

const handle = await openFileDatabase();
// A Wednesday in Boston.
const NOW = new Date("2026-11-25T15:00:00Z");

const search = (query: string) =>
  searchMlsHomes(handle.db, readHomeSearch(new URLSearchParams(query)), NOW);
const ids = async (query: string) => (await search(query)).homes.map((home) => home.listingId);

/** Homes numbered from 1, each listed a day after the one before it. */
const home = (n: number, fields: Parameters<typeof insertMlsHome>[1] = {}) =>
  insertMlsHome(
    handle.db,
    {
      listingId: String(n),
      listedAt: new Date(Date.UTC(2026, 10, n)),
      ...fields,
    },
    { photos: 1 },
  );

describe("the search over the MLS's homes", () => {
  it("filters by town (any case), ZIP, text, price, beds, baths and type", async () => {
    await home(1, { city: "Newton", listPrice: 1_400_000, bedroomsTotal: 3 });
    await home(2, { city: "Newton", listPrice: 1_600_000, bedroomsTotal: 4 });
    await home(3, { city: "Newton", listPrice: 900_000, bedroomsTotal: 2 });
    await home(4, {
      city: "Brookline",
      postalCode: "02446",
      unparsedAddress: "9 Beacon St, Brookline, MA 02446",
      listPrice: 1_000_000,
      bedroomsTotal: 3,
      bathroomsTotalInteger: 1,
    });
    await home(5, {
      city: "Newton",
      propertySubType: "Condominium",
      listPrice: 700_000,
      bedroomsTotal: 3,
    });
    expect(await ids("town=newton&min_beds=3&max_price=1500000")).toEqual(["5", "1"]);
    expect(await ids("zip=02446")).toEqual(["4"]);
    expect(await ids("q=beac")).toEqual(["4"]);
    expect(await ids("q=brookline beacon")).toEqual(["4"]);
    expect(await ids("q=02446")).toEqual(["4"]);
    expect(await ids("q=elm")).toEqual([]);
    expect(await ids("min_price=1000000&max_price=1400000")).toEqual(["4", "1"]);
    expect(await ids("min_baths=2")).toEqual(["5", "3", "2", "1"]);
    expect(await ids("type=condo")).toEqual(["5"]);
    expect(await ids("type=single-family&town=Newton")).toEqual(["3", "2", "1"]);
  });

  it("never lets typed text reach to_tsquery's syntax", async () => {
    await home(1);
    expect(textQuery("walnut & !(st | ')")).toBe("walnut:* & st:*");
    expect(textQuery("&|!")).toBeNull();
    expect(await ids("q=%27%29%28%21%26")).toEqual(["1"]);
  });

  it("shows homes for sale by default; status adds under contract or sold; removed homes never", async () => {
    await home(1, { standardStatus: "Active" });
    await home(2, { standardStatus: "Coming Soon" });
    await home(3, { standardStatus: "Pending" });
    await home(4, { standardStatus: "Active Under Contract" });
    await home(5, { standardStatus: "Closed", closePrice: 1_300_000 });
    await home(6, { standardStatus: "Active", removedAt: NOW });
    expect(await ids("")).toEqual(["2", "1"]);
    expect(await ids("status=under-contract")).toEqual(["4", "3"]);
    expect(await ids("status=sold&status=active")).toEqual(["5", "1"]);
    expect((await search("status=sold")).homes[0]?.price).toBe(1_300_000);
  });

  it("finds the homes with an open house this weekend (Boston's Saturday and Sunday)", async () => {
    const { start, end } = openHouseWeekend(NOW);
    expect([start.toISOString(), end.toISOString()]).toEqual([
      "2026-11-28T05:00:00.000Z",
      "2026-11-30T05:00:00.000Z",
    ]);
    const sunday = {
      startsAt: new Date("2026-11-29T17:00:00Z"),
      endsAt: new Date("2026-11-29T19:00:00Z"),
    };
    const nextWeek = {
      startsAt: new Date("2026-12-05T17:00:00Z"),
      endsAt: new Date("2026-12-05T19:00:00Z"),
    };
    await insertMlsHome(handle.db, { listingId: "1" }, { openHouses: [sunday] });
    await insertMlsHome(handle.db, { listingId: "2" }, { openHouses: [nextWeek] });
    await insertMlsHome(handle.db, { listingId: "3" });
    expect(await ids("status=open-house")).toEqual(["1"]);
    expect(openHouseWeekend(new Date("2026-11-29T15:00:00Z")).start.toISOString()).toBe(
      "2026-11-29T15:00:00.000Z",
    );
  });

  it("sorts by newest, price and size, and pages 24 at a time with the count of all", async () => {
    for (let n = 1; n <= 30; n += 1)
      await home(n, {
        listPrice: 1_000_000 + ((n * 7) % 30) * 1000,
        livingArea: 1000 + ((n * 11) % 30),
      });
    const first = await search("");
    expect(first.total).toBe(30);
    expect(first.homes).toHaveLength(24);
    expect(first.homes[0]?.listingId).toBe("30");
    const second = await search("page=2");
    expect(second.homes.map((row) => row.listingId)).toEqual(["6", "5", "4", "3", "2", "1"]);
    const past = await search("page=3");
    expect(past.homes).toEqual([]);
    expect(past.total).toBe(30);
    const prices = (await search("sort=price-asc")).homes.map((row) => row.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await search("sort=price-desc")).homes.map((row) => row.price ?? 0);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const sizes = (await search("sort=size")).homes.map((row) => row.livingArea ?? 0);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(first.homes[0]?.photo).toEqual({
      url: "https://photos.example-mls.com/30/0.jpg",
      width: 1024,
      height: 768,
    });
  });

  it("hides the street where the MLS asks it", async () => {
    await home(1, { addressDisplay: false });
    const [only] = (await search("")).homes;
    expect(only?.street).toBeNull();
    expect(only?.town).toBe("Newton");
  });
});

describe("the team's own listings in the search", () => {
  const ownListings = () =>
    createPublicListings({ db: handle.db, cache: createContentCache({ generation: () => 0 }) });

  it("without an MLS feed: her listings alone, filtered the same way", async () => {
    const listings = ownListings();
    await insertListing(handle.db, {
      street: "12 Elm St",
      town: "Newton",
      beds: 4,
      listPrice: 1_250_000,
    });
    await insertListing(handle.db, {
      street: "3 Oak St",
      town: "Brookline",
      zip: "02446",
      beds: 2,
    });
    await home(1);
    const found = await searchHomes({
      db: handle.db,
      ownListings: listings,
      mlsFeed: false,
      search: readHomeSearch(new URLSearchParams("town=Newton&min_beds=3&max_price=1500000")),
      now: NOW,
    });
    expect(found.total).toBe(1);
    expect(found.homes.map((card) => [card.href, card.office])).toEqual([
      ["/listings/12-elm-st-newton", null],
    ]);
  });

  it("with an MLS feed: her listing appears once, as her own page", async () => {
    const listings = ownListings();
    await insertListing(handle.db, { mlsNumber: "73412345" });
    await home(1, { listingId: "73412345" });
    await home(2);
    const found = await searchHomes({
      db: handle.db,
      ownListings: listings,
      mlsFeed: true,
      search: readHomeSearch(new URLSearchParams("town=Newton")),
      now: NOW,
    });
    expect(found.total).toBe(2);
    expect(found.homes.map((card) => card.href)).toEqual([
      "/homes/2-45-walnut-st-newton-ma-02459",
      "/listings/12-elm-st-newton",
    ]);
    expect(found.homes[0]?.office).toBe("Elm Realty");
  });
});
