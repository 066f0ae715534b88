/**
 * Homes as the feed worker stores them (server/db/schema/mls.ts), for the search's tests and
 * benchmark until the RESO stub and the worker land: one row with its photos and open houses,
 * or many at once through one INSERT … SELECT over generate_series.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mlsMedia, mlsOpenHouses, mlsProperties } from "#server/db/schema.ts";

export type MlsHomeRow = typeof mlsProperties.$inferInsert;

/** A Newton colonial for sale, MLS number 73000001, with `overrides` over its fields. */
export function mlsHomeFields(overrides: Partial<MlsHomeRow> = {}): MlsHomeRow {
  const listingId = overrides.listingId ?? "73000001";
  const street = { number: "45", name: "Walnut St" };
  return {
    listingKey: `key-${listingId}`,
    listingId,
    slug: `${listingId}-45-walnut-st-newton-ma-02459`,
    standardStatus: "Active",
    listPrice: 1_200_000,
    bedroomsTotal: 4,
    bathroomsTotalInteger: 3,
    bathroomsFull: 2,
    bathroomsHalf: 1,
    livingArea: 2400,
    propertyType: "Residential",
    propertySubType: "Single Family Residence",
    unparsedAddress: `${street.number} ${street.name}, Newton, MA 02459`,
    streetNumber: street.number,
    streetName: street.name,
    city: "Newton",
    postalCode: "02459",
    publicRemarks: "A bright colonial on a quiet street.",
    listOfficeName: "Elm Realty",
    listAgentFullName: "Pat Broker",
    listedAt: new Date("2026-11-01T15:00:00Z"),
    modificationTimestamp: new Date("2026-11-01T15:00:00Z"),
    raw: {},
    ...overrides,
  };
}

/** One home, its photos (`photos` of them, 1024 × 768) and its open houses. */
export async function insertMlsHome(
  db: Database,
  overrides: Partial<MlsHomeRow> = {},
  {
    photos = 2,
    openHouses = [],
  }: { photos?: number; openHouses?: { startsAt: Date; endsAt: Date }[] } = {},
) {
  const [home] = await db.insert(mlsProperties).values(mlsHomeFields(overrides)).returning();
  if (!home) throw new Error("the home was not stored");
  if (photos > 0)
    await db.insert(mlsMedia).values(
      Array.from({ length: photos }, (_, position) => ({
        listingKey: home.listingKey,
        mediaKey: `${home.listingKey}-photo-${position}`,
        position,
        url: `https://photos.example-mls.com/${home.listingId}/${position}.jpg`,
        width: 1024,
        height: 768,
      })),
    );
  for (const [index, house] of openHouses.entries())
    await db.insert(mlsOpenHouses).values({
      openHouseKey: `${home.listingKey}-oh-${index}`,
      listingKey: home.listingKey,
      ...house,
    });
  return home;
}

/** The towns the many homes are spread over (Newton one in ten). */
export const BULK_TOWNS = [
  "Newton",
  "Brookline",
  "Wellesley",
  "Needham",
  "Waltham",
  "Watertown",
  "Belmont",
  "Lexington",
  "Arlington",
  "Medford",
];

/**
 * `total` homes in one statement (the benchmark's 100,000 take seconds, not minutes): towns,
 * prices from $300,000 to $3,000,000, 1 to 6 beds, mostly Active, one in fifty removed; each
 * with `photos` photos.
 */
export async function insertManyMlsHomes(db: Database, total: number, photos = 1) {
  const towns = sql.raw(`array[${BULK_TOWNS.map((town) => `'${town}'`).join(",")}]`);
  await db.execute(sql`
    insert into ${mlsProperties} (listing_key, listing_id, slug, standard_status, list_price,
      bedrooms_total, bathrooms_total_integer, living_area, property_type, property_sub_type,
      unparsed_address, street_number, street_name, city, postal_code, list_office_name,
      listed_at, modification_timestamp, raw, removed_at)
    select 'bulk-' || n, (80000000 + n)::text, (80000000 + n)::text || '-' || n || '-main-st',
      (array['Active','Active','Active','Active','Active','Coming Soon','Pending','Active Under Contract','Closed','Active'])[1 + n % 10],
      300000 + (n * 7919) % 2700000, 1 + n % 6, 1 + n % 4, 900 + (n * 31) % 4000,
      'Residential', 'Single Family Residence',
      n || ' Main St, ' || (${towns})[1 + (n / 10) % 10] || ', MA', n::text, 'Main St',
      (${towns})[1 + (n / 10) % 10], lpad((2400 + n % 90)::text, 5, '0'), 'Bulk Realty',
      timestamptz '2026-01-01' + (n || ' minutes')::interval, now(), '{}'::jsonb,
      case when n % 50 = 0 then now() end
    from generate_series(1, ${total}) as n`);
  if (photos > 0)
    await db.execute(sql`
      insert into ${mlsMedia} (listing_key, media_key, position, url, width, height)
      select 'bulk-' || n, 'bulk-' || n || '-' || k, k,
        'https://photos.example-mls.com/bulk/' || n || '/' || k || '.jpg', 1024, 768
      from generate_series(1, ${total}) as n, generate_series(0, ${photos - 1}) as k`);
  await db.execute(sql`analyze ${mlsProperties}`);
  await db.execute(sql`analyze ${mlsMedia}`);
}
