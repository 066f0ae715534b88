import { describe, expect, it } from "vitest";
import { contentFieldErrors } from "./content-schemas.ts";
import { ListingFormSchema } from "./listing.ts";

const posted = (overrides: Record<string, string> = {}) => ({
  street: "12 Elm St",
  unit: "",
  town: "Newton",
  zip: "02459",
  propertyType: "condo",
  status: "active",
  listPrice: "$1,195,000",
  soldPrice: "",
  soldOn: "",
  beds: "3",
  fullBaths: "2",
  halfBaths: "",
  livingArea: "1,850",
  lotSize: "",
  yearBuilt: "1998",
  parking: "",
  heatingCooling: "",
  hoaFee: "450",
  annualTax: "",
  taxYear: "",
  mlsNumber: "",
  headline: "",
  description: "",
  features: "Elevator\r\n\r\n  Roof deck  \n",
  headlineZh: "",
  descriptionZh: "",
  featuresZh: "",
  tourUrl: "",
  floorPlanPhotoId: "",
  memberId: "",
  showingInstructions: "",
  ...overrides,
});

const errorsOf = (values: Record<string, string>) => {
  const parsed = ListingFormSchema.safeParse(values);
  return parsed.success ? {} : contentFieldErrors(parsed.error);
};

describe("the listing form", () => {
  it("reads prices as typed, blank numbers as none and one key feature a line", () => {
    const parsed = ListingFormSchema.parse(posted());
    expect(parsed).toMatchObject({
      listPrice: 1_195_000,
      halfBaths: null,
      livingArea: 1_850,
      unit: null,
      features: ["Elevator", "Roof deck"],
      tourUrl: null,
    });
  });

  it("takes a new listing's form, which has no sold price or date", () => {
    const { soldPrice: _price, soldOn: _on, ...newListing } = posted({ status: "draft" });
    expect(errorsOf(newListing)).toEqual({});
  });

  it("takes a tour link from YouTube, Vimeo or Matterport only", () => {
    expect(errorsOf(posted({ tourUrl: "https://my.matterport.com/show/?m=abc" }))).toEqual({});
    expect(errorsOf(posted({ tourUrl: "https://youtu.be/abc" }))).toEqual({});
    for (const tourUrl of ["https://example.com/tour", "http://vimeo.com/1", "vimeo.com/1"])
      expect(errorsOf(posted({ tourUrl })).tourUrl, tourUrl).toMatch(
        /YouTube, Vimeo or Matterport/,
      );
  });

  it("asks for the sold price and date of a home marked Sold", () => {
    expect(errorsOf(posted({ status: "sold" }))).toEqual({
      soldPrice: "Sold: the sold price is required",
      soldOn: "Sold: the sold date is required",
    });
  });
});
