import { asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { photos, soldHomes } from "../db/schema.ts";
import { deleteAudited, saveAudited } from "./audited-rows.ts";

/** The portfolio's homes: the public grid (highest price first) and the team's edits. */

const wholeDollars = z.number().int().positive().max(1_000_000_000);

export const SoldHomeSchema = z.object({
  address: z.string().trim().min(1, "Address is required").max(120),
  town: z.string().trim().min(1, "Town is required").max(60),
  price: wholeDollars,
  beds: z.number().int().min(0).max(30),
  baths: z
    .number()
    .min(0)
    .max(30)
    .refine((value) => Number.isInteger(value * 2), "Baths: whole or half numbers (2.5)"),
  squareFeet: z.number().int().positive().max(100_000),
  soldOn: z.iso.date().nullable(),
  photoId: z.number().int().positive(),
  photoAlt: z.string().trim().min(1, "Alt text of the photo is required").max(300),
  listPrice: wholeDollars.nullable(),
  daysOnMarket: z.number().int().min(0).max(3650).nullable(),
  sortOrder: z.number().int(),
});

export type SoldHomeFields = z.output<typeof SoldHomeSchema>;

/** Every sold home with its photo's location, as the grid shows them: highest price first. */
export async function listSoldHomes(db: Database) {
  return db
    .select({
      id: soldHomes.id,
      address: soldHomes.address,
      town: soldHomes.town,
      price: soldHomes.price,
      beds: soldHomes.beds,
      baths: soldHomes.baths,
      squareFeet: soldHomes.squareFeet,
      soldOn: soldHomes.soldOn,
      photoAlt: soldHomes.photoAlt,
      listPrice: soldHomes.listPrice,
      daysOnMarket: soldHomes.daysOnMarket,
      sortOrder: soldHomes.sortOrder,
      photoBuiltImageId: photos.builtImageId,
      photoHash: photos.hash,
      photoSlot: photos.slot,
    })
    .from(soldHomes)
    .innerJoin(photos, eq(photos.id, soldHomes.photoId))
    .orderBy(desc(soldHomes.price), asc(soldHomes.sortOrder), asc(soldHomes.id));
}

/** Adds a sold home (no `id`) or saves one; null when the home to save is gone. */
export async function saveSoldHome(
  db: Database,
  { id, fields, actor }: { id?: number; fields: SoldHomeFields; actor: string },
): Promise<number | null> {
  const checked = SoldHomeSchema.parse(fields);
  return saveAudited(db, soldHomes, {
    id,
    values: checked,
    audit: (added) => ({
      actor,
      action: added ? "added a sold home" : "saved a sold home",
      subject: `${checked.address}, ${checked.town}`,
    }),
  });
}

export async function deleteSoldHome(
  db: Database,
  { id, actor }: { id: number; actor: string },
): Promise<boolean> {
  return deleteAudited(db, soldHomes, id, (deleted) => ({
    actor,
    action: "deleted a sold home",
    subject: `${deleted.address}, ${deleted.town}`,
    detail: { price: deleted.price },
  }));
}
