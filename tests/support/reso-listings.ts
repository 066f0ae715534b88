/**
 * Realistic Greater Boston homes as an MLS's RESO Web API sends them (Data Dictionary 2.0 field
 * names), for the RESO stub (tests/support/reso-stub.ts): the towns of content/areas.ts and a few
 * more, their ZIP codes and prices, a mix of statuses, 10 to 30 photos each (20 on average: the
 * benchmark's 100,000 homes carry 2,000,000 media records), an open house for one home in ten.
 * Each home is drawn from its own index, so home 5 is the same in a feed of 30 or of 100,000;
 * photos and open houses are derived from the home when asked for, never held in memory.
 */
import type { ODataRecord } from "./reso-odata.ts";
import { seededRandom } from "./seeded-random.ts";

type Town = { city: string; zip: string; lat: number; lng: number; price: number };

/** Centres and typical prices (late 2026, rounded): enough for believable cards and searches. */
export const STUB_TOWNS: readonly Town[] = [
  { city: "Newton", zip: "02458", lat: 42.337, lng: -71.209, price: 1_450_000 },
  { city: "Lexington", zip: "02420", lat: 42.447, lng: -71.224, price: 1_550_000 },
  { city: "Needham", zip: "02492", lat: 42.281, lng: -71.235, price: 1_350_000 },
  { city: "Arlington", zip: "02474", lat: 42.415, lng: -71.156, price: 1_000_000 },
  { city: "Cambridge", zip: "02139", lat: 42.373, lng: -71.11, price: 1_200_000 },
  { city: "Somerville", zip: "02143", lat: 42.388, lng: -71.099, price: 950_000 },
  { city: "Waltham", zip: "02453", lat: 42.376, lng: -71.235, price: 800_000 },
  { city: "Medford", zip: "02155", lat: 42.418, lng: -71.106, price: 750_000 },
  { city: "Malden", zip: "02148", lat: 42.425, lng: -71.066, price: 650_000 },
  { city: "Brookline", zip: "02446", lat: 42.342, lng: -71.121, price: 1_500_000 },
  { city: "Wellesley", zip: "02481", lat: 42.297, lng: -71.292, price: 2_100_000 },
  { city: "Belmont", zip: "02478", lat: 42.396, lng: -71.178, price: 1_350_000 },
  { city: "Watertown", zip: "02472", lat: 42.371, lng: -71.183, price: 850_000 },
  { city: "Quincy", zip: "02169", lat: 42.253, lng: -71.002, price: 700_000 },
];

const STREETS = [
  "Beacon St",
  "Commonwealth Ave",
  "Walnut St",
  "Chestnut St",
  "Highland Ave",
  "Elm St",
  "Washington St",
  "Lowell Ave",
  "Park St",
  "Crafts St",
  "Centre St",
  "Massachusetts Ave",
  "Pleasant St",
  "Summer St",
];
const OFFICES = [
  "Charles River Realty",
  "Greater Boston Homes",
  "Minuteman Properties",
  "Garden City Real Estate",
];
const AGENTS = ["Alex Morgan", "Jordan Lee", "Sam Rivera", "Taylor Chen", "Casey Brooks"];

/** The photo size the stub serves (`ImageWidth` × `ImageHeight`). */
export const STUB_PHOTO = { width: 1024, height: 683 } as const;

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)] as T;

export const stubListingKey = (index: number) => `SK${String(index).padStart(8, "0")}`;

const DAY_MS = 86_400_000;

/**
 * Home number `index` of the feed, last changed at `modified` (the stub hands them out in the
 * order of their index, a few minutes apart, ending now).
 */
