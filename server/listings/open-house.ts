import { OPEN_HOUSE_TOWNS, OTHER_TOWN } from "#domain/forms/open-house-schema.ts";
import type { StaffListing } from "./history.ts";

/**
 * An open house created from a listing (issue 41): the open-house form's fields as the listing
 * has them (address, price, beds, baths as 2.5, square feet), and the listing it points at.
 */
export function openHouseValuesOf(listing: StaffListing): Record<string, string> {
  const known = OPEN_HOUSE_TOWNS.includes(listing.town);
  const baths =
    listing.fullBaths === null && listing.halfBaths === null
      ? ""
      : String((listing.fullBaths ?? 0) + (listing.halfBaths ?? 0) / 2);
  return {
    street: listing.street,
    unit: listing.unit ?? "",
    town: known ? listing.town : OTHER_TOWN,
    otherTown: known ? "" : listing.town,
    zip: listing.zip,
    price: String(listing.listPrice),
    beds: listing.beds?.toString() ?? "",
    baths,
    squareFeet: listing.livingArea?.toString() ?? "",
    listingId: String(listing.id),
  };
}
