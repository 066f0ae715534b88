import { site } from "#content/site.ts";
import { largestJpegUrl } from "#domain/images/photo-ref.ts";
import type { ListingType } from "#domain/listing.ts";
import { fullAddress } from "#domain/open-house.ts";
import type { ListingPageData } from "#server/listings/public.ts";
import { absoluteUrl } from "./meta.ts";

/** Each type as schema.org names the place (https://schema.org/Accommodation's kinds). */
const PLACE_TYPES: Record<ListingType, string> = {
  "single-family": "SingleFamilyResidence",
  condo: "Apartment",
  "multi-family": "House",
  land: "Place",
  rental: "Accommodation",
};

const postalAddress = (listing: Pick<ListingPageData, "street" | "unit" | "town" | "zip">) => ({
  "@type": "PostalAddress",
  streetAddress: listing.unit ? `${listing.street} ${listing.unit}` : listing.street,
  addressLocality: listing.town,
  addressRegion: "MA",
  postalCode: listing.zip,
  addressCountry: "US",
});

/**
 * A listing's page as a RealEstateListing (https://schema.org/RealEstateListing): when it was
 * listed, the offer's price, the home with its address and photos; its open houses as Events.
 */
export function listingJsonLd(listing: ListingPageData, path: string, name: string) {
  const url = absoluteUrl(path);
  const images = listing.photos.map((photo) => absoluteUrl(largestJpegUrl(photo)));
  const address = postalAddress(listing);
  const sold = listing.status === "sold";
  return [
    {
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      "@id": `${url}#listing`,
      name,
      url,
      datePosted: listing.datePosted,
      dateModified: listing.modified,
      ...(images.length > 0 ? { image: images } : {}),
      offers: {
        "@type": "Offer",
        price: sold && listing.soldPrice ? listing.soldPrice : listing.listPrice,
        priceCurrency: "USD",
        availability: sold ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
        seller: { "@type": "RealEstateAgent", name: site.name, url: absoluteUrl("/") },
      },
      about: {
        "@type": PLACE_TYPES[listing.propertyType],
        address,
        ...(listing.beds === null ? {} : { numberOfBedrooms: listing.beds }),
        ...(listing.livingArea === null
          ? {}
          : {
              floorSize: {
                "@type": "QuantitativeValue",
                value: listing.livingArea,
                unitCode: "FTK",
              },
            }),
      },
    },
    ...listing.openHouses
      .filter((house) => !house.cancelled)
      .map((house) => ({
        "@context": "https://schema.org",
        "@type": "Event",
        name: `Open house: ${fullAddress(listing)}`,
        startDate: house.startsAt,
        endDate: house.endsAt,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place", name: fullAddress(listing), address },
        ...(images[0] ? { image: images[0] } : {}),
        organizer: { "@type": "RealEstateAgent", name: site.name, url: absoluteUrl("/") },
        url,
      })),
  ];
}
