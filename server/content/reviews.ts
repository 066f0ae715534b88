import { asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { reviews } from "../db/schema.ts";
import { deleteAudited, saveAudited } from "./audited-rows.ts";
import { recordContentChange } from "./version.ts";

/** Clients' reviews: the three on the home page and the team's edits. */

/** How many reviews the home page shows. */
export const HOME_REVIEWS = 3;

export const ReviewSchema = z.object({
  quote: z.string().trim().min(1, "Quote is required").max(1_000),
  quoteZh: z.string().trim().max(1_000).nullable(),
  firstName: z.string().trim().min(1, "First name is required").max(40),
  role: z.string().trim().min(1, "Role is required").max(60),
  sourceName: z.string().trim().max(60).nullable(),
  sourceUrl: z.url({ protocol: /^https?$/, error: "Link: a web address (https://…)" }).nullable(),
  givenOn: z.iso.date().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
});

export type ReviewFields = z.output<typeof ReviewSchema>;

/** The home page's reviews, in their places. */
export async function listHomeReviews(db: Database) {
  return db
    .select()
    .from(reviews)
    .where(isNotNull(reviews.homePosition))
    .orderBy(asc(reviews.homePosition));
}

/** Every review for the team: those on the home page first, then newest added. */
export async function listReviews(db: Database) {
  return db
    .select()
    .from(reviews)
    .orderBy(sql`${reviews.homePosition} asc nulls last`, sql`${reviews.id} desc`);
}

/** Adds a review (no `id`) or saves one; null when the review to save is gone. */
export async function saveReview(
  db: Database,
  { id, fields, actor }: { id?: number; fields: ReviewFields; actor: string },
): Promise<number | null> {
  const checked = ReviewSchema.parse(fields);
  return saveAudited(db, reviews, {
    id,
    values: checked,
    audit: (added) => ({
      actor,
      action: added ? "added a review" : "saved a review",
      subject: checked.firstName,
    }),
  });
}

export async function deleteReview(
  db: Database,
  { id, actor }: { id: number; actor: string },
): Promise<boolean> {
  return deleteAudited(db, reviews, id, (deleted) => ({
    actor,
    action: "deleted a review",
    subject: deleted.firstName,
    detail: { quote: deleted.quote },
  }));
}

/** Chooses the home page's reviews, in order; false (nothing changed) unless they are three existing, distinct ones. */
export async function chooseHomeReviews(
  db: Database,
  { ids, actor }: { ids: number[]; actor: string },
): Promise<boolean> {
  if (ids.length !== HOME_REVIEWS || new Set(ids).size !== HOME_REVIEWS) return false;
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: reviews.id }).from(reviews).where(inArray(reviews.id, ids));
    if (found.length !== HOME_REVIEWS) return false;
    // Cleared first: positions are unique, and the new three may swap places.
    await tx.update(reviews).set({ homePosition: null }).where(isNotNull(reviews.homePosition));
    for (const [index, id] of ids.entries())
      await tx
        .update(reviews)
        .set({ homePosition: index + 1 })
        .where(eq(reviews.id, id));
    await recordContentChange(tx, {
      actor,
      action: "chose the home page's reviews",
      detail: { ids },
    });
    return true;
  });
}
