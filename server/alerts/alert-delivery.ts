/**
 * Sending a saved search's alert (the outbox's mail channel hands its rows here): only while the
 * search is still confirmed (a one-click unsubscribe after the row was queued stops it), as the
 * agent the buyer's lead goes to. A permanent refusal of her address (an SMTP 5xx: no such
 * mailbox, or a complaint the provider answers with) pauses the search: mailbox providers judge a
 * sender by the mail it keeps sending to addresses that refuse it.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { type SavedSearchAlertPayload, savedSearches } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { buildSavedSearchAlert } from "../mail/saved-search-alert.ts";
import type { DeliveryError, DeliveryOutcome } from "../outbox/delivery.ts";
import { promisedMember } from "../team/promise.ts";
import type { AlertLinks } from "./alert-links.ts";

export type AlertDelivery = {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  links: AlertLinks;
  team: readonly string[];
};

/** An SMTP answer that will not change on a retry: the address is refused for good. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return code !== undefined && code >= 500 && code < 600;
};

export async function deliverAlert(
  { db, mailer, siteUrl, links, team }: AlertDelivery,
  /** Her address, and the Message-ID every try of this alert carries (docs/decisions/056). */
  { to, messageId }: { to: string; messageId: string },
  payload: SavedSearchAlertPayload,
  failed: (message: string, retry: boolean, error: unknown) => DeliveryError,
): Promise<DeliveryOutcome> {
  const [search] = await db
    .select({ status: savedSearches.status })
    .from(savedSearches)
    .where(eq(savedSearches.id, payload.savedSearchId));
  if (search?.status !== "confirmed") return { status: "suppressed" };
  const agent = await promisedMember(db, team, "buyer");
  const email = buildSavedSearchAlert(payload, { siteUrl, links, agentName: agent?.name ?? null });
  try {
    await mailer.send({ to, messageId, ...email });
  } catch (error) {
    if (!isPermanent(error)) throw failed(String(error), true, error);
    await db
      .update(savedSearches)
      .set({ status: "paused", stoppedBy: "bounce" })
      .where(
        and(eq(savedSearches.id, payload.savedSearchId), eq(savedSearches.status, "confirmed")),
      );
    throw failed(`${String(error)} (the search is paused)`, false, error);
  }
  return { status: "sent" };
}
