import { and, asc, eq, like, or, sql } from "drizzle-orm";
import type { ListingFields } from "#domain/forms/listing.ts";
import {
  LISTING_STATUS_LABELS,
  type ListingChangeKind,
  type ListingStatus,
  listingSlug,
} from "#domain/listing.ts";
import { recordContentChange } from "../content/version.ts";
import type { Database, Transaction } from "../db/client.ts";
import { listingChanges, listingPhotos, listingRevisions, listings } from "../db/schema.ts";

/**
 * Saving a listing (issue 41): the row, a revision with every field, the public price history
 * (listed, price, status), the audit entry and the content version's bump, in one transaction,
 * so the public pages and the history never disagree.
 *
 * The page's address: while a listing is a draft it follows the address as typed; once a
 * visitor could have seen it, it stays as it was (a corrected street keeps the old address,
 * which therefore keeps working with nothing to redirect).
 */

export type SaveListingOutcome =
  | { ok: true; id: number; slug: string }
  | { ok: false; status: 400 | 404; errors: Record<string, string> };

/** The statuses in which a visitor has seen the listing: its page address is then kept. */
const HAS_BEEN_PUBLIC = (status: ListingStatus) => status !== "draft";

export const COVER_ALT_NEEDED =
  "Publishing needs a cover photo with alt text: add a photo and describe the first one under Photos.";

/** A free address for the page: the slug itself, else the slug with -2, -3… */
export async function freeSlug(
  tx: Transaction,
  base: string,
  ownId: number | null,
): Promise<string> {
  const taken = await tx
    .select({ slug: listings.slug, id: listings.id })
    .from(listings)
    .where(or(eq(listings.slug, base), like(listings.slug, `${base}-%`)));
  const used = new Set(taken.filter((row) => row.id !== ownId).map((row) => row.slug));
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** Whether the cover (the first photo) is there and described: a listing may go public only so. */
async function coverIsDescribed(tx: Transaction, listingId: number) {
  const [cover] = await tx
    .select({ alt: listingPhotos.alt })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position))
    .limit(1);
  return cover !== undefined && cover.alt.trim() !== "";
}

/** The price-history rows a save adds: what changed from `before` (null: a new listing). */
export function changesOf(
  before: { status: ListingStatus; listPrice: number; everListed: boolean } | null,
  after: { status: ListingStatus; listPrice: number; soldPrice: number | null },
): { kind: ListingChangeKind; status: ListingStatus; price: number }[] {
  const changes: { kind: ListingChangeKind; status: ListingStatus; price: number }[] = [];
  if (after.status === "draft") return changes;
  const everListed = before?.everListed ?? false;
  if (!everListed) {
    // The first public status: the history starts here, at the list price.
    changes.push({
      kind: "listed",
      status: after.status === "sold" ? "active" : after.status,
      price: after.listPrice,
    });
  } else if (before && before.listPrice !== after.listPrice) {
    changes.push({ kind: "price", status: before.status, price: after.listPrice });
  }
  const statusChanged = everListed ? before?.status !== after.status : after.status === "sold";
  if (statusChanged)
    changes.push({
      kind: "status",
      status: after.status,
      price: after.status === "sold" ? (after.soldPrice ?? after.listPrice) : after.listPrice,
    });
  return changes;
}

/** Adds a listing (no `id`) or saves one. */
export async function saveListing(
  db: Database,
  {
    id,
    fields,
    actor,
    now = new Date(),
  }: { id?: number; fields: ListingFields; actor: string; now?: Date },
): Promise<SaveListingOutcome> {
  return db.transaction(async (tx): Promise<SaveListingOutcome> => {
    const [before] =
      id === undefined
        ? []
        : await tx.select().from(listings).where(eq(listings.id, id)).for("update");
    if (id !== undefined && !before)
      return { ok: false, status: 404, errors: { form: "No such listing" } };

    const [listedBefore] = before
      ? await tx
          .select({ id: listingChanges.id })
          .from(listingChanges)
          .where(and(eq(listingChanges.listingId, before.id), eq(listingChanges.kind, "listed")))
          .limit(1)
      : [];
    const goesPublic = fields.status !== "draft" && fields.status !== "off-market";
    if (goesPublic && (!before || !(await coverIsDescribed(tx, before.id))))
      return { ok: false, status: 400, errors: { status: COVER_ALT_NEEDED } };
    const keepSlug = before && HAS_BEEN_PUBLIC(before.status);
    const slug = keepSlug
      ? before.slug
      : await freeSlug(tx, listingSlug(fields), before?.id ?? null);
    const statusChanged = !before || before.status !== fields.status;
    const values = {
      ...fields,
      slug,
      // A sold price and date belong to a sale: kept only while the listing is Sold.
      soldPrice: fields.status === "sold" ? fields.soldPrice : null,
      soldOn: fields.status === "sold" ? fields.soldOn : null,
      ...(statusChanged ? { statusChangedAt: now } : {}),
      updatedAt: now,
    };

    const [row] = before
      ? await tx.update(listings).set(values).where(eq(listings.id, before.id)).returning()
      : await tx
          .insert(listings)
          .values({ ...values, createdBy: actor, createdAt: now })
          .returning();
    if (!row) throw new Error("The listing row was not written");

    const changes = changesOf(
      before
        ? {
            status: before.status,
            listPrice: before.listPrice,
            // A sold home copied from the portfolio is public without a history.
            everListed: listedBefore !== undefined || HAS_BEEN_PUBLIC(before.status),
          }
        : null,
      row,
    );
    if (changes.length > 0)
      await tx.insert(listingChanges).values(
        changes.map((change) => ({
          ...change,
          listingId: row.id,
          changedBy: actor,
          changedAt: now,
        })),
      );
    await tx.insert(listingRevisions).values({
      listingId: row.id,
      fields: { ...fields, slug },
      savedBy: actor,
      savedAt: now,
    });
    await recordContentChange(tx, {
      actor,
      action: before ? "saved a listing" : "added a listing",
      subject: [row.street, row.unit, row.town].filter(Boolean).join(", "),
      detail: { status: LISTING_STATUS_LABELS[row.status], listPrice: row.listPrice },
    });
    return { ok: true, id: row.id, slug };
  });
}

/** The number of saves kept for a listing. */
export async function revisionCount(db: Database, listingId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listingRevisions)
    .where(eq(listingRevisions.listingId, listingId));
  return row?.count ?? 0;
}
