import { desc, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { staffAuditLog } from "../db/schema.ts";

export type AuditEntry = {
  /** The member's e-mail address. */
  actor: string;
  /** What was done, as a short verb phrase ('logged in', 'erased a person'). */
  action: string;
  /** What it was done to (an e-mail address, a lead id), when there is one. */
  subject?: string;
  detail?: Record<string, unknown>;
};

/**
 * Records a staff action. Pass the transaction that makes the change, so the
 * change and its record commit together or not at all.
 */
export async function recordAudit(db: Database | Transaction, entry: AuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values({
    actor: entry.actor,
    action: entry.action,
    subject: entry.subject ?? null,
    detail: entry.detail ?? null,
  });
}

export type AuditRow = typeof staffAuditLog.$inferSelect;

/** A page of the log, newest first; `before` is the last id of the previous page (keyset pagination). */
export async function listAudit(
  db: Database,
  { before, limit }: { before?: number; limit: number },
): Promise<{ rows: AuditRow[]; nextBefore: number | undefined }> {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(before === undefined ? undefined : lt(staffAuditLog.id, before))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, nextBefore: more ? page.at(-1)?.id : undefined };
}

/** The exports whose entries once quoted the view's filters, search included. */
const CSV_EXPORTS = ["exported leads as CSV", "exported people as CSV"];

/**
 * Entries of a CSV export written before the log named filters only (`auditedFilters`) quote
 * the search: a person's name or phone, kept after her erasure, or a stranger's text a link put
 * there. At start they are rewritten to the filters' names, as an export is logged now; returns
 * how many were.
 */
export async function forgetExportSearches(db: Database): Promise<number> {
  const rewritten = await db
    .update(staffAuditLog)
    .set({
      detail: sql`(select case when count(*) = 0 then null else jsonb_build_object('filteredBy',
        string_agg(key, ', ' order by key)) end
        from jsonb_object_keys(${staffAuditLog.detail}) as key where key <> 'after')`,
    })
    .where(
      sql`${staffAuditLog.action} in ${CSV_EXPORTS} and ${staffAuditLog.detail} is not null
        and not jsonb_exists(${staffAuditLog.detail}, 'filteredBy')`,
    )
    .returning({ id: staffAuditLog.id });
  return rewritten.length;
}
