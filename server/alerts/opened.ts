/**
 * A link from an alert, opened (issue 43): the search counts as opened (the 60-day rule starts
 * again, a question about going on is answered), and a home opened is recorded as viewed on her
 * lead (saved_search_sent.viewed_at, on the lead page) and, if her lead went to Follow Up Boss,
 * told to it as a Viewed Property event through the outbox, in the same transaction, once per
 * home and search.
 */
import { and, eq, isNull } from "drizzle-orm";
import { type Language, pathIn } from "#domain/language.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import type { Database } from "../db/client.ts";
import {
  type LeadHandOffPayload,
  mlsProperties,
  notificationOutbox,
  savedSearches,
  savedSearchSent,
} from "../db/schema.ts";
import { mlsStreetLine } from "../mls/search.ts";
import { manageSearchPath } from "./manage-token.ts";

/** Where the link leads: the home's page in her language, or (the "keep" link) her alerts. */
export async function recordAlertOpen(
  db: Database,
  { savedSearchId, listingKey }: { savedSearchId: number; listingKey: string | null },
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [search] = await tx
      .update(savedSearches)
      .set({ lastOpenedAt: now })
      .where(eq(savedSearches.id, savedSearchId))
      .returning({
        language: savedSearches.language,
        contactSubmissionId: savedSearches.contactSubmissionId,
      });
    if (!search) return null;
    if (!listingKey) return manageSearchPath(savedSearchId);
    const [home] = await tx
      .select()
      .from(mlsProperties)
      .where(eq(mlsProperties.listingKey, listingKey));
    if (!home) return pathIn(search.language, HOMES_PATH);
    const path = pathIn(search.language as Language, `${HOMES_PATH}/${home.slug}`);
    const viewed = await tx
      .update(savedSearchSent)
      .set({ viewedAt: now })
      .where(
        and(
          eq(savedSearchSent.savedSearchId, savedSearchId),
          eq(savedSearchSent.listingKey, listingKey),
          isNull(savedSearchSent.viewedAt),
        ),
      )
      .returning({ kind: savedSearchSent.kind });
    if (viewed.length === 0 || search.contactSubmissionId === null) return path;
    // Her lead's hand-off to Follow Up Boss, if it had one: the same person, the same host.
    const [handOff] = await tx
      .select({ recipient: notificationOutbox.recipient, payload: notificationOutbox.payload })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.contactSubmissionId, search.contactSubmissionId),
          eq(notificationOutbox.channel, "follow-up-boss"),
        ),
      )
      .limit(1);
    if (handOff?.payload.kind !== "lead-hand-off") return path;
    const payload: LeadHandOffPayload = {
      kind: "lead-hand-off",
      id: `viewed:${savedSearchId}:${listingKey}`,
      form: "saved-search",
      lead: handOff.payload.lead,
      viewed: true,
      listing: {
        id: null,
        listingKey,
        street: mlsStreetLine(home) ?? "",
        unit: null,
        town: home.city ?? "",
        zip: home.postalCode ?? "",
        price: home.listPrice ?? 0,
        mlsNumber: home.listingId,
        url: `${siteUrl}${path}`,
      },
      submittedAt: now.toISOString(),
    };
    await tx
      .insert(notificationOutbox)
      .values({
        idempotencyKey: payload.id,
        contactSubmissionId: search.contactSubmissionId,
        channel: "follow-up-boss",
        recipient: handOff.recipient,
        payload,
      })
      .onConflictDoNothing();
    return path;
  });
}
