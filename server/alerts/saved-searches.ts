/**
 * Saving a search and confirming it (issue 43 §1): double opt-in. Saving stores the search as
 * pending and queues one confirmation mail through the outbox; nothing else is ever sent to the
 * address until the link is followed. Following it makes the search a buyer lead, in the lead's
 * own transaction (server/leads.ts), so a search is confirmed exactly when its lead exists.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, like, sql } from "drizzle-orm";
import type { LeadAttribution } from "#domain/attribution.ts";
import { type HomeSearch, homeSearchQuery } from "#domain/forms/home-search-schema.ts";
import type { Language } from "#domain/language.ts";
import { pathIn } from "#domain/language.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import type { AlertFrequency, SavedSearchRef } from "#domain/saved-search.ts";
import type { Database } from "../db/client.ts";
import { notificationOutbox, savedSearches } from "../db/schema.ts";
import type { LeadService } from "../leads.ts";

export type SavedSearchInput = {
  email: string;
  name: string;
  phone: string;
  frequency: AlertFrequency;
  search: HomeSearch;
  language: Language;
  attribution: LeadAttribution | null;
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The search's page, in her language, without its page number (what she saved is the search). */
const searchPathOf = (search: HomeSearch, language: Language) =>
  `${pathIn(language, HOMES_PATH)}${homeSearchQuery(search, 1)}`;

/**
 * A pending search saved again re-sends its confirmation at most this often: a buyer who lost
 * the mail gets a new one, a form posted over and over does not flood her mailbox.
 */
export const CONFIRMATION_RESEND_MINUTES = 10;

const confirmationKey = (savedSearchId: number) => `saved-search-confirmation:${savedSearchId}`;

/**
 * Stores the search as pending and queues its confirmation mail, in one transaction; true when a
 * confirmation was queued. The same search saved again for the same address (pending or on) is
 * not stored twice: a confirmed one changes nothing, a pending one gets a new link (the older
 * one stops working) unless its last was queued within CONFIRMATION_RESEND_MINUTES.
 */
export async function saveSearch(db: Database, input: SavedSearchInput): Promise<boolean> {
  const token = randomBytes(32).toString("base64url");
  const query = homeSearchQuery(input.search, 1);
  const payload = {
    kind: "saved-search-confirmation" as const,
    recipient: input.email,
    token,
    language: input.language,
    searchPath: searchPathOf(input.search, input.language),
  };
  return db.transaction(async (tx) => {
    // Two saves of one address at once take turns, so the second finds the first's search.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`saved-search:${input.email.toLowerCase()}`}))`,
    );
    const [same] = await tx
      .select({ id: savedSearches.id, status: savedSearches.status })
      .from(savedSearches)
      .where(
        and(
          sql`lower(${savedSearches.email}) = ${input.email.toLowerCase()}`,
          eq(savedSearches.query, query),
          inArray(savedSearches.status, ["pending", "confirmed"]),
        ),
      )
      .orderBy(desc(savedSearches.id))
      .limit(1);
    if (same?.status === "confirmed") return false;
    if (same) {
      const [recent] = await tx
        .select({ id: notificationOutbox.id })
        .from(notificationOutbox)
        .where(
          and(
            like(notificationOutbox.idempotencyKey, `${confirmationKey(same.id)}%`),
            gt(
              notificationOutbox.createdAt,
              sql`now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES})`,
            ),
          ),
        )
        .limit(1);
      if (recent) return false;
      await tx
        .update(savedSearches)
        .set({ confirmationTokenHash: hashToken(token) })
        .where(eq(savedSearches.id, same.id));
      await tx.insert(notificationOutbox).values({
        idempotencyKey: `${confirmationKey(same.id)}:${randomBytes(8).toString("hex")}`,
        recipient: input.email,
        payload,
      });
      return true;
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        email: input.email,
        name: input.name || null,
        phone: input.phone || null,
        query,
        criteria: input.search,
        language: input.language,
        frequency: input.frequency,
        attribution: input.attribution,
        confirmationTokenHash: hashToken(token),
      })
      .returning({ id: savedSearches.id });
    await tx.insert(notificationOutbox).values({
      idempotencyKey: confirmationKey(row!.id),
      recipient: input.email,
      payload,
    });
    return true;
  });
}

/** The search a confirmation link names (its id, address, criteria and status); null for none. */
export async function searchOfConfirmation(db: Database, token: string) {
  const [row] = await db
    .select({
      id: savedSearches.id,
      email: savedSearches.email,
      criteria: savedSearches.criteria,
      status: savedSearches.status,
    })
    .from(savedSearches)
    .where(eq(savedSearches.confirmationTokenHash, hashToken(token)));
  return row && row.status !== "deleted" ? row : null;
}

/** What the team and its CRM are told of a confirmed search: its page and criteria. */
function savedSearchRef(row: typeof savedSearches.$inferSelect, siteUrl: string): SavedSearchRef {
  const { town, zip, q, minPrice, maxPrice, minBeds, minBaths, type } = row.criteria;
  return {
    url: `${siteUrl}${searchPathOf(row.criteria, row.language)}`,
    frequency: row.frequency,
    ...{ town, zip, q, minPrice, maxPrice, minBeds, minBaths, type },
  };
}

/**
 * Confirms the search the token names: 'confirmed' the first time (the lead is stored with it),
 * 'already' when it was confirmed before (a second click stores nothing), 'unknown' otherwise.
 */
export async function confirmSearch(
  { db, leads, siteUrl }: { db: Database; leads: LeadService; siteUrl: string },
  token: string,
  clientIp: string,
): Promise<"confirmed" | "already" | "unknown"> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.confirmationTokenHash, hashToken(token)));
  if (!row || row.status === "deleted") return "unknown";
  if (row.status !== "pending") return "already";
  const [first = "", ...rest] = (row.name ?? "").split(" ");
  let confirmedNow = false;
  await leads.recordSavedSearch(
    {
      first_name: first,
      last_name: rest.join(" "),
      email: row.email,
      phone: row.phone ?? "",
      lead_source: "",
      language: row.language,
    },
    savedSearchRef(row, siteUrl),
    `saved-search:${row.id}`,
    clientIp,
    row.attribution,
    async (tx, submissionId) => {
      const updated = await tx
        .update(savedSearches)
        .set({ status: "confirmed", confirmedAt: new Date(), contactSubmissionId: submissionId })
        .where(and(eq(savedSearches.id, row.id), eq(savedSearches.status, "pending")))
        .returning({ id: savedSearches.id });
      confirmedNow = updated.length === 1;
    },
  );
  return confirmedNow ? "confirmed" : "already";
}
