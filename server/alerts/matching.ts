/**
 * Matching after each sync (issue 43 §1): the homes the feed's last pages made new or cheaper
 * (alert_changes, written with the pages) against every confirmed search, with the search's own
 * WHERE (server/mls/search.ts, `searchConditions`) narrowed to the changed homes: the criteria
 * are written once, for the search page and the alerts alike.
 *
 * One transaction takes the changes, claims each home for each search in saved_search_sent
 * (its key: search, home, kind) and queues one outbox row per instant search: a second process,
 * or a run repeated after a kill -9, finds the changes gone or the claims taken and queues
 * nothing twice. A daily search's homes (and a quiet search's, 60-day rule) are claimed too,
 * unqueued, for the 7:00 run (held-alerts.ts).
 */
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { type HomeSearch, homeSearchQuery } from "#domain/forms/home-search-schema.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import type { AlertKind } from "#domain/saved-search.ts";
import type { Database, Transaction } from "../db/client.ts";
import {
  type AlertHome,
  alertChanges,
  mlsProperties,
  notificationOutbox,
  type SavedSearchAlertPayload,
  savedSearches,
  savedSearchSent,
} from "../db/schema.ts";
import { type MlsHomeCard, readMlsCards, searchConditions } from "../mls/search.ts";

/** A search not opened for this long goes weekly (what Sierra and BoomTown learned: issue 43). */
export const QUIET_DAYS = 60;
const DAY_MS = 86_400_000;
/** Searches per statement: a UNION ALL of this many small queries over the changed homes. */
const SEARCHES_PER_QUERY = 200;
/** Rows per INSERT: far within PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

export type MatchCounts = { changes: number; claimed: number; queued: number };

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

/** Whether a search's homes go out at once: instant, and opened within the last 60 days. */
export function isQuiet(
  search: { lastOpenedAt: Date | null; confirmedAt: Date | null },
  now: Date,
) {
  const opened = search.lastOpenedAt ?? search.confirmedAt ?? now;
  return now.getTime() - opened.getTime() >= QUIET_DAYS * DAY_MS;
}

/**
 * The changed homes each search finds: for each criteria (searches with the same criteria share
 * one), the keys among `keys`. The statement's WITH names the changed homes' rows
 * `mls_properties`: inside the statement that name is the few hundred changed rows, not the
 * table (a WITH does not see itself, so its own select reads the table), and each search's own
 * WHERE, written for the table, runs over them as it is. SEARCHES_PER_QUERY criteria a statement.
 */
async function homesFound(tx: Transaction, criteria: HomeSearch[], keys: string[], now: Date) {
  const found: string[][] = criteria.map(() => []);
  const p = mlsProperties;
  const changed = sql`with ${p} as materialized (select * from ${p} where ${p.listingKey} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)))`;
  for (const [at, group] of chunks(criteria, SEARCHES_PER_QUERY).entries()) {
    const parts: SQL[] = group.map(
      (search, index) =>
        sql`select ${at * SEARCHES_PER_QUERY + index}::int as "search", ${p.listingKey} as "key" from ${p} where ${searchConditions(search, now)}`,
    );
    // Both drivers answer raw SQL with `rows` (PGlite's Results, pg's QueryResult).
    const { rows } = (await tx.execute(sql`${changed} ${sql.join(parts, sql` union all `)}`)) as {
      rows: { search: number; key: string }[];
    };
    for (const row of rows) found[row.search]?.push(row.key);
  }
  return found;
}

/** A home as its alert shows it. */
export const alertHomeOf = (card: MlsHomeCard, kind: AlertKind): AlertHome => ({
  listingKey: card.listingKey,
  kind,
  path: `${HOMES_PATH}/${card.slug}`,
  price: card.price,
  street: card.street,
  town: card.town,
  zip: card.zip,
  beds: card.beds,
  fullBaths: card.fullBaths,
  halfBaths: card.halfBaths,
  livingArea: card.livingArea,
  office: card.office,
  photo: card.photo,
});

type Claim = { savedSearchId: number; listingKey: string; kind: AlertKind };

/**
 * Queues one alert per search for its claimed homes (still on the site), under `key(search)`;
 * returns how many were queued. Shared by the matching and the 7:00 run.
 */
