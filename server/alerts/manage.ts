/**
 * What her signed links let a buyer do (issue 43): see every search saved for her address, change
 * how often each mails her, pause, resume or delete it, and stop one from a mail's one-click
 * unsubscribe. The link names one search; its address is what she proved by confirming, so the
 * page covers every search of that address and nothing of anyone else's.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AlertFrequency, SavedSearchStatus } from "#domain/saved-search.ts";
import type { Database } from "../db/client.ts";
import { savedSearches } from "../db/schema.ts";

export type ManagedSearch = Pick<
  typeof savedSearches.$inferSelect,
  "id" | "criteria" | "query" | "frequency" | "status" | "language"
>;

/** A change asked for from her management page. */
export type SearchChange =
  | { kind: "frequency"; frequency: AlertFrequency }
  | { kind: "pause" }
  | { kind: "resume" }
  | { kind: "delete" };

const sameAddressAs = (savedSearchId: number) =>
  sql`lower(${savedSearches.email}) = (select lower(${savedSearches.email}) from ${savedSearches} where ${savedSearches.id} = ${savedSearchId})`;

/** The address of the link's search and every search of that address she has not deleted; null for none. */
export async function searchesOfLink(db: Database, savedSearchId: number) {
  const [link] = await db
    .select({ email: savedSearches.email })
    .from(savedSearches)
    .where(eq(savedSearches.id, savedSearchId));
  if (!link) return null;
  const searches: ManagedSearch[] = await db
    .select({
      id: savedSearches.id,
      criteria: savedSearches.criteria,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      status: savedSearches.status,
      language: savedSearches.language,
    })
    .from(savedSearches)
    .where(and(sameAddressAs(savedSearchId), ne(savedSearches.status, "deleted")))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return { email: link.email, searches };
}

/** Which statuses a change applies to, and what it makes them. */
const STATUS_CHANGES: Record<
  Exclude<SearchChange["kind"], "frequency">,
  { from: SavedSearchStatus[]; to: SavedSearchStatus }
> = {
  pause: { from: ["confirmed"], to: "paused" },
  // Only a search she confirmed comes back: a pending one still waits for its link.
  resume: { from: ["paused"], to: "confirmed" },
  delete: { from: ["pending", "confirmed", "paused"], to: "deleted" },
};

/**
 * Applies a change to `targetId`, a search of the link's address (a target of another address
 * changes nothing); true when a search changed.
 */
export async function changeSearch(
  db: Database,
  linkId: number,
  targetId: number,
  change: SearchChange,
): Promise<boolean> {
  const target = and(eq(savedSearches.id, targetId), sameAddressAs(linkId));
  const changed =
    change.kind === "frequency"
      ? await db
          .update(savedSearches)
          .set({ frequency: change.frequency })
          .where(and(target, ne(savedSearches.status, "deleted")))
          .returning({ id: savedSearches.id })
      : await db
          .update(savedSearches)
          .set({ status: STATUS_CHANGES[change.kind].to })
          .where(and(target, inArray(savedSearches.status, STATUS_CHANGES[change.kind].from)))
          .returning({ id: savedSearches.id });
  return changed.length > 0;
}

/**
 * The one-click unsubscribe: the search stops (paused, so her management page can resume it).
 * Null for no such search; a repeat, or a search already stopped, changes nothing and succeeds.
 */
export async function stopSearch(db: Database, savedSearchId: number) {
  const [row] = await db
    .select({ status: savedSearches.status })
    .from(savedSearches)
    .where(eq(savedSearches.id, savedSearchId));
  if (!row) return null;
  await changeSearch(db, savedSearchId, savedSearchId, { kind: "pause" });
  return { stopped: true as const };
}
