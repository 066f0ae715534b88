import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, inject } from "vitest";
import * as z from "zod";
import { type Database, type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { workerDatabaseUrl } from "./worker-database.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(
  new URL("../../server/db/migrations", import.meta.url),
);

/**
 * The PostgreSQL database of this test worker, or undefined (TEST_DATABASE_URL unset or empty):
 * embedded PGlite in memory. Each worker has a database of its own, made by tests/global-setup.ts,
 * so that test files run two at a time on PostgreSQL as they do on PGlite.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL
  ? workerDatabaseUrl(process.env.TEST_DATABASE_URL, Number(process.env.VITEST_POOL_ID ?? 1))
  : undefined;

export const usingPostgres = TEST_DATABASE_URL !== undefined;

/**
 * For a PostgreSQL-only test file (`*.pg.test.ts`): vitest.config.ts runs those
 * only when TEST_DATABASE_URL is set, and a file run by name without it fails
 * here rather than testing the embedded database by mistake.
 */
export function requirePostgres() {
  if (!usingPostgres) {
    throw new Error("This test needs a PostgreSQL server: set TEST_DATABASE_URL (see README).");
  }
}

/**
 * The embedded database of a test file that has finished, kept for the next file its worker runs
 * (test files share their worker's modules: vitest.config.ts): opening one from the template costs
 * about a second, emptying it a few milliseconds.
 */
let parked: DatabaseHandle | undefined;

/**
 * Opens the test database with the migrations applied and every table empty.
 *
 * PGlite: an in-memory instance of its own (from the migrated template, or the one a finished
 * file closed), so open ONE per test file (in beforeAll) and call resetTables between tests.
 * PostgreSQL (TEST_DATABASE_URL): each call opens another pool on the same
 * database, so two handles really are two clients competing for rows.
 */
export async function openTestDatabase(options: { reset?: boolean } = {}): Promise<DatabaseHandle> {
  if (usingPostgres) {
    const handle = await openDatabase({
      databaseUrl: TEST_DATABASE_URL,
      dataDir: "memory://",
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    if (options.reset ?? true) await resetTables(handle.db);
    return handle;
  }
  const reused = parked;
  parked = undefined;
  const handle =
    reused ??
    (await openDatabase({
      dataDir: "memory://",
      migrationsFolder: MIGRATIONS_FOLDER,
      startFrom: migratedTemplate(),
    }));
  // A kept database holds the last file's rows: emptied whatever the caller asked.
  if (reused || (options.reset ?? true)) await resetTables(handle.db);
  return {
    ...handle,
    close: async () => {
      if (parked) await handle.close();
      else parked = handle;
    },
  };
}

/**
 * The one migrated embedded database tests/global-setup.ts made, for a new PGlite to start from
 * (about 1 s instead of 3-8 s for initdb and the migrations: reports/measurements-behind-the-code.md);
 * none against PostgreSQL.
 */
export function migratedTemplate(): Blob | undefined {
  const template = usingPostgres ? undefined : inject("pgliteTemplate");
  return template ? new Blob([readFileSync(template)]) : undefined;
}

/** The rows of a raw query (`db.execute`, typed unknown by Drizzle), checked to have the given shape. */
export const rowsOf = <Row extends z.ZodType>(row: Row, result: unknown) =>
  z.object({ rows: z.array(row) }).parse(result).rows;

/**
 * The database of one test file, opened as the file loads
 * (`const { db } = await openFileDatabase();` at its top level), emptied before
 * each test (a hook the file registers after this call runs after the emptying)
 * and closed after the file's last test.
 */
export async function openFileDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await resetTables(handle.db);
  });
  return handle;
}

/** Empties every table of the app (the public schema; migrations live apart) and restarts ids at 1. */
export async function resetTables(db: Database) {
  const rows = rowsOf(
    z.object({ tablename: z.string() }),
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  );
  if (rows.length === 0) return;
  const tables = sql.join(
    rows.map((row) => sql.identifier(row.tablename)),
    sql`, `,
  );
  await db.execute(sql`truncate table ${tables} restart identity cascade`);
}