export async function queueAlerts(
  tx: Transaction,
  claims: Claim[],
  recipients: Map<number, Pick<typeof savedSearches.$inferSelect, "email" | "language">>,
  key: (savedSearchId: number) => string,
  now: Date,
) {
  if (claims.length === 0) return 0;
  const cards = new Map(
    (await readMlsCards(tx, [...new Set(claims.map((claim) => claim.listingKey))])).map(
      (card) => [card.listingKey, card] as const,
    ),
  );
  const bySearch = new Map<number, AlertHome[]>();
  for (const claim of claims) {
    const card = cards.get(claim.listingKey);
    if (!card) continue;
    const homes = bySearch.get(claim.savedSearchId) ?? [];
    homes.push(alertHomeOf(card, claim.kind));
    bySearch.set(claim.savedSearchId, homes);
  }
  const rows = [...bySearch].flatMap(([savedSearchId, homes]) => {
    const search = recipients.get(savedSearchId);
    if (!search) return [];
    const payload: SavedSearchAlertPayload = {
      kind: "saved-search-alert",
      recipient: search.email,
      savedSearchId,
      language: search.language,
      homes,
    };
    return [{ idempotencyKey: key(savedSearchId), recipient: search.email, payload }];
  });
  for (const batch of chunks(rows, ROWS_PER_INSERT))
    await tx.insert(notificationOutbox).values(batch).onConflictDoNothing();
  for (const batch of chunks(
    rows.map((row) => row.payload.savedSearchId),
    ROWS_PER_INSERT,
  ))
    await tx.update(savedSearches).set({ lastSentAt: now }).where(inArray(savedSearches.id, batch));
  return rows.length;
}

/**
 * Takes every change the syncs recorded and matches it once (see the module comment). Called by
 * the feed worker after each run; a change left by a killed process is taken by the next run.
 */
export async function matchAlerts(
  db: Database,
  { now = new Date() }: { now?: Date } = {},
): Promise<MatchCounts> {
  return db.transaction(async (tx) => {
    // Rows another process is taking wait for its commit, then are gone: each change once.
    const changes = await tx.delete(alertChanges).returning({
      id: alertChanges.id,
      listingKey: alertChanges.listingKey,
      kind: alertChanges.kind,
    });
    if (changes.length === 0) return { changes: 0, claimed: 0, queued: 0 };
    // A home both new and cheaper within one run is new to her.
    const kindOf = new Map<string, AlertKind>();
    for (const change of changes)
      if (kindOf.get(change.listingKey) !== "new") kindOf.set(change.listingKey, change.kind);
    const searches = await tx
      .select({
        id: savedSearches.id,
        email: savedSearches.email,
        language: savedSearches.language,
        frequency: savedSearches.frequency,
        criteria: savedSearches.criteria,
        lastOpenedAt: savedSearches.lastOpenedAt,
        confirmedAt: savedSearches.confirmedAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.status, "confirmed"));
    const groups = new Map<string, { criteria: HomeSearch; ids: number[] }>();
    for (const search of searches) {
      const group = homeSearchQuery(search.criteria, 1);
      const entry = groups.get(group) ?? { criteria: search.criteria, ids: [] };
      entry.ids.push(search.id);
      groups.set(group, entry);
    }
    const grouped = [...groups.values()];
    const found = await homesFound(
      tx,
      grouped.map((group) => group.criteria),
      [...kindOf.keys()],
      now,
    );
    const instant = new Set(
      searches
        .filter((search) => search.frequency === "instant" && !isQuiet(search, now))
        .map((search) => search.id),
    );
    const wanted = grouped.flatMap((group, index) =>
      group.ids.flatMap((savedSearchId) =>
        (found[index] ?? []).map((listingKey) => ({
          savedSearchId,
          listingKey,
          kind: kindOf.get(listingKey) ?? "new",
          queuedAt: instant.has(savedSearchId) ? now : null,
        })),
      ),
    );
    const claimed: (Claim & { queuedAt: Date | null })[] = [];
    for (const batch of chunks(wanted, ROWS_PER_INSERT))
      claimed.push(
        ...(await tx.insert(savedSearchSent).values(batch).onConflictDoNothing().returning({
          savedSearchId: savedSearchSent.savedSearchId,
          listingKey: savedSearchSent.listingKey,
          kind: savedSearchSent.kind,
          queuedAt: savedSearchSent.queuedAt,
        })),
      );
    const run = Math.max(...changes.map((change) => change.id));
    const queued = await queueAlerts(
      tx,
      claimed.filter((claim) => claim.queuedAt !== null),
      new Map(searches.map((search) => [search.id, search])),
      (savedSearchId) => `saved-search-alert:${savedSearchId}:change-${run}`,
      now,
    );
    return { changes: changes.length, claimed: claimed.length, queued };
  });
}
