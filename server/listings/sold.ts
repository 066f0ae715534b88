import { and, asc, eq, min, sql } from "drizzle-orm";
import { teamDay } from "#domain/dates.ts";
import { photoRefOf } from "../content/photo-ref.ts";
import type { SoldHomeCardData } from "../content/public-pages.ts";
import type { Database } from "../db/client.ts";
import { listingChanges, listingPhotos, listings, photos } from "../db/schema.ts";

/**
 * The team's Sold listings as /portfolio's cards (issue 41: one record for a home's whole life):
 * the sold price, the list price it had, the days from its listing to its sale, and its cover.
 * The portfolio's older sold homes are among them (server/listings/sold-homes-import.ts).
 */

const DAY_MS = 86_400_000;

/** Whole days from the day it was listed to the sale's date, or null without either. */
export function daysOnMarket(listedAt: Date | null, soldOn: string | null): number | null {
  if (!listedAt || !soldOn) return null;
  // The day in Boston: listed at 10 pm on the 1st is the 1st, though it is the 2nd in UTC.
  const listedDay = Date.parse(teamDay(listedAt));
  return Math.max(0, Math.round((Date.parse(soldOn) - listedDay) / DAY_MS));
}

export async function listSoldListings(db: Database): Promise<SoldHomeCardData[]> {
  const listedAt = db
    .select({ listingId: listingChanges.listingId, at: min(listingChanges.changedAt).as("at") })
    .from(listingChanges)
    .where(eq(listingChanges.kind, "listed"))
    .groupBy(listingChanges.listingId)
    .as("listed_at");
  const rows = await db
    .select({
      id: listings.id,
      street: listings.street,
      unit: listings.unit,
      town: listings.town,
      soldPrice: listings.soldPrice,
      listPrice: listings.listPrice,
      beds: listings.beds,
      fullBaths: listings.fullBaths,
      halfBaths: listings.halfBaths,
      livingArea: listings.livingArea,
      soldOn: listings.soldOn,
      storedDaysOnMarket: listings.daysOnMarket,
      listedAt: listedAt.at,
      alt: listingPhotos.alt,
      builtImageId: photos.builtImageId,
      hash: photos.hash,
      slot: photos.slot,
    })
    .from(listings)
    .leftJoin(listedAt, eq(listedAt.listingId, listings.id))
    .leftJoin(
      listingPhotos,
      and(eq(listingPhotos.listingId, listings.id), eq(listingPhotos.position, 0)),
    )
    .leftJoin(photos, eq(photos.id, listingPhotos.photoId))
    .where(eq(listings.status, "sold"))
    .orderBy(sql`${listings.soldPrice} desc nulls last`, asc(listings.id));
  return rows.map((row) => {
    const price = row.soldPrice ?? row.listPrice;
    return {
      id: row.id,
      address: [row.street, row.unit].filter(Boolean).join(" "),
      town: row.town,
      price,
      beds: row.beds ?? 0,
      baths: (row.fullBaths ?? 0) + (row.halfBaths ?? 0) / 2,
      squareFeet: row.livingArea ?? 0,
      soldOn: row.soldOn,
      // A sold home copied without a list price got its sale price as one: not a sale at asking.
      listPrice: row.listedAt === null && row.listPrice === price ? null : row.listPrice,
      daysOnMarket:
        daysOnMarket(row.listedAt ? new Date(row.listedAt) : null, row.soldOn) ??
        row.storedDaysOnMarket,
      image: row.slot
        ? photoRefOf(
            { builtImageId: row.builtImageId, hash: row.hash, slot: row.slot },
            row.alt ?? "",
          )
        : null,
    };
  });
}
