import { describe, expect, it } from "vitest";
import { isPublicListingStatus, listingPath, listingSlug } from "./listing.ts";

describe("a listing's address on the site", () => {
  it("is the street, unit and town as one lower-case path segment", () => {
    expect(listingSlug({ street: "12 Elm St", unit: "#2", town: "Newton" })).toBe(
      "12-elm-st-2-newton",
    );
    expect(listingPath(listingSlug({ street: "27 Walnut Park", town: "Newton" }))).toBe(
      "/listings/27-walnut-park-newton",
    );
  });

  it("drops accents and punctuation rather than percent-encoding them", () => {
    expect(listingSlug({ street: "5 Côté Rd.", unit: null, town: "Wellesley Hills" })).toBe(
      "5-cote-rd-wellesley-hills",
    );
  });
});

describe("which listings a visitor may open", () => {
  it("is every status but a draft and one taken off the market", () => {
    expect(isPublicListingStatus("active")).toBe(true);
    expect(isPublicListingStatus("sold")).toBe(true);
    expect(isPublicListingStatus("draft")).toBe(false);
    expect(isPublicListingStatus("off-market")).toBe(false);
  });
});
