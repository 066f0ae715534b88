import { describe, expect, it } from "vitest";
import { HOMES_MAX_PAGE, homeSearchQuery, readHomeSearch } from "./home-search-schema.ts";

const read = (query: string) => readHomeSearch(new URLSearchParams(query));

describe("the search's address (/homes?…)", () => {
  it("reads every parameter of the interface", () => {
    expect(
      read(
        "town=Newton&zip=02459&q=walnut+st&min_price=%24900%2C000&max_price=1.5m&min_beds=3&min_baths=2&type=condo&status=sold&status=open-house&sort=price-asc&page=3",
      ),
    ).toEqual({
      town: "Newton",
      zip: "02459",
      q: "walnut st",
      minPrice: 900_000,
      maxPrice: 1_500_000,
      minBeds: 3,
      minBaths: 2,
      type: "condo",
      statuses: ["sold"],
      openHouse: true,
      sort: "price-asc",
      page: 3,
    });
  });

  it("searches homes for sale, newest first, page 1, when nothing is sent", () => {
    expect(read("")).toEqual({
      statuses: ["active", "coming-soon"],
      openHouse: false,
      sort: "newest",
      page: 1,
    });
  });

  it("ignores values the form does not offer, as if not sent", () => {
    expect(
      read(
        "town=%20%20&zip=2459&min_price=lots&max_price=-5&min_beds=9&min_baths=x&type=castle&status=withdrawn&sort=random&page=-2",
      ),
    ).toEqual(read(""));
    expect(read("page=abc").page).toBe(1);
    expect(read("page=99999999").page).toBe(1);
    expect(read("page=5000").page).toBe(HOMES_MAX_PAGE);
  });

  it("takes the last of a repeated value and swaps a minimum typed above the maximum", () => {
    expect(read("town=Boston&town=Newton").town).toBe("Newton");
    const swapped = read("min_price=2000000&max_price=1000000");
    expect([swapped.minPrice, swapped.maxPrice]).toEqual([1_000_000, 2_000_000]);
  });

  it("adds statuses and reads open-house alone as homes for sale with an open house", () => {
    expect(read("status=under-contract&status=active").statuses).toEqual([
      "active",
      "under-contract",
    ]);
    expect(read("status=open-house")).toMatchObject({
      statuses: ["active", "coming-soon"],
      openHouse: true,
    });
  });

  it("writes one canonical query, defaults left out, that reads back as the same search", () => {
    const search = read(
      "sort=newest&min_beds=3&town=Newton&max_price=1500000&status=active&status=coming-soon&page=1",
    );
    expect(homeSearchQuery(search)).toBe("?town=Newton&max_price=1500000&min_beds=3");
    expect(homeSearchQuery(search, 2)).toBe("?town=Newton&max_price=1500000&min_beds=3&page=2");
    const full = read("q=elm&status=sold&status=open-house&sort=size&page=4");
    expect(read(homeSearchQuery(full).slice(1))).toEqual(full);
    expect(homeSearchQuery(read(""))).toBe("");
  });
});
