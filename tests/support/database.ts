import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, openDatabase } from "#server/db/client.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(
  new URL("../../server/db/migrations", import.meta.url),
);

/** A PostgreSQL URL for the server tests; unset (or empty) means embedded PGlite in memory. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export const usingPostgres = TEST_DATABASE_URL !== undefined;

/**
 * Opens the test database with the migrations applied and every table empty.
 *
 * PGlite: a NEW in-memory instance (~3 s, ~0.9 GB), so open ONE per test file
 * (in beforeAll) and call resetTables between tests.
 * PostgreSQL (TEST_DATABASE_URL): each call opens another pool on the same
 * database, so two handles really are two clients competing for rows.
 */
export async function openTestDatabase(options: { reset?: boolean } = {}): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: TEST_DATABASE_URL,
    dataDir: "memory://",
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  if (options.reset ?? true) await resetTables(handle.db);
  return handle;
}

/** Empties the lead tables and restarts their ids at 1. */
export async function resetTables(db: Database) {
  await db.execute(
    sql`truncate table notification_outbox, contact_messages, contact_submissions, lead_sources, sign_in_answers, follow_up_consents, unsubscribe_tokens, email_suppressions restart identity cascade`,
  );
}
