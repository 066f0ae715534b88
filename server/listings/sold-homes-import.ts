import { asc, desc } from "drizzle-orm";
import { listingSlug } from "#domain/listing.ts";
import type { Transaction } from "../db/client.ts";
import { listingPhotos, listingRevisions, listings, soldHomes } from "../db/schema.ts";
import { freeSlug } from "./editor.ts";

/**
 * One record for a home's whole life (issue 41): the portfolio's sold homes, the seed's and
 * those the team added by hand before listings existed, become Sold listings, so /portfolio
 * reads the listings alone and nothing is typed twice. Run once per database by the content
 * import (server/content/import.ts). A home whose address already has a listing (the team
 * typed it again as a listing) is left out. The sold_homes rows stay as they were.
 *
 * What a sold home did not hold is left for the team to fill when she next edits it: the ZIP
 * code (empty), the type (single family) and the list price (the sale price when none was
 * entered; the card does not call that a sale at asking: server/listings/sold.ts).
 */
export async function copySoldHomesToListings(tx: Transaction, actor: string): Promise<number> {
  // Highest price first, then the team's own order: the portfolio's order becomes the ids'.
  const homes = await tx
    .select()
    .from(soldHomes)
    .orderBy(desc(soldHomes.price), asc(soldHomes.sortOrder), asc(soldHomes.id));
  let copied = 0;
  for (const home of homes) {
    const base = listingSlug({ street: home.address, town: home.town });
    const slug = await freeSlug(tx, base, null);
    if (slug !== base) continue;
    const halves = Math.round(home.baths * 2);
    const fields = {
      slug,
      street: home.address,
      town: home.town,
      zip: "",
      propertyType: "single-family" as const,
      status: "sold" as const,
      listPrice: home.listPrice ?? home.price,
      soldPrice: home.price,
      soldOn: home.soldOn,
      daysOnMarket: home.daysOnMarket,
      beds: home.beds,
      fullBaths: Math.floor(halves / 2),
      halfBaths: halves % 2,
      livingArea: home.squareFeet,
    };
    const when = home.soldOn ? new Date(`${home.soldOn}T12:00:00Z`) : home.createdAt;
    const [row] = await tx
      .insert(listings)
      .values({
        ...fields,
        statusChangedAt: when,
        createdBy: actor,
        createdAt: home.createdAt,
        updatedAt: home.updatedAt,
      })
      .returning({ id: listings.id });
    if (!row) throw new Error(`The listing of ${home.address} was not written`);
    await tx
      .insert(listingPhotos)
      .values({ listingId: row.id, photoId: home.photoId, alt: home.photoAlt, position: 0 });
    await tx
      .insert(listingRevisions)
      .values({ listingId: row.id, fields, savedBy: actor, savedAt: home.updatedAt });
    copied += 1;
  }
  return copied;
}
