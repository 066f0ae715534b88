/**
 * Adding, saving and deleting one row of a content table (a sold home, a
 * review, a post) in a transaction with its audit entry and the content
 * version's bump (recordContentChange): the public pages see the change and
 * the audit log says who made it, or neither happens.
 */
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { recordContentChange } from "./version.ts";

type AuditEntry = Parameters<typeof recordContentChange>[1];
type ContentTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** Adds a row (no `id`) or saves one; null when the row to save is gone. */
export async function saveAudited<T extends ContentTable>(
  db: Database,
  table: T,
  {
    id,
    values,
    audit,
  }: { id?: number; values: T["$inferInsert"]; audit: (added: boolean) => AuditEntry },
): Promise<number | null> {
  // The id is a serial: a number, which the generic column cannot say.
  const returned = { id: sql<number>`${table.id}` };
  return db.transaction(async (tx) => {
    const [row] =
      id === undefined
        ? await tx.insert(table).values(values).returning(returned)
        : await tx
            .update(table)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(table.id, id))
            .returning(returned);
    if (!row) return null;
    await recordContentChange(tx, audit(id === undefined));
    return row.id;
  });
}

/** Deletes a row; false when it was already gone. */
export async function deleteAudited<T extends ContentTable>(
  db: Database,
  table: T,
  id: number,
  audit: (deleted: T["$inferSelect"]) => AuditEntry,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!deleted) return false;
    await recordContentChange(tx, audit(deleted));
    return true;
  });
}
