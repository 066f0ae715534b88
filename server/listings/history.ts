import { asc, desc, eq } from "drizzle-orm";
import type { ListingStatus } from "#domain/listing.ts";
import type { Database } from "../db/client.ts";
import { listingChanges, listingRevisions, listings } from "../db/schema.ts";
import { photoCounts } from "./photos.ts";

/** What /staff/listings reads: the list, one listing with its price history and its saves. */

export async function listStaffListings(db: Database, { status }: { status?: ListingStatus } = {}) {
  const rows = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      street: listings.street,
      unit: listings.unit,
      town: listings.town,
      status: listings.status,
      statusChangedAt: listings.statusChangedAt,
      listPrice: listings.listPrice,
      soldPrice: listings.soldPrice,
    })
    .from(listings)
    .where(status ? eq(listings.status, status) : undefined)
    .orderBy(desc(listings.updatedAt), desc(listings.id));
  const counts = await photoCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, photos: counts.get(row.id) ?? 0 }));
}

export type StaffListing = typeof listings.$inferSelect;

export async function getListing(db: Database, id: number): Promise<StaffListing | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

/** The public price history, oldest first: listed, each price change, each status change. */
export async function listingHistory(db: Database, listingId: number) {
  return db
    .select({
      kind: listingChanges.kind,
      status: listingChanges.status,
      price: listingChanges.price,
      changedBy: listingChanges.changedBy,
      changedAt: listingChanges.changedAt,
    })
    .from(listingChanges)
    .where(eq(listingChanges.listingId, listingId))
    .orderBy(asc(listingChanges.changedAt), asc(listingChanges.id));
}

/** The saves of a listing, newest first: who and when (the fields stay in the revision). */
export async function listingSaves(db: Database, listingId: number, limit = 20) {
  return db
    .select({
      id: listingRevisions.id,
      savedBy: listingRevisions.savedBy,
      savedAt: listingRevisions.savedAt,
    })
    .from(listingRevisions)
    .where(eq(listingRevisions.listingId, listingId))
    .orderBy(desc(listingRevisions.id))
    .limit(limit);
}
