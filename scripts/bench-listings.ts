// The listings' part of `npm run bench:content` (issue 41 §3): seeds listings with their photos
// in order and a price history, and names the reads a listing page and /listings make, uncached
// (the first request after a save) and through the per-process cache.
import { sql } from "drizzle-orm";
import { readListingFilters } from "../domain/forms/listing-filters-schema.ts";
import { LISTING_STATUSES } from "../domain/listing.ts";
import { createContentCache } from "../server/content/version.ts";
import type { Database } from "../server/db/client.ts";
import { createPublicListings, listForSale, readListingPage } from "../server/listings/public.ts";

/**
 * `count` listings, `photosEach` photos each (the photo rows 1..photoCount, cycled), most of
 * them for sale and the rest sold, off the market or drafts; each with a listed and a price change.
 */
export async function seedListings(
  db: Database,
  { count, photosEach, photoCount }: { count: number; photosEach: number; photoCount: number },
) {
  await db.execute(
    sql`truncate table listings, listing_photos, listing_changes restart identity cascade`,
  );
  await db.execute(sql`insert into listings (slug, street, town, zip, property_type, status,
      status_changed_at, list_price, beds, full_baths, half_baths, living_area, annual_tax,
      headline, description, features, created_by)
    select ${"listing-"} || g, g || ' Elm St', (array['Newton','Brookline','Wellesley','Lexington'])[1 + g % 4],
      '02458', 'single-family',
      (${sql.raw(`array[${LISTING_STATUSES.map((status) => `'${status}'`).join(",")}]`)})[case when g % 10 < 7 then 2 + g % 3 else 1 + g % 6 end],
      now() - g * interval '1 hour', 500000 + g * 1000, 1 + g % 5, 1 + g % 3, g % 2, 1200 + g * 3,
      9000 + g, 'A sunlit home near the village',
      '## The house' || chr(10) || chr(10) || 'A **sunlit** home with a renovated kitchen and a fenced yard.',
      array['Renovated kitchen','Fenced yard'], 'bench'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`insert into listing_photos (listing_id, photo_id, alt, position)
    select l.id, 1 + ((l.id * 7 + p) % ${photoCount}), 'Photo ' || (p + 1), p
    from listings l, generate_series(0, ${photosEach - 1}) p`);
  await db.execute(sql`insert into listing_changes (listing_id, kind, status, price, changed_by, changed_at)
    select id, 'listed', status, list_price + 20000, 'bench', created_at - interval '30 days' from listings
    union all
    select id, 'price', status, list_price, 'bench', created_at - interval '3 days' from listings`);
  await db.execute(sql`analyze`);
}

/** The reads to time: by their name in the report. */
export function listingReads(db: Database, count: number) {
  let pick = 0;
  // Listings 3, 4 and 5 of every 10 are for sale, with a page.
  const nextSlug = () => `listing-${((pick++ * 7919) % Math.floor(count / 10)) * 10 + 3 || 3}`;
  const now = new Date();
  const reads = createPublicListings({ db, cache: createContentCache({ generation: () => 0 }) });
  const filters = readListingFilters(new URLSearchParams("town=Newton&min=600000&beds=3"));
  return {
    "Listing page, uncached (listing, photos, history, member, open houses)": () =>
      readListingPage(db, nextSlug(), now),
    "/listings, uncached (every home for sale with its cover)": () => listForSale(db),
    "Listing page, cached (after the first request)": () => reads.lookUp("listing-13"),
    "/listings filtered, cached (town, price, beds)": async () =>
      (await reads.forSale()).filter(
        (listing) =>
          listing.town === filters.town &&
          listing.listPrice >= (filters.min ?? 0) &&
          (listing.beds ?? 0) >= (filters.beds ?? 0),
      ),
  };
}