export function stubListing(index: number, modified: Date): ODataRecord {
  // A generator per home, so homes do not depend on the count.
  const next = seededRandom(index * 2_654_435_761 + 7);
  const town = pick(next, STUB_TOWNS);
  const roll = next();
  const status =
    roll < 0.68
      ? "Active"
      : roll < 0.74
        ? "Coming Soon"
        : roll < 0.8
          ? "Active Under Contract"
          : roll < 0.86
            ? "Pending"
            : roll < 0.98
              ? "Closed"
              : pick(next, ["Withdrawn", "Expired", "Canceled"]);
  const typeRoll = next();
  const subType =
    typeRoll < 0.6 ? "Single Family Residence" : typeRoll < 0.9 ? "Condominium" : "Townhouse";
  const condo = subType !== "Single Family Residence";
  const beds = condo ? 1 + Math.floor(next() * 3) : 2 + Math.floor(next() * 4);
  const full = Math.max(1, beds - 1 - Math.floor(next() * 2));
  const half = next() < 0.5 ? 1 : 0;
  const area = Math.round((condo ? 650 : 1200) + beds * 380 * (0.8 + next() * 0.5));
  const price = Math.round((town.price * (area / 2200) * (0.75 + next() * 0.5)) / 5_000) * 5_000;
  const number = String(1 + Math.floor(next() * 480));
  const street = pick(next, STREETS);
  const unit = condo ? String(1 + Math.floor(next() * 6)) : null;
  const onMarket = new Date(modified.getTime() - Math.floor(next() * 90) * DAY_MS);
  // Closed sales spread over 30 months: the ones older than 24 are left out by the full pull.
  const closeDate =
    status === "Closed"
      ? new Date(modified.getTime() - Math.floor(next() * 900) * DAY_MS).toISOString().slice(0, 10)
      : null;
  const photos = 10 + Math.floor(next() * 21);
  const key = stubListingKey(index);
  const record: ODataRecord = {
    ListingKey: key,
    ListingId: String(73_000_000 + index),
    StandardStatus: status,
    ListPrice: price,
    ClosePrice: closeDate ? Math.round((price * (0.95 + next() * 0.12)) / 1_000) * 1_000 : null,
    CloseDate: closeDate,
    BedroomsTotal: beds,
    BathroomsTotalInteger: full + half,
    BathroomsFull: full,
    BathroomsHalf: half,
    LivingArea: area,
    LotSizeAcres: condo ? null : Math.round((0.1 + next() * 0.6) * 100) / 100,
    YearBuilt: 1880 + Math.floor(next() * 145),
    PropertyType: "Residential",
    PropertySubType: subType,
    UnparsedAddress: `${number} ${street}${unit ? ` Unit ${unit}` : ""}, ${town.city}, MA ${town.zip}`,
    StreetNumber: number,
    StreetName: street,
    UnitNumber: unit,
    City: town.city,
    StateOrProvince: "MA",
    PostalCode: town.zip,
    Latitude: Math.round((town.lat + (next() - 0.5) * 0.03) * 1e6) / 1e6,
    Longitude: Math.round((town.lng + (next() - 0.5) * 0.03) * 1e6) / 1e6,
    PublicRemarks: `${condo ? "Bright condominium" : "Well-kept home"} on ${street} in ${town.city}: ${beds} bedrooms, ${full} full baths, ${area.toLocaleString("en-US")} square feet.`,
    ListOfficeName: pick(next, OFFICES),
    ListAgentFullName: pick(next, AGENTS),
    OnMarketDate: onMarket.toISOString().slice(0, 10),
    ModificationTimestamp: modified.toISOString(),
    PhotosCount: photos,
    PhotosChangeTimestamp: modified.toISOString(),
    OriginatingSystemName: "MLSPIN",
    IDXParticipationYN: true,
    InternetEntireListingDisplayYN: true,
    // One home in fifty asks for its street to stay off the internet.
    InternetAddressDisplayYN: next() >= 0.02,
  };
  return record;
}

/** The photos of a home (RESO `Media`), derived from its record: `photoUrl` serves each one. */
export function stubMedia(listing: ODataRecord, photoUrl: (key: string, order: number) => string) {
  const key = String(listing.ListingKey);
  const count = Number(listing.PhotosCount ?? 0);
  return Array.from({ length: count }, (_, position) => ({
    MediaKey: `${key}-M${position + 1}`,
    ResourceRecordKey: key,
    ResourceName: "Property",
    MediaCategory: "Photo",
    Order: position + 1,
    MediaURL: photoUrl(key, position + 1),
    ImageWidth: STUB_PHOTO.width,
    ImageHeight: STUB_PHOTO.height,
    ShortDescription: position === 0 ? "Front of the home" : `Photo ${position + 1}`,
    ModificationTimestamp: listing.PhotosChangeTimestamp,
  }));
}

/** One home in ten that is for sale has an open house next Saturday, 12 to 2 pm in Boston. */
export function stubOpenHouses(listing: ODataRecord, now: Date) {
  const key = String(listing.ListingKey);
  const index = Number(key.slice(2));
  if (index % 10 !== 3 || listing.StandardStatus !== "Active") return [];
  const saturday = new Date(now);
  saturday.setUTCDate(now.getUTCDate() + ((6 - now.getUTCDay() + 7) % 7 || 7));
  const day = saturday.toISOString().slice(0, 10);
  // 17:00 UTC is noon in Boston in winter and 1 pm in summer: near enough for a stub.
  return [
    {
      OpenHouseKey: `${key}-OH1`,
      ListingKey: key,
      OpenHouseStatus: "Active",
      OpenHouseStartTime: `${day}T17:00:00.000Z`,
      OpenHouseEndTime: `${day}T19:00:00.000Z`,
      OpenHouseRemarks: "Open house: all are welcome.",
      ModificationTimestamp: listing.ModificationTimestamp,
    },
  ];
}
