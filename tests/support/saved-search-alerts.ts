/**
 * The alerts' tests and benchmark share these: confirmed saved searches stored as a confirmation
 * leaves them, the alert links signed with a test secret, a mailer that keeps what it is given,
 * and the alerts the outbox holds.
 */
import { eq } from "drizzle-orm";
import { readHomeSearch } from "#domain/forms/home-search-schema.ts";
import type { Language } from "#domain/language.ts";
import type { AlertFrequency } from "#domain/saved-search.ts";
import { alertLinks } from "#server/alerts/alert-links.ts";
import type { Database } from "#server/db/client.ts";
import {
  notificationOutbox,
  type SavedSearchAlertPayload,
  savedSearches,
} from "#server/db/schema.ts";
import type { Mailer, MailMessage } from "#server/mail/mailer.ts";

export const ALERT_SITE = "https://www.example.com";
export const testAlertLinks = alertLinks(ALERT_SITE);

/** A search for `query` (a /homes query string), confirmed `confirmedAt`, as her confirmation leaves it. */
export function confirmedSearchRow(
  query: string,
  {
    email = "lin.wei@example.com",
    frequency = "instant",
    language = "en",
    confirmedAt = new Date(),
    index = 0,
  }: {
    email?: string;
    frequency?: AlertFrequency;
    language?: Language;
    confirmedAt?: Date;
    index?: number;
  } = {},
): typeof savedSearches.$inferInsert {
  return {
    email,
    query,
    criteria: readHomeSearch(new URLSearchParams(query)),
    language,
    frequency,
    status: "confirmed",
    confirmationTokenHash: `test-${index}-${email}-${query}`,
    confirmedAt,
  };
}

export async function confirmSearchFor(
  db: Database,
  query: string,
  options: Parameters<typeof confirmedSearchRow>[1] = {},
) {
  const [row] = await db
    .insert(savedSearches)
    .values(confirmedSearchRow(query, options))
    .returning();
  if (!row) throw new Error("the search was not stored");
  return row;
}

/** The alerts the outbox holds, oldest first. */
export async function queuedAlerts(db: Database) {
  const rows = await db.select().from(notificationOutbox).orderBy(notificationOutbox.id);
  return rows.flatMap((row) =>
    row.payload.kind === "saved-search-alert"
      ? [{ ...row, payload: row.payload as SavedSearchAlertPayload }]
      : [],
  );
}

export const searchStatus = async (db: Database, id: number) =>
  (await db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]?.status;

/** A mailer that keeps every message; `refuse` makes the next sends fail with an SMTP answer. */
export function keptMailer() {
  const sent: MailMessage[] = [];
  let refusal: { responseCode: number } | null = null;
  const mailer: Mailer = {
    describe: "kept in memory",
    async send(message) {
      if (refusal) throw Object.assign(new Error("550 no such user"), refusal);
      sent.push(message);
    },
    close() {},
  };
  return {
    mailer,
    sent,
    refuse(responseCode: number) {
      refusal = { responseCode };
    },
  };
}
